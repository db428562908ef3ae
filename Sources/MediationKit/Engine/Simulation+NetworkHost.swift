extension Simulation: NetworkHost {
  func schedule(_ action: NetworkAction, forLineItem lineItem: Int, afterMs delayMs: Int64) {
    schedule(.network(lineItem: lineItem, action), afterMs: delayMs)
  }

  func decideLoad(ofLineItem lineItem: Int, _ load: LoadScript) -> LoadScript.Answer {
    if let forced = forcedAnswers[lineItem] {
      forcedAnswersUsed += 1
      return LoadScript.Answer(outcome: forced.outcome, latencyMs: forced.outcome == .timeout ? nil : forced.latencyMs)
    }
    return load.drawAnswer(using: &random)
  }

  func network(ofLineItem lineItem: Int, received request: NetworkRequest) {
    emit(.networkRequested(lineItem: lineItem, request))
  }

  func network(ofLineItem lineItem: Int, willCall callback: NetworkCallback, detail: NetworkCallbackDetail?) {
    emit(.networkCalledBack(lineItem: lineItem, callback, detail))
  }

  func network(ofLineItem lineItem: Int, failedWith kind: LoadFailureKind) {
    attempts[lineItem].networkFailure = kind
  }

  func adapter(ofLineItem lineItem: Int, droppedEvent event: AdEventName) {
    adapterDropped(event, from: lineItem)
  }

  func adapter(ofLineItem lineItem: Int, called call: NetworkCall) {
    emit(.adapterCalledNetwork(lineItem: lineItem, call))
  }

  func isLoading(placement: String, className: String) -> Bool {
    placementsLoading[Self.placementKey(placement, className), default: 0] > 0
  }

  func network(ofLineItem lineItem: Int, placement: String, isLoading loading: Bool) {
    let key = Self.placementKey(placement, config.lineItems[lineItem].className)
    placementsLoading[key, default: 0] += loading ? 1 : -1
  }

  private static func placementKey(_ placement: String, _ className: String) -> String {
    className + "\u{1F}" + placement
  }
}

/// A simulated third-party network SDK as one line item's adapter links it,
/// as the engine drives it: the work it scheduled, the app's render and taps.
protocol SimulatedNetwork: AnyObject {
  /// Runs work the network scheduled earlier.
  func perform(_ action: NetworkAction)
  /// The app put the delivered native ad's views on screen.
  func nativeAdWasRendered()
  /// The user tapped an asset view of the delivered native ad.
  func userTapped(_ asset: NativeAssetIdentifier)
}

extension SampleSDK: SimulatedNetwork {}
