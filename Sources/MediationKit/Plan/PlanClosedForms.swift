/// The closed forms of `mediate plan` (decide2.md §7), each a plain function of the figures the record
/// writes, so that a reader of the record can recompute every one of them.
///
/// Users are independent clusters of R requests whose revenues correlate by ρ (equicorrelated): a mean over
/// n requests then has the variance σ²(1 + (R − 1)ρ)/n, the design effect D times the unclustered one
/// (Kish, Survey Sampling, 1965).
enum PlanClosedForms {
  /// D = 1 + (R − 1)·ρ, exactly: ρ has six decimals.
  static func designEffect(requestsPerUser: Int, icc: DecimalNumber) -> DecimalNumber {
    DecimalNumber(micros: 1_000_000 + Int64(requestsPerUser - 1) * icc.micros)
  }

  /// z_a = Φ⁻¹(1 − α/2), the two-sided test's critical value.
  static func zAlpha(_ alpha: Double) -> Double { Math.normalQuantile(1 - alpha / 2) }

  /// z_b = Φ⁻¹(P).
  static func zPower(_ power: Double) -> Double { Math.normalQuantile(power) }

  /// The days a live test with B on `split` percent of `requestsPerDay` requests a day needs to find the
  /// difference `difference` (USD a request) at level α and power P (`zSum` = z_a + z_b), the arms'
  /// per-request variances (USD²) inflated by the design effect:
  /// D · (z_a + z_b)² · (σ²_A/(1 − s) + σ²_B/s) / (N · δ²). Nil when δ is 0: no number of days finds it.
  static func days(
    designEffect: Double, zSum: Double, varianceA: Double, varianceB: Double, split: Int, requestsPerDay: Int64,
    difference: Double
  ) -> Double? {
    guard difference != 0 else { return nil }
    let s = Double(split) / 100
    return designEffect * zSum * zSum * (varianceA / (1 - s) + varianceB / s)
      / (Double(requestsPerDay) * difference * difference)
  }

  /// The day of AdMob's first readout: max(4, ⌈10,000 / (N·(s_A i_A + s_B i_B))⌉, ⌈10,000 / N⌉), the
  /// impressions a request i_X = `impressions` / `runs` of each arm; nil when neither arm has an impression
  /// (the 10,000 impressions never come). Exact, in integers.
  static func admobReadoutDay(
    requestsPerDay: Int64, split: Int, impressionsA: Int, impressionsB: Int, runs: Int
  ) -> Int? {
    // N·(s_A i_A + s_B i_B) = N·((100 − p)·impressionsA + p·impressionsB) / (100·runs) impressions a day.
    let perHundredRuns =
      Int128(requestsPerDay) * (Int128(100 - split) * Int128(impressionsA) + Int128(split) * Int128(impressionsB))
    guard perHundredRuns > 0 else { return nil }
    let byImpressions = ceilingDivision(10_000 * 100 * Int128(runs), perHundredRuns)
    let byRequests = ceilingDivision(10_000, Int128(requestsPerDay))
    return Int(max(4, byImpressions, byRequests))
  }

  /// The paired runs `compare` needs to find `difference` (USD a request) at the same level and power, its
  /// runs' paired differences having the variance `pairedVariance` (USD²): ⌈(z_a + z_b)² · Var(d) / δ²⌉, at
  /// least 2 (an interval needs two runs); nil when δ is 0.
  static func pairedRuns(zSum: Double, pairedVariance: Double, difference: Double) -> Double? {
    guard difference != 0 else { return nil }
    return max(2, (zSum * zSum * pairedVariance / (difference * difference)).rounded(.up))
  }

  /// The share of A/A tests a per-request test finds significant when it ignores the users:
  /// 2·(1 − Φ(z_a/√D)), its variance D times too small.
  static func falsePositiveIgnoringUsers(zAlpha: Double, designEffect: Double) -> Double {
    2 * Math.normalCDF(-zAlpha / designEffect.squareRoot())
  }

  /// The power the plan predicts for a test analysed after `days` days when `daysExact` gives power P:
  /// Φ(k − z_a) + Φ(−k − z_a) with k = (z_a + z_b)·√(days / daysExact); α when there is no difference.
  static func power(afterDays days: Double, daysExact: Double?, zAlpha: Double, zPower: Double, alpha: Double)
    -> Double
  {
    guard let daysExact, daysExact > 0 else { return alpha }
    let k = (zAlpha + zPower) * (days / daysExact).squareRoot()
    return Math.normalCDF(k - zAlpha) + Math.normalCDF(-k - zAlpha)
  }

  /// ⌈a / b⌉ of non-negative a and positive b.
  private static func ceilingDivision(_ a: Int128, _ b: Int128) -> Int128 {
    (a + b - 1) / b
  }
}
