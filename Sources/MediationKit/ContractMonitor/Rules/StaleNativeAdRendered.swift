/// A native ad kept more than an hour between its load and its display.
struct StaleNativeAdRendered: SingleBreachRule {
  static let protects =
    "a native ad is shown fresh: one kept more than an hour without being displayed must be discarded and replaced by a new request's ad"
  static let source =
    "seed 003, on when to request ads: prefetched native ads not shown within an hour are to be discarded for a new request's"
  static let examines = EventKinds(.appActed)
  static let platforms: Set<Platform> = [.ios]
  static let android: String? = nil
  static let contractRule: String? = nil

  /// The seed's hour, in milliseconds.
  static let maximumAgeMs: Int64 = 3_600_000

  func check(_ event: SimulationEvent, in run: MonitoredRun) -> RuleBreach? {
    guard case .appActed(let act) = event, act.action == .render, run.format.traits.hasNativeAssets,
      let filledAt = run.filledAt
    else { return nil }
    let age = run.now - filledAt
    guard age > Self.maximumAgeMs else { return nil }
    return RuleBreach(
      lineItem: run.winner,
      detail: "rendered \(age) ms after it loaded, more than an hour: the ad should have been discarded")
  }
}
