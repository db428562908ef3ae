/// The one record of `mediate plan` (decide2.md §7): AdMob's readout of each arm, the difference mediate
/// sees, how long a live A/B test takes to find it, what an A/A test shows by chance, and the self-check.
/// With worlds, the top level is the base world's and `byWorld` has every world's.
package struct PlanRecord: Equatable, Sendable {
  /// A's and B's paths, as given.
  package var a: String
  package var b: String
  package var settings: PlanSettings
  package var figures: PlanFigures
  /// Nil without worlds; else every world's figures, base first.
  package var byWorld: [World]?

  /// One world's figures.
  package struct World: Equatable, Sendable {
    package var world: String
    package var figures: PlanFigures
  }
}

/// What `plan` finds for one world: the keys `arms` to `check` of the record.
package struct PlanFigures: Equatable, Sendable {
  package var a: Arm
  package var b: Arm
  package var difference: Difference
  package var detect: Detection
  package var aa: AA
  /// Nil without `--check-tests`.
  package var check: PlanCheck?

  /// One arm as AdMob's A/B readout shows it, and its revenue as mediate measures it.
  package struct Arm: Equatable, Sendable {
    /// s_X: 1 − s for A, s for B.
    package var userShare: DecimalNumber
    /// N·s_X.
    package var requestsPerDay: WideDecimal
    /// f_X: matched requests over requests (the fill rate).
    package var matchRate: DecimalNumber
    /// N·s_X·i_X.
    package var impressionsPerDay: WideDecimal
    /// 1000·μ_X / i_X; nil without impressions.
    package var ecpm: DecimalNumber?
    /// N·s_X·μ_X, USD.
    package var estimatedEarningsPerDay: WideDecimal
    /// 28·N·μ_X, USD: a day's earnings over the arm's share, times 28.
    package var scaledMonthlyEarnings: WideDecimal
    package var revenuePer1000Requests: DecimalNumber
    package var revenuePer1000RequestsCI95: SummaryRecord.Interval
    /// σ²_X, the variance of one request's revenue, USD², to nine significant digits.
    package var revenueVariance: PlanNumber
  }

  /// B − A.
  package struct Difference: Equatable, Sendable {
    /// δ × 1000, USD per 1,000 requests, and its paired 95 % interval (as `compare`'s).
    package var revenuePer1000Requests: DecimalNumber
    package var revenuePer1000RequestsCI95: SummaryRecord.Interval?
    /// δ / μ_A, six decimals; nil when μ_A is 0 (a PlanNumber: past 10¹², when A earns next to nothing).
    package var relative: PlanNumber?
    /// 28·N·δ, USD, and its interval.
    package var scaledMonthlyEarnings: WideDecimal
    package var scaledMonthlyEarningsCI95: WideInterval?
  }

  /// How long the live test takes to find the difference.
  package struct Detection: Equatable, Sendable {
    /// D = 1 + (R − 1)·ρ.
    package var designEffect: DecimalNumber
    /// Nil when δ is 0.
    package var daysExact: PlanNumber?
    package var days: PlanNumber?
    /// The days at the end of δ's interval nearest 0; nil when the interval holds 0.
    package var daysIfSmallest: PlanNumber?
    /// Nil when neither arm has an impression.
    package var admobReadoutDay: Int?
    /// max(days, admobReadoutDay); nil when either is.
    package var decisionDay: PlanNumber?
    /// decisionDay ≤ 90.
    package var withinTest: Bool
    /// N·s_X·decisionDay of each arm; nil with no decision day.
    package var requestsAtDecision: (a: PlanNumber, b: PlanNumber)?
    /// The paired runs `compare` needs; nil when δ is 0.
    package var pairedRunsNeeded: PlanNumber?

    package static func == (l: Self, r: Self) -> Bool {
      l.designEffect == r.designEffect && l.daysExact == r.daysExact && l.days == r.days
        && l.daysIfSmallest == r.daysIfSmallest && l.admobReadoutDay == r.admobReadoutDay
        && l.decisionDay == r.decisionDay && l.withinTest == r.withinTest
        && l.requestsAtDecision?.a == r.requestsAtDecision?.a && l.requestsAtDecision?.b == r.requestsAtDecision?.b
        && l.pairedRunsNeeded == r.pairedRunsNeeded
    }
  }

  /// What A/A tests show by chance.
  package struct AA: Equatable, Sendable {
    /// α: the test as planned.
    package var falsePositiveRate: DecimalNumber
    /// 2·(1 − Φ(z_a/√D)): a per-request test that ignores the users.
    package var falsePositiveIgnoringUsers: DecimalNumber
    /// The self-check's, nil without it.
    package var falsePositiveDailyPeeking: DecimalNumber?
  }
}

