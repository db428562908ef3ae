import Foundation
import Testing

/// Every folder of `Fixtures/commands`: the built binary runs with the
/// arguments in `args` in that folder and must exit with `expected.status`,
/// print exactly `expected.stderr`, and print nothing on standard output
/// unless `expected.stdout` says what. Most are the unhappy paths: one per
/// error class of cli.md.
struct CommandFixtureTests {
  @Test(arguments: Golden.folders("commands"))
  func runsCommand(name: String) throws {
    let folder = try Golden.folder("commands", name)
    let arguments = try #require(Golden.arguments(in: folder), "\(name) has no args file")
    let stdin = FileManager.default.contents(atPath: folder.appendingPathComponent("stdin").path) ?? Data()
    let outcome = try MediateBinary.run(arguments, in: folder, stdin: stdin)
    try Golden.check(Data("\(outcome.status)\n".utf8), against: folder.appendingPathComponent("expected.status"))
    try Golden.check(outcome.stderr, against: folder.appendingPathComponent("expected.stderr"))
    let stdoutFile = folder.appendingPathComponent("expected.stdout")
    if FileManager.default.fileExists(atPath: stdoutFile.path) || (Golden.isRecording && !outcome.stdout.isEmpty) {
      try Golden.check(outcome.stdout, against: stdoutFile)
    } else {
      #expect(outcome.stdout.isEmpty, "\(name) wrote to standard output")
    }
  }
}
