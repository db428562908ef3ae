/// A native ad reports an impression or a click after the app removed its view.
struct ReportAfterUntrack: SingleBreachRule {
  static let protects =
    "a native ad whose view the app removed (didUntrackView:) reports no more impressions or clicks: a network still tracking a view that is gone counts what the user never saw or tapped"
  static let source =
    "GADMediatedUnifiedNativeAd.h (didUntrackView: tells the ad its view is no longer shown, and may carry nil); Pangle's and InMobi's adapters stop their network's tracking there (unregisterView, recyclePrimaryView), Mintegral's and the seeds' custom event do not implement it"
  static let examines = EventKinds(.adapterReported)
  static let platforms: Set<Platform> = [.ios, .android]
  static let android: String? =
    "a native ad whose views the SDK untracked (untrackView) reports no more impressions or clicks: a network still tracking a view that is gone counts what the user never saw or tapped"
  static let contractRule: String? = "R6"

  func check(_ event: SimulationEvent, in run: MonitoredRun) -> RuleBreach? {
    guard run.format.traits.hasNativeAssets, run.untracked, case .adapterReported(let report) = event,
      report.name == .reportImpression || report.name == .reportClick
    else { return nil }
    return RuleBreach(
      lineItem: report.lineItem,
      detail:
        "\(run.names.name(of: report.name)) after the app removed the ad view (\(run.names.name(of: SDKCall.didUntrackView)))"
    )
  }
}
