/// The one escaping policy of the outputs meant for people (text, HTML,
/// Mermaid, and the lines mediate writes on standard error): the characters
/// a string from a config or a shard may hold that must not reach a
/// terminal, a page or a diagram as they are, and how each is shown.
///
/// Escaped, as `\u{1B}` (the scalar's hexadecimal value, upper case, at
/// least two digits): the C0 controls (NUL to US, among them TAB, LF, CR,
/// BEL and ESC, so no escape or OSC sequence can reach a terminal), DEL, the
/// C1 controls (U+0080 to U+009F), the bidirectional controls (U+061C,
/// U+200E, U+200F, U+202A to U+202E, U+2066 to U+2069), which would reorder
/// the text after them, and the line and paragraph separators (U+2028,
/// U+2029), which would break a line. A combining mark that has no
/// character of the string to combine with (at the start, or after an
/// escape) is shown on a dotted circle, `◌́`, as Unicode shows a lone mark,
/// so that it cannot combine with what is printed before the string.
/// Everything else, wide characters and emoji included, is shown as it is.
/// Escaping is idempotent: the escapes are printable ASCII. The JSON outputs
/// do not use it: JSON escapes strings its own way and keeps every
/// character.
package enum DisplayText {
  /// Whether `scalar` is shown as an escape.
  /// `items` as a sentence lists them: "a", "a and b", "a, b and c" (or with `conjunction` "or").
  package static func list(_ items: [String], conjunction: String = "and") -> String {
    guard let last = items.last, items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
  }

  package static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: true
    default: false
    }
  }

  /// Whether `scalar` combines with the character before it.
  private static func isCombining(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: true
    default: scalar.value == 0x200D
    }
  }

  /// The base a lone combining mark is shown on.
  private static let dottedCircle: Unicode.Scalar = "\u{25CC}"

  /// `text` with every escaped scalar written as `\u{…}`, and a lone
  /// combining mark on a dotted circle; the same string when it has
  /// neither.
  package static func escaped(_ text: String) -> String {
    let startsWithMark = text.unicodeScalars.first.map(isCombining) ?? false
    guard startsWithMark || text.unicodeScalars.contains(where: isEscaped) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 16)
    var afterEscape = true
    for scalar in text.unicodeScalars {
      if isEscaped(scalar) {
        appendEscape(of: scalar, to: &result)
        afterEscape = true
        continue
      }
      if afterEscape, isCombining(scalar) { result.unicodeScalars.append(dottedCircle) }
      result.unicodeScalars.append(scalar)
      afterEscape = false
    }
    return result
  }

  /// `\u{1B}`: the scalar's value in upper-case hexadecimal, at least two digits.
  static func appendEscape(of scalar: Unicode.Scalar, to result: inout String) {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    result += hex.count < 2 ? "\\u{0" + hex + "}" : "\\u{" + hex + "}"
  }

  /// `text` escaped and fitted to `columns` terminal columns: unchanged
  /// (but escaped) when it fits, else its start and its end with `…`
  /// between them (`GADMediati…AdNetwork`), so that the part that tells two
  /// long names apart stays in sight. The start gets the larger half; an
  /// escape is never cut, nor a grapheme cluster.
  ///
  /// The work is bounded by `columns`, not by the length of `text`: only a
  /// window of scalars at each end is looked at, so a label of megabytes
  /// costs what a short one does. (A string with more than eight scalars
  /// per column, such as a long run of combining marks, is elided even
  /// where it might have fitted.)
  static func fitted(_ text: String, to columns: Int, elision: String = "…") -> String {
    guard columns > 0 else { return "" }
    let elisionWidth = TerminalText.width(elision)
    let scalars = text.unicodeScalars
    let window = columns * 8 + 64
    var head = text
    var tail = text
    if let headEnd = scalars.index(scalars.startIndex, offsetBy: window, limitedBy: scalars.endIndex),
      headEnd < scalars.endIndex,
      let tailStart = scalars.index(scalars.endIndex, offsetBy: -window, limitedBy: headEnd)
    {
      head = String(scalars[..<headEnd])
      tail = String(scalars[tailStart...])
    } else {
      var used = 0
      for character in text {
        used += shown(character).width
        if used > columns { break }
      }
      if used <= columns { return escaped(text) }
    }
    guard columns > elisionWidth else {
      return columns == elisionWidth ? elision : String(repeating: ".", count: columns)
    }
    var start = ""
    var startWidth = 0
    for character in head {
      let piece = shown(character)
      if startWidth + piece.width > (columns - elisionWidth + 1) / 2 { break }
      start += piece.text
      startWidth += piece.width
    }
    var end: [String] = []
    var endWidth = 0
    for character in tail.reversed() {
      let piece = shown(character)
      if startWidth + endWidth + piece.width > columns - elisionWidth { break }
      end.append(piece.text)
      endWidth += piece.width
    }
    return start + elision + end.reversed().joined()
  }

  /// A character as it is shown, and the columns that takes. (A grapheme
  /// cluster starts with a combining mark only where `escaped` gives it a
  /// dotted circle: at the start of a string or after a control.)
  private static func shown(_ character: Character) -> (text: String, width: Int) {
    guard character.unicodeScalars.contains(where: isEscaped) || character.unicodeScalars.first.map(isCombining) == true
    else {
      return (String(character), TerminalText.width(of: character))
    }
    let text = escaped(String(character))
    return (text, TerminalText.width(text))
  }

  /// `fitted` for the labels of a run's records, one after the other:
  /// records of one line item come in runs and share the config's string,
  /// which compares equal at once, so a label is fitted once per run of
  /// records rather than once per record.
  struct FittedLabels {
    let columns: Int
    private var last: (label: String, shown: String)?

    init(columns: Int) {
      self.columns = columns
    }

    mutating func callAsFunction(_ label: String) -> String {
      if let last, last.label == label { return last.shown }
      let shown = DisplayText.fitted(label, to: columns)
      last = (label, shown)
      return shown
    }
  }

  /// Text as HTML shows it: escaped, then `&`, `<`, `>`, `"` and `'` as
  /// entities, so that it is text in an element and in a quoted attribute.
  static func html(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in escaped(text).unicodeScalars {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }

  /// Text as a Mermaid diagram shows it: escaped, then what Mermaid would
  /// read as syntax or as markup written in Mermaid's own entity codes,
  /// which it turns back into the characters after parsing: `#` as `#35;`
  /// and `;` as `#59;` (a statement's text ends at either), `<` and `>` as
  /// `#lt;` and `#gt;` (its sanitiser would drop or change a tag, and `<br>`
  /// breaks a line), `%` as `#37;` (Mermaid deletes a `%%{…}%%` directive
  /// wherever it is), `&` as `#amp;` and `"` as `#quot;`.
  static func mermaid(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in escaped(text).unicodeScalars {
      switch character {
      case "#": result += "#35;"
      case ";": result += "#59;"
      case "%": result += "#37;"
      case "<": result += "#lt;"
      case ">": result += "#gt;"
      case "&": result += "#amp;"
      case "\"": result += "#quot;"
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }
}
