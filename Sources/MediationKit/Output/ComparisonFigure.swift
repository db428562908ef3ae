/// How the comparison's text writes a field's numbers (decide2.md §4):
/// amounts in USD to 4 decimals, rates as percentages with differences in
/// percentage points, latencies in milliseconds with separators (one
/// decimal below 100 ms), counts with separators. Differences and the
/// ends of intervals carry their sign; a figure that rounds to 0 has none.
/// The exact values stay in ndjson.
enum ComparisonFigure: Equatable {
  /// An amount (USD, or any other number that is no count): `places` decimals, no separators.
  case decimal(places: Int)
  /// A rate from 0 to 1, as a percentage of `places` decimals: `80.43 %`, a difference `−1.20 pp`.
  case rate(places: Int)
  /// Milliseconds: `1,204 ms`; below 100 ms to a tenth, `94.3 ms`.
  case milliseconds
  /// A count: `5,000`.
  case count
  /// USD a day (a portfolio's, decide2.md §5): two decimals, thousands separated: `28,000.00`.
  case money

  /// The figure of the field whose keys (from the top level, or from a line
  /// item's entry) are `keys`.
  static func of(keys: [String]) -> ComparisonFigure {
    // An end of a field's own interval (`fillRateCI95.low`) is written as the field is.
    if keys.count >= 2, ["low", "high"].contains(keys[keys.count - 1]), keys[keys.count - 2].hasSuffix("CI95") {
      return of(keys: keys.dropLast(2) + [String(keys[keys.count - 2].dropLast(4))])
    }
    switch keys.last ?? "" {
    case "fillRate", "requestFillRate": return .rate(places: 2)
    case "winShare": return .rate(places: 1)
    case "waitMs", "meanWaitMs": return .milliseconds
    case _ where keys.contains("latencyMs"): return .milliseconds
    case "revenue", "revenuePer1000Requests", "revenuePerRun", "meanWinningBid", "ecpm", "meanPrice",
      "impressionsPerRun":
      return .decimal(places: 4)
    case "revenuePerDay": return .money
    default: return .count
    }
  }

  /// The figures of one row: the figure, whether its milliseconds take a
  /// tenth (when a side is below 100 ms), and the glyphs of the text.
  struct Format {
    var figure: ComparisonFigure
    var tenths = false
    var glyphs: ComparisonGlyphs

    /// The row's format for values `a` and `b` (millionths).
    init(_ figure: ComparisonFigure, a: Int128?, b: Int128?, glyphs: ComparisonGlyphs) {
      self.figure = figure
      self.glyphs = glyphs
      if figure == .milliseconds {
        tenths = [a, b].contains { $0.map { $0.magnitude < 100_000_000 } ?? false }
      }
    }

    /// A side's value with its unit: `80.43 %`, `1,204 ms`, `9.5275`.
    func value(_ micros: Int128) -> String {
      number(micros, signed: false) + unit(difference: false)
    }

    /// A difference with its sign and unit: `−1.20 pp`, `+94 ms`.
    func difference(_ micros: Int128) -> String {
      number(micros, signed: true) + unit(difference: true)
    }

    /// An interval's ends, signed, the unit after the high one: (`−1.31`, `−1.09 pp`).
    func interval(_ interval: SummaryRecord.Interval) -> (low: String, high: String) {
      self.interval(low: Int128(interval.low.micros), high: Int128(interval.high.micros))
    }

    /// The same of ends in millionths.
    func interval(low: Int128, high: Int128) -> (low: String, high: String) {
      (number(low, signed: true), number(high, signed: true) + unit(difference: true))
    }

    /// The unit after a number, with its space.
    private func unit(difference: Bool) -> String {
      switch figure {
      case .rate: difference ? " pp" : " %"
      case .milliseconds: " ms"
      case .decimal, .count, .money: ""
      }
    }

