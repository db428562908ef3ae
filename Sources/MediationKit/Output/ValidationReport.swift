/// The machine-readable result of `mediate validate --format json`: for
/// each file, whether it is valid and every problem found.
package struct ValidationReport: Sendable {
  /// One problem; location and path are null for problems of the whole file.
  package struct Problem: Sendable {
    package var location: SourceLocation?
    package var path: JSONPath?
    package var message: String

    package init(location: SourceLocation?, path: JSONPath?, message: String) {
      self.location = location
      self.path = path
      self.message = message
    }
  }

  /// What a checked file came to.
  package enum Status: String, Sendable {
    case valid
    /// Read, and not a valid config.
    case invalid
    /// Not read at all (missing, a folder, not permitted).
    case unreadable
  }

  /// One checked file.
  package struct Entry: Sendable {
    package var file: String
    package var status: Status
    package var problems: [Problem]
    /// Problems found beyond the reported ones.
    package var omitted: Int
    /// What does not make the config invalid (unregistered class names).
    package var warnings: [Problem]

    package init(file: String, status: Status, problems: [Problem], omitted: Int, warnings: [Problem] = []) {
      self.file = file
      self.status = status
      self.problems = problems
      self.omitted = omitted
      self.warnings = warnings
    }
  }

  package var entries: [Entry] = []

  package init() {}

  /// `{"files":[{"file","valid","status","errors":[{"line","column","path","message"}],"omitted","warnings":[…]}]}`
  /// and a newline; warnings have the shape of errors, and `status` is
  /// `valid`, `invalid` or `unreadable`.
  package func json() -> [UInt8] {
    var writer = JSONWriter()
    writer.beginObject()
    writer.key("files")
    writer.beginArray()
    for entry in entries {
      writer.beginObject()
      writer.field("file", entry.file)
      writer.field("valid", entry.status == .valid)
      writer.field("status", entry.status.rawValue)
      writer.key("errors")
      write(entry.problems, into: &writer)
      writer.field("omitted", entry.omitted)
      writer.key("warnings")
      write(entry.warnings, into: &writer)
      writer.endObject()
    }
    writer.endArray()
    writer.endObject()
    writer.raw("\n")
    return writer.bytes
  }

  private func write(_ problems: [Problem], into writer: inout JSONWriter) {
    writer.beginArray()
    for problem in problems {
      writer.beginObject()
      writer.field("line", problem.location.map { Int64($0.line) })
      writer.field("column", problem.location.map { Int64($0.column) })
      writer.field("path", problem.path?.description)
      writer.field("message", problem.message)
      writer.endObject()
    }
    writer.endArray()
  }

  /// The line `validate` ends with on standard error for several files:
  /// `3 files: 2 valid, 1 invalid` (and how many unreadable, when any).
  package var summaryLine: String {
    let count = { (status: Status) in entries.filter { $0.status == status }.count }
    var line = "\(entries.count) files: \(count(.valid)) valid, \(count(.invalid)) invalid"
    if count(.unreadable) > 0 { line += ", \(count(.unreadable)) unreadable" }
    return line
  }
}
