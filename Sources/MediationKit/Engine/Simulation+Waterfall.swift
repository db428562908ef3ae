extension Simulation {
  /// Loads line items in walk order until one is in flight; ends the
  /// waterfall without a fill when none is left.
  ///
  /// Line items that fail at once (no adapter, or an adapter without the
  /// format) are passed over in this loop rather than by recursion, so a
  /// long run of them cannot exhaust the stack.
  func loadNextLineItem() {
    while walkPosition < walkOrder.count {
      let lineItem = walkOrder[walkPosition]
      walkPosition += 1
      if startLoad(of: lineItem) { return }
    }
    tally.waterfallLatencyMs = now
    record(.waterfall(WaterfallRecord(filled: false, lineItem: nil, latencyMs: now, error: GADErrorCode.noFillError())))
  }

  /// Calls a line item's adapter; false when the line item failed at once.
  private func startLoad(of lineItem: Int) -> Bool {
    let item = config.lineItems[lineItem]
    attempts[lineItem].state = .loading
    attempts[lineItem].startedAt = now
    let loadRecord = LoadRecord(
      lineItem: item.label, index: lineItem, className: item.className, parameter: item.parameter,
      timeoutMs: item.timeoutMs, request: nil)
    guard let registration = registry.registration(forClassName: item.className) else {
      record(.load(loadRecord))
      endLoad(
        of: lineItem, as: .failed, outcome: .adapterNotFound,
        error: GADErrorCode.adapterNotFoundError(className: item.className))
      return false
    }
    let network = SampleSDK(script: item.network, lineItem: lineItem, host: self)
    let adapter = registration.make(network)
    networks[lineItem] = network
    adapters[lineItem] = adapter
    let credentials = credentials(for: item)
    let extras = registration.adapterType.networkExtrasType.map { $0.init(values: config.request.extras) }
    let testMode = config.request.testMode
    // The SDK's timer starts with the call; the `load` record waits for the
    // request the adapter makes of its network, or for the call to return.
    func callAdapter(_ load: () -> Void) -> Bool {
      schedule(.loadTimeout(lineItem: lineItem), afterMs: item.timeoutMs)
      recorder.hold(loadRecord, at: now)
      load()
      recorder.releaseHeldLoad()
      return true
    }
    switch (config.adUnit.format, adapter) {
    case (.rewarded, let loader as any MediationRewardedAdapter):
      let configuration = MediationRewardedAdConfiguration(
        credentials: credentials, isTestRequest: testMode, extras: extras)
      return callAdapter {
        loader.loadRewardedAd(for: configuration) { [unowned self] ad, error in
          self.completeLoad(of: lineItem, ad: ad.map(LoadedAd.rewarded), error: error)
        }
      }
    case (.native, let loader as any MediationNativeAdapter):
      let configuration = MediationNativeAdConfiguration(
        credentials: credentials, isTestRequest: testMode, extras: extras,
        options: config.request.native.adLoaderOptions)
      return callAdapter {
        loader.loadNativeAd(for: configuration) { [unowned self] ad, error in
          self.completeLoad(of: lineItem, ad: ad.map(LoadedAd.native), error: error)
        }
      }
    default:
      break
    }
    record(.load(loadRecord))
    endLoad(
      of: lineItem, as: .failed, outcome: .formatNotSupported,
      error: GADErrorCode.formatNotSupportedError(className: item.className, format: config.adUnit.format))
    return false
  }

  /// The SDK's side of a load completion handler: the first completion in
  /// time decides the line item; the rest are recorded and discarded.
  func completeLoad(of lineItem: Int, ad: LoadedAd?, error: AdError?) -> SDKEventDelegate? {
    switch attempts[lineItem].state {
    case .loading:
      break
    case .timedOut where !attempts[lineItem].completedLate:
      attempts[lineItem].completedLate = true
      record(.ignored(IgnoredRecord(lineItem: label(lineItem), call: "completion", reason: .afterTimeout)))
      return nil
    case .timedOut, .loaded, .failed, .notAttempted:
      record(.ignored(IgnoredRecord(lineItem: label(lineItem), call: "completion", reason: .duplicateCompletion)))
      return nil
    }
    let outcome: LoadResultOutcome = attempts[lineItem].networkFailure == .noFill ? .noFill : .error
    switch (ad, error) {
    case (let ad?, nil):
      return fill(with: ad, from: lineItem)
    case (nil, let error?):
      endLoad(of: lineItem, as: .failed, outcome: outcome, error: error)
    case (_?, let error?):
      endLoad(of: lineItem, as: .failed, outcome: outcome, error: error)
      reportViolation(
        .completionWithAdAndError, by: lineItem, detail: "completion handler called with both an ad and an error")
    case (nil, nil):
      let className = config.lineItems[lineItem].className
      endLoad(
        of: lineItem, as: .failed, outcome: .error, error: GADErrorCode.emptyCompletionError(className: className))
      reportViolation(
        .completionWithoutAdOrError, by: lineItem, detail: "completion handler called with neither an ad nor an error")
    }
    walkContinues = true
    return nil
  }

  /// The SDK's timer: a load still in flight fails with a timeout.
  func timeOutLoad(of lineItem: Int) {
    guard attempts[lineItem].state == .loading else { return }
    let timeoutMs = config.lineItems[lineItem].timeoutMs
    endLoad(of: lineItem, as: .timedOut, outcome: .timeout, error: GADErrorCode.timeoutError(afterMs: timeoutMs))
    walkContinues = true
  }

  private func endLoad(of lineItem: Int, as state: LoadAttempt.State, outcome: LoadResultOutcome, error: AdError?) {
    attempts[lineItem].state = state
    attempts[lineItem].latencyMs = now - attempts[lineItem].startedAt
    attempts[lineItem].error = error
    attempts[lineItem].outcome = outcome
    record(
      .loadResult(
        LoadResultRecord(
          lineItem: label(lineItem), outcome: outcome, latencyMs: attempts[lineItem].latencyMs, error: error)))
  }

  private func fill(with ad: LoadedAd, from lineItem: Int) -> SDKEventDelegate {
    endLoad(of: lineItem, as: .loaded, outcome: .fill, error: nil)
    loadedAd = ad
    tally.winner = lineItem
    tally.waterfallLatencyMs = now
    let name = label(lineItem)
    record(.waterfall(WaterfallRecord(filled: true, lineItem: name, latencyMs: now, error: nil)))
    let delegate = SDKEventDelegate(simulation: self, lineItem: lineItem)
    eventDelegate = delegate
    switch ad {
    case .rewarded:
      record(.ad(AdRecord(lineItem: name, format: .rewarded, assets: nil)))
      schedule(.present, afterMs: config.app.presentAfterMs)
    case .native(let nativeAd):
      let assets = NativeAssets(nativeAd, preferredAdChoicesPosition: config.request.native.adChoicesPosition)
      record(.ad(AdRecord(lineItem: name, format: .native, assets: assets)))
      schedule(.render, afterMs: config.app.renderAfterMs)
    }
    return delegate
  }
}
