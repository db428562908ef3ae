/// A load completion handler called with both an ad and an error.
struct CompletionWithAdAndError: SingleBreachRule {
  static let protects = "a load succeeds with (ad, nil) or fails with (nil, error); the SDK treats both as a failure"
  static let source = "GADMediationAdapter reference (load completion handler typedefs)"
  static let examines = EventKinds(.completionCalled)
  static let platforms: Set<Platform> = [.ios]
  static let android: String? = nil
  static let contractRule: String? = "R2"

  func check(_ event: SimulationEvent, in run: MonitoredRun) -> RuleBreach? {
    guard case .completionCalled(let completion) = event, completion.hasAd, completion.error != nil,
      completion.ignored == nil
    else { return nil }
    return RuleBreach(lineItem: completion.lineItem, detail: "completion handler called with both an ad and an error")
  }
}
