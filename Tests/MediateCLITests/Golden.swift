import Foundation
import Testing

/// Golden files: expected output checked in next to each fixture.
///
/// `MEDIATE_RECORD=1` (what `make golden` sets) writes the actual output
/// instead of comparing; otherwise a missing or different file fails the
/// test with a line diff. CI never records.
enum Golden {
  static var isRecording: Bool {
    ProcessInfo.processInfo.environment["MEDIATE_RECORD"] == "1"
  }

  static let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// The fixture folders under `Fixtures/<group>`, sorted by name.
  static func folders(_ group: String) -> [String] {
    let directory = fixtures.appendingPathComponent(group)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { !$0.hasPrefix(".") }.sorted()
  }

  /// Compares `actual` with the golden file at `url`, or records it.
  static func check(_ actual: Data, against url: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
    if isRecording {
      try actual.write(to: url)
      return
    }
    guard let expected = FileManager.default.contents(atPath: url.path) else {
      Issue.record(
        "missing golden file \(url.path); run `make golden` and review the diff", sourceLocation: sourceLocation)
      return
    }
    if expected != actual {
      Issue.record(
        "\(url.lastPathComponent) differs:\n\(lineDiff(expected: expected, actual: actual))",
        sourceLocation: sourceLocation)
    }
  }

  /// The first differing lines, with a little context.
  static func lineDiff(expected: Data, actual: Data) -> String {
    let old = String(decoding: expected, as: UTF8.self).components(separatedBy: "\n")
    let new = String(decoding: actual, as: UTF8.self).components(separatedBy: "\n")
    guard
      let first = zip(old, new).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset
        ?? (old.count == new.count ? nil : min(old.count, new.count))
    else { return "(no line differs)" }
    var lines: [String] = []
    for index in max(0, first - 2)..<min(max(old.count, new.count), first + 3) {
      if index < old.count, index >= new.count || old[index] != new[index] { lines.append("- \(old[index])") }
      if index < new.count, index >= old.count || old[index] != new[index] { lines.append("+ \(new[index])") }
      if index < old.count, index < new.count, old[index] == new[index] { lines.append("  \(old[index])") }
    }
    return "line \(first + 1):\n" + lines.joined(separator: "\n")
  }

  /// Extra arguments from a fixture's `args` file: one per line.
  static func arguments(in folder: URL) -> [String]? {
    guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent("args").path) else {
      return nil
    }
    return String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true).map(
      String.init)
  }
}
