/// An adapter reports a second impression for the same ad.
struct ImpressionReportedTwice: SingleBreachRule {
  static let protects =
    "an ad has at most one impression: the SDK ignores a repeat, and a network that counts both bills twice"
  static let source =
    "GADMediatedUnifiedNativeAd.h (\"called only once per mediated native ad\"); googleads-mobile-unity #396 (events once per ad)"
  static let examines = EventKinds(.adapterReported)
  static let platforms: Set<Platform> = [.ios, .android]
  static let android: String? =
    "an ad has at most one impression (reportAdImpression): the SDK ignores a repeat, and a network that counts both bills twice"
  static let contractRule: String? = "R4"

  func check(_ event: SimulationEvent, in run: MonitoredRun) -> RuleBreach? {
    guard case .adapterReported(let report) = event, report.name == .reportImpression,
      report.ignored == .duplicateImpression
    else { return nil }
    return RuleBreach(
      lineItem: report.lineItem, detail: "\(run.names.name(of: report.name)) after the ad's impression was recorded")
  }
}
