import Foundation

/// Writes the list of contract rules: the first argument is the Swift file to
/// write, the others are the rule files, one rule type (`struct Name: ContractRule`) each.
@main
enum ContractRuleListGenerator {
  static func main() throws {
    let arguments = CommandLine.arguments.dropFirst()
    guard let output = arguments.first else {
      FileHandle.standardError.write(Data("usage: ContractRuleListGenerator OUTPUT RULE-FILE...\n".utf8))
      exit(64)
    }
    var names: [String] = []
    for path in arguments.dropFirst() {
      let text = try String(contentsOfFile: path, encoding: .utf8)
      let declared = text.split(separator: "\n").compactMap { line -> String? in
        guard line.hasPrefix("struct "), line.contains(": ContractRule") else { return nil }
        return line.dropFirst("struct ".count).split(separator: ":").first.map { String($0) }
      }
      guard declared.count == 1, let name = declared.first else {
        FileHandle.standardError.write(
          Data("error: \(path) must declare exactly one `struct Name: ContractRule` at the top level\n".utf8))
        exit(1)
      }
      names.append(name)
    }
    names.sort()
    var source = "// Generated at build time from ContractMonitor/Rules/ by ContractRuleListGenerator; do not edit.\n\n"
    source += "extension ContractRules {\n"
    source +=
      "  /// Every rule the contract monitor checks, sorted by name: one per file of `ContractMonitor/Rules/`.\n"
    source += "  static var all: [any ContractRule.Type] {\n    [\n"
    for name in names { source += "      \(name).self,\n" }
    source += "    ]\n  }\n}\n"
    let data = Data(source.utf8)
    if FileManager.default.contents(atPath: output) != data {
      try data.write(to: URL(fileURLWithPath: output))
    }
  }
}
