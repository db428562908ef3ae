import Foundation
import Testing

/// The reported bugs of contract2.md section 4 (docs/behaviour.md, "The reported bugs"): each buggy scenario
/// (`Fixtures/scenarios/bug-*-buggy`) names the rules it breaks and has a fixed twin that breaks none (but a rule the fix is not about, `fixedStillBreaks`), and the
/// page's table names both.
struct ReportedBugFixtureTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static let buggy: [String] = {
    let folder = root.appendingPathComponent("Fixtures/scenarios")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasPrefix("bug-") && $0.hasSuffix("-buggy") }.sorted()
  }()

  /// The rules a scenario's `expect.rules` names.
  private static func expectedRules(of name: String) throws -> [String] {
    let url = root.appendingPathComponent("Fixtures/scenarios/\(name)/config.json")
    let object = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    let expect = try #require(object["expect"] as? [String: Any], "\(name) has no expect")
    return try #require(expect["rules"] as? [String], "\(name) has no expect.rules")
  }

  /// The fixed twins that still break a rule, which the fix is not about: googleads-mobile-android-examples#442's
  /// network grants its reward after the close, so the reward the fixed (strong) adapter delivers comes after
  /// `onAdClosed`.
  static let fixedStillBreaks: [String: [String]] = [
    "bug-android-examples-442-reward-fixed": ["eventAfterDismiss"]
  ]

  @Test func thereAreReportedBugs() {
    #expect(Self.buggy.count >= 11)
  }

  @Test(arguments: buggy)
  func buggyBreaksRulesAndItsFixedTwinNone(name: String) throws {
    #expect(try !Self.expectedRules(of: name).isEmpty, "\(name) names no rule it breaks")
    let fixed = String(name.dropLast("-buggy".count)) + "-fixed"
    #expect(
      try Self.expectedRules(of: fixed) == Self.fixedStillBreaks[fixed, default: []],
      "\(fixed) should break no rule but those its fix leaves (fixedStillBreaks)")
    let page = try String(contentsOf: Self.root.appendingPathComponent("docs/behaviour.md"), encoding: .utf8)
    #expect(page.contains("`\(name)`"), "docs/behaviour.md's table does not name \(name)")
  }
}