    /// The number alone, rounded half away from zero.
    func number(_ micros: Int128, signed: Bool) -> String {
      switch figure {
      case .decimal(let places):
        return ComparisonFigure.digits(
          micros, places: places, unitMicros: 1_000_000, grouped: false, signed: signed, glyphs)
      case .rate(let places):
        // A percentage is the rate × 100: its units are ten-thousandths of the rate.
        return ComparisonFigure.digits(
          micros, places: places, unitMicros: 10_000, grouped: false, signed: signed, glyphs)
      case .milliseconds:
        return ComparisonFigure.digits(
          micros, places: tenths ? 1 : 0, unitMicros: 1_000_000, grouped: true, signed: signed, glyphs)
      case .count:
        return ComparisonFigure.digits(micros, places: 0, unitMicros: 1_000_000, grouped: true, signed: signed, glyphs)
      case .money:
        return ComparisonFigure.digits(micros, places: 2, unitMicros: 1_000_000, grouped: true, signed: signed, glyphs)
      }
    }
  }

  /// `micros` in units of `unitMicros` millionths, to `places` decimals
  /// (at most 6), rounded half away from zero, thousands separated when
  /// `grouped`; a `+` when `signed` and positive, the glyphs' minus when
  /// negative, no sign when it rounds to 0.
  static func digits(
    _ micros: Int128, places: Int, unitMicros: UInt128, grouped: Bool, signed: Bool, _ glyphs: ComparisonGlyphs
  ) -> String {
    var step: UInt128 = unitMicros
    var scale: UInt128 = 1
    for _ in 0..<min(max(places, 0), 6) {
      step /= 10
      scale *= 10
    }
    step = max(step, 1)
    let rounded = (micros.magnitude + step / 2) / step
    let whole = String(rounded / scale)
    var text = grouped ? group(whole) : whole
    if places > 0 {
      let fraction = String(rounded % scale)
      text += "." + String(repeating: "0", count: places - fraction.count) + fraction
    }
    guard rounded != 0 else { return text }
    if micros < 0 { return glyphs.minus + text }
    return signed ? "+" + text : text
  }

  /// `1234567` as `1,234,567`.
  private static func group(_ digits: String) -> String {
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
      text.append(digit)
    }
    return text
  }

  /// A record's number in millionths, when it is one with at most 6 decimals (as the records write them).
  static func micros(_ value: JSONValue?) -> Int128? {
    guard case .number(let text)? = value else { return nil }
    var bytes = text.utf8[...]
    let negative = bytes.first == UInt8(ascii: "-")
    if negative { bytes = bytes.dropFirst() }
    var micros: Int128 = 0
    var decimals = -1
    for byte in bytes {
      if byte == UInt8(ascii: "."), decimals < 0 {
        decimals = 0
        continue
      }
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte), decimals < 6, micros < Int128(1) << 100 else {
        return nil
      }
      micros = micros * 10 + Int128(byte - UInt8(ascii: "0"))
      if decimals >= 0 { decimals += 1 }
    }
    for _ in 0..<(6 - max(decimals, 0)) { micros *= 10 }
    return negative ? -micros : micros
  }
}

/// The characters of the comparison's text that are not ASCII, and their
/// ASCII forms, where the text falls back to ASCII (decide2.md, "Edge
/// cases settled"): `^` higher, `v` lower, `?` depends on the world.
package struct ComparisonGlyphs: Equatable, Sendable {
  var minus: String
  /// Between an interval's ends, with its spaces.
  var through: String
  var higher: String
  var lower: String
  var dependsOnWorld: String
  /// Where a long label is elided.
  var elision: String
  var bMinusA: String

  package static let unicode = ComparisonGlyphs(
    minus: "\u{2212}", through: " \u{2026} ", higher: "\u{25B2}", lower: "\u{25BC}", dependsOnWorld: "?",
    elision: "\u{2026}", bMinusA: "B \u{2212} A")
  package static let ascii = ComparisonGlyphs(
    minus: "-", through: " .. ", higher: "^", lower: "v", dependsOnWorld: "?", elision: "...", bMinusA: "B - A")

  /// The marker of a verdict: blank when unclear or without one.
  func marker(_ verdict: ComparisonRecord.Verdict?) -> String {
    switch verdict {
    case .higher: higher
    case .lower: lower
    case .dependsOnWorld: dependsOnWorld
    case .unclear, nil: ""
    }
  }
}
