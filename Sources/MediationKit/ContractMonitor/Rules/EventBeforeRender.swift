/// A native ad reports an event before the app rendered it.
struct EventBeforeRender: SingleBreachRule {
  static let protects = "a native ad's impressions, clicks and video events come after the app put the ad on screen"
  static let source =
    "seeds 000 and 002 (the custom event tracks the rendered view from didRender); GADMediatedUnifiedNativeAd.h"
  static let examines = EventKinds(.adapterReported)
  static let platforms: Set<Platform> = [.ios, .android]
  static let android: String? =
    "a native ad's impressions, clicks and video events come after the SDK handed the mapper its views (trackViews)"
  static let contractRule: String? = "R5"

  func check(_ event: SimulationEvent, in run: MonitoredRun) -> RuleBreach? {
    guard run.format.traits.hasNativeAssets, !run.rendered, case .adapterReported(let report) = event
    else { return nil }
    return RuleBreach(
      lineItem: report.lineItem, detail: "\(run.names.name(of: report.name)) before the app rendered the ad")
  }
}
