import Foundation
import MediationPlatforms
import Testing

@testable import MediateCLI
@testable import MediationIOS
@testable import MediationKit

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `mediate test`: what a folder stands for, and one tally in every format.
struct TestCommandTests {
  static let errors = Golden.fixtures.appendingPathComponent("commands/test-errors/configs").path

  // MARK: the tally

  /// Text, ndjson and JUnit count the same tests: P passed, F failed (the
  /// errors among them), E errors; JUnit's `failures` is F − E, as JUnit
  /// counts errors apart.
  @Test func countsTheSameTestsInEveryFormat() throws {
    let text = InProcess(["test", "--format", "text", Self.errors])
    #expect(text.status == .invalidConfig)
    #expect(text.stdout.text.hasSuffix("\n1 passed, 2 failed, 1 error\n"))
    let ndjson = InProcess(["test", "--format", "ndjson", Self.errors])
    #expect(ndjson.status == .invalidConfig)
    let last = try #require(ndjson.stdout.text.split(separator: "\n").last)
    #expect(last == #"{"type":"tests","passed":1,"failed":2,"errors":1}"#)
    let report = FileManager.default.temporaryDirectory.appendingPathComponent("mediate-tally-\(getpid()).xml")
    defer { try? FileManager.default.removeItem(at: report) }
    let junit = InProcess(["test", "--format", "ndjson", "--junit", report.path, Self.errors])
    #expect(junit.status == .invalidConfig)
    let xml = try String(contentsOf: report, encoding: .utf8)
    #expect(xml.contains(#"<testsuites name="mediate test" tests="3" failures="1" errors="1">"#))
  }

  @Test func tallyCountsAnErrorAsAFailureToo() {
    let cases = [TestReport.Case.Status.passed, .failed, .error, .error].map {
      TestReport.Case(path: "x.json", status: $0, checks: [], violations: [], errors: [])
    }
    let tally = TestReport(suites: [TestReport.Suite(argument: ".", cases: cases)]).tally
    #expect(tally.passed == 1 && tally.failed == 3 && tally.errors == 2)
    #expect(tally.tests == 4 && tally.failures == 1)
  }

  // MARK: --format

  @Test(arguments: [("auto", TestFormat.auto), ("text", .text), ("ndjson", .ndjson)])
  func takesItsOwnFormats(name: String, format: TestFormat) throws {
    var options = TestCommand.Options()
    options.format = format
    options.paths = ["x"]
    #expect(try ArgumentParser.parse(["test", "--format", name, "x"]) == .test(options))
  }

  @Test(arguments: ["json", "mermaid", "html"])
  func refusesTheFormatsOfSimulate(name: String) {
    let run = InProcess(["test", "--format", name, Self.errors])
    #expect(run.status == .usage)
    #expect(run.stderr.text == "mediate: test: --format expects auto, text or ndjson, found \(name)\n")
  }

  // MARK: what a folder stands for

  /// A file system made up of paths and kinds; folders in `unreadable`
  /// cannot be listed (what root cannot be denied by permission bits).
  struct MadeUpFolders: FolderReader {
    var kinds: [String: FileKind]
    var links: [String: FileKind] = [:]
    var unreadable: Set<String> = []

    func kind(of path: String, followingLinks: Bool) -> FileKind? {
      if followingLinks, kinds[path] == .symbolicLink { return links[path] }
      return kinds[path]
    }

    func names(in folder: String) throws(FolderReadError) -> [String] {
      if unreadable.contains(folder) { throw FolderReadError(reason: "Permission denied") }
      return kinds.keys.filter { $0.hasPrefix(folder + "/") && !$0.dropFirst(folder.count + 1).contains("/") }
        .map { String($0.dropFirst(folder.count + 1)) }
    }
  }

