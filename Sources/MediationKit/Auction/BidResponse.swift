/// The bid response a winning bidder's adapter is loaded with
/// (`GADMediationAdConfiguration.bidResponse`): opaque to the SDK, 16 hex
/// digits here, the same for the same config (its identity), run seed and line item.
enum BidResponse {
  static func token(config: ConfigIdentity, runSeed: UInt64, streamKey: UInt64) -> String {
    HexDigits.sixteen(SplitMix64.mix(config.leadingWord ^ SplitMix64.mix(runSeed) ^ streamKey))
  }
}

/// A 64-bit value as exactly 16 lowercase hex digits.
enum HexDigits {
  static func sixteen(_ value: UInt64) -> String {
    let hex = String(value, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
