/// What `plan` measured of A and B in one world, played as `compare` plays them (decide2.md §7): each arm's
/// exact revenue sums, fills and impressions over the runs, and the runs' paired revenue differences.
struct PlanSample {
  var runs: Int
  var summaryA: SummaryRecord
  var summaryB: SummaryRecord
  var revenueA: Comparator.RevenueSums
  var revenueB: Comparator.RevenueSums
  /// Σd and Σd² of the runs' revenue differences B − A, billionths of a USD.
  var paired: PairedSums.Moments
  /// Each run's revenue, kept for the self-check; nil without `--check-tests`.
  var revenues: RunRevenues?

  /// The record's figures of this world, without the self-check: the closed forms of the arms' means and
  /// variances, and of the paired difference.
  func figures(_ settings: PlanSettings) -> PlanFigures {
    let n = Int128(runs)
    let requestsPerDay = Int128(settings.requestsPerDay)
    let splitB = Int128(settings.split)
    func arm(_ summary: SummaryRecord, _ revenue: Comparator.RevenueSums, percent: Int128) -> PlanFigures.Arm {
      let impressions = Int128(summary[.impressions])
      let nanos = revenue.nanos
      return PlanFigures.Arm(
        userShare: DecimalNumber(micros: Int64(percent) * 10_000),
        requestsPerDay: WideDecimal(fraction: requestsPerDay * percent, over: 100),
        matchRate: summary.fillRate,
        impressionsPerDay: WideDecimal(fraction: requestsPerDay * percent * impressions, over: 100 * n),
        // 1000·μ / i USD = Σy nanos / (impressions × 10⁶) USD.
        ecpm: impressions == 0 ? nil : DecimalNumber(fraction: nanos, over: impressions * 1_000_000),
        estimatedEarningsPerDay: WideDecimal(fraction: requestsPerDay * percent * nanos, over: 100 * n * 1_000_000_000),
        scaledMonthlyEarnings: WideDecimal(fraction: 28 * requestsPerDay * nanos, over: n * 1_000_000_000),
        revenuePer1000Requests: summary.revenuePer1000Requests,
        revenuePer1000RequestsCI95: summary.revenuePer1000RequestsCI95,
        revenueVariance: PlanNumber.significant(Self.variance(revenue) * 1e-18))
    }
    let a = arm(summaryA, revenueA, percent: 100 - splitB)
    let b = arm(summaryB, revenueB, percent: splitB)

    // δ per 1,000 requests in USD is, in millionths, the mean paired difference in billionths of a USD.
    let deltaMicros = Self.roundedQuotient(paired.difference, n)
    let delta = DecimalNumber(micros: Int64(deltaMicros))
    let interval = PairedInterval.ofSum(paired, runs: runs, scale: 1e-6 / Double(runs))
    let ci = interval.flatMap(PairedComparison.interval)
    let monthly = Int128(28) * requestsPerDay
    let difference = PlanFigures.Difference(
      revenuePer1000Requests: delta, revenuePer1000RequestsCI95: ci,
      relative: revenueA.nanos == 0
        ? nil : PlanNumber.sixDecimals(Double(paired.difference) / Double(revenueA.nanos)),
      scaledMonthlyEarnings: WideDecimal(micros: Self.roundedQuotient(monthly * paired.difference, n * 1000)),
      scaledMonthlyEarningsCI95: interval.map { bounds in
        // The interval per 1,000 requests, times 28·N / 1,000.
        let scale = Double(monthly) / 1000
        return WideInterval(
          low: WideDecimal(rounding: bounds.low * scale), high: WideDecimal(rounding: bounds.high * scale))
      })

    // The closed forms, of the figures as the record writes them.
    let alpha = Double(settings.alpha.micros) / 1e6
    let zAlpha = PlanClosedForms.zAlpha(alpha)
    let zPower = PlanClosedForms.zPower(Double(settings.power.micros) / 1e6)
    let designEffect = PlanClosedForms.designEffect(requestsPerUser: settings.requestsPerUser, icc: settings.icc)
    let d = Double(designEffect.micros) / 1e6
    func days(_ perThousand: DecimalNumber) -> Double? {
      PlanClosedForms.days(
        designEffect: d, zSum: zAlpha + zPower, varianceA: a.revenueVariance.value, varianceB: b.revenueVariance.value,
        split: settings.split, requestsPerDay: settings.requestsPerDay, difference: Double(perThousand.micros) * 1e-9)
    }
    let daysExact = days(delta).map(PlanNumber.sixDecimals)
    let wholeDays = daysExact.map { PlanNumber.integer($0.value.rounded(.up)) }
    var smallest: DecimalNumber?
    if let ci, ci.low.micros > 0 { smallest = ci.low }
    if let ci, ci.high.micros < 0 { smallest = ci.high }
    let daysIfSmallest = smallest.flatMap(days).map {
      PlanNumber.integer(PlanNumber.sixDecimals($0).value.rounded(.up))
    }
    let readout = PlanClosedForms.admobReadoutDay(
      requestsPerDay: settings.requestsPerDay, split: settings.split, impressionsA: summaryA[.impressions],
      impressionsB: summaryB[.impressions], runs: runs)
    var decisionDay: PlanNumber?
    if let wholeDays, let readout { decisionDay = PlanNumber.integer(max(wholeDays.value, Double(readout))) }
    let requestsAtDecision = decisionDay.map { day in
      // N·s_X·decisionDay, exactly where it fits.
      (
        a: Self.requests(settings.requestsPerDay, percent: 100 - settings.split, days: day.value),
        b: Self.requests(settings.requestsPerDay, percent: settings.split, days: day.value)
      )
    }
    let pairedRuns = PlanClosedForms.pairedRuns(
      zSum: zAlpha + zPower, pairedVariance: Self.variance(paired, runs: runs), difference: Double(delta.micros)
    ).map(PlanNumber.integer)
    let detect = PlanFigures.Detection(
      designEffect: designEffect, daysExact: daysExact, days: wholeDays, daysIfSmallest: daysIfSmallest,
      admobReadoutDay: readout, decisionDay: decisionDay,
      withinTest: decisionDay.map { $0.value <= Double(PlanSettings.longestTestDays) } ?? false,
      requestsAtDecision: requestsAtDecision, pairedRunsNeeded: pairedRuns)
    let aa = PlanFigures.AA(
      falsePositiveRate: settings.alpha,
      falsePositiveIgnoringUsers: Self.micros(
        PlanClosedForms.falsePositiveIgnoringUsers(zAlpha: zAlpha, designEffect: d)),
      falsePositiveDailyPeeking: nil)
    return PlanFigures(a: a, b: b, difference: difference, detect: detect, aa: aa, check: nil)
  }

