/// The text report of `mediate plan` (decide2.md §7), never wider than 80 columns: the title, the arms side
/// by side as AdMob's A/B readout shows them, then the plan in words, the self-check's verdict, and with
/// worlds each world's days.
extension PlanRecord {
  private static let width = 80
  private static let labelWidth = 30
  private static let columnWidth = 17

  package func textLines(glyphs: ComparisonGlyphs = .unicode, color: Bool = false) -> [String] {
    let style = TextStyle(enabled: color)
    var title = ComparisonRecord(runs: settings.runs, a: a, b: b, fields: [], platforms: [])
    title.seed = settings.seed
    var lines = [style.bold(title.title(glyphs: glyphs))]
    func row(_ label: String, _ valueA: String, _ valueB: String) {
      lines.append(
        TerminalText.padded(label, to: Self.labelWidth) + Self.right(valueA, Self.columnWidth)
          + Self.right(valueB, Self.columnWidth))
    }
    let (armA, armB) = (figures.a, figures.b)
    row("", "A", "B")
    row("users", Self.percent(armA.userShare), Self.percent(armB.userShare))
    row("requests a day", Self.whole(armA.requestsPerDay), Self.whole(armB.requestsPerDay))
    row("match rate", ReadableNumber.percent(armA.matchRate), ReadableNumber.percent(armB.matchRate))
    row("impressions a day", Self.whole(armA.impressionsPerDay), Self.whole(armB.impressionsPerDay))
    row("eCPM", armA.ecpm.map(ReadableNumber.usd) ?? "none", armB.ecpm.map(ReadableNumber.usd) ?? "none")
    row("estimated earnings a day", Self.usd(armA.estimatedEarningsPerDay), Self.usd(armB.estimatedEarningsPerDay))
    row("scaled monthly earnings", Self.usd(armA.scaledMonthlyEarnings), Self.usd(armB.scaledMonthlyEarnings))
    row(
      "revenue / 1,000 requests", Self.fourPlaces(armA.revenuePer1000Requests, glyphs: glyphs, signed: false),
      Self.fourPlaces(armB.revenuePer1000Requests, glyphs: glyphs, signed: false))
    var sentences = [planSentence(figures, glyphs: glyphs)]
    if let check = figures.check { sentences.append(Self.checkSentence(check, settings: settings, glyphs: glyphs)) }
    if let byWorld { sentences += worldSentences(byWorld, glyphs: glyphs) }
    for sentence in sentences { lines += TerminalText.wrapped(sentence, to: Self.width) }
    return lines
  }

  /// The plan in words: the difference, the days AdMob's test takes, the runs `compare` takes, the A/A rates.
  func planSentence(_ figures: PlanFigures, glyphs: ComparisonGlyphs) -> String {
    let difference = figures.difference
    let detect = figures.detect
    var interval = ""
    if let ci = difference.revenuePer1000RequestsCI95 {
      interval =
        "95 % " + Self.fourPlaces(ci.low, glyphs: glyphs) + glyphs.through + Self.fourPlaces(ci.high, glyphs: glyphs)
    }
    let relative = difference.relative.map { Self.signedPercent($0, glyphs: glyphs) }
    let inside = [relative, interval.isEmpty ? nil : interval].compactMap { $0 }.joined(separator: "; ")
    var text =
      "B earns " + Self.fourPlaces(difference.revenuePer1000Requests, glyphs: glyphs)
      + " per 1,000 requests" + (inside.isEmpty ? "" : " (\(inside))")
    let runs = ReadableNumber.count(settings.runs)
    let levels = "(\(glyphs == .ascii ? "alpha" : "α") \(settings.alpha), power \(settings.power))"
    if let days = detect.days {
      if detect.daysIfSmallest == nil {
        text += ": mediate sees no difference to plan for at \(runs) runs. If it is real, AdMob's test would show it"
      } else {
        text += ". AdMob's test would show it"
      }
      text += " after \(Self.count(days)) day\(days.value == 1 ? "" : "s") \(levels)"
      if !detect.withinTest, days.value > Double(PlanSettings.longestTestDays) {
        text += ", longer than the \(PlanSettings.longestTestDays) days a test may run"
      }
      if let readout = detect.admobReadoutDay, readout > PlanSettings.longestTestDays {
        text +=
          "; its first readout would come on day \(readout), after the \(PlanSettings.longestTestDays) days a test may run."
      } else if let readout = detect.admobReadoutDay {
        text += "; its first readout comes on day \(readout)."
      } else {
        text += "; it never has the 10,000 impressions of its first readout."
      }
      if let smallest = detect.daysIfSmallest, smallest != days {
        text += " At the smallest difference its interval allows, \(Self.count(smallest)) days."
      }
      if let runsNeeded = detect.pairedRunsNeeded {
        text +=
          " mediate's compare needs \(Self.count(runsNeeded)) paired run\(runsNeeded.value == 1 ? "" : "s") for the same."
      }
    } else {
      text += ": mediate sees no difference to plan for at \(runs) runs."
    }
    let alpha = Self.plainPercent(settings.alpha)
    if detect.designEffect.micros == 1_000_000 {
      text += " A/A: \(alpha) of tests show a difference by chance."
    } else {
      text +=
        " A/A: \(alpha) of tests show a difference by chance, "
        + "\(Self.tenths(figures.aa.falsePositiveIgnoringUsers)) if the analysis ignores users."
    }
    return text
  }

