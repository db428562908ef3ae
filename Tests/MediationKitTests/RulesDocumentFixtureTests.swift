import Foundation
import Testing

@testable import MediationKit

/// `docs/rules.md` lists exactly the rules the code has, as they describe
/// themselves: `make golden` writes it again when a rule is added.
struct RulesDocumentFixtureTests {
  @Test func docsListEveryRuleAsTheCodeDescribesIt() throws {
    let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("docs/rules.md")
    let markdown = Data(RuleListing.markdown().utf8)
    if ProcessInfo.processInfo.environment["MEDIATE_RECORD"] == "1" {
      try markdown.write(to: page)
      Issue.record("re-recorded docs/rules.md: review `git diff docs/rules.md`")
      return
    }
    let current = try #require(FileManager.default.contents(atPath: page.path), "docs/rules.md is missing")
    #expect(current == markdown, "docs/rules.md is out of date: run make golden and review the diff")
    for name in ContractRules.names { #expect(String(decoding: current, as: UTF8.self).contains("`\(name)`")) }
  }

  @Test func everyRuleSaysWhatItProtectsAndWhereItComesFrom() {
    #expect(ContractRules.names.count == Set(ContractRules.names).count)
    for rule in ContractRules.descriptions {
      #expect(!rule.protects.isEmpty && !rule.source.isEmpty, "\(rule.name)")
      #expect(rule.name.first?.isLowercase == true, "\(rule.name)")
    }
  }
}