  @Test func reportsAnUnreadableSubfolderAndGoesOn() throws {
    let reader = MadeUpFolders(
      kinds: [
        "top": .folder, "top/a.json": .regular, "top/locked": .folder, "top/locked/x.json": .regular,
        "top/open": .folder, "top/open/b.json": .regular,
      ], unreadable: ["top/locked"])
    #expect(
      try TestPaths.expand("top", reader: reader) == [
        TestPaths.Entry(path: "top/a.json", inFolder: true),
        TestPaths.Entry(path: "top/locked", inFolder: true, problem: .unreadableFolder("Permission denied")),
        TestPaths.Entry(path: "top/open/b.json", inFolder: true),
      ])
    // The PATH itself unlistable: nothing to test (66), as before.
    #expect(throws: TestPaths.Failure.unreadableFolder("Permission denied")) {
      try TestPaths.expand("top/locked", reader: reader)
    }
  }

  @Test func reportsWhatIsNotARegularFileInAFolder() throws {
    let reader = MadeUpFolders(
      kinds: [
        "f": .folder, "f/pipe.json": .namedPipe, "f/socket.json": .socket, "f/null.json": .characterDevice,
        "f/disk.json": .blockDevice, "f/to-pipe.json": .symbolicLink, "f/to-folder.json": .symbolicLink,
        "f/to-file.json": .symbolicLink, "f/dangling.json": .symbolicLink, "f/pipe": .namedPipe,
        "f/.hidden.json": .namedPipe, "f/notes.txt": .regular,
      ],
      links: ["f/to-pipe.json": .namedPipe, "f/to-folder.json": .folder, "f/to-file.json": .regular])
    let entries = try TestPaths.expand("f", reader: reader)
    #expect(
      entries == [
        TestPaths.Entry(path: "f/dangling.json", inFolder: true),
        TestPaths.Entry(
          path: "f/disk.json", inFolder: true, problem: .notRegularFileInFolder(.blockDevice, link: false)),
        TestPaths.Entry(
          path: "f/null.json", inFolder: true, problem: .notRegularFileInFolder(.characterDevice, link: false)),
        TestPaths.Entry(path: "f/pipe.json", inFolder: true, problem: .notRegularFileInFolder(.namedPipe, link: false)),
        TestPaths.Entry(path: "f/socket.json", inFolder: true, problem: .notRegularFileInFolder(.socket, link: false)),
        TestPaths.Entry(path: "f/to-file.json", inFolder: true),
        TestPaths.Entry(
          path: "f/to-folder.json", inFolder: true, problem: .notRegularFileInFolder(.folder, link: true)),
        TestPaths.Entry(
          path: "f/to-pipe.json", inFolder: true, problem: .notRegularFileInFolder(.namedPipe, link: true)),
      ])
    #expect(
      InputError.notRegularFileInFolder(.namedPipe, link: true).message
        == "a symbolic link to a named pipe, not to a regular file (in a folder, only regular files are read as configs)"
    )
    #expect(
      InputError.notRegularFileInFolder(.folder, link: true).message
        == "a symbolic link to a folder, not to a config file (links to folders are not followed)")
  }

  /// A `*.json` link to a pipe nobody writes, a pipe itself and a link to a
  /// folder: each is a test that errored, at once; the deadline of
  /// `ChildProcess` fails the test if mediate waits.
  @Test func neverWaitsOnAPipeInAFolder() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mediate-test-fifo-\(getpid())")
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("configs/nested"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let configs = directory.appendingPathComponent("configs")
    try FileManager.default.copyItem(
      atPath: Self.errors + "/passing.json", toPath: configs.appendingPathComponent("passing.json").path)
    #expect(mkfifo(configs.appendingPathComponent("pipe").path, 0o600) == 0)
    #expect(mkfifo(configs.appendingPathComponent("fifo.json").path, 0o600) == 0)
    try FileManager.default.createSymbolicLink(
      atPath: configs.appendingPathComponent("linked.json").path, withDestinationPath: "pipe")
    try FileManager.default.createSymbolicLink(
      atPath: configs.appendingPathComponent("nested.json").path, withDestinationPath: "nested")
    // A read that blocked on a pipe would hang: the time limit of every child run ends it and fails the test.
    let outcome = try MediateBinary.run(["test", "--format", "text", "configs"], in: directory)
    #expect(outcome.status == 65)
    #expect(
      String(decoding: outcome.stdout, as: UTF8.self) == """
        ✗ configs/fifo.json
            configs/fifo.json: a named pipe, not a regular file (in a folder, only regular files are read as configs)
        ✗ configs/linked.json
            configs/linked.json: a symbolic link to a named pipe, not to a regular file (in a folder, only regular files are read as configs)
        ✗ configs/nested.json
            configs/nested.json: a symbolic link to a folder, not to a config file (links to folders are not followed)
        ✓ configs/passing.json (3 checks)
        1 passed, 3 failed, 3 errors

        """)
    #expect(
      String(decoding: outcome.stderr, as: UTF8.self) == """
        mediate: configs/fifo.json: a named pipe, not a regular file (in a folder, only regular files are read as configs)
        mediate: configs/linked.json: a symbolic link to a named pipe, not to a regular file (in a folder, only regular files are read as configs)
        mediate: configs/nested.json: a symbolic link to a folder, not to a config file (links to folders are not followed)

        """)
  }

  /// A pipe named as a PATH is read, like a CONFIG of `simulate`
  /// (`mediate test <(generate-config)`): mediate waits for its writer.
  @Test func readsAPipeNamedAsAPath() throws {
    let outcome = try ChildProcess.run(
      executable: URL(fileURLWithPath: "/bin/bash"),
      arguments: ["-c", "\"$0\" test --format ndjson <(cat passing.json)", MediateBinary.url.path],
      in: URL(fileURLWithPath: Self.errors))
    #expect(outcome.status == 0)
    #expect(String(decoding: outcome.stdout, as: UTF8.self).contains(#""status":"passed""#))
  }

  static let setpriv = "/usr/bin/setpriv"

  /// Whether a child of this process can be denied a folder: always, unless
  /// this is root, which needs `setpriv` to drop the capabilities that
  /// override permission bits (tried once, with a deadline).
  static let canLockAFolder: Bool = {
    if geteuid() != 0 { return true }
    guard FileManager.default.isExecutableFile(atPath: setpriv) else { return false }
    guard
      let running = try? ChildProcess.start(
        executable: URL(fileURLWithPath: setpriv),
        arguments: ["--bounding-set=-dac_override,-dac_read_search", "/bin/true"])
    else { return false }
    try? running.input.fileHandleForWriting.close()
    return running.finish().status == 0
  }()

  /// A sub-folder that cannot be listed is a test that errored; the other
  /// configs still run. As root, permission bits do not stop a read, so the
  /// child runs without the capabilities that override them.
  @Test(.enabled(if: canLockAFolder, "skipped: root without setpriv cannot be denied a folder"))
  func reportsALockedSubfolderAsAnError() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mediate-test-locked-\(getpid())")
    let locked = directory.appendingPathComponent("configs/locked")
    try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
    defer {
      chmod(locked.path, 0o755)
      try? FileManager.default.removeItem(at: directory)
    }
    try FileManager.default.copyItem(
      atPath: Self.errors + "/passing.json", toPath: directory.appendingPathComponent("configs/passing.json").path)
    try FileManager.default.copyItem(
      atPath: Self.errors + "/passing.json", toPath: locked.appendingPathComponent("hidden.json").path)
    #expect(chmod(locked.path, 0) == 0)
    var command = [MediateBinary.url.path, "test", "--format", "ndjson", "configs"]
    if geteuid() == 0 { command = [Self.setpriv, "--bounding-set=-dac_override,-dac_read_search"] + command }
    let outcome = try ChildProcess.run(
      executable: URL(fileURLWithPath: command[0]), arguments: Array(command.dropFirst()), in: directory)
    #expect(outcome.status == 65)
    #expect(
      String(decoding: outcome.stderr, as: UTF8.self)
        == "mediate: configs/locked: cannot read the folder: Permission denied\n")
    let lines = String(decoding: outcome.stdout, as: UTF8.self).split(separator: "\n")
    #expect(
      lines.first
        == #"{"type":"test","path":"configs/locked","status":"error","checks":[],"errors":["configs/locked: cannot read the folder: Permission denied"]}"#
    )
    #expect(lines.dropFirst().first?.contains(#""path":"configs/passing.json","status":"passed""#) == true)
    #expect(lines.last == #"{"type":"tests","passed":1,"failed":1,"errors":1}"#)
  }
}
