/// A full-screen ad goes on screen without reporting an impression, by the
/// time it is dismissed or, if it never is, by the end of the run.
struct NoImpressionReported: SingleBreachRule {
  static let protects =
    "a full-screen ad reports its impression (reportImpression): without one, AdMob counts no impression and pays no revenue for an ad the user saw"
  static let source =
    "GADMediationAdEventDelegate reference (reportImpression); seed 001 forwards it on present, seed 004's custom event never does"
  static let examines = EventKinds(.adapterReported, .runEnded)
  static let platforms: Set<Platform> = [.ios, .android]
  static let android: String? =
    "a full-screen ad reports its impression (reportAdImpression): without one, AdMob counts no impression and pays no revenue for an ad the user saw"
  static let contractRule: String? = "R7"

  func check(_ event: SimulationEvent, in run: MonitoredRun) -> RuleBreach? {
    // An impression or dismissal the adapter forwarded to the delegate the app's release freed is
    // eventLostAfterRelease's breach: one breach, one rule.
    guard run.format.traits.isFullScreen, run.phase == .onScreen, !run.impressionReported,
      !run.impressionLostToRelease
    else { return nil }
    switch event {
    case .adapterReported(let report) where report.ignored == .delegateReleased:
      return nil
    case .adapterReported(let report):
      switch report.name {
      case .didDismissFullScreenView:
        return RuleBreach(
          lineItem: report.lineItem,
          detail:
            "dismissed without a \(run.names.name(of: AdEventName.reportImpression)): until one comes, the SDK counts no impression and no revenue"
        )
      case .willPresentFullScreenView, .didFailToPresentWithError, .willDismissFullScreenView, .reportImpression,
        .reportClick, .didStartVideo, .didEndVideo, .didRewardUser, .didRewardUserWithReward, .didPlayVideo,
        .didPauseVideo, .didMuteVideo, .didUnmuteVideo, .didFailToPresentWithMessage, .leftApplication:
        // Not a dismissal: the impression can still come (or is coming now).
        return nil
      }
    case .runEnded:
      return RuleBreach(
        lineItem: run.winner,
        detail:
          "on screen without a \(run.names.name(of: AdEventName.reportImpression)) by the end of the run: the SDK counts no impression and no revenue"
      )
    case .runStarted, .requestStarted, .adapterSetUp, .setUpRequested, .signalsCollected, .bidAnswered, .auctionClosed,
      .lineItemSkipped,
      .walkStarted, .loadStarted, .abandoned, .networkRequested, .networkCalledBack, .adapterCalledNetwork,
      .completionCalled, .loadEnded, .waterfallEnded, .adLoaded, .appActed, .clickResolved, .impressionIgnored,
      .requestRefused, .presentRefused, .sdkCalledAd, .eventDelegateLost, .adapterRetained, .eventDropped,
      .rewardGranted,
      .violation:
      // Not among the kinds the rule `examines`: the monitor never shows it these.
      return nil
    }
  }
}
