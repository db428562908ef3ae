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
}
