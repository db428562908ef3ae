/// A price in USD CPM as the auction compares it: rounded half up to whole
/// micro-dollars of CPM and capped at 1,000,000 USD, so that floors, ties
/// and the waterfall's insertion compare exact integers (auction.md).
enum PriceCpm {
  /// The largest price: 1,000,000 USD CPM.
  static let maximum = DecimalNumber(integer: 1_000_000)

  /// `value` (USD CPM, ≥ 0) as an exact price: half up to six decimals, at
  /// most `maximum`; a value that is not a finite number ≥ 0 is 0.
  static func rounded(_ value: Double) -> DecimalNumber {
    guard value.isFinite, value > 0 else { return DecimalNumber(micros: 0) }
    let micros = (value * 1_000_000).rounded(.toNearestOrAwayFromZero)
    guard micros < Double(maximum.micros) else { return maximum }
    return DecimalNumber(micros: Int64(micros))
  }
}
