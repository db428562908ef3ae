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
  ///
  /// A missing or empty group yields one name that is not a folder, so the
  /// parameterised test runs one case, and that case fails (`folder(_:_:)`),
  /// instead of passing with no cases at all.
  static func folders(_ group: String) -> [String] {
    let directory = fixtures.appendingPathComponent(group)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    let folders = names.filter { !$0.hasPrefix(".") }.sorted()
    return folders.isEmpty ? [missingMarker] : folders
  }

  static let missingMarker = "(no fixture folders found)"

  /// The text of a file of the repository, by its path from the package root.
  static func repositoryFile(_ path: String) throws -> String {
    try String(contentsOf: fixtures.deletingLastPathComponent().appendingPathComponent(path), encoding: .utf8)
  }

  /// The folder of fixture `name` in `group`; fails the test when it does not exist.
  static func folder(_ group: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> URL {
    let folder = fixtures.appendingPathComponent(group).appendingPathComponent(name)
    var isDirectory: ObjCBool = false
    try #require(
      FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) && isDirectory.boolValue,
      "no fixture folder \(folder.path): Fixtures/\(group) is missing or empty", sourceLocation: sourceLocation)
    return folder
  }

  /// Compares `actual` with the golden file at `url`, or records it.
  ///
  /// Recording fails the test on purpose: a recorded file has not been
  /// checked against anything, so the run must not read as a pass.
  static func check(_ actual: Data, against url: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
    if isRecording {
      let old = FileManager.default.contents(atPath: url.path)
      try actual.write(to: url)
      let what = old == nil ? "recorded new" : old == actual ? "re-recorded unchanged" : "re-recorded changed"
      Issue.record(
        "\(what) golden file \(url.path) (MEDIATE_RECORD=1: nothing was checked; review `git diff Fixtures`)",
        sourceLocation: sourceLocation)
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

  /// Checks a command's outcome against the golden files of `folder`:
  /// `expected.status`, `expected.stderr`, and `expected.stdout` when the
  /// folder has one (recorded when the command printed anything); without
  /// one, standard output must be empty.
  static func checkCommand(
    _ outcome: MediateBinary.Outcome, in folder: URL, name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    try check(
      Data("\(outcome.status)\n".utf8), against: folder.appendingPathComponent("expected.status"),
      sourceLocation: sourceLocation)
    try check(outcome.stderr, against: folder.appendingPathComponent("expected.stderr"), sourceLocation: sourceLocation)
    let stdoutFile = folder.appendingPathComponent("expected.stdout")
    if FileManager.default.fileExists(atPath: stdoutFile.path) || (isRecording && !outcome.stdout.isEmpty) {
      try check(outcome.stdout, against: stdoutFile, sourceLocation: sourceLocation)
    } else {
      #expect(outcome.stdout.isEmpty, "\(name) wrote to standard output", sourceLocation: sourceLocation)
    }
  }

  /// Like `check(_:against:)` for a golden file that may be left out when
  /// it would hold `default`: it is recorded only when the output differs
  /// from that.
  static func checkOptional(
    _ actual: Data, against url: URL, default defaultText: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let exists = FileManager.default.fileExists(atPath: url.path)
    if exists || actual != Data(defaultText.utf8) {
      try check(actual, against: url, sourceLocation: sourceLocation)
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
