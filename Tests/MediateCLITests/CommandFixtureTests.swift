import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Every folder of `Fixtures/commands`: the built binary runs with the
/// arguments in `args` in that folder and must exit with `expected.status`,
/// print exactly `expected.stderr`, and print nothing on standard output
/// unless `expected.stdout` says what. Most are the unhappy paths: one per
/// error class of cli.md. An argument `@JUNIT@` stands for a temporary file
/// that must then hold exactly `expected.junit.xml`, a well-formed XML
/// document; `@OUT@` a temporary file that must then hold exactly
/// `expected.out` (`optimize --out`). An `env` file (`NAME=value` lines) sets environment variables.
struct CommandFixtureTests {
  @Test(arguments: Golden.folders("commands"))
  func runsCommand(name: String) throws {
    let folder = try Golden.folder("commands", name)
    var arguments = try #require(Golden.arguments(in: folder), "\(name) has no args file")
    let junit = FileManager.default.temporaryDirectory.appendingPathComponent("mediate-junit-\(getpid())-\(name).xml")
    defer { try? FileManager.default.removeItem(at: junit) }
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("mediate-out-\(getpid())-\(name).json")
    defer { try? FileManager.default.removeItem(at: out) }
    arguments = arguments.map { $0 == "@JUNIT@" ? junit.path : $0 == "@OUT@" ? out.path : $0 }
    let stdin = FileManager.default.contents(atPath: folder.appendingPathComponent("stdin").path) ?? Data()
    var environment: [String: String] = [:]
    if let env = FileManager.default.contents(atPath: folder.appendingPathComponent("env").path) {
      for line in String(decoding: env, as: UTF8.self).split(separator: "\n") {
        guard let equals = line.firstIndex(of: "=") else { continue }
        environment[String(line[..<equals])] = String(line[line.index(after: equals)...])
      }
    }
    let outcome = try MediateBinary.run(arguments, in: folder, stdin: stdin, environment: environment)
    if arguments.contains(junit.path) {
      let report = try #require(FileManager.default.contents(atPath: junit.path), "\(name): no JUnit report written")
      try Golden.check(report, against: folder.appendingPathComponent("expected.junit.xml"))
      #expect(XMLParser(data: report).parse(), "\(name): the JUnit report is not well-formed XML")
    }
    if arguments.contains(out.path) {
      let written = try #require(FileManager.default.contents(atPath: out.path), "\(name): no --out file written")
      try Golden.check(written, against: folder.appendingPathComponent("expected.out"))
    }
    try Golden.checkCommand(outcome, in: folder, name: name)
  }
}
