extension Simulation {
  /// Loads line items in walk order until one is in flight; ends the
  /// waterfall without a fill when none is left. Called only between the
  /// SDK's own steps, never inside an adapter's call.
  ///
  /// Line items that fail at once (no adapter, or an adapter without the
  /// format) are passed over in this loop rather than by recursion, so a
  /// long run of them cannot exhaust the stack.
  func loadNextLineItem() {
    // After a fill, or once the app stopped waiting, nothing more is loaded.
    guard !walk.ended else { return }
    while let lineItem = walk.next() {
      if startLoad(of: lineItem) { return }
      // The line item failed at once: what it broke follows its records.
      reportViolations()
    }
    walk.end()
    emit(
      .waterfallEnded(WaterfallEnded(winner: nil, price: nil, latencyMs: elapsed, error: sdkError(.noFill))))
  }

  /// Calls a line item's adapter; false when the line item failed at once.
  private func startLoad(of lineItem: Int) -> Bool {
    let item = config.lineItems[lineItem]
    let source = sources[lineItem]
    loads[lineItem].state = .loading
    loads[lineItem].startedAt = now
    let bidResponse =
      winningBid?.lineItem == lineItem
      ? BidResponse.token(config: config.identity, runSeed: seed, streamKey: source.streamKey) : nil
    emit(.loadStarted(LoadStarted(lineItem: lineItem, bidResponse: bidResponse)))
    if let error = ineligibility(of: item) {
      endLoad(of: lineItem, as: .failed, outcome: .ineligible, error: error, thread: nil)
      return false
    }
    if item.adManager != nil {
      startAdManagerLoad(of: lineItem)
      return true
    }
    guard let registration = source.registration else {
      endLoad(
        of: lineItem, as: .failed, outcome: .adapterNotFound,
        error: sdkError(.adapterNotFound(className: item.className)), thread: nil)
      return false
    }
    if config.request.shouldSkipUninitializedAdapters, let number = source.classNumber, setUpFailed[number] {
      endLoad(
        of: lineItem, as: .failed, outcome: .error, error: sdkError(.notInitialized(className: item.className)),
        thread: .main)
      return false
    }
    // The format check comes first: the SDK does not create an adapter that cannot serve the ad unit.
    guard registration.formats.contains(config.adUnit.format) else {
      endLoad(
        of: lineItem, as: .failed, outcome: .formatNotSupported,
        error: sdkError(.formatNotSupported(className: item.className, format: config.adUnit.format)), thread: nil)
      return false
    }
    let adapter = registration.maker.make(script: item.network, lineItem: lineItem, host: self)
    loads[lineItem].adapter = adapter
    let format = config.adUnit.format
    guard let load = adapter.entryPoint(for: format) else {
      // An instance that lacks a format its registration lists.
      endLoad(
        of: lineItem, as: .failed, outcome: .formatNotSupported,
        error: sdkError(.formatNotSupported(className: item.className, format: format)), thread: nil)
      return false
    }
    let request = LoadRequest(
      format: format, settings: source.settings, isTestRequest: config.request.testMode,
      extras: config.request.extras, privacy: config.request.privacy, bidResponse: bidResponse,
      adSize: config.adUnit.size, nativeOptions: config.request.native.adLoaderOptions)
    // The SDK's timer starts with the call, which it makes on main.
    schedule(.loadTimeout(lineItem: lineItem), afterMs: item.timeoutMs)
    adapterThread = .main
    load(request) { [unowned self] ad, error, call in
      self.completeLoad(of: lineItem, ad: ad, error: error, call: call)
    }
    return true
  }

  /// The SDK's side of a load completion handler: the first completion in
  /// time decides the line item; the rest are discarded.
  func completeLoad(of lineItem: Int, ad: LoadedAd?, error: AdError?, call: CompletionCall) -> AdEventReceiver? {
    defer { reportViolations() }
    let ignored: IgnoredReason?
    switch loads[lineItem].state {
    case .loading:
      ignored = nil
    case .timedOut where !loads[lineItem].completedLate:
      loads[lineItem].completedLate = true
      ignored = .afterTimeout
    case .timedOut, .loaded, .failed, .notAttempted:
      ignored = .duplicateCompletion
    }
    loads[lineItem].lastCompletionIgnored = ignored
    let thread = adapterThread
    emit(
      .completionCalled(
        CompletionCalled(
          lineItem: lineItem, hasAd: ad != nil, error: error, call: call, ignored: ignored, thread: thread)))
    guard ignored == nil else { return nil }
    let outcome: LoadResultOutcome = loads[lineItem].networkFailure == .noFill ? .noFill : .error
    switch (ad, error) {
    case (let ad?, nil):
      return fill(with: ad, from: lineItem, thread: thread)
    case (_, let error?):
      endLoad(of: lineItem, as: .failed, outcome: outcome, error: error, thread: thread)
    case (nil, nil):
      endLoad(
        of: lineItem, as: .failed, outcome: .error,
        error: sdkError(.emptyCompletion(className: sources[lineItem].className)), thread: thread)
    }
    walk.continues = true
    return nil
  }

