import Foundation
import MediationPlatforms
import Testing

@testable import MediateCLI
@testable import MediationIOS
@testable import MediationKit

/// Files mediate writes (`--junit`, `init`, `optimize --out`, `fit --out`)
/// appear whole or not at all: a failure leaves what was there before, and
/// no temporary file. One that cannot be created is found before any work
/// (73); one whose write fails is 74, and `optimize` still reports.
struct FileOutputTests {
  /// A fresh folder for one test case, removed at the end.
  final class Folder {
    let url: URL

    init(_ name: String) throws {
      // Unique: the cases of a parameterised test run at the same time.
      url = FileManager.default.temporaryDirectory.appendingPathComponent("mediate-\(name)-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// The names in the folder, hidden ones (a temporary file) included.
    var names: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted() }

    func contents(_ name: String) -> String? {
      FileManager.default.contents(atPath: path(name)).map { String(decoding: $0, as: UTF8.self) }
    }
  }

  /// Operations whose write fails as a full disk does, after part of the bytes.
  static let fullDisk = FileOutput.Operations(
    write: { descriptor, bytes in
      _ = bytes.prefix(5).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      return .failed("No space left on device")
    }, rename: FileOutput.Operations.system.rename, link: FileOutput.Operations.system.link)

  /// Operations whose rename and link fail, as across devices.
  static let noRename = FileOutput.Operations(
    write: FileOutput.Operations.system.write, rename: { _, _ in EXDEV }, link: { _, _ in EXDEV })

  @Test func replacesAReportWhole() throws {
    let folder = try Folder("replace")
    try Data("old report".utf8).write(to: folder.url.appendingPathComponent("report.xml"))
    try FileOutput.write(Array("new report".utf8), to: folder.path("report.xml"))
    #expect(folder.contents("report.xml") == "new report")
    #expect(folder.names == ["report.xml"])
  }

  @Test(arguments: [
    (fullDisk, FileOutput.Failure.cannotWrite("No space left on device")),
    (noRename, .cannotWrite("Invalid cross-device link")),
  ])
  func leavesTheOldReportWhenAWriteFails(operations: FileOutput.Operations, failure: FileOutput.Failure) throws {
    let folder = try Folder("keep-old")
    try Data("old report".utf8).write(to: folder.url.appendingPathComponent("report.xml"))
    #expect(throws: failure) {
      try FileOutput.write(Array("new report".utf8), to: folder.path("report.xml"), operations: operations)
    }
    #expect(folder.contents("report.xml") == "old report")
    #expect(folder.names == ["report.xml"])
  }

