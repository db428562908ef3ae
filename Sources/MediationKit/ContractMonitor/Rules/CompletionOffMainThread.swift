/// A load completion called on a background thread.
struct CompletionOffMainThread: SingleBreachRule {
  static let protects =
    "an adapter calls its load completion handler on the main thread, where the SDK called the load method"
  static let source =
    "GADMediationAdapter reference (every load method: \"This method is called on the main thread, and completionHandler must be called back on the main thread\"); googleads-mobile-ios-mediation#363"
  static let examines = EventKinds(.completionCalled)
  static let platforms: Set<Platform> = [.ios, .android]
  static let android: String? =
    "an adapter calls onSuccess or onFailure of its MediationAdLoadCallback on the UI thread, where the SDK called the load method"
  static let contractRule: String? = nil

  /// Every call on a background thread, a discarded one included: the call itself is off main.
  func check(_ event: SimulationEvent, in run: MonitoredRun) -> RuleBreach? {
    guard case .completionCalled(let completion) = event, completion.thread == .background else { return nil }
    return RuleBreach(
      lineItem: completion.lineItem, detail: "\(run.names.completionHandler) called on a background thread")
  }
}