/// What the simulated live tests of `--check-tests` came to.
package struct PlanCheck: Equatable, Sendable {
  /// L.
  package var tests: Int
  /// The share of A/B tests significant when analysed as planned, and its 95 % Wilson interval.
  package var power: DecimalNumber
  package var powerCI95: SummaryRecord.Interval
  /// The share of A/A tests significant when analysed as planned, and its interval.
  package var falsePositive: DecimalNumber
  package var falsePositiveCI95: SummaryRecord.Interval
  /// The share of A/A tests significant on some day up to the decision day, looked at daily.
  package var falsePositiveDailyPeeking: DecimalNumber
  /// The median over A/B tests of the first day one is significant; nil when fewer than half are.
  package var medianDaysToDetect: Int?
  /// The first day whose simulated power reaches P; nil when none does.
  package var daysForPower: Int?
  /// Whether the simulated power and false positive rate agree with the plan.
  package var agrees: Bool
}

/// A number of the `plan` record, with the JSON lexeme it is written as: a value whose precision six
/// decimals would lose (a variance in USD², 2.5·10⁻⁵) to nine significant digits, or one that can pass what
/// 64 bits of millionths hold (days for a tiny difference). `value` is the written number read back, so that
/// what is computed from it is what a reader of the record computes.
package struct PlanNumber: Equatable, Sendable, CustomStringConvertible {
  package let text: String
  package let value: Double

  private init(text: String) {
    self.text = text
    value = Double(text) ?? .nan
  }

  /// A number already spelt as a JSON number.
  init(lexeme: String) { self.init(text: lexeme) }

  package var description: String { text }

  /// `x` to `digits` significant digits, in plain decimal notation: `0.0000250123457`, `1234.5`.
  package static func significant(_ x: Double, digits: Int = 9) -> PlanNumber {
    guard x != 0, x.isFinite else { return PlanNumber(text: x.isFinite ? "0" : "null") }
    let magnitude = x.magnitude
    // The power of ten of the first digit, corrected where the logarithm rounds across one.
    var exponent = Int((Math.log(magnitude) / Math.log(10)).rounded(.down))
    if tenTo(exponent) > magnitude { exponent -= 1 }
    if tenTo(exponent + 1) <= magnitude { exponent += 1 }
    var last = exponent - digits + 1
    var mantissa = (last < 0 ? magnitude * tenTo(-last) : magnitude / tenTo(last)).rounded(.toNearestOrAwayFromZero)
    if mantissa >= tenTo(digits) {
      mantissa = (mantissa / 10).rounded(.toNearestOrAwayFromZero)
      last += 1
    }
    return PlanNumber(text: (x < 0 ? "-" : "") + plain(UInt128(mantissa), timesTenTo: last))
  }

  /// `x` rounded half away from zero to six decimals: `12.874173`; past 10¹⁸, its integer digits.
  package static func sixDecimals(_ x: Double) -> PlanNumber {
    guard x.isFinite else { return PlanNumber(text: "null") }
    guard x.magnitude < 1e18 else { return integer(x.rounded()) }
    let micros = (x * 1_000_000).rounded(.toNearestOrAwayFromZero)
    return PlanNumber(text: DecimalNumber(micros: Int64(micros)).description)
  }

  /// An integral `x`: its digits (`13`, `130000000000000000000000`).
  package static func integer(_ x: Double) -> PlanNumber {
    guard x.isFinite else { return PlanNumber(text: "null") }
    guard x.magnitude < 1e38 else { return significant(x, digits: 17) }
    return PlanNumber(text: (x < 0 ? "-" : "") + String(UInt128(x.magnitude)))
  }

  /// 10ⁿ as a Double: exact up to 10²².
  private static func tenTo(_ n: Int) -> Double { Math.pow(10, Double(n)) }

  /// `digits` × 10^`power` in plain notation, trailing zeros of the fraction dropped.
  private static func plain(_ digits: UInt128, timesTenTo power: Int) -> String {
    var text = String(digits)
    if power >= 0 { return text + String(repeating: "0", count: power) }
    let decimals = -power
    if text.count <= decimals { text = String(repeating: "0", count: decimals - text.count + 1) + text }
    var whole = String(text.dropLast(decimals))
    var fraction = String(text.suffix(decimals))
    while fraction.last == "0" { fraction.removeLast() }
    if whole.isEmpty { whole = "0" }
    return fraction.isEmpty ? whole : whole + "." + fraction
  }
}

