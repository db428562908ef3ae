import Foundation
import MediationPlatforms
import Testing

@testable import MediationIOS
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

  /// The generated names are the rules' type names with their leading
  /// capitals lower-cased (`UIOffMainThread`: `uiOffMainThread`), in the order
  /// of the generated list of types.
  @Test func ruleNamesAreDerivedFromTheirTypes() {
    let derived = ContractRules.all.map { type -> String in
      let name = Array(String(describing: type))
      var end = 0
      while end < name.count, name[end].isUppercase { end += 1 }
      if end > 1, end < name.count { end -= 1 }
      end = max(end, 1)
      return String(name[..<end]).lowercased() + String(name[end...])
    }
    #expect(ContractRules.names == derived)
    #expect(ContractRules.names == ContractRules.names.sorted())
  }

  /// Every rule examines at least one kind of event (`EventKinds` cannot be empty).
  @Test func everyRuleExaminesSomething() {
    for rule in ContractRules.all { #expect(!rule.examines.kinds.isEmpty, "\(rule)") }
  }

  @Test func everyRuleSaysWhatItProtectsAndWhereItComesFrom() {
    #expect(ContractRules.names.count == Set(ContractRules.names).count)
    for rule in ContractRules.descriptions {
      #expect(!rule.protects.isEmpty && !rule.source.isEmpty, "\(rule.name)")
      #expect(rule.name.first?.isLowercase == true, "\(rule.name)")
    }
  }

  /// Every rule of the contract notes (R1–R20) has a monitor rule or a
  /// stated reason it has none, never both.
  @Test func everyContractRuleIsMonitoredOrExplained() {
    let monitored = Set(ContractRules.descriptions.compactMap(\.contractRule))
    let explained = RuleListing.unmonitored.map(\.rule)
    for number in 1...20 {
      let rule = "R\(number)"
      let isExplained = explained.contains(rule)
      #expect(
        monitored.contains(rule) != isExplained,
        "\(rule): monitored \(monitored.contains(rule)), explained \(isExplained)")
    }
  }
}
