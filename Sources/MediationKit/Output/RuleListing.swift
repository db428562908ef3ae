/// The listing of `mediate rules`: every rule the contract monitor checks.
public enum RuleListing {
  /// Each rule: its name and contract rule, then what it protects and its source.
  public static func text() -> String {
    var lines: [String] = []
    for rule in ContractRules.descriptions {
      lines.append(rule.name + (rule.contractRule.map { " (\($0))" } ?? ""))
      lines.append("  protects: \(rule.protects)")
      lines.append("  source:   \(rule.source)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `{"rules":[{"name","contractRule","protects","source"}]}`.
  public static func json() -> [UInt8] {
    var writer = JSONWriter()
    writer.beginObject()
    writer.key("rules")
    writer.beginArray()
    for rule in ContractRules.descriptions {
      writer.beginObject()
      writer.field("name", rule.name)
      writer.field("contractRule", rule.contractRule)
      writer.field("protects", rule.protects)
      writer.field("source", rule.source)
      writer.endObject()
    }
    writer.endArray()
    writer.endObject()
    writer.raw("\n")
    return writer.bytes
  }

  /// The page `docs/rules.md`: every rule with what it protects and its
  /// source, as the rule types declare them (a test keeps the page and the
  /// code the same).
  public static func markdown() -> String {
    var lines = [
      "# The rules of the mediation contract",
      "",
      "The contract monitor checks every event of a run against these rules; a broken rule is a `violation` record",
      "(`--strict` makes it exit status 1, and `expect.rules` names the rules a run must break). Each rule is one file",
      "in `Sources/MediationKit/ContractMonitor/Rules/`; this page is generated from them (`make golden`), and",
      "`mediate rules` prints the same list. The numbers R1–R20 are those of the contract notes",
      "(`shared/contract/README.md` §1).",
      "",
      "| rule | contract | what it protects | source |",
      "| --- | --- | --- | --- |",
    ]
    for rule in ContractRules.descriptions {
      let cells = [
        "`\(rule.name)`", rule.contractRule ?? "", rule.protects, rule.source,
      ].map { $0.replacingPipes() }
      lines.append("| " + cells.joined(separator: " | ") + " |")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

extension String {
  /// The text with `|` escaped for a Markdown table cell.
  fileprivate func replacingPipes() -> String {
    var text = ""
    for character in self { text += character == "|" ? "\\|" : String(character) }
    return text
  }
}