  /// (Σy² − (Σy)²/n)/(n − 1) of one arm's runs, in billionths of a USD squared.
  static func variance(_ sums: Comparator.RevenueSums) -> Double {
    guard sums.runs > 1 else { return 0 }
    let n = Double(sums.runs)
    let total = Double(sums.nanos)
    return max((Double(sums.squares) - total * (total / n)) / (n - 1), 0)
  }

  /// The variance of the runs' paired differences, in billionths of a USD squared.
  static func variance(_ moments: PairedSums.Moments, runs: Int) -> Double {
    variance(Comparator.RevenueSums(runs: runs, nanos: moments.difference, squares: moments.squares))
  }

  /// a / b rounded half away from zero, b positive.
  static func roundedQuotient(_ a: Int128, _ b: Int128) -> Int128 {
    let half = (a.magnitude * 2 + b.magnitude) / (2 * b.magnitude)
    return a < 0 ? -Int128(half) : Int128(half)
  }

  /// A rate or probability to six decimals.
  static func micros(_ value: Double) -> DecimalNumber {
    DecimalNumber(micros: Int64((value * 1e6).rounded(.toNearestOrAwayFromZero)))
  }

  /// N × percent / 100 × days, exactly where it fits.
  private static func requests(_ requestsPerDay: Int64, percent: Int, days: Double) -> PlanNumber {
    guard days < 1e15 else {
      return PlanNumber.integer((Double(requestsPerDay) * Double(percent) / 100 * days).rounded())
    }
    let micros = Int128(requestsPerDay) * Int128(percent) * Int128(days) * 10_000
    return PlanNumber(lexeme: WideDecimal(micros: micros).description)
  }
}
