import Foundation
import MediationPlatforms
import Testing

@testable import MediationKit

/// `fit` and `optimize` write configs (and `fit` portfolios) only through the writer: no file of
/// Fit/ or Optimize/ names a config or portfolio key with a string literal (as a whole
/// literal, or as a step of a jq path such as `".auction.timeoutMs"`).
struct ConfigWriterKeyLiteralTests {
  /// Names of config keys that a file spells for something else, each with why.
  private static let notKeys: [(file: String, name: String, reason: String)] = [
    ("JSONReportReader.swift", "type", "a footer warning's field in the AdMob report, not the config's"),
    ("JSONReportReader.swift", "warnings", "the AdMob report footer's list of warnings, not the config's"),
    ("ConfigBuilder.swift", "reward", "the fitted ad unit's reward type: a value, not a key"),
  ]

  /// Every key name of the schema's tables, a portfolio's included (`fit` writes portfolios too).
  private static let keyNames = Set(
    (ConfigSchema.objects + [ConfigSchema.portfolio, ConfigSchema.portfolioGroup, ConfigSchema.targeting]).flatMap(
      \.keys
    )
    .map(\.name))

  /// The literals of `source` that name a config key, but for `notKeys` of `file`.
  private static func keyLiterals(in source: String, file: String) -> [SwiftStringLiterals.Literal] {
    SwiftStringLiterals(source: source).literals.filter { literal in
      let text = literal.text
      // A jq path: `.lineItems`, `.bidding.floor`.
      let steps = text.hasPrefix(".") && !text.contains(" ") ? text.split(separator: ".").map(String.init) : []
      let named = ([text] + steps).filter(keyNames.contains)
      return named.contains { name in !notKeys.contains { $0.file == file && $0.name == name } }
    }
  }

  @Test(arguments: ["Fit", "Optimize"])
  func noConfigKeyIsAStringLiteral(folder: String) throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/MediationKit").appendingPathComponent(folder)
    let files = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { $0.hasSuffix(".swift") }
      .sorted()
    #expect(!files.isEmpty)
    var found: [String] = []
    for file in files {
      let source = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      for literal in Self.keyLiterals(in: source, file: file) {
        found.append("\(folder)/\(file):\(literal.line): \"\(literal.text)\"")
      }
    }
    #expect(found == [])
  }

  /// The check finds what it looks for: whole literals, path steps,
  /// pieces between interpolations and literals inside them; not comments.
  @Test func theCheckFindsKeyLiterals() {
    let source = #"""
      // "ecpm" in a comment is not a literal
      let a = members.first { $0.key == "lineItems" }
      let b = quoted(index) + ".bidding.floor"
      let c = "\(prefix).waterfallOrder"
      let d = "x \(flag ? "timeoutMs" : "none") y"
      let e = #"raw "seed" "# + "not a key: adUnit"
      """#
    let found = Self.keyLiterals(in: source, file: "Example.swift").map(\.text)
    #expect(found == ["lineItems", ".bidding.floor", ".waterfallOrder", "timeoutMs"])
    #expect(Self.keyLiterals(in: #"let r = "type""#, file: "JSONReportReader.swift").isEmpty)
    #expect(Self.keyLiterals(in: #"let r = "type""#, file: "Other.swift").map(\.text) == ["type"])
  }
}
