import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The JUnit report of `mediate test`, read back as a CI server reads it.
struct JUnitReportTests {
  /// The elements of a JUnit report that matter to a CI server.
  final class Counter: NSObject, XMLParserDelegate {
    var suites: [[String: String]] = []
    var cases: [(attributes: [String: String], failures: Int, errors: Int)] = []
    var failureMessages: [String] = []

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      switch name {
      case "testsuite": suites.append(attributes)
      case "testcase": cases.append((attributes, 0, 0))
      case "failure":
        cases[cases.count - 1].failures += 1
        failureMessages.append(attributes["message"] ?? "")
      case "error": cases[cases.count - 1].errors += 1
      default: break
      }
    }
  }

  @Test func countsFourPassedAndOneFailure() throws {
    let folder = try Golden.folder("commands", "test-ci-demo")
    let report = FileManager.default.temporaryDirectory.appendingPathComponent("mediate-junit-\(getpid()).xml")
    defer { try? FileManager.default.removeItem(at: report) }
    let outcome = try MediateBinary.run(["test", "--junit", report.path, "scenarios"], in: folder)
    #expect(outcome.status == 1)
    let data = try #require(FileManager.default.contents(atPath: report.path))
    let counter = Counter()
    let parser = XMLParser(data: data)
    parser.delegate = counter
    #expect(parser.parse())
    #expect(counter.suites.map { $0["tests"] } == ["5"])
    #expect(counter.suites.map { $0["failures"] } == ["1"])
    #expect(counter.cases.count == 5)
    #expect(counter.cases.filter { $0.failures == 0 && $0.errors == 0 }.count == 4)
    let failed = try #require(counter.cases.first { $0.failures > 0 })
    #expect(failed.attributes["classname"] == "scenarios")
    #expect(failed.attributes["name"] == "network-5.json")
    #expect(counter.failureMessages.first == #".expect.lineItem: expected "Network B", found "Network A""#)
    // No timestamps or durations: the report is the same bytes on every run.
    #expect(!String(decoding: data, as: UTF8.self).contains("time"))
    let again = try MediateBinary.run(["test", "--junit", report.path, "scenarios"], in: folder)
    #expect(again.status == 1)
    #expect(FileManager.default.contents(atPath: report.path) == data)
  }

  @Test func escapesWhatXMLCannotHoldRaw() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mediate-junit-escape-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let config = #"""
      {"adUnit": {"id": "/1/r", "format": "rewarded", "reward": {"type": "c<&>\"\u0001", "amount": 1}},
       "lineItems": [{"label": "A&B <x>", "className": "SampleCustomEvent", "parameter": "p"}],
       "expect": {"lineItem": null, "reward": {"type": "other", "amount": 1}}}
      """#
    try Data(config.utf8).write(to: folder.appendingPathComponent("odd & <name>.json"))
    let outcome = try MediateBinary.run(["test", "--junit", "r.xml", "."], in: folder)
    #expect(outcome.status == 1)
    let data = try #require(FileManager.default.contents(atPath: folder.appendingPathComponent("r.xml").path))
    let counter = Counter()
    let parser = XMLParser(data: data)
    parser.delegate = counter
    #expect(parser.parse(), "\(String(decoding: data, as: UTF8.self))")
    #expect(counter.cases.first?.attributes["name"] == "odd & <name>.json")
    #expect(counter.failureMessages.count == 2)
    #expect(counter.failureMessages[0] == #".expect.lineItem: expected null, found "A&B <x>""#)
  }
}
