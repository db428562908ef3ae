/// Text for a terminal: how many columns a string takes, and lines padded
/// or wrapped to a width, in time linear in the text. What is shown escaped,
/// and how a label is elided, is `DisplayText`'s business; these functions
/// take text already escaped.
enum TerminalText {
  /// The columns `text` takes on a terminal: two for a wide character (East
  /// Asian wide and fullwidth, emoji), none for a combining mark, one
  /// otherwise; counted per grapheme cluster, as terminals draw them. ANSI
  /// colour sequences take none.
  static func width(_ text: some StringProtocol) -> Int {
    if isPlainASCII(text) { return text.utf8.count }
    var columns = 0
    var inEscape = false
    for character in text {
      if inEscape {
        if character.isLetter { inEscape = false }
        continue
      }
      if character == "\u{1B}" {
        inEscape = true
        continue
      }
      columns += width(of: character)
    }
    return columns
  }

  /// Whether `text` is ASCII without ESC: one column per byte.
  private static func isPlainASCII(_ text: some StringProtocol) -> Bool {
    text.utf8.allSatisfy { $0 < 0x80 && $0 != 0x1B }
  }

  static func width(of character: Character) -> Int {
    if character.isASCII { return 1 }
    var visible = false
    for scalar in character.unicodeScalars {
      if isWide(scalar) || scalar.value == 0xFE0F { return 2 }
      if !isZeroWidth(scalar) { visible = true }
    }
    return visible ? 1 : 0
  }

  private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return true
    default: return scalar.value == 0x200B
    }
  }

  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
    0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD,
  ]

  private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.properties.isEmojiPresentation { return true }
    return wideRanges.contains { $0.contains(scalar.value) }
  }

  /// `text` padded with spaces to `columns` columns.
  static func padded(_ text: String, to columns: Int) -> String {
    let missing = columns - width(text)
    return missing > 0 ? text + String(repeating: " ", count: missing) : text
  }

  /// `text` broken into lines of at most `columns` columns, at spaces when
  /// it can, inside a word only when the word alone is too long. Spaces
  /// inside a line are kept as they are. Each character is measured once.
  static func wrapped(_ text: String, to columns: Int) -> [String] {
    guard columns > 0, width(text) > columns else { return [text] }
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    var started = false
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      let wordWidth = width(word)
      if started, lineWidth + 1 + wordWidth <= columns {
        line += " "
        line += word
        lineWidth += 1 + wordWidth
        continue
      }
      if started, !word.isEmpty {
        lines.append(line)
      } else if started {
        // A space that does not fit ends the line; the next line starts with the next word.
        continue
      }
      line = ""
      lineWidth = 0
      if wordWidth <= columns {
        line += word
        lineWidth = wordWidth
      } else if isPlainASCII(word) {
        // One column per byte: pieces of `columns` bytes.
        var start = word.startIndex
        while word.utf8.distance(from: start, to: word.endIndex) > columns {
          let end = word.utf8.index(start, offsetBy: columns)
          lines.append(String(word[start..<end]))
          start = end
        }
        line = String(word[start...])
        lineWidth = word.utf8.distance(from: start, to: word.endIndex)
      } else {
        // A word too long for a line: as many pieces as it takes, each filled as far as it goes.
        for character in word {
          let next = width(of: character)
          if lineWidth + next > columns, !line.isEmpty {
            lines.append(line)
            line = ""
            lineWidth = 0
          }
          line.append(character)
          lineWidth += next
        }
      }
      started = true
    }
    lines.append(line)
    return lines
  }
}
