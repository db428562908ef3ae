/// What a profile's adapter does at the start of every load, on every
/// platform: the refusals that fail it before the network hears of it, and
/// what it asks the network for.
extension AdapterProfile {
  /// The error that fails a load at once, before `network` hears of it: a
  /// privacy setting the adapter refuses or a required setting missing from
  /// `settings`, set-up that did not succeed, or a placement already loading.
  package func loadRefusal(
    settings: [String: String], privacy: RequestPrivacy, network: ScriptedNetwork
  ) -> AdError? {
    if let error = failure(at: .load, credentials: [settings], privacy: privacy) { return error }
    if !network.isInitialized, loadsWhenNotReady == .fail { return setUpFailure }
    if concurrentLoads == .refused, placement(in: settings) != nil, network.isPlacementLoading() {
      return concurrentLoadError.error()
    }
    return nil
  }

  /// What every format's load asks of its network: the placement (the
  /// placement setting, else a winning bid's response) and the privacy
  /// flags passed with it.
  package func networkRequest(
    settings: [String: String], bidResponse: String?, privacy: RequestPrivacy, network: ScriptedNetwork
  ) -> (placement: String?, passed: [PassedSetting]) {
    (placement(in: settings) ?? bidResponse, passedPrivacy(at: .load, privacy, unset: network.names.privacy))
  }
}
