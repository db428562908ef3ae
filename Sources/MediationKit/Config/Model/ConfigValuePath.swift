/// A path to a value of a config in mediate's own form (decide2.md §1):
/// `.key` steps, `["label"]` for a line item by its label (a JSON string
/// with JSON escapes), `[*]` for every line item. jq reads the line item
/// `.lineItems["Pangle"]` of a config as
/// `.lineItems[] | select(.label == "Pangle")`.
package struct ConfigValuePath: Hashable, Sendable, CustomStringConvertible {
  package enum Step: Hashable, Sendable {
    case key(String)
    /// A line item by its label.
    case label(String)
    /// Every line item.
    case every
    /// An array index: parsed only to be refused with the label form suggested.
    case index(Int)
  }

  package var steps: [Step]

  package init(steps: [Step]) {
    self.steps = steps
  }

  /// Why a text is no path.
  package enum ParseError: Error, Equatable, Sendable {
    case empty
    case unexpected(character: String, at: Int)
    case unterminated
  }

  /// Reads `text`, which starts with its dot.
  package init(parsing text: String) throws(ParseError) {
    let bytes = Array(text.utf8)
    var steps: [Step] = []
    var position = 0
    if bytes.first != UInt8(ascii: ".") {
      throw bytes.isEmpty ? .empty : .unexpected(character: Self.character(bytes, at: 0), at: 1)
    }
    while position < bytes.count {
      if bytes[position] == UInt8(ascii: ".") {
        let start = position + 1
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "."), bytes[end] != UInt8(ascii: "[") { end += 1 }
        if end == start {
          // `.["label"]`: jq's dot before a bracket.
          if end < bytes.count, bytes[end] == UInt8(ascii: "[") {
            position = end
            continue
          }
          if end == bytes.count, steps.isEmpty { throw .empty }
          throw .unexpected(character: Self.character(bytes, at: end), at: end + 1)
        }
        steps.append(.key(String(decoding: bytes[start..<end], as: UTF8.self)))
        position = end
        continue
      }
      guard bytes[position] == UInt8(ascii: "[") else {
        throw .unexpected(character: Self.character(bytes, at: position), at: position + 1)
      }
      let inner = position + 1
      guard inner < bytes.count else { throw .unterminated }
      if bytes[inner] == UInt8(ascii: "*") {
        guard inner + 1 < bytes.count, bytes[inner + 1] == UInt8(ascii: "]") else {
          throw inner + 1 < bytes.count
            ? .unexpected(character: Self.character(bytes, at: inner + 1), at: inner + 2) : .unterminated
        }
        steps.append(.every)
        position = inner + 2
      } else if bytes[inner] == UInt8(ascii: "\"") {
        var end = inner + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
          end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
        }
        guard end < bytes.count, end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: "]") else {
          throw end + 1 < bytes.count
            ? .unexpected(character: Self.character(bytes, at: end + 1), at: end + 2) : .unterminated
        }
        guard case .string(let label)? = try? JSONReader.read(Array(bytes[inner...end])).value else {
          throw .unexpected(character: Self.character(bytes, at: inner), at: inner + 1)
        }
        steps.append(.label(label))
        position = end + 2
      } else {
        var end = inner
        while end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) { end += 1 }
        guard end > inner, end < bytes.count, bytes[end] == UInt8(ascii: "]"),
          let index = Int(String(decoding: bytes[inner..<end], as: UTF8.self))
        else {
          throw end < bytes.count
            ? .unexpected(character: Self.character(bytes, at: end), at: end + 1) : .unterminated
        }
        steps.append(.index(index))
        position = end + 1
      }
    }
    guard !steps.isEmpty else { throw .empty }
    self.steps = steps
  }

  private static func character(_ bytes: [UInt8], at position: Int) -> String {
    guard position < bytes.count else { return "end" }
    return String(decoding: bytes[position...].prefix(while: { $0 < 0x80 || $0 >= 0xC0 }).prefix(1), as: UTF8.self)
  }

  /// The path as the config spells it: `.lineItems["Pangle"].network.load.valuation.scale`.
  package var description: String {
    var text = ""
    for step in steps {
      switch step {
      case .key(let name): text += "." + name
      case .label(let label): text += "[" + JSONStringLiteral.quoted(label) + "]"
      case .every: text += "[*]"
      case .index(let index): text += "[\(index)]"
      }
    }
    return text
  }
}

extension ConfigValuePath.ParseError {
  package var message: String {
    switch self {
    case .empty: "an empty path"
    case .unexpected(let character, let column): "unexpected \(character == "end" ? "end" : "'\(character)'") at column \(column)"
    case .unterminated: "a bracket without its closing ]"
    }
  }
}
