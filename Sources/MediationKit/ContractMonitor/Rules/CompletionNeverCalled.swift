/// An adapter that never calls its load completion handler.
struct CompletionNeverCalled: ContractRule {
  static let protects =
    "every load ends with a call of its completion handler: the SDK's timeout moves the waterfall on, but an adapter that never answers holds its network's request forever"
  static let source =
    "GADMediationAdapter reference (the completion handler must be called); MoPub CustomEventInterstitialAdapter timeouts; AppLovin MAX -5101; bytedance/Bytedance-UnionAD#233 (Pangle's custom adapters return on a load error without calling it)"
  static let examines = EventKinds(.runEnded)
  static let platforms: Set<Platform> = [.ios, .android]
  static let android: String? =
    "every load ends with onSuccess or onFailure: the SDK's timeout moves the waterfall on, but an adapter that never answers holds its network's request forever"
  static let contractRule: String? = "R17"

  /// At the end of the run: each line item whose adapter asked its network
  /// for an ad and never called its completion handler, though its network
  /// never answered or failed the load (`completion.onNetworkFailure: "never"`).
  func breaches(_ event: SimulationEvent, in run: MonitoredRun) -> [RuleBreach] {
    guard case .runEnded = event else { return [] }
    let handler = run.names.completionHandler
    return run.started.compactMap { lineItem in
      guard !run.completed[lineItem] else { return nil }
      if run.waitingForNetwork[lineItem] {
        return RuleBreach(
          lineItem: lineItem, detail: "the adapter never called its \(handler) (its network never answered)")
      }
      guard run.networkFailed[lineItem] else { return nil }
      return RuleBreach(
        lineItem: lineItem, detail: "the adapter never called its \(handler) (its network failed the load)")
    }
  }
}
