/// Writes JSON as bytes with keys in exactly the order they are written,
/// so output is the same on every run (unlike `JSONEncoder`, whose key
/// order follows dictionary hashing).
package struct JSONWriter {
  package private(set) var bytes: [UInt8] = []
  /// For each open container, whether the next member needs a comma.
  private var needsComma: [Bool] = []

  package init() {
    bytes.reserveCapacity(512)
  }

  package mutating func beginObject() {
    separate()
    bytes.append(UInt8(ascii: "{"))
    needsComma.append(false)
  }

  package mutating func endObject() {
    needsComma.removeLast()
    bytes.append(UInt8(ascii: "}"))
  }

  package mutating func beginArray() {
    separate()
    bytes.append(UInt8(ascii: "["))
    needsComma.append(false)
  }

  package mutating func endArray() {
    needsComma.removeLast()
    bytes.append(UInt8(ascii: "]"))
  }

  /// Writes an object key; the next write is its value.
  package mutating func key(_ name: String) {
    separate()
    JSONStringLiteral.append(name, to: &bytes)
    bytes.append(UInt8(ascii: ":"))
    // The value follows the colon directly, without a comma.
    needsComma[needsComma.count - 1] = false
  }

  package mutating func string(_ value: String?) {
    separate()
    guard let value else { return appendNull() }
    JSONStringLiteral.append(value, to: &bytes)
  }

  package mutating func integer(_ value: Int64?) {
    separate()
    guard let value else { return appendNull() }
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    appendDigits(value.magnitude)
  }

  package mutating func integer(_ value: Int) {
    integer(Int64(value))
  }

  /// A 128-bit integer, exactly (an exact sum that may pass 2^63).
  package mutating func integer(_ value: Int128) {
    separate()
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    bytes.append(contentsOf: String(value.magnitude).utf8)
  }

  package mutating func unsigned(_ value: UInt64) {
    separate()
    appendDigits(value)
  }

  package mutating func decimal(_ value: DecimalNumber?) {
    separate()
    guard let value else { return appendNull() }
    bytes.append(contentsOf: value.description.utf8)
  }

  package mutating func boolean(_ value: Bool) {
    separate()
    bytes.append(contentsOf: (value ? "true" : "false").utf8)
  }

  package mutating func null() {
    separate()
    appendNull()
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
    separate()
    bytes.append(contentsOf: text.utf8)
  }

  /// Appends raw bytes, such as a newline between records.
  package mutating func raw(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  package mutating func removeAll() {
    bytes.removeAll(keepingCapacity: true)
    needsComma.removeAll(keepingCapacity: true)
  }

  private mutating func separate() {
    guard let last = needsComma.last else { return }
    if last { bytes.append(UInt8(ascii: ",")) }
    needsComma[needsComma.count - 1] = true
  }

  /// Appends the decimal digits of `value`, without making a string.
  private mutating func appendDigits(_ value: UInt64) {
    guard value >= 10 else {
      bytes.append(UInt8(ascii: "0") + UInt8(value))
      return
    }
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
    var count = 0
    var rest = value
    withUnsafeMutableBytes(of: &digits) { buffer in
      while rest > 0 {
        buffer[23 - count] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
        count += 1
      }
      bytes.append(contentsOf: buffer[(24 - count)...])
    }
  }

  private mutating func appendNull() {
    bytes.append(contentsOf: "null".utf8)
  }
}
