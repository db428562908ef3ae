/// An adapter forwards an event without holding the SDK's event delegate.
struct EventWithoutDelegate: SingleBreachRule {
  static let protects =
    "events reach the SDK only through the delegate the success completion returned: one sent before the load completed, or after the adapter lost the delegate, is lost"
  static let source =
    "GADMediationAdEventDelegate reference (\"adapters receive an ad event delegate when they provide a GADMediationAd\"); Bytedance-UnionAD issue #233"
  static let examines = EventKinds(.eventDropped)
  static let platforms: Set<Platform> = [.ios, .android]
  static let android: String? =
    "events reach the SDK only through the callback onSuccess returned: one sent before it, through the null a second onSuccess returned (a NullPointerException on a device), or after losing it, is lost"
  static let contractRule: String? = "R3"

  func check(_ event: SimulationEvent, in run: MonitoredRun) -> RuleBreach? {
    // An adapter that checks its callback for null drops the event knowingly: the rules of what the SDK then
    // never saw (presentNeverAnswered, noImpressionReported) apply, not this one (android.md, "Edge cases").
    guard case .eventDropped(let dropped) = event, !dropped.checked else { return nil }
    return RuleBreach(
      lineItem: dropped.lineItem,
      detail: "\(run.names.name(of: dropped.name)) sent without an event delegate: the SDK never saw it")
  }
}
