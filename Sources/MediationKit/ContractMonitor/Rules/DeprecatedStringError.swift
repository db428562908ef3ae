/// An Android adapter reports a failure with a message alone: the deprecated
/// `MediationAdLoadCallback.onFailure(String)` or `onAdFailedToShow(String)`.
struct DeprecatedStringError: SingleBreachRule {
  static let protects =
    "an adapter reports a failure with an AdError (its code and domain), never with the deprecated String overloads onFailure(String) and onAdFailedToShow(String), which carry a message alone (they still work, so a breach is a warning by default)"
  static let source =
    "Google Mobile Ads Android API reference: MediationAdLoadCallback.onFailure(String) and MediationRewardedAdCallback/MediationInterstitialAdCallback.onAdFailedToShow(String), \"This method is deprecated. Use …(AdError) instead.\""
  static let examines = EventKinds(.completionCalled, .adapterReported)
  static let platforms: Set<Platform> = [.android]
  static let android: String? = protects
  static let contractRule: String? = nil
  static let defaultSeverity = RuleSeverity.warning

  func check(_ event: SimulationEvent, in run: MonitoredRun) -> RuleBreach? {
    if case .completionCalled(let completion) = event, completion.call == .message {
      return RuleBreach(
        lineItem: completion.lineItem,
        detail: "\(run.names.name(of: CompletionCall.message)): the load's failure carries no code or domain")
    }
    if case .adapterReported(let report) = event, report.name == .didFailToPresentWithMessage {
      return RuleBreach(
        lineItem: report.lineItem,
        detail: "\(run.names.name(of: report.name)): the show's failure carries no code or domain")
    }
    return nil
  }
}
