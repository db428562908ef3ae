/// Numbers as people read them in a report for people (`--format html`):
/// rates as percentages, money in USD to the cent (or to its first
/// significant digits below a cent), milliseconds with a thousands
/// separator; the exact values stay in ndjson.
enum ReadableNumber {
  /// `1,234,567`.
  static func count(_ value: Int) -> String {
    grouped(String(value.magnitude), negative: value < 0)
  }

  /// A rate (0 to 1) as a percentage to two decimals: `0.97649` → `97.65 %`.
  static func percent(_ rate: DecimalNumber) -> String {
    // micros × 100 / 10,000 hundredths of a percent: round half up to a hundredth.
    let hundredths = (rate.micros.magnitude + 50) / 100
    return (rate.micros < 0 ? "-" : "") + "\(hundredths / 100).\(twoDigits(hundredths % 100)) %"
  }

  /// An amount in USD: to the cent from a dime up (`USD 1,234.57`), below it as exactly as it is kept
  /// (`USD 0.0125`), so that small prices keep what tells them apart.
  static func usd(_ amount: DecimalNumber) -> String {
    let magnitude = amount.micros.magnitude
    let sign = amount.micros < 0 ? "-" : ""
    guard magnitude < 100_000, magnitude > 0 else {
      let cents = (magnitude + 5_000) / 10_000
      return "USD " + sign + grouped(String(cents / 100), negative: false) + "." + twoDigits(cents % 100)
    }
    return "USD " + sign + DecimalNumber(micros: Int64(magnitude)).description
  }

  /// Milliseconds: whole ones as they are (`1,660 ms`), a mean to a tenth (`1,660.3 ms`).
  static func milliseconds(_ value: DecimalNumber) -> String {
    let tenths = (value.micros.magnitude + 50_000) / 100_000
    let whole = grouped(String(tenths / 10), negative: value.micros < 0)
    return (tenths % 10 == 0 ? whole : whole + ".\(tenths % 10)") + " ms"
  }

  static func milliseconds(_ value: Int64) -> String {
    grouped(String(value.magnitude), negative: value < 0) + " ms"
  }

  private static func twoDigits(_ value: UInt64) -> String {
    value < 10 ? "0\(value)" : String(value)
  }

  private static func grouped(_ digits: String, negative: Bool) -> String {
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
      text.append(digit)
    }
    return (negative ? "-" : "") + text
  }
}
