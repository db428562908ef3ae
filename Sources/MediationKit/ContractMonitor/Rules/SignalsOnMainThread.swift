/// Signals collected on the main thread.
struct SignalsOnMainThread: SingleBreachRule {
  static let protects =
    "a bidding adapter collects its signals off the main thread, where the SDK called it, so that the collection cannot block the app's UI and time out"
  static let source =
    "GADRTBAdapter reference (collectSignalsForRequestParameters: \"is called on a non-main thread\", and \"should avoid using the main thread to prevent signal collection timeouts\"); a warning because Google's PubMatic adapter hops to main (PubMaticAdapter.swift:113-117)"
  static let examines = EventKinds(.signalsCollected)
  static let defaultSeverity = RuleSeverity.warning
  static let platforms: Set<Platform> = [.ios, .android]
  static let android: String? =
    "a bidding adapter collects its signals (RtbAdapter.collectSignals) off the UI thread, where the SDK called it, so that the collection cannot block the app's UI and time out"
  static let contractRule: String? = nil

  func check(_ event: SimulationEvent, in run: MonitoredRun) -> RuleBreach? {
    guard case .signalsCollected(let signals) = event, signals.thread == .main else { return nil }
    return RuleBreach(
      lineItem: signals.lineItem, detail: "signals collected on the main thread (\(run.names.signalsMethod))")
  }
}
