/// A load completion handler called with neither an ad nor an error.
struct CompletionWithoutAdOrError: SingleBreachRule {
  static let protects = "a load completion says what happened: an ad, or an error; the SDK treats neither as a failure"
  static let source = "GADMediationAdapter reference (load completion handler typedefs)"
  static let examines = EventKinds(.completionCalled)
  static let platforms: Set<Platform> = [.ios]
  static let android: String? = nil
  static let contractRule: String? = "R2"

  func check(_ event: SimulationEvent, in run: MonitoredRun) -> RuleBreach? {
    guard case .completionCalled(let completion) = event, !completion.hasAd, completion.error == nil,
      completion.ignored == nil
    else { return nil }
    return RuleBreach(
      lineItem: completion.lineItem, detail: "completion handler called with neither an ad nor an error")
  }
}
