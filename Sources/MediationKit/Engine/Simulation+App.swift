extension Simulation {
  /// The SDK shows a banner as soon as it loads: it puts the ad's view on
  /// screen and, unless the adapter reports impressions itself, counts the
  /// impression now, once; the network's show script and the user's taps
  /// play from this moment.
  func show(_ banner: any BannerAdPort, of lineItem: Int) {
    emit(.sdkCalledAd(SDKCalledAd(lineItem: lineItem, call: .view, asset: nil)))
    banner.showView()
    delivery.presented = true
    if !banner.handlesUserImpressions {
      delivery.impressionRecorded = true
      emit(.sdkCalledAd(SDKCalledAd(lineItem: lineItem, call: .didRecordImpression, asset: nil)))
    }
    loads[lineItem].network?.bannerWasShown()
    for (index, click) in config.app.clicks.enumerated() {
      schedule(.click(index), afterMs: click.atMs)
    }
  }

  /// The app presents the loaded full-screen ad.
  func presentFullScreenAd() {
    guard let winner = delivery.winner, case .fullScreen(let ad)? = delivery.ad else { return }
    emit(.appActed(AppActed(action: .present, asset: nil)))
    emit(.sdkCalledAd(SDKCalledAd(lineItem: winner, call: .present, asset: nil)))
    delivery.presented = true
    if let again = config.app.presentAgainAfterMs { schedule(.presentAgain, afterMs: again) }
    // The SDK calls present on main; the adapter does its present work where `present.thread` says.
    adapterThread = sources[winner].profile?.presentThread ?? .main
    ad.present()
    adapterThread = .main
  }

  /// The app presents the ad a second time: the SDK refuses an ad that was
  /// already presented (`GADPresentationErrorCode` AdAlreadyUsed, 18)
  /// without calling the adapter, as GMA does.
  func presentFullScreenAdAgain() {
    guard let winner = delivery.winner, delivery.presented else { return }
    emit(.appActed(AppActed(action: .present, asset: nil)))
    emit(
      .presentRefused(
        PresentRefused(
          lineItem: winner,
          error: sdkError(.adAlreadyUsed))))
  }

  /// The app renders the loaded native ad. A mediated ad gets `didRender`
  /// with the asset views the app registered and, unless it tracks
  /// impressions itself, the SDK records the impression now, once. The SDK
  /// records the impression of a system-defined Ad Manager ad itself; the
  /// app records a custom format ad's (`app.recordImpressionsAtMs`).
  func renderNativeAd() {
    guard let winner = delivery.winner, let loadedAd = delivery.ad else { return }
    emit(.appActed(AppActed(action: .render, asset: nil)))
    switch loadedAd {
    case .fullScreen, .banner:
      return
    case .native(let ad):
      emit(.sdkCalledAd(SDKCalledAd(lineItem: winner, call: .didRender, asset: nil)))
      ad.didRender(clickableAssets: NativeAssetIdentifier.registrable.filter(delivery.clickableAssets.contains))
      loads[winner].network?.nativeAdWasRendered()
      if !ad.handlesUserImpressions {
        delivery.impressionRecorded = true
        emit(.sdkCalledAd(SDKCalledAd(lineItem: winner, call: .didRecordImpression, asset: nil)))
        ad.didRecordImpression()
      }
    case .adManager(let served):
      if served.creative.custom == nil {
        delivery.impressionRecorded = true
        emit(.sdkCalledAd(SDKCalledAd(lineItem: winner, call: .didRecordImpression, asset: nil)))
      } else {
        for atMs in config.app.recordImpressionsAtMs { schedule(.recordImpression, afterMs: atMs) }
      }
    }
    for (index, click) in config.app.clicks.enumerated() {
      schedule(.click(index), afterMs: click.atMs)
    }
    // After the taps and show steps due at the same millisecond: those happen while the view is on screen.
    if let untrack = config.app.untrackAfterMs { schedule(.untrack, afterMs: untrack) }
  }

  /// The app removes the rendered native ad's view (`app.untrackAfterMs`):
  /// the SDK tells a mediated ad to stop tracking it (`didUntrackView:`),
  /// and later taps are not clicks.
  func untrackNativeAd() {
    guard let winner = delivery.winner, let loadedAd = delivery.ad else { return }
    emit(.appActed(AppActed(action: .untrack, asset: nil)))
    delivery.untracked = true
    guard case .native(let ad) = loadedAd else { return }
    emit(.sdkCalledAd(SDKCalledAd(lineItem: winner, call: .didUntrackView, asset: nil)))
    ad.didUntrackView()
  }

  /// The app drops its ad (`app.releaseAdAtMs`), once: the SDK holds the
  /// adapter and its event delegate no longer than the app holds the ad.
  /// A banner's release stops the refreshes: no request follows (a refresh
  /// request still loading then ends as abandoned).
  func releaseAd() {
    guard !delivery.released, delivery.ad != nil || releaseDueAt != nil else { return }
    releaseDueAt = nil
    delivery.released = true
    adReleased = true
    if let winner = delivery.winner {
      releasedAd = (winner, now)
      delivery.eventsDueAtRelease = queue.contains { $0.mayReachAdapter(of: winner, format: config.adUnit.format) }
    }
    emit(.appActed(AppActed(action: .release, asset: nil)))
    // A banner released while a refresh request still loads: the app dropped the view that request was for, and
    // no longer waits for its ad.
    if delivery.ad == nil, !walk.ended { abandon(at: now) }
    // ARC frees at once (iOS, where the delay is 0); Android's collector runs later.
    let delay = config.app.gcAfterReleaseMs
    if delay == 0 { return freeReleasedAd() }
    schedule(.collectGarbage, afterMs: delay)
  }

  /// What the release frees: a weakly held event delegate goes (`completion.holdsDelegate` `"weak"`), and every
  /// event the winner's adapter forwards from now on reaches nobody. A strong link keeps it; so does a cycle.
  func freeReleasedAd() {
    // An ad released after its last event loses nothing: no `delegateLost` (contract2.md, "Edge cases").
    guard let winner = delivery.winner, !delivery.delegateReleased, delivery.eventsDueAtRelease,
      let holds = sources[winner].profile?.holdsDelegate
    else { return }
    switch holds {
    case .strong, .cycle: return
    case .weak:
      delivery.delegateReleased = true
      emit(.eventDelegateLost(EventDelegateLost(lineItem: winner, cause: .released)))
    }
  }

  /// The user taps the rendered native ad. A tap on an asset view the ad has
  /// and the app registered is a click: the SDK records it, or the network
  /// sees it when it tracks clicks itself. Anything else (AdChoices, empty
  /// space, an asset the ad lacks or the app did not register) is not.
  func tap(_ click: AppClick) {
    guard let winner = delivery.winner, let loadedAd = delivery.ad else { return }
    emit(.appActed(AppActed(action: .click, asset: click.target)))
    if case .banner = loadedAd {
      // A banner is the network's own view: the network sees the tap.
      return loads[winner].network?.userTappedBanner() ?? ()
    }
    if delivery.untracked {
      return emit(
        .clickResolved(ClickResolved(lineItem: winner, asset: click.target, resolution: .notAClick(.untracked))))
    }
    if case .adManager(let served) = loadedAd, let custom = served.creative.custom {
      // The app reports clicks on a custom format ad by asset key.
      guard click.target != AppClick.background else {
        return emit(
          .clickResolved(ClickResolved(lineItem: winner, asset: click.target, resolution: .notAClick(.emptySpace))))
      }
      guard custom.asset(click.target) != nil else {
        return emit(
          .clickResolved(ClickResolved(lineItem: winner, asset: click.target, resolution: .notAClick(.noSuchAsset))))
      }
      let action = clickAction(for: custom, click: click)
      return emit(.clickResolved(ClickResolved(lineItem: winner, asset: click.target, resolution: .counted(action))))
    }
    if let reason = notAClick(click.target) {
      return emit(.clickResolved(ClickResolved(lineItem: winner, asset: click.target, resolution: .notAClick(reason))))
    }
    guard let asset = NativeAssetIdentifier(rawValue: click.target) else { return }
    switch loadedAd {
    case .native(let ad):
      if ad.handlesUserClicks {
        loads[winner].network?.userTapped(asset)
      } else {
        emit(.sdkCalledAd(SDKCalledAd(lineItem: winner, call: .didRecordClickOnAsset, asset: asset)))
        ad.didRecordClick(on: asset)
      }
    case .adManager:
      emit(.clickResolved(ClickResolved(lineItem: winner, asset: click.target, resolution: .counted(nil))))
    case .fullScreen, .banner:
      break
    }
  }

  /// Why a tap on a system-defined or mediated ad is not a click, if it is not.
  private func notAClick(_ target: String) -> NotAClickReason? {
    if target == AppClick.background { return .emptySpace }
    guard let asset = NativeAssetIdentifier(rawValue: target), delivery.assets.contains(asset) else {
      return .noSuchAsset
    }
    if asset == .adChoices { return .adChoices }
    return delivery.clickableAssets.contains(asset) ? nil : .notRegistered
  }
}

extension Simulation {
  /// At the run's end, the adapter of an ad the app released is still alive when it and the SDK's event delegate
  /// keep each other (`completion.holdsDelegate` `"cycle"`): a `retained` record, and the rules judge it.
  func reportRetainedAdapter() {
    guard let (lineItem, releasedAt) = releasedAd, let holds = sources[lineItem].profile?.holdsDelegate else { return }
    switch holds {
    case .strong, .weak: return
    case .cycle:
      emit(.adapterRetained(AdapterRetained(lineItem: lineItem, releasedAt: releasedAt)))
      reportViolations()
    }
  }
}