  /// The SDK's timer: a load still in flight fails with a timeout.
  func timeOutLoad(of lineItem: Int) {
    guard loads[lineItem].state == .loading else { return }
    let timeoutMs = config.lineItems[lineItem].timeoutMs
    endLoad(
      of: lineItem, as: .timedOut, outcome: .timeout, error: sdkError(.timeout(afterMs: timeoutMs)), thread: nil)
    walk.continues = true
  }

  /// Ends a line item's load; `thread` is the accepted completion call's, nil where no completion decided it (the
  /// SDK's timer, or a line item failed before any adapter ran), main where the SDK decided by itself.
  func endLoad(
    of lineItem: Int, as state: LineItemLoad.State, outcome: LoadResultOutcome, error: AdError?,
    thread: AdapterThread?
  ) {
    loads[lineItem].state = state
    emit(
      .loadEnded(
        LoadEnded(
          lineItem: lineItem, outcome: outcome, latencyMs: now - loads[lineItem].startedAt, error: error,
          thread: thread)))
  }

  func fill(with ad: LoadedAd, from lineItem: Int, thread: AdapterThread) -> AdEventReceiver {
    endLoad(of: lineItem, as: .loaded, outcome: .fill, error: nil, thread: thread)
    let delegate = AdEventReceiver(simulation: self, lineItem: lineItem)
    // A fill after the app stopped waiting is wasted: nothing is shown.
    guard !abandoned else { return delegate }
    delivery.ad = ad
    delivery.winner = lineItem
    walk.end()
    // A waterfall line item is paid its eCPM (its price floor), a bid winner its bid.
    let price = winningBid?.lineItem == lineItem ? winningBid?.price : config.lineItems[lineItem].ecpm
    emit(.waterfallEnded(WaterfallEnded(winner: lineItem, price: price, latencyMs: elapsed, error: nil)))
    delivery.eventReceiver = delegate
    switch ad {
    case .fullScreen:
      emit(.adLoaded(AdLoaded(lineItem: lineItem, assets: nil)))
      schedule(.present, afterMs: config.app.presentAfterMs)
    case .banner(let banner):
      emit(.adLoaded(AdLoaded(lineItem: lineItem, assets: nil)))
      show(banner, of: lineItem)
    case .native(let nativeAd):
      let assets = nativeAd.assets(preferredAdChoicesPosition: config.request.native.adChoicesPosition)
      delivery.assets = assets.present
      delivery.clickableAssets = registered(among: assets.present)
      emit(.adLoaded(AdLoaded(lineItem: lineItem, assets: assets)))
      schedule(.render, afterMs: config.app.renderAfterMs)
    case .adManager(let served):
      let assets = assets(of: served)
      delivery.assets = assets.present
      delivery.clickableAssets = served.creative.custom == nil ? registered(among: assets.present) : []
      emit(.adLoaded(AdLoaded(lineItem: lineItem, assets: assets)))
      schedule(.render, afterMs: config.app.renderAfterMs)
    }
    scheduleRelease()
    return delegate
  }

  /// The app's release of its ad, timed from the run's first `ad` record (`app.releaseAdAtMs`: a refreshing
  /// banner's later requests do not move it); `"onDismiss"` waits for the dismissal instead.
  private func scheduleRelease() {
    switch config.app.releaseAd {
    case .afterMs(let delay):
      guard releaseDueAt == nil, !adReleased else { return }
      releaseDueAt = now + delay
      schedule(.release, afterMs: delay)
    case .onDismiss, nil: break
    }
  }

  /// The asset views the app registers among those the ad has.
  private func registered(among present: Set<NativeAssetIdentifier>) -> Set<NativeAssetIdentifier> {
    guard let registered = config.app.registeredAssets else { return present.subtracting([.adChoices]) }
    return present.intersection(registered)
  }
}
