/// The app asks an ad loader for a second ad while its first request still loads.
struct RequestWhileLoading: SingleBreachRule {
  static let protects =
    "an ad loader makes one request at a time: the app waits for a request to finish before calling loadRequest: again, or uses another loader"
  static let source =
    "seed 003, on requesting native ads: one GADAdLoader may be reused, one request at a time; parallel requests need several loaders"
  static let examines = EventKinds(.requestRefused)
  static let platforms: Set<Platform> = [.ios]
  static let android: String? = nil
  static let contractRule: String? = nil

  func check(_ event: SimulationEvent, in run: MonitoredRun) -> RuleBreach? {
    guard case .requestRefused = event else { return nil }
    return RuleBreach(lineItem: nil, detail: "loadRequest: called again before the previous request finished")
  }
}
