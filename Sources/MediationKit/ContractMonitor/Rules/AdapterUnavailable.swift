/// A line item whose adapter class the app does not have, or that cannot load the format.
struct AdapterUnavailable: SingleBreachRule {
  static let protects =
    "every line item of a waterfall can be served: a class the app does not link, or that lacks the format, is skipped with error 8 and never fills"
  static let source =
    "GADErrorCode MediationAdapterError (8, \"error finding or creating a mediation ad network adapter\"); AdMob 2012 blog; MoPub ADAPTER_NOT_FOUND"
  static let examines = EventKinds(.loadEnded)
  static let platforms: Set<Platform> = [.ios, .android]
  static let android: String? =
    "every line item of a waterfall can be served: a class the app cannot instantiate by reflection, or whose Adapter base class's default load method fails the format, is skipped with error 0 and never fills"
  static let contractRule: String? = "R16"

  func check(_ event: SimulationEvent, in run: MonitoredRun) -> RuleBreach? {
    guard case .loadEnded(let load) = event else { return nil }
    let lineItem = load.lineItem
    let className = run.sources[lineItem].className
    switch load.outcome {
    case .adapterNotFound:
      return RuleBreach(
        lineItem: lineItem, detail: "the app has no adapter class \(JSONStringLiteral.quoted(className))")
    case .formatNotSupported:
      return RuleBreach(
        lineItem: lineItem, detail: "\(className) cannot load \(run.format.rawValue) ads")
    case .fill, .noFill, .error, .timeout, .ineligible:
      // The line item was served: whatever came of it, its adapter was there.
      return nil
    }
  }
}
