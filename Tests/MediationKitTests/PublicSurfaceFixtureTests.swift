import Foundation
import Testing

/// The library's public surface is deliberate: `docs/public-api.md` lists
/// every public type of the library's targets, by folder, each with the user
/// who needs it, and there are fewer than 100. A type that becomes public
/// (or stops being) fails this test until the page says so; `make golden`
/// writes the page's list again, keeping every user already written and
/// marking a new type's as missing, which fails until someone writes it.
/// What only the command line needs is `package`.
struct PublicSurfaceFixtureTests {
  private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The library's targets: the façade, the core under it, and the iOS platform behind the core's port.
  private static let targets = ["MediationSimulator", "MediationKit", "MediationIOS"]
  /// The most public types the library may have (the issue's bound: fewer than 100).
  private static let maximumTypes = 99
  /// What `make golden` writes for a type whose user nobody has written yet.
  private static let missingUser = "WHO NEEDS THIS? (write its user, or make it package)"

  /// Each folder of each target (`MediationKit/Output`) with its public types, sorted.
  private static func publicTypes() throws -> [String: [String]] {
    var byFolder: [String: [String]] = [:]
    for target in targets { try list(target, into: &byFolder) }
    return byFolder.mapValues { $0.sorted() }
  }

  private static func list(_ target: String, into byFolder: inout [String: [String]]) throws {
    let sources = root.appendingPathComponent("Sources/\(target)")
    let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
    let kinds = ["struct", "enum", "indirect enum", "protocol", "class", "final class", "actor", "typealias"]
    for case let file as URL in files where file.pathExtension == "swift" {
      let folder = target + "/" + file.deletingLastPathComponent().path.dropFirst(sources.path.count + 1)
      var outer = ""
      for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
        let indent = line.prefix { $0 == " " }.count
        let text = line.dropFirst(indent)
        guard text.hasPrefix("public ") || text.hasPrefix("package ") || text.hasPrefix("extension ") else { continue }
        if indent == 0, text.hasPrefix("extension ") {
          outer = String(text.dropFirst("extension ".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" })
          continue
        }
        let access = text.hasPrefix("public ") ? "public " : "package "
        let rest = text.dropFirst(access.count)
        guard let kind = kinds.first(where: { rest.hasPrefix($0 + " ") }) else { continue }
        let name = String(rest.dropFirst(kind.count + 1).prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        if indent == 0 { outer = name }
        guard access == "public " else { continue }
        // Nested types by their full name: `SummaryRecord.Interval`.
        byFolder[folder.hasSuffix("/") ? String(folder.dropLast()) : folder, default: []]
          .append(indent == 0 ? name : "\(outer).\(name)")
      }
    }
  }

  /// The page's entries: folder → type → its user, in the page's order.
  private static func entries(of page: String) -> [(folder: String, type: String, user: String)] {
    var folder = ""
    var entries: [(String, String, String)] = []
    for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("## ") {
        folder = String(line.dropFirst(3))
      } else if line.hasPrefix("- `"), let close = line.dropFirst(3).firstIndex(of: "`") {
        let type = String(line[line.index(line.startIndex, offsetBy: 3)..<close])
        let rest = line[line.index(after: close)...]
        let user = rest.hasPrefix(": ") ? String(rest.dropFirst(2)) : ""
        entries.append((folder, type, user))
      }
    }
    return entries
  }

  /// The page's list written again from the sources, keeping the users and
  /// the text before the first folder.
  private static func rewritten(_ page: String, types: [String: [String]]) -> String {
    let users = Dictionary(entries(of: page).map { ("\($0.folder) \($0.type)", $0.user) }) { first, _ in first }
    let head = page.components(separatedBy: "\n## ").first ?? ""
    var lines = [head.hasSuffix("\n") ? String(head.dropLast()) : head]
    for folder in types.keys.sorted() {
      lines.append("")
      lines.append("## \(folder)")
      lines.append("")
      for type in types[folder] ?? [] {
        let user = users["\(folder) \(type)"].flatMap { $0.isEmpty ? nil : $0 } ?? missingUser
        lines.append("- `\(type)`: \(user)")
      }
    }
    lines.append("")
    lines.append("\(types.values.joined().count) public types in all.")
    return lines.joined(separator: "\n") + "\n"
  }

  @Test func docsListEveryPublicTypeWithItsUser() throws {
    let url = Self.root.appendingPathComponent("docs/public-api.md")
    let types = try Self.publicTypes()
    let page = try #require(try? String(contentsOf: url, encoding: .utf8), "docs/public-api.md is missing")
    if ProcessInfo.processInfo.environment["MEDIATE_RECORD"] == "1" {
      try Data(Self.rewritten(page, types: types).utf8).write(to: url)
      Issue.record("re-wrote the list of docs/public-api.md: review `git diff docs/public-api.md`")
      return
    }
    let listed = Self.entries(of: page)
    let expected = types.keys.sorted().flatMap { folder in (types[folder] ?? []).map { "\(folder) \($0)" } }
    #expect(
      listed.map { "\($0.folder) \($0.type)" } == expected,
      "the public surface changed: run make golden, write each new type's user, review `git diff docs/public-api.md`")
    for entry in listed where entry.user.isEmpty || entry.user == Self.missingUser {
      Issue.record("docs/public-api.md: \(entry.type) has no user: say who needs it, or make it package")
    }
    let count = types.values.joined().count
    #expect(count <= Self.maximumTypes, "\(count) public types: the library's surface is at most \(Self.maximumTypes)")
    #expect(page.contains("\(count) public types"), "docs/public-api.md should say how many public types there are")
  }

  /// The test can fail: a page that forgets a type, or gives one no user, is not the surface.
  @Test func aPageMissingATypeOrAUserIsCaught() throws {
    let types = ["MediationKit/Output": ["ResultRecord", "SummaryRecord"]]
    let page = "# x\n\n## MediationKit/Output\n\n- `ResultRecord`: trace\n"
    let rewritten = Self.rewritten(page, types: types)
    #expect(rewritten.contains("- `SummaryRecord`: \(Self.missingUser)"))
    #expect(Self.entries(of: rewritten).map(\.type) == ["ResultRecord", "SummaryRecord"])
    #expect(Self.entries(of: rewritten).first?.user == "trace")
  }
}
