extension Simulation: NetworkHost {
  var names: PlatformNames { sources.registry.platform.names }

  func schedule(_ action: NetworkAction, forLineItem lineItem: Int, afterMs delayMs: Int64) {
    schedule(.network(lineItem: lineItem, action), afterMs: delayMs)
  }

  func decideLoad(ofLineItem lineItem: Int, _ load: LoadScript) -> LoadScript.Answer {
    if let forced = probe.forced[lineItem] {
      probe.used += 1
      return LoadScript.Answer(outcome: forced.outcome, latencyMs: forced.outcome == .timeout ? nil : forced.latencyMs)
    }
    // A waterfall line item's network with a valuation prices the request against its eCPM, its floor.
    let floor = sources[lineItem].role == .waterfall ? config.lineItems[lineItem].ecpm : nil
    let value = demand.value
    return streams.withStream(ofLineItem: lineItem) { load.drawAnswer(using: &$0, value: value, floor: floor) }
  }

  func network(ofLineItem lineItem: Int, received request: NetworkRequest) {
    emit(.networkRequested(NetworkRequested(lineItem: lineItem, request: request)))
  }

  func network(ofLineItem lineItem: Int, willCall callback: NetworkCallback, detail: NetworkCallbackDetail?) {
    adapterThread = sources[lineItem].profile?.thread(handling: callback) ?? .main
    emit(
      .networkCalledBack(
        NetworkCalledBack(lineItem: lineItem, callback: callback, detail: detail, thread: adapterThread)))
  }

  func network(ofLineItem lineItem: Int, failedWith kind: LoadFailureKind) {
    loads[lineItem].networkFailure = kind
  }

  func adapterLostDelegate(ofLineItem lineItem: Int) {
    emit(
      .eventDelegateLost(
        EventDelegateLost(lineItem: lineItem, cause: .storedNil(after: loads[lineItem].lastCompletionIgnored))))
  }

  func adapter(ofLineItem lineItem: Int, droppedEvent event: AdEventName, checked: Bool) {
    adapterDropped(event, from: lineItem, checked: checked)
  }

  func adapter(ofLineItem lineItem: Int, called call: NetworkCall) {
    // Only the show is the adapter's present work; its other calls answer the SDK's calls on main.
    let thread: AdapterThread =
      call.kind == .present ? sources[lineItem].profile?.presentThread ?? .main : .main
    emit(.adapterCalledNetwork(AdapterCalledNetwork(lineItem: lineItem, call: call, thread: thread)))
  }

  func isPlacementLoading(ofLineItem lineItem: Int) -> Bool {
    guard let placement = sources[lineItem].placementNumber else { return false }
    return placementLoads[placement] > 0
  }

  func isSetUp(ofLineItem lineItem: Int) -> Bool {
    guard let number = sources[lineItem].classNumber else { return true }
    return !setUpFailed[number]
  }

  func network(ofLineItem lineItem: Int, isLoading loading: Bool) {
    guard let placement = sources[lineItem].placementNumber else { return }
    placementLoads[placement] += loading ? 1 : -1
  }
}

/// A simulated third-party network SDK as one line item's adapter links it,
/// as the engine drives it: the work it scheduled, the app's render and taps.
package protocol SimulatedNetwork: AnyObject {
  /// Runs work the network scheduled earlier.
  func perform(_ action: NetworkAction)
  /// The app put the delivered native ad's views on screen.
  func nativeAdWasRendered()
  /// The user tapped an asset view of the delivered native ad.
  func userTapped(_ asset: NativeAssetIdentifier)
  /// The SDK put the loaded banner's view on screen.
  func bannerWasShown()
  /// The user tapped the shown banner.
  func userTappedBanner()
}
