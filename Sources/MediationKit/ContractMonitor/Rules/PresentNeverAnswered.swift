/// A present that the adapter never answers: no `willPresentFullScreenView`, no failure.
struct PresentNeverAnswered: SingleBreachRule {
  static let protects =
    "a present is answered, by willPresentFullScreenView or by didFailToPresentWithError: without either the app waits forever for an ad that never shows"
  static let source =
    "the Sample SDK's present returns without a word for an ad that is not ready (googleads-mobile-ios-mediation PR #17 review); GADPresentationErrorCode AdNotReady (15)"
  static let examines = EventKinds(.runEnded)
  static let platforms: Set<Platform> = [.ios, .android]
  static let android: String? =
    "a showAd is answered, by onAdOpened or by onAdFailedToShow: without either the app waits forever for an ad that never shows"
  static let contractRule: String? = "R9"

  func check(_ event: SimulationEvent, in run: MonitoredRun) -> RuleBreach? {
    guard case .runEnded = event, run.format.traits.isFullScreen, run.presentCalled, !run.presentAnswered else {
      return nil
    }
    return RuleBreach(
      lineItem: run.winner,
      detail:
        "the ad was presented and neither \(run.names.name(of: AdEventName.willPresentFullScreenView)) nor \(run.names.name(of: AdEventName.didFailToPresentWithError)) followed: the app waits forever"
    )
  }
}
