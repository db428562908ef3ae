/// Writes JSON as bytes with keys in exactly the order they are written,
/// so output is the same on every run (unlike `JSONEncoder`, whose key
/// order follows dictionary hashing).
///
/// A trace writes millions of keys and values, so each is written in one
/// step: room made once, then the bytes stored through a pointer (an
/// `Array.append` per byte checks uniqueness and capacity every time).
package struct JSONWriter {
  /// The output so far: the first `count` bytes of `storage`, whose rest is
  /// room to write into (zeros).
  private var storage: [UInt8]
  /// How many bytes of `storage` are written.
  package private(set) var count = 0
  /// Whether the next member of the innermost open container needs a comma.
  private var needsComma = false
  /// The same for each enclosing open container, outermost first; empty at the top level.
  private var enclosing: [Bool] = []
  /// Whether a container is open (a member or element is being written, not a top-level value).
  private var depth = 0

  package init() {
    storage = Array(repeating: 0, count: 512)
  }

  /// The output so far.
  package var bytes: [UInt8] { Array(storage[..<count]) }

  package mutating func beginObject() {
    open(UInt8(ascii: "{"))
  }

  package mutating func endObject() {
    close(UInt8(ascii: "}"))
  }

  package mutating func beginArray() {
    open(UInt8(ascii: "["))
  }

  package mutating func endArray() {
    close(UInt8(ascii: "]"))
  }

  /// Writes an object key; the next write is its value.
  package mutating func key(_ name: String) {
    let comma = separator()
    JSONStringLiteral.withUTF8(of: name) { utf8 in
      let length = JSONStringLiteral.literalLength(of: utf8)
      write(reserving: length &+ 2) { output in
        var position = 0
        if comma {
          output[0] = UInt8(ascii: ",")
          position = 1
        }
        JSONStringLiteral.writeLiteral(utf8, length: length, to: output + position)
        output[position &+ length] = UInt8(ascii: ":")
        return position &+ length &+ 1
      }
    }
    // The value follows the colon directly, without a comma.
    needsComma = false
  }

  package mutating func string(_ value: String?) {
    let comma = separator()
    guard let value else { return appendNull(comma: comma) }
    JSONStringLiteral.withUTF8(of: value) { utf8 in
      let length = JSONStringLiteral.literalLength(of: utf8)
      write(reserving: length &+ 1) { output in
        var position = 0
        if comma {
          output[0] = UInt8(ascii: ",")
          position = 1
        }
        JSONStringLiteral.writeLiteral(utf8, length: length, to: output + position)
        return position &+ length
      }
    }
  }

  package mutating func integer(_ value: Int64?) {
    let comma = separator()
    guard let value else { return appendNull(comma: comma) }
    appendInteger(negative: value < 0, value.magnitude, comma: comma)
  }

  package mutating func integer(_ value: Int) {
    integer(Int64(value))
  }

  /// A 128-bit integer, exactly (an exact sum that may pass 2^63).
  package mutating func integer(_ value: Int128) {
    let comma = separator()
    appendText((value < 0 ? "-" : "") + String(value.magnitude), comma: comma)
  }

  package mutating func unsigned(_ value: UInt64) {
    let comma = separator()
    appendInteger(negative: false, value, comma: comma)
  }

  /// A decimal as `DecimalNumber.description` spells it: `-12.5`, `0.000001`, `3`.
  package mutating func decimal(_ value: DecimalNumber?) {
    let comma = separator()
    guard let value else { return appendNull(comma: comma) }
    let magnitude = value.micros.magnitude
    let whole = magnitude / 1_000_000
    var fraction = magnitude % 1_000_000
    // Sign and comma, at most 20 digits, the point and at most six decimals.
    write(reserving: 29) { output in
      var position = 0
      if comma {
        output[0] = UInt8(ascii: ",")
        position = 1
      }
      if value.micros < 0 {
        output[position] = UInt8(ascii: "-")
        position &+= 1
      }
      position &+= Self.writeDigits(whole, to: output + position)
      guard fraction != 0 else { return position }
      output[position] = UInt8(ascii: ".")
      var decimals = 6
      while fraction % 10 == 0 {
        fraction /= 10
        decimals &-= 1
      }
      // The fraction's digits right-aligned in `decimals` places, zeros before them.
      var place = position &+ decimals
      while place > position {
        output[place] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction % 10)
        fraction /= 10
        place &-= 1
      }
      return position &+ 1 &+ decimals
    }
  }

  package mutating func boolean(_ value: Bool) {
    let comma = separator()
    appendText(value ? "true" : "false", comma: comma)
  }

  package mutating func null() {
    appendNull(comma: separator())
  }

  /// Writes `key` and a string value.
  package mutating func field(_ name: String, _ value: String?) {
    key(name)
    string(value)
  }

  package mutating func field(_ name: String, _ value: Int64?) {
    key(name)
    integer(value)
  }

  package mutating func field(_ name: String, _ value: Int) {
    key(name)
    integer(value)
  }

  package mutating func field(_ name: String, _ value: Bool) {
    key(name)
    boolean(value)
  }

  package mutating func field(_ name: String, _ value: Bool?) {
    key(name)
    if let value { boolean(value) } else { null() }
  }

  package mutating func field(_ name: String, _ value: DecimalNumber?) {
    key(name)
    decimal(value)
  }

  /// Writes a value already in JSON form (a number's lexeme) as the next
  /// member or element.
  mutating func raw(separator text: String) {
    appendText(text, comma: separator())
  }

  /// Appends raw bytes, such as a newline between records.
  package mutating func raw(_ text: String) {
    appendText(text, comma: false)
  }

  package mutating func removeAll() {
    count = 0
    needsComma = false
    enclosing.removeAll(keepingCapacity: true)
    depth = 0
  }

  // MARK: containers and separators

  private mutating func open(_ bracket: UInt8) {
    let comma = separator()
    write(reserving: 2) { output in
      if comma {
        output[0] = UInt8(ascii: ",")
        output[1] = bracket
        return 2
      }
      output[0] = bracket
      return 1
    }
    if depth > 0 { enclosing.append(needsComma) }
    depth &+= 1
    needsComma = false
  }

  private mutating func close(_ bracket: UInt8) {
    depth &-= 1
    needsComma = depth > 0 ? enclosing.removeLast() : false
    write(reserving: 1) { output in
      output[0] = bracket
      return 1
    }
  }

  /// Whether the next member or element needs a comma before it; from then
  /// on, the one after it does.
  @inline(__always)
  private mutating func separator() -> Bool {
    guard depth > 0 else { return false }
    defer { needsComma = true }
    return needsComma
  }

  // MARK: bytes

  /// Makes room for `extra` bytes, then lets `body` write at most that many
  /// at the end of the output; `body` returns how many it wrote.
  @inline(__always)
  private mutating func write(reserving extra: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
    if storage.count &- count < extra { grow(toHold: extra) }
    let start = count
    let written = storage.withUnsafeMutableBufferPointer { buffer -> Int in
      guard let base = buffer.baseAddress else { return 0 }
      return body(base + start)
    }
    count = start &+ written
  }

  /// Doubles the room until `extra` more bytes fit.
  @inline(never)
  private mutating func grow(toHold extra: Int) {
    var capacity = max(storage.count, 512)
    while capacity &- count < extra { capacity &*= 2 }
    storage.append(contentsOf: repeatElement(0, count: capacity &- storage.count))
  }

  private mutating func appendNull(comma: Bool) {
    appendText("null", comma: comma)
  }

  /// Appends `text` as it is, after a comma when `comma`.
  private mutating func appendText(_ text: String, comma: Bool) {
    JSONStringLiteral.withUTF8(of: text) { utf8 in
      write(reserving: utf8.count &+ 1) { output in
        var position = 0
        if comma {
          output[0] = UInt8(ascii: ",")
          position = 1
        }
        if let source = utf8.baseAddress { (output + position).update(from: source, count: utf8.count) }
        return position &+ utf8.count
      }
    }
  }

  /// Appends an integer's digits, after a comma when `comma` and a minus sign when `negative`.
  private mutating func appendInteger(negative: Bool, _ magnitude: UInt64, comma: Bool) {
    write(reserving: 22) { output in
      var position = 0
      if comma {
        output[0] = UInt8(ascii: ",")
        position = 1
      }
      if negative {
        output[position] = UInt8(ascii: "-")
        position &+= 1
      }
      return position &+ Self.writeDigits(magnitude, to: output + position)
    }
  }

  /// Writes the decimal digits of `value` (at most 20) at `output`; returns how many.
  @inline(__always)
  private static func writeDigits(_ value: UInt64, to output: UnsafeMutablePointer<UInt8>) -> Int {
    var digits = 1
    var rest = value / 10
    while rest > 0 {
      digits &+= 1
      rest /= 10
    }
    rest = value
    var place = digits
    repeat {
      place &-= 1
      output[place] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
      rest /= 10
    } while place > 0
    return digits
  }
}
