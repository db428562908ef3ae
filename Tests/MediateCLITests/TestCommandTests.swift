import Foundation
import Testing

@testable import MediateCLI
@testable import MediationKit

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `mediate test`: one tally in every format, and formats of its own.
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
}