extension WideInterval {
  init(low: WideDecimal, high: WideDecimal) {
    self.low = low
    self.high = high
  }
}

extension JSONWriter {
  /// The `plan` record: `{"type":"plan","seq":0,"t":0,"a","b","split",…,"check","byWorld"}`.
  package mutating func write(_ plan: PlanRecord) {
    beginObject()
    field("type", "plan")
    field("seq", 0)
    field("t", 0)
    field("a", plan.a)
    field("b", plan.b)
    let settings = plan.settings
    field("split", settings.split)
    field("requestsPerDay", settings.requestsPerDay)
    field("requestsPerUser", settings.requestsPerUser)
    field("icc", settings.icc)
    field("alpha", settings.alpha)
    field("power", settings.power)
    field("runs", settings.runs)
    key("seed")
    unsigned(settings.seed)
    writeMembers(plan.figures)
    key("byWorld")
    if let byWorld = plan.byWorld {
      beginArray()
      for world in byWorld {
        beginObject()
        field("world", world.world)
        writeMembers(world.figures)
        endObject()
      }
      endArray()
    } else {
      null()
    }
    endObject()
  }

  /// `arms`, `difference`, `detect`, `aa` and `check`.
  private mutating func writeMembers(_ figures: PlanFigures) {
    key("arms")
    beginObject()
    key("a")
    write(figures.a)
    key("b")
    write(figures.b)
    endObject()
    let difference = figures.difference
    key("difference")
    beginObject()
    key("revenuePer1000Requests")
    beginObject()
    field("value", difference.revenuePer1000Requests)
    write("ci95", optional: difference.revenuePer1000RequestsCI95)
    endObject()
    planNumber("relative", difference.relative)
    key("scaledMonthlyEarnings")
    beginObject()
    key("value")
    wide(difference.scaledMonthlyEarnings)
    key("ci95")
    if let interval = difference.scaledMonthlyEarningsCI95 { write(interval) } else { null() }
    endObject()
    endObject()
    let detect = figures.detect
    key("detect")
    beginObject()
    field("designEffect", detect.designEffect)
    planNumber("daysExact", detect.daysExact)
    planNumber("days", detect.days)
    planNumber("daysIfSmallest", detect.daysIfSmallest)
    field("admobReadoutDay", detect.admobReadoutDay.map(Int64.init))
    planNumber("decisionDay", detect.decisionDay)
    field("withinTest", detect.withinTest)
    key("requestsAtDecision")
    if let requests = detect.requestsAtDecision {
      beginObject()
      planNumber("a", requests.a)
      planNumber("b", requests.b)
      endObject()
    } else {
      null()
    }
    planNumber("pairedRunsNeeded", detect.pairedRunsNeeded)
    endObject()
    key("aa")
    beginObject()
    field("falsePositiveRate", figures.aa.falsePositiveRate)
    field("falsePositiveIgnoringUsers", figures.aa.falsePositiveIgnoringUsers)
    field("falsePositiveDailyPeeking", figures.aa.falsePositiveDailyPeeking)
    endObject()
    key("check")
    if let check = figures.check {
      beginObject()
      field("tests", check.tests)
      field("power", check.power)
      write("powerCI95", optional: check.powerCI95)
      field("falsePositive", check.falsePositive)
      write("falsePositiveCI95", optional: check.falsePositiveCI95)
      field("falsePositiveDailyPeeking", check.falsePositiveDailyPeeking)
      field("medianDaysToDetect", check.medianDaysToDetect.map(Int64.init))
      field("daysForPower", check.daysForPower.map(Int64.init))
      field("agrees", check.agrees)
      endObject()
    } else {
      null()
    }
  }

  private mutating func write(_ arm: PlanFigures.Arm) {
    beginObject()
    field("userShare", arm.userShare)
    key("requestsPerDay")
    wide(arm.requestsPerDay)
    field("matchRate", arm.matchRate)
    key("impressionsPerDay")
    wide(arm.impressionsPerDay)
    field("ecpm", arm.ecpm)
    key("estimatedEarningsPerDay")
    wide(arm.estimatedEarningsPerDay)
    key("scaledMonthlyEarnings")
    wide(arm.scaledMonthlyEarnings)
    field("revenuePer1000Requests", arm.revenuePer1000Requests)
    write("revenuePer1000RequestsCI95", optional: arm.revenuePer1000RequestsCI95)
    planNumber("revenueVariance", arm.revenueVariance)
    endObject()
  }

  private mutating func planNumber(_ name: String, _ number: PlanNumber?) {
    key(name)
    if let number { raw(separator: number.text) } else { null() }
  }
}
