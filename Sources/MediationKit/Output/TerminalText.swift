/// Text for a terminal: how many columns a string takes, control characters
/// made visible, and lines fitted to a width by eliding or wrapping.
enum TerminalText {
  /// The string with control characters (C0, DEL, C1) written as `\u{1B}`
  /// escapes, so that a label or an asset key cannot move the cursor or
  /// change colours.
  static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if isControl(scalar) {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "\\u{" + String(repeating: "0", count: max(0, 2 - hex.count)) + hex + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  /// The columns `text` takes on a terminal: two for a wide character (East
  /// Asian wide and fullwidth, emoji), none for a combining mark, one
  /// otherwise; counted per grapheme cluster, as terminals draw them. ANSI
  /// colour sequences take none.
  static func width(_ text: String) -> Int {
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

  private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if scalar.properties.isEmojiPresentation { return true }
    let wideRanges: [ClosedRange<UInt32>] = [
      0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
      0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD,
    ]
    return wideRanges.contains { $0.contains(value) }
  }

  /// `text` shortened to at most `columns` columns, ending in `…` when cut.
  static func elided(_ text: String, to columns: Int) -> String {
    guard width(text) > columns else { return text }
    guard columns > 1 else { return columns == 1 ? "…" : "" }
    var result = ""
    var used = 0
    for character in text {
      let next = width(of: character)
      if used + next > columns - 1 { break }
      result.append(character)
      used += next
    }
    return result + "…"
  }

  /// `text` padded with spaces to `columns` columns.
  static func padded(_ text: String, to columns: Int) -> String {
    let missing = columns - width(text)
    return missing > 0 ? text + String(repeating: " ", count: missing) : text
  }

  /// `text` broken into lines of at most `columns` columns, at spaces when
  /// it can, inside a word only when the word alone is too long. Spaces
  /// inside a line are kept as they are.
  static func wrapped(_ text: String, to columns: Int) -> [String] {
    guard columns > 0, width(text) > columns else { return [text] }
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    var started = false
    for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
      let wordWidth = width(word)
      if started, lineWidth + 1 + wordWidth <= columns {
        line += " " + word
        lineWidth += 1 + wordWidth
        continue
      }
      if started, !word.isEmpty {
        lines.append(line)
        line = ""
        lineWidth = 0
      } else if started {
        // A space that does not fit ends the line; the next line starts with the next word.
        continue
      }
      var rest = word
      while width(rest) > columns {
        var piece = ""
        var used = 0
        for character in rest {
          let next = width(of: character)
          if used + next > columns, !piece.isEmpty { break }
          piece.append(character)
          used += next
        }
        lines.append(piece)
        rest = String(rest.dropFirst(piece.count))
      }
      line = rest
      lineWidth = width(rest)
      started = true
    }
    lines.append(line)
    return lines
  }
}
