/// An adapter completes its load as a success after its network reported a failure and no success.
struct SuccessAfterNetworkFailure: SingleBreachRule {
  static let protects =
    "a load completes as a success only when the network delivered an ad: an adapter that completes with itself after its network failed hands the SDK an ad with nothing to show, counted as a fill (a full-screen ad's present then fails, a banner's view is empty, a native ad has no assets)"
  static let source =
    "bytedance/Bytedance-UnionAD#233 (Pangle's custom adapters call the completion with self and a nil ad on a load error)"
  static let examines = EventKinds(.completionCalled)
  static let platforms: Set<Platform> = [.ios, .android]
  static let android: String? =
    "a load ends with onSuccess only when the network delivered an ad: an adapter that calls onSuccess after its network failed hands the SDK an ad with nothing to show, counted as a fill (a full-screen ad's show then fails, a banner's view is empty, a native ad's mapper has no assets)"
  static let contractRule: String? = nil

  func check(_ event: SimulationEvent, in run: MonitoredRun) -> RuleBreach? {
    guard case .completionCalled(let completion) = event, completion.hasAd, completion.error == nil,
      run.networkFailed[completion.lineItem], !run.networkSucceeded[completion.lineItem]
    else { return nil }
    let failure = run.names.name(of: NetworkCallback.didFailToLoad, format: run.format)
    return RuleBreach(
      lineItem: completion.lineItem,
      detail: "\(run.names.name(of: completion.call)) called with an ad after the network's \(failure) and no success")
  }
}
