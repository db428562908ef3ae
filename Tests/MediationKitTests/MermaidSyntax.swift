import Foundation
import MediationPlatforms

@testable import MediationIOS
@testable import MediationKit

/// A checker for the part of Mermaid's sequence diagram grammar that
/// `--format mermaid` writes (mermaid-js's `sequenceDiagram.jison`):
/// participant declarations, messages with the eight arrows, and notes,
/// whose text holds no raw `;`, `#`, `<` or `>` and no character
/// `DisplayText` escapes. It runs everywhere; Mermaid's own parser checks
/// the same diagrams where it is installed (`MermaidParserTests`).
enum MermaidSyntax {
  struct Problem: Error, CustomStringConvertible {
    var line: Int
    var text: String
    var reason: String
    var description: String { "line \(line): \(reason): \(text)" }
  }

  private static let arrows = ["-->>", "->>", "-->", "->", "--x", "-x", "--)", "-)"]

  /// The problems of `diagram`, none when Mermaid would parse it.
  static func problems(in diagram: String) -> [Problem] {
    var problems: [Problem] = []
    var participants: Set<String> = []
    let lines = diagram.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard lines.first == "sequenceDiagram" else {
      return [Problem(line: 1, text: lines.first ?? "", reason: "a sequence diagram starts with sequenceDiagram")]
    }
    for (number, raw) in lines.enumerated().dropFirst() {
      let line = raw.drop { $0 == " " }
      let report = { (reason: String) in problems.append(Problem(line: number + 1, text: raw, reason: reason)) }
      if line.isEmpty || line.hasPrefix("%%") { continue }
      if line.hasPrefix("participant ") {
        let rest = line.dropFirst("participant ".count)
        let parts = rest.components(separatedBy: " as ")
        guard let id = parts.first, isIdentifier(id) else {
          report("a participant needs an identifier")
          continue
        }
        if parts.count > 1, let problem = textProblem(parts.dropFirst().joined(separator: " as ")) { report(problem) }
        participants.insert(id)
        continue
      }
      if line.hasPrefix("Note ") {
        let rest = line.dropFirst("Note ".count)
        guard let placement = ["over ", "left of ", "right of "].first(where: rest.hasPrefix) else {
          report("a note is over, left of or right of participants")
          continue
        }
        let afterPlacement = rest.dropFirst(placement.count)
        guard let colon = afterPlacement.firstIndex(of: ":") else {
          report("a note needs a colon before its text")
          continue
        }
        let names = afterPlacement[..<colon].split(separator: ",").map { String($0) }
        if names.isEmpty || names.count > 2 { report("a note names one or two participants") }
        for name in names where !participants.contains(name) { report("unknown participant \(name)") }
        if let problem = textProblem(String(afterPlacement[afterPlacement.index(after: colon)...])) { report(problem) }
        continue
      }
      guard let colon = line.firstIndex(of: ":") else {
        report("not a declaration, message or note")
        continue
      }
      let head = String(line[..<colon])
      guard let arrow = arrows.first(where: { head.contains($0) }),
        let range = head.range(of: arrow)
      else {
        report("a message needs an arrow")
        continue
      }
      let from = String(head[..<range.lowerBound])
      let to = String(head[range.upperBound...])
      for name in [from, to] where !participants.contains(name) { report("unknown participant \(name)") }
      if let problem = textProblem(String(line[line.index(after: colon)...])) { report(problem) }
    }
    return problems
  }

  private static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.first, first.isLetter else { return false }
    return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }

  /// Text ends at a semicolon or a line break, and `#` starts an entity
  /// code (`#59;`, `#lt;`: Mermaid's `#\w+;`): what is left once entity
  /// codes are taken out must hold neither, nor `<` or `>`, which Mermaid's
  /// sanitiser reads as markup (`<br>` breaks the line), nor a `%%{`
  /// directive, nor a leading `wrap:`.
  private static func textProblem(_ text: String) -> String? {
    var plain = ""
    var rest = Substring(text)
    while let hash = rest.firstIndex(of: "#") {
      plain += rest[..<hash]
      let after = rest[rest.index(after: hash)...]
      guard let semicolon = after.firstIndex(of: ";"), !after[..<semicolon].isEmpty,
        after[..<semicolon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
      else { return "# must start an entity code such as #35;" }
      rest = after[after.index(after: semicolon)...]
    }
    plain += rest
    if plain.contains(";") { return "a raw semicolon ends the statement" }
    if plain.contains("%%{") { return "Mermaid deletes a %%{…}%% directive" }
    let lowered = plain.drop { $0 == " " }.lowercased()
    if lowered.hasPrefix("wrap:") || lowered.hasPrefix("nowrap:") { return "a leading wrap: is Mermaid's option" }
    if plain.contains("<") || plain.contains(">") { return "a raw < or > is markup to Mermaid's sanitiser" }
    if plain.unicodeScalars.contains(where: DisplayText.isEscaped) { return "a control or bidirectional character" }
    return nil
  }
}
