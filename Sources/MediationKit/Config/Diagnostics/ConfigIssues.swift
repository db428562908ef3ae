/// A problem the decoder found, at a byte offset, before it is located for printing.
struct ConfigIssue {
  var offset: Int?
  var path: JSONPath
  var problem: ConfigProblem
}

/// The problems of one kind (errors or warnings) a decoder keeps: the first
/// `capacity` in file order, and how many there were in all.
///
/// Only `capacity` issues are ever held, so a file with half a million
/// unknown keys costs no more memory than one with a hundred. An issue that
/// comes after the first `capacity` in file order is never built (its
/// suggestion is not computed); one reported out of file order (the decoder
/// checks some things, such as duplicate labels, after reading) may be built
/// and then dropped.
struct ConfigIssues {
  let capacity: Int
  /// The kept issues with the order they were reported in (ties in offset
  /// keep that order), unsorted.
  private var kept: [(order: Int, issue: ConfigIssue)] = []
  /// The position in `kept` of the last issue in file order.
  private var lastKept = 0
  /// Every issue reported, kept or not.
  private(set) var total = 0

  init(capacity: Int = ConfigLimits.maximumReportedErrors) {
    self.capacity = capacity
  }

  var isEmpty: Bool { total == 0 }

  /// Whether an issue at `offset` reported now would be among those kept.
  func keeps(offset: Int?) -> Bool {
    kept.count < capacity || Self.key(offset, total) < Self.key(kept[lastKept].issue.offset, kept[lastKept].order)
  }

  /// Counts an issue; builds and keeps it only when it is among the first `capacity` in file order.
  mutating func add(offset: Int?, path: () -> JSONPath, problem: () -> ConfigProblem) {
    defer { total += 1 }
    guard capacity > 0, keeps(offset: offset) else { return }
    let entry = (order: total, issue: ConfigIssue(offset: offset, path: path(), problem: problem()))
    if kept.count < capacity {
      kept.append(entry)
    } else {
      kept[lastKept] = entry
    }
    lastKept =
      kept.indices.max {
        Self.key(kept[$0].issue.offset, kept[$0].order) < Self.key(kept[$1].issue.offset, kept[$1].order)
      } ?? 0
  }

  /// The kept issues in file order.
  var inFileOrder: [ConfigIssue] {
    kept.sorted { Self.key($0.issue.offset, $0.order) < Self.key($1.issue.offset, $1.order) }.map(\.issue)
  }

  /// Issues without an offset (about the file as a whole) come first.
  private static func key(_ offset: Int?, _ order: Int) -> (Int, Int) { (offset ?? -1, order) }
}