  /// The self-check in words.
  static func checkSentence(_ check: PlanCheck, settings: PlanSettings, glyphs: ComparisonGlyphs) -> String {
    func interval(_ ci: SummaryRecord.Interval) -> String {
      "95 % " + tenthsNumber(ci.low) + glyphs.through + tenths(ci.high)
    }
    var text =
      "Self-check, \(ReadableNumber.count(check.tests)) simulated tests: power \(tenths(check.power)) "
      + "(\(interval(check.powerCI95))), false positives \(tenths(check.falsePositive)) "
      + "(\(interval(check.falsePositiveCI95))), \(tenths(check.falsePositiveDailyPeeking)) if looked at daily; "
    if let median = check.medianDaysToDetect {
      text += "half the A/B tests found B by day \(median), "
    } else {
      text += "fewer than half the A/B tests found B, "
    }
    if let day = check.daysForPower {
      text += "their power reached \(plainPercent(settings.power)) on day \(day)"
    } else {
      text += "their power never reached \(plainPercent(settings.power))"
    }
    return text + (check.agrees ? ". It agrees with the plan." : ". It does not agree with the plan.")
  }

  /// Each world's days, and whether they differ by more than a factor of two.
  private func worldSentences(_ worlds: [World], glyphs: ComparisonGlyphs) -> [String] {
    let each = worlds.map { world in
      let days = world.figures.detect.days.map { "\(Self.count($0)) day\($0.value == 1 ? "" : "s")" } ?? "no difference"
      return "\(days) at \(DisplayText.escaped(world.world))"
    }
    let days = worlds.map { $0.figures.detect.days?.value ?? .infinity }
    let spread = (days.max() ?? 0) > 2 * (days.min() ?? 0) && days.contains { $0.isFinite }
    let lead = spread ? "The days differ by more than a factor of two between worlds: " : "By world: "
    return [lead + each.joined(separator: ", ") + "."]
  }

  // MARK: numbers

  private static func right(_ text: String, _ columns: Int) -> String {
    String(repeating: " ", count: max(columns - TerminalText.width(text), 1)) + text
  }

  /// `0.9` as `90 %`, `0.125` as `12.5 %`.
  static func plainPercent(_ share: DecimalNumber) -> String {
    DecimalNumber(micros: share.micros * 100).description + " %"
  }

  private static func percent(_ share: DecimalNumber) -> String { plainPercent(share) }

  /// A rate as a percentage to one decimal: `10.4 %`.
  static func tenths(_ rate: DecimalNumber) -> String { tenthsNumber(rate) + " %" }

  private static func tenthsNumber(_ rate: DecimalNumber) -> String {
    ComparisonFigure.digits(
      Int128(rate.micros) * 100, places: 1, unitMicros: 1_000_000, grouped: true, signed: false, .unicode)
  }

  /// A relative difference as a signed percentage to two decimals: `+1.00 %`.
  private static func signedPercent(_ relative: PlanNumber, glyphs: ComparisonGlyphs) -> String {
    // Past 10¹² (A earns next to nothing), the percentage's whole digits.
    guard relative.value.magnitude < 1e12 else {
      return (relative.value < 0 ? glyphs.minus : "+")
        + PlanNumber.integer((relative.value * 100).magnitude.rounded()).text
        + " %"
    }
    let micros = Int128((relative.value * 1e6).rounded(.toNearestOrAwayFromZero))
    let text = ComparisonFigure.digits(
      micros * 100, places: 2, unitMicros: 1_000_000, grouped: true, signed: true, glyphs)
    return text + " %"
  }

  /// USD per 1,000 requests to four decimals, signed for a difference: `+0.0500`, `5.0000`.
  private static func fourPlaces(_ value: DecimalNumber, glyphs: ComparisonGlyphs, signed: Bool = true) -> String {
    ComparisonFigure.digits(
      Int128(value.micros), places: 4, unitMicros: 1_000_000, grouped: true, signed: signed, glyphs)
  }

  /// A wide amount of USD to the cent: `USD 14,000.00`.
  private static func usd(_ amount: WideDecimal) -> String {
    "USD "
      + ComparisonFigure.digits(amount.micros, places: 2, unitMicros: 1_000_000, grouped: true, signed: false, .unicode)
  }

  /// A wide count rounded to a whole: `90,000`.
  private static func whole(_ value: WideDecimal) -> String {
    ComparisonFigure.digits(value.micros, places: 0, unitMicros: 1_000_000, grouped: true, signed: false, .unicode)
  }

  /// An integral number of the record, grouped: `1,234`.
  private static func count(_ number: PlanNumber) -> String {
    guard !number.text.contains("."), !number.text.contains("e"), !number.text.contains("-") else { return number.text }
    var grouped = ""
    for (index, digit) in number.text.enumerated() {
      if index > 0, (number.text.count - index) % 3 == 0 { grouped.append(",") }
      grouped.append(digit)
    }
    return grouped
  }
}
