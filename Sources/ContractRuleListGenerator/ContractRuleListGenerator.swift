import Foundation

/// Writes the list of contract rules: the first argument is the Swift file to
/// write, the others are the rule files, each declaring exactly one rule type
/// (`struct Name: ContractRule` or `struct Name: SingleBreachRule`) at its top level.
///
/// The files are read as Swift source, not line by line: comments and string
/// literals are skipped, and only a declaration at brace depth 0 counts.
@main
enum ContractRuleListGenerator {
  /// The protocols a rule type conforms to.
  static let ruleProtocols: Set<String> = ["ContractRule", "SingleBreachRule"]

  static func main() throws {
    let arguments = CommandLine.arguments.dropFirst()
    guard let output = arguments.first else {
      FileHandle.standardError.write(Data("usage: ContractRuleListGenerator OUTPUT RULE-FILE...\n".utf8))
      exit(64)
    }
    var names: [String] = []
    for path in arguments.dropFirst() {
      let text = try String(contentsOfFile: path, encoding: .utf8)
      let declared = ruleTypes(in: SwiftTokens(text).tokens)
      guard declared.count == 1, let name = declared.first else {
        FileHandle.standardError.write(
          Data(
            "error: \(path) must declare exactly one rule type (`struct Name: ContractRule` or `struct Name: SingleBreachRule`) at the top level, found \(declared.count)\n"
              .utf8))
        exit(1)
      }
      names.append(name)
    }
    names.sort()
    var source = "// Generated at build time from ContractMonitor/Rules/ by ContractRuleListGenerator; do not edit.\n\n"
    source += "extension ContractRules {\n"
    source +=
      "  /// Every rule the contract monitor checks, sorted by name: one per file of `ContractMonitor/Rules/`.\n"
    source += "  static let all: [any ContractRule.Type] = [\n"
    for name in names { source += "    \(name).self,\n" }
    source += "  ]\n\n"
    // A rule's name is its type's with its leading capitals lower-cased, worked out here rather than by
    // String(describing:) at run time, which demangles each type.
    source += "  /// Every rule's name, in the order of `all`: its type's name with its leading capitals lower-cased.\n"
    source += "  public static let names: [String] = [\n"
    for name in names { source += "    \"\(ruleName(ofType: name))\",\n" }
    source += "  ]\n}\n"
    let data = Data(source.utf8)
    if FileManager.default.contents(atPath: output) != data {
      try data.write(to: URL(fileURLWithPath: output))
    }
  }

  /// The top-level `struct` types of `tokens` whose inheritance clause names a rule protocol.
  static func ruleTypes(in tokens: [String]) -> [String] {
    var found: [String] = []
    var depth = 0
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      switch token {
      case "{": depth += 1
      case "}": depth -= 1
      case "struct" where depth == 0 && index + 1 < tokens.count:
        let name = tokens[index + 1]
        var clause = index + 2
        var conforms = false
        if clause < tokens.count, tokens[clause] == ":" {
          clause += 1
          while clause < tokens.count, tokens[clause] != "{", tokens[clause] != "where" {
            if ruleProtocols.contains(tokens[clause]) { conforms = true }
            clause += 1
          }
        }
        if conforms { found.append(name) }
      default: break
      }
      index += 1
    }
    return found
  }
}

/// The identifiers and punctuation of Swift source, without its comments
/// and string literals (enough to find declarations and their nesting).
struct SwiftTokens {
  private(set) var tokens: [String] = []

  init(_ text: String) {
    let scalars = Array(text.unicodeScalars)
    var index = 0
    func peek(_ offset: Int) -> Unicode.Scalar? {
      index + offset < scalars.count ? scalars[index + offset] : nil
    }
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "/", peek(1) == "/" {
        while index < scalars.count, scalars[index] != "\n" { index += 1 }
      } else if scalar == "/", peek(1) == "*" {
        // Block comments nest in Swift.
        var depth = 0
        repeat {
          if scalars[index] == "/", peek(1) == "*" {
            depth += 1
            index += 2
          } else if scalars[index] == "*", peek(1) == "/" {
            depth -= 1
            index += 2
          } else {
            index += 1
          }
        } while depth > 0 && index < scalars.count
      } else if scalar == "#" || scalar == "\"" {
        index = Self.endOfString(scalars, from: index)
      } else if scalar.properties.isAlphabetic || scalar == "_" {
        var word = ""
        while index < scalars.count,
          scalars[index].properties.isAlphabetic || scalars[index].properties.numericType != nil
            || scalars[index] == "_"
        {
          word.unicodeScalars.append(scalars[index])
          index += 1
        }
        tokens.append(word)
      } else {
        if !scalar.properties.isWhitespace { tokens.append(String(scalar)) }
        index += 1
      }
    }
  }

  /// The index after the string literal (raw, multi-line or plain) that
  /// starts at `start`, or after a lone `#` that starts none.
  private static func endOfString(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
    var index = start
    var hashes = 0
    while index < scalars.count, scalars[index] == "#" {
      hashes += 1
      index += 1
    }
    guard index < scalars.count, scalars[index] == "\"" else { return max(index, start + 1) }
    let multiLine = index + 2 < scalars.count && scalars[index + 1] == "\"" && scalars[index + 2] == "\""
    let quotes = multiLine ? 3 : 1
    index += quotes
    while index < scalars.count {
      if hashes == 0, scalars[index] == "\\" {
        index += 2
        continue
      }
      if scalars[index] == "\"" {
        var closing = index
        var count = 0
        while closing < scalars.count, scalars[closing] == "\"", count < quotes {
          closing += 1
          count += 1
        }
        var trailing = 0
        while trailing < hashes, closing + trailing < scalars.count, scalars[closing + trailing] == "#" {
          trailing += 1
        }
        if count == quotes, trailing == hashes { return closing + trailing }
      }
      index += 1
    }
    return index
  }
}

/// A type's name as a rule's name: its leading capitals lower-cased, as Swift spells a value of an acronym
/// (`RewardOnInterstitial`: `rewardOnInterstitial`; `UIOffMainThread`: `uiOffMainThread`).
func ruleName(ofType name: String) -> String {
  let characters = Array(name)
  var end = 0
  while end < characters.count, characters[end].isUppercase { end += 1 }
  // The last capital of a run followed by a lower-case letter starts the next word.
  if end > 1, end < characters.count { end -= 1 }
  return String(characters[..<max(end, 1)]).lowercased() + String(characters[max(end, 1)...])
}
