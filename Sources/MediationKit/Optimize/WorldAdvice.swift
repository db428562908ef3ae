/// What `optimize` says when what to do depends on the world (decide2.md
/// §1): each world's own best in words, and what is safe in every world.
/// `What to do depends on what the report cannot tell (sigma): at sigma 0.5
/// lower Net's floor to 7.72 (+0.39), at sigma 1.5 raise it to 42.75
/// (+2.11), which at sigma 0.5 earns −4.92. Safe in every world: keep the
/// floor at 10.00 (worst world +0.00).`
struct WorldAdvice {
  /// One world's own best and its gains on the holdout runs, in millionths.
  struct WorldBest {
    var world: String
    var candidate: Candidate
    var gain: Int128?
    var worstWorld: String
    var worstGain: Int128?
  }

  let space: SearchSpace
  let baseline: Candidate
  /// The objective's jq path: revenue is told in cents.
  let objective: String

  /// Whether two worlds' own bests move one key in opposite directions from
  /// the baseline, or one drops a line item another keeps.
  static func bestsDisagree(_ bests: [Candidate], baseline: Candidate) -> Bool {
    func direction(_ new: Int64, _ old: Int64) -> Int { new > old ? 1 : new < old ? -1 : 0 }
    for (first, one) in bests.enumerated() {
      for other in bests[(first + 1)...] {
        if Set(one.walk) != Set(other.walk) { return true }
        for index in baseline.floors.indices
        where direction(one.floors[index], baseline.floors[index])
          * direction(other.floors[index], baseline.floors[index]) < 0
        {
          return true
        }
        for index in baseline.timeouts.indices
        where direction(one.timeouts[index], baseline.timeouts[index])
          * direction(other.timeouts[index], baseline.timeouts[index]) < 0
        {
          return true
        }
        if direction(one.auctionTimeoutMs, baseline.auctionTimeoutMs)
          * direction(other.auctionTimeoutMs, baseline.auctionTimeoutMs) < 0
        {
          return true
        }
      }
    }
    return false
  }

  /// Whether one world's interval lies above 0 and another's below.
  static func significantBothWays(_ intervals: [SummaryRecord.Interval?]) -> Bool {
    intervals.contains { ($0?.low.micros ?? 0) > 0 } && intervals.contains { ($0?.high.micros ?? 0) < 0 }
  }

  /// The sentence: every world's own best with its gain, the worst-world
  /// gain of the riskiest of them, then the robust best and its worst-world gain.
  /// Without bests (`--no-per-world`), the robust best's gain in each world instead.
  func sentence(
    about: [ConfigValuePath], bests: [WorldBest], robust: Candidate, robustGains: [(world: String, gain: Int128?)],
    robustWorstGain: Int128?, rule: RobustRule
  ) -> String {
    let names = about.map { path in
      path.steps.reversed().lazy.compactMap { step -> String? in
        if case .key(let name) = step { return name }
        return nil
      }.first ?? path.description
    }
    var text = "What to do depends on what the report cannot tell (" + names.map(DisplayText.escaped).joined(separator: ", ") + "):"
    var subject: String?
    // The one whose worst world loses most is the one to warn about.
    let riskiest = bests.indices.filter { bests[$0].worstWorld != bests[$0].world && (bests[$0].worstGain ?? 0) < 0 }
      .min { (bests[$0].worstGain ?? 0) < (bests[$1].worstGain ?? 0) }
    var clauses: [String] = []
    for (index, best) in bests.enumerated() {
      var clause = " at " + DisplayText.escaped(best.world) + " " + phrase(best.candidate, subject: &subject)
        + " (" + signed(best.gain) + ")"
      if index == riskiest {
        let verb = objective == ".revenuePer1000Requests" ? "earns" : "gives"
        clause += ", which at " + DisplayText.escaped(best.worstWorld) + " \(verb) " + signed(best.worstGain)
      }
      clauses.append(clause)
    }
    if bests.isEmpty {
      var subject: String?
      let gains = robustGains.map { signed($0.gain) + " at " + DisplayText.escaped($0.world) }
      return text + " " + phrase(robust, subject: &subject) + " gives " + gains.joined(separator: ", ") + "."
    }
    text += clauses.joined(separator: ",") + "."
    var safe: String
    if robust == baseline, space.floorItems.count == 1, let only = space.floorItems.first {
      safe = "keep the floor at " + cents(Int128(baseline.floors[only]))
    } else {
      subject = nil
      safe = phrase(robust, subject: &subject)
    }
    let lead: String
    switch rule {
    case .worst: lead = " Safe in every world: "
    case .mean: lead = " Best on the mean of the worlds: "
    case .base: lead = " Best in the base world alone (--robust base): "
    }
    return text + lead + safe + " (worst world " + signed(robustWorstGain) + ")."
  }

