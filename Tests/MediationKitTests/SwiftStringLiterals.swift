/// The string literals of Swift source text, each with its line: the text
/// between its quotes with escapes read, and, for a literal with
/// interpolations, each piece between them too (`"\(a).ecpm"` gives
/// `.ecpm`); literals inside interpolations are found as well. Comments
/// are skipped. Enough Swift for this project's sources, not a parser.
struct SwiftStringLiterals {
  /// One literal, or one piece of one.
  struct Literal: Equatable {
    var text: String
    var line: Int
  }

  private(set) var literals: [Literal] = []
  private let characters: [Character]
  private var position = 0
  private var line = 1

  init(source: String) {
    characters = Array(source)
    scanCode(untilClosingParenthesis: false)
  }

  private func peek(_ offset: Int = 0) -> Character? {
    position + offset < characters.count ? characters[position + offset] : nil
  }

  private mutating func advance() {
    if characters[position] == "\n" { line += 1 }
    position += 1
  }

  /// Code up to the end, or up to the parenthesis that closes an interpolation.
  private mutating func scanCode(untilClosingParenthesis: Bool) {
    var depth = 0
    while let character = peek() {
      switch character {
      case "/" where peek(1) == "/":
        while let next = peek(), next != "\n" { advance() }
      case "/" where peek(1) == "*":
        advance()
        advance()
        while peek() != nil, !(peek() == "*" && peek(1) == "/") { advance() }
        if peek() != nil {
          advance()
          advance()
        }
      case "#", "\"":
        var hashes = 0
        while peek(hashes) == "#" { hashes += 1 }
        guard peek(hashes) == "\"" else {
          advance()
          continue
        }
        for _ in 0..<hashes { advance() }
        scanString(hashes: hashes)
      case "(":
        depth += 1
        advance()
      case ")":
        if untilClosingParenthesis, depth == 0 {
          advance()
          return
        }
        depth -= 1
        advance()
      default:
        advance()
      }
    }
  }

  /// A literal from its opening quote (after any `#`s) to past its closing delimiter.
  private mutating func scanString(hashes: Int) {
    let multiline = peek() == "\"" && peek(1) == "\"" && peek(2) == "\""
    for _ in 0..<(multiline ? 3 : 1) { advance() }
    let start = line
    var whole = ""
    var piece = ""
    var pieces: [String] = []
    func closes(_ scanner: SwiftStringLiterals) -> Bool {
      let quotes = multiline ? 3 : 1
      for offset in 0..<quotes where scanner.peek(offset) != "\"" { return false }
      for offset in 0..<hashes where scanner.peek(quotes + offset) != "#" { return false }
      return true
    }
    while let character = peek() {
      if closes(self) {
        for _ in 0..<((multiline ? 3 : 1) + hashes) { advance() }
        break
      }
      let escape = character == "\\" && (0..<hashes).allSatisfy { peek(1 + $0) == "#" }
      if escape {
        advance()
        for _ in 0..<hashes { advance() }
        guard let next = peek() else { break }
        if next == "(" {
          advance()
          pieces.append(piece)
          piece = ""
          scanCode(untilClosingParenthesis: true)
          continue
        }
        let read: Character =
          switch next {
          case "n": "\n"
          case "t": "\t"
          default: next
          }
        whole.append(read)
        piece.append(read)
        advance()
        continue
      }
      whole.append(character)
      piece.append(character)
      advance()
    }
    pieces.append(piece)
    literals.append(Literal(text: whole, line: start))
    if pieces.count > 1 {
      for piece in pieces where !piece.isEmpty && piece != whole { literals.append(Literal(text: piece, line: start)) }
    }
    if multiline {
      for text in whole.split(separator: "\n") { literals.append(Literal(text: String(text), line: start)) }
    }
  }
}
