/// A config's identity: 128 bits hashed from its canonical form
/// (`CanonicalJSON`), so that a config reformatted, or with its keys in
/// another order, is the same config, and one with any value changed is
/// another (docs/config.md, "A config's identity").
///
/// The hash is 128-bit FNV-1a over the canonical bytes, then finalised so
/// that every bit of the input reaches every bit of the output: the low
/// half becomes `SplitMix64.mix(low)`, the high half `SplitMix64.mix(high ^
/// low′)` (each step is a bijection, so finalising adds no collision). It is
/// written as 32 lowercase hex digits, high half first: the `config` of a
/// shard. Bid tokens and the response identifier mix in its high half
/// (`leadingWord`), so they are the same fact as the shard's `config`.
package struct ConfigIdentity: Hashable, Sendable, CustomStringConvertible {
  package let high: UInt64
  package let low: UInt64

  package init(high: UInt64, low: UInt64) {
    self.high = high
    self.low = low
  }

  /// The identity of the JSON document `root` is the root of.
  package init(of root: JSONNode) {
    var hash = FNV1a128()
    CanonicalJSON.write(root, into: &hash)
    let low = SplitMix64.mix(UInt64(truncatingIfNeeded: hash.value))
    self.init(high: SplitMix64.mix(UInt64(truncatingIfNeeded: hash.value >> 64) ^ low), low: low)
  }

  package static func of(_ bytes: [UInt8]) throws(JSONSyntaxError) -> ConfigIdentity {
    ConfigIdentity(of: try JSONReader.read(bytes))
  }

  /// The identity written as 32 hex digits; nil for any other text.
  package init?(hex: String) {
    let digits = Array(hex.utf8)
    guard digits.count == 32,
      digits.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }),
      let high = UInt64(String(decoding: digits[..<16], as: UTF8.self), radix: 16),
      let low = UInt64(String(decoding: digits[16...], as: UTF8.self), radix: 16)
    else { return nil }
    self.init(high: high, low: low)
  }

  /// 32 lowercase hex digits, high half first.
  package var hex: String { HexDigits.sixteen(high) + HexDigits.sixteen(low) }

  package var description: String { hex }

  /// The high half, its first 16 hex digits: what bid tokens and response identifiers mix in.
  package var leadingWord: UInt64 { high }
}

/// The 128-bit FNV-1a hash of the bytes appended, as the canonical form is
/// written (`CanonicalJSON.write`).
struct FNV1a128: CanonicalOutput {
  private(set) var value: UInt128 = 0x6c62_272e_07bb_0142_62b8_2175_6295_c58d
  private static let prime: UInt128 = 0x0000_0000_0100_0000_0000_0000_0000_013b

  @inline(__always)
  mutating func append(_ byte: UInt8) {
    value ^= UInt128(byte)
    value &*= Self.prime
  }

  mutating func append<Bytes: Sequence>(contentsOf bytes: Bytes) where Bytes.Element == UInt8 {
    for byte in bytes { append(byte) }
  }
}
