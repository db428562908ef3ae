/// What a profile's adapter does at the start of every load, on every
/// platform: the refusals that fail it before the network hears of it, and
/// what it asks the network for.
extension AdapterProfile {
  /// The error that fails a load at once, before `network` hears of it: a
  /// waterfall load (no `bidResponse`) of a class that only bids, a
  /// privacy setting the adapter refuses or a required setting missing from
  /// `settings`, set-up that did not succeed, or a placement already loading.
  package func loadRefusal(
    settings: [String: String], testRequest: Bool, bidResponse: String?, privacy: RequestPrivacy,
    network: ScriptedNetwork
  ) -> AdError? {
    if biddingOnly, bidResponse == nil { return biddingOnlyError.error() }
    if let error = failure(at: .load, credentials: [settings], privacy: privacy, testRequest: testRequest) {
      return error
    }
    if !network.isInitialized, loadsWhenNotReady == .fail { return setUpFailure }
    if concurrentLoads == .refused, placement(in: settings, testRequest: testRequest) != nil,
      network.isPlacementLoading()
    {
      return concurrentLoadError.error()
    }
    return nil
  }

  /// What every format's load asks of its network: the placement (the
  /// placement setting, or its `testValue` in a test request, else a
  /// winning bid's response) and the privacy flags passed with it.
  package func networkRequest(
    settings: [String: String], testRequest: Bool, bidResponse: String?, privacy: RequestPrivacy,
    network: ScriptedNetwork
  ) -> (placement: String?, passed: [PassedSetting]) {
    (
      placement(in: settings, testRequest: testRequest) ?? bidResponse,
      passedPrivacy(at: .load, privacy, unset: network.names.privacy)
    )
  }
}