  @Test(arguments: [
    (fullDisk, FileOutput.Failure.cannotWrite("No space left on device")),
    (noRename, .cannotCreate("Invalid cross-device link")),
  ])
  func leavesNoFileWhenANewFileFails(operations: FileOutput.Operations, failure: FileOutput.Failure) throws {
    let folder = try Folder("no-new")
    #expect(throws: failure) {
      try FileOutput.write(
        Array("{}".utf8), to: folder.path("starter.json"), replacing: false, operations: operations)
    }
    #expect(folder.names == [])
    // So the retry is not refused.
    try FileOutput.write(Array("{}".utf8), to: folder.path("starter.json"), replacing: false)
    #expect(folder.contents("starter.json") == "{}")
    #expect(throws: FileOutput.Failure.exists) {
      try FileOutput.write(Array("[]".utf8), to: folder.path("starter.json"), replacing: false)
    }
    #expect(folder.contents("starter.json") == "{}")
    #expect(folder.names == ["starter.json"])
  }

  /// A replaced report keeps its permissions; a link to it stays a link.
  @Test func keepsTheModeAndTheLinkOfAReplacedReport() throws {
    let folder = try Folder("mode")
    try Data("old".utf8).write(to: folder.url.appendingPathComponent("report.xml"))
    #expect(chmod(folder.path("report.xml"), 0o600) == 0)
    try FileManager.default.createSymbolicLink(atPath: folder.path("link.xml"), withDestinationPath: "report.xml")
    try FileOutput.write(Array("new".utf8), to: folder.path("link.xml"))
    #expect(folder.contents("report.xml") == "new")
    let attributes = try FileManager.default.attributesOfItem(atPath: folder.path("report.xml"))
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path("link.xml")) == "report.xml")
    #expect(folder.names == ["link.xml", "report.xml"])
  }

  /// `init` into a folder where writing fails leaves no file, and says so.
  @Test func initLeavesNoFileWhenItsWriteFails() throws {
    let folder = try Folder("init-fails")
    let failed = InProcess(["init", folder.path("new.json")], fileOperations: Self.fullDisk)
    #expect(failed.status == .outputError)
    #expect(failed.stderr.text == "mediate: init: cannot write \(folder.path("new.json")): No space left on device\n")
    #expect(folder.names == [])
    let retried = InProcess(["init", folder.path("new.json")])
    #expect(retried.status == .success)
    #expect(folder.contents("new.json") == StarterConfig.text(for: .rewarded))
  }

  /// The real system, as root too: a file-size limit (`ulimit -f`) makes a
  /// write fail with EFBIG partway, like a full disk. The old report stays,
  /// `init` leaves nothing, and no temporary file is left behind.
  @Test func survivesAWriteThatFailsPartway() throws {
    let folder = try Folder("ulimit")
    let scenarios = try Golden.folder("commands", "test-ci-demo").appendingPathComponent("scenarios").path
    try Data("old report\n".utf8).write(to: folder.url.appendingPathComponent("report.xml"))
    // 1 KiB at most: the report (about 1.4 KiB) and the starter config (about 1.2 KiB) do not fit.
    let limited = "ulimit -f 1; trap '' XFSZ; exec \"$0\" \"$@\""
    let report = try ChildProcess.run(
      executable: URL(fileURLWithPath: "/bin/bash"),
      arguments: [
        "-c", limited, MediateBinary.url.path, "test", "--format", "ndjson", "--junit", "report.xml", scenarios,
      ],
      in: folder.url)
    #expect(report.status == 74)
    #expect(
      String(decoding: report.stderr, as: UTF8.self).hasSuffix("mediate: cannot write report.xml: File too large\n"))
    #expect(folder.contents("report.xml") == "old report\n")
    let starter = try ChildProcess.run(
      executable: URL(fileURLWithPath: "/bin/bash"),
      arguments: ["-c", limited, MediateBinary.url.path, "init", "new.json"],
      in: folder.url)
    #expect(starter.status == 74)
    #expect(String(decoding: starter.stderr, as: UTF8.self) == "mediate: init: cannot write new.json: File too large\n")
    #expect(folder.names == ["report.xml"])
    let retried = try MediateBinary.run(["init", "new.json"], in: folder.url)
    #expect(retried.status == 0)
    #expect(folder.names == ["new.json", "report.xml"])
  }

  /// A device is written in place, never replaced (as root, a rename would
  /// put a regular file where `/dev/full` was).
  @Test(.enabled(if: FileManager.default.isWritableFile(atPath: "/dev/full"), "skipped: this system has no /dev/full"))
  func writesADeviceInPlace() throws {
    let passing = Golden.fixtures.appendingPathComponent("commands/test-errors/configs/passing.json").path
    let outcome = try MediateBinary.run(
      ["test", "--format", "ndjson", "--junit", "/dev/full", passing], in: FileManager.default.temporaryDirectory)
    #expect(outcome.status == 74)
    #expect(
      String(decoding: outcome.stderr, as: UTF8.self) == "mediate: cannot write /dev/full: No space left on device\n")
    var status = stat()
    #expect(stat("/dev/full", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
  }

  /// The config `optimize-out` optimises (931 bytes).
  static let optimizeConfig = Golden.fixtures.appendingPathComponent("commands/optimize-out/waterfall.json").path

  /// Where a file can go, and where it cannot, as the check before any work tells.
  @Test func checksWhereAFileCanBeCreated() throws {
    let folder = try Folder("check")
    try Data("{}".utf8).write(to: folder.url.appendingPathComponent("input.json"))
    try FileManager.default.createSymbolicLink(atPath: folder.path("link.json"), withDestinationPath: "input.json")
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("sub"), withIntermediateDirectories: false)
    func failure(_ path: String, inputs: [String] = []) -> FileOutput.Failure? {
      do throws(FileOutput.Failure) {
        try FileOutput.checkCreatable(path, inputs: inputs)
        return nil
      } catch {
        return error
      }
    }
    #expect(failure(folder.path("new.json")) == nil)
    #expect(failure(folder.path("input.json")) == nil)
    #expect(failure("/dev/null") == nil)
    #expect(failure(folder.path("missing/new.json")) == .cannotCreate("No such file or directory"))
    #expect(failure(folder.path("input.json/new.json")) == .cannotCreate("Not a directory"))
    #expect(failure(folder.path("sub")) == .cannotCreate("Is a directory"))
    #expect(failure(folder.path("sub/")) == .cannotCreate("Is a directory"))
    // The input itself: by the same path, by another spelling of it, through a link.
    let input = folder.path("input.json")
    #expect(failure(input, inputs: [input]) == .cannotCreate(FileOutput.isInput))
    #expect(failure(folder.path("sub/../input.json"), inputs: [input]) == .cannotCreate(FileOutput.isInput))
    #expect(failure(folder.path("link.json"), inputs: [input]) == .cannotCreate(FileOutput.isInput))
    #expect(failure(input, inputs: ["-", folder.path("other.json")]) == nil)
    // The probe leaves nothing behind.
    #expect(folder.names == ["input.json", "link.json", "sub"])
  }

  /// A folder without write permission (root may write anywhere, so not as root).
  @Test(.enabled(if: getuid() != 0, "skipped: root may write into any folder"))
  func refusesAFolderWithoutWritePermission() throws {
    let folder = try Folder("read-only")
    #expect(chmod(folder.url.path, 0o500) == 0)
    defer { chmod(folder.url.path, 0o700) }
    #expect(throws: FileOutput.Failure.cannotCreate("Permission denied")) {
      try FileOutput.checkCreatable(folder.path("new.json"))
    }
  }

  /// An --out in a missing folder stops `optimize` before it plays anything.
  @Test func optimizeRefusesAnOutItCannotCreateBeforeItPlays() throws {
    let folder = try Folder("optimize-missing")
    let outcome = InProcess(["optimize", "--runs", "100", "--out", folder.path("gone/best.json"), Self.optimizeConfig])
    #expect(outcome.status == .cannotCreate)
    #expect(outcome.stdout.text == "")
    #expect(
      outcome.stderr.text
        == "mediate: optimize: cannot create \(folder.path("gone/best.json")): No such file or directory\n")
  }

  /// A full disk at the last step: no file, the report all the same (on
  /// standard output, `written` false, with the changes), and 74.
  @Test(arguments: [false, true])
  func optimizeReportsWhenItsOutFailsToWrite(text: Bool) throws {
    let folder = try Folder("optimize-full")
    let format = text ? "text" : "ndjson"
    let outcome = InProcess(
      ["optimize", "--format", format, "--runs", "1000", "--out", folder.path("best.json"), Self.optimizeConfig],
      fileOperations: Self.fullDisk)
    #expect(outcome.status == .outputError)
    #expect(outcome.stderr.text == "mediate: cannot write \(folder.path("best.json")): No space left on device\n")
    #expect(folder.names == [])
    // The same search written where it can be: only `written` differs.
    let written = try Folder("optimize-written")
    let good = InProcess(
      ["optimize", "--format", format, "--runs", "1000", "--out", written.path("best.json"), Self.optimizeConfig])
    #expect(good.status == .success)
    if text {
      let note = "  --out was not written (the reason is on standard error): the changes below make the best config."
      #expect(outcome.stdout.text.contains(note + "\n\n  Changes:\n"))
      #expect(outcome.stdout.text.replacingOccurrences(of: note + "\n\n", with: "") == good.stdout.text)
    } else {
      #expect(outcome.stdout.text.contains(#""holdoutRuns":1000,"written":false,"#))
      #expect(outcome.stdout.text.contains(#""changes":[{"path":".lineItems[\"Priced\"].ecpm","old":2,"new":3.96}]"#))
      #expect(
        outcome.stdout.text.replacingOccurrences(of: #""written":false"#, with: #""written":true"#) == good.stdout.text)
    }
  }

  /// The real system: with a file-size limit of 0 the folder takes the
  /// check's empty probe, and the config's write fails (EFBIG), after the
  /// search. The report is printed, `written` false, and the status is 74.
  @Test func optimizeReportsWhenTheRealWriteFails() throws {
    let folder = try Folder("optimize-ulimit")
    let outcome = try ChildProcess.run(
      executable: URL(fileURLWithPath: "/bin/bash"),
      arguments: [
        "-c", "ulimit -f 0; trap '' XFSZ; exec \"$0\" \"$@\"", MediateBinary.url.path, "optimize", "--format", "ndjson",
        "--runs", "1000", "--out", "best.json", Self.optimizeConfig,
      ],
      in: folder.url)
    #expect(outcome.status == 74)
    #expect(String(decoding: outcome.stderr, as: UTF8.self) == "mediate: cannot write best.json: File too large\n")
    let report = String(decoding: outcome.stdout, as: UTF8.self)
    #expect(report.hasPrefix(#"{"type":"optimization""#) && report.contains(#""written":false,"#))
    #expect(folder.names == [])
  }

  /// `fit --out` is checked before the report is read: a missing report does not come first.
  @Test func fitChecksItsOutBeforeItReadsTheReport() throws {
    let folder = try Folder("fit-missing")
    let outcome = InProcess(["fit", "--out", folder.path("gone/fitted.json"), folder.path("no-report.csv")])
    #expect(outcome.status == .cannotCreate)
    let missing = folder.path("gone/fitted.json")
    #expect(outcome.stderr.text == "mediate: fit: cannot create \(missing): No such file or directory\n")
  }

  /// `test --junit` into a folder, or over a config it tests: 73 before any test runs.
  @Test func testRefusesAReportItCannotCreateBeforeItRuns() throws {
    let folder = try Folder("junit")
    // A copy: should the check fail, the report lands on it, not on a fixture.
    let passing = folder.path("passing.json")
    try FileManager.default.copyItem(
      atPath: Golden.fixtures.appendingPathComponent("commands/test-errors/configs/passing.json").path, toPath: passing)
    let intoFolder = InProcess(["test", "--format", "ndjson", "--junit", folder.url.path, passing])
    #expect(intoFolder.status == .cannotCreate)
    #expect(intoFolder.stdout.text == "")
    #expect(intoFolder.stderr.text == "mediate: test: cannot create \(folder.url.path): Is a directory\n")
    let overConfig = InProcess(["test", "--format", "ndjson", "--junit", passing, passing])
    #expect(overConfig.status == .cannotCreate)
    #expect(overConfig.stdout.text == "")
    #expect(overConfig.stderr.text == "mediate: test: cannot create \(passing): it is the input file\n")
  }
}
