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

  func isPlacementLoading(ofLineItem lineItem: Int) -> Bool {
    guard let placement = placements?.ofLineItem[lineItem], placement >= 0 else { return false }
    return placementsLoading[placement] > 0
  }

  func network(ofLineItem lineItem: Int, isLoading loading: Bool) {
    guard let placement = placements?.ofLineItem[lineItem], placement >= 0 else { return }
    placementsLoading[placement] += loading ? 1 : -1
  }
}

/// The placements of a waterfall, numbered: line items of one class with one
/// parameter share a placement. Only a config whose profiles refuse a second
/// load on a placement needs them (`concurrentLoads: "refused"`).
struct Placements {
  /// By line item, its placement's number, or -1 without a parameter.
  let ofLineItem: [Int]
  let count: Int

  init?(of config: WaterfallConfig) {
    guard config.profiles.contains(where: { $0.concurrentLoads == .refused }) else { return nil }
    var numbers: [String: Int] = [:]
    ofLineItem = config.lineItems.map { item in
      guard let parameter = item.parameter else { return -1 }
      let key = item.className + "\u{1F}" + parameter
      if let number = numbers[key] { return number }
      numbers[key] = numbers.count
      return numbers.count - 1
    }
    count = numbers.count
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