  /// The change from the baseline to `candidate` in words; `subject` is the
  /// key the sentence named last, which a following change of it calls "it".
  private func phrase(_ candidate: Candidate, subject: inout String?) -> String {
    let items = space.base.lineItems
    var parts: [String] = []
    func named(_ key: String, _ whose: String) -> String {
      defer { subject = key }
      return subject == key ? "it" : whose
    }
    if candidate.walk.filter(baseline.walk.contains) != baseline.walk.filter(candidate.walk.contains) {
      subject = nil
      parts.append("order the waterfall " + candidate.walk.map { DisplayText.escaped(items[$0].label) }.joined(separator: ", "))
    }
    for index in baseline.walk where !candidate.walk.contains(index) {
      subject = nil
      parts.append("drop " + DisplayText.escaped(items[index].label))
    }
    for index in items.indices {
      let label = DisplayText.escaped(items[index].label)
      let (old, new) = (baseline.floors[index], candidate.floors[index])
      if old != new {
        let verb = new < old ? "lower" : "raise"
        parts.append(verb + " " + named("floor \(index)", label + "'s floor") + " to " + cents(Int128(new)))
      }
      let (before, after) = (baseline.timeouts[index], candidate.timeouts[index])
      if before != after {
        let verb = after < before ? "shorten" : "lengthen"
        parts.append(verb + " " + named("timeout \(index)", label + "'s timeout") + " to \(after) ms")
      }
    }
    if baseline.auctionTimeoutMs != candidate.auctionTimeoutMs {
      let verb = candidate.auctionTimeoutMs < baseline.auctionTimeoutMs ? "shorten" : "lengthen"
      parts.append(verb + " " + named("auction timeout", "the auction's timeout") + " to \(candidate.auctionTimeoutMs) ms")
    }
    return parts.isEmpty ? "keep the config as it is" : parts.joined(separator: " and ")
  }

  /// Millionths as a number of `places` decimals, rounded half away from zero.
  private static func decimal(_ micros: Int128, places: Int) -> String {
    var unit: Int128 = 1_000_000
    for _ in 0..<places { unit /= 10 }
    let magnitude = micros.magnitude
    let rounded = (magnitude + UInt128(unit / 2)) / UInt128(unit)
    var scale: UInt128 = 1
    for _ in 0..<places { scale *= 10 }
    let whole = String(rounded / scale)
    guard places > 0 else { return (micros < 0 ? "-" : "") + whole }
    let fraction = String(rounded % scale)
    return (micros < 0 ? "-" : "") + whole + "." + String(repeating: "0", count: places - fraction.count) + fraction
  }

  /// A price in dollars and cents.
  private func cents(_ micros: Int128) -> String { Self.decimal(micros, places: 2) }

  /// A gain with its sign, `+0.39` or `−4.92`: revenue in cents, other objectives to four places.
  private func signed(_ micros: Int128?) -> String {
    guard let micros else { return "-" }
    let places = objective == ".revenuePer1000Requests" ? 2 : 4
    let text = Self.decimal(micros == .min ? .max : micros < 0 ? -micros : micros, places: places)
    return (micros < 0 && text.contains(where: { $0 != "0" && $0 != "." }) ? "\u{2212}" : "+") + text
  }
}
