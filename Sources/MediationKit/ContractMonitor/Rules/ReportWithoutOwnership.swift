/// A native adapter reports an impression or click the SDK tracks itself.
struct ReportWithoutOwnership: SingleBreachRule {
  static let protects =
    "a native ad's impressions and clicks are counted by one side: the adapter reports them only when it handles them (handlesUserImpressions, handlesUserClicks)"
  static let source =
    "GADMediatedUnifiedNativeAd.h and the GADMediationNativeAd reference (the SDK tracks when handlesUserClicks/Impressions is NO)"
  static let examines = EventKinds(.adapterReported)
  static let platforms: Set<Platform> = [.ios, .android]
  static let android: String? =
    "a native ad's impressions and clicks are counted by one side: the mapper reports them (reportAdImpression, reportAdClicked) only when it overrides them (setOverrideImpressionRecording, setOverrideClickHandling)"
  static let contractRule: String? = "R5"

  func check(_ event: SimulationEvent, in run: MonitoredRun) -> RuleBreach? {
    guard run.format.traits.hasNativeAssets, case .adapterReported(let report) = event else { return nil }
    let lineItem = report.lineItem
    let network = run.config.lineItems[lineItem].network
    switch report.name {
    case .reportImpression where !network.handlesUserImpressions:
      return RuleBreach(
        lineItem: lineItem, detail: "reportImpression while the SDK tracks impressions (handlesUserImpressions is NO)")
    case .reportClick where !network.handlesUserClicks:
      return RuleBreach(lineItem: lineItem, detail: "reportClick while the SDK tracks clicks (handlesUserClicks is NO)")
    case .reportImpression, .reportClick:
      // The network handles them: the adapter reports them.
      return nil
    case .willPresentFullScreenView, .didFailToPresentWithError, .willDismissFullScreenView, .didDismissFullScreenView,
      .didStartVideo, .didEndVideo, .didRewardUser, .didRewardUserWithReward, .didPlayVideo, .didPauseVideo,
      .didMuteVideo, .didUnmuteVideo, .didFailToPresentWithMessage, .leftApplication:
      // Neither an impression nor a click.
      return nil
    }
  }
}
