/// An adapter calls the load completion handler again after it decided the load.
struct CompletionCalledTwice: SingleBreachRule {
  static let protects =
    "a load completion handler is called once: a second call is ignored and returns no event delegate, so an adapter that stores it loses its delegate"
  static let source =
    "seeds 000, 002 and 004 (the completion handler wrapped to run once, with an atomic flag); the adapter unit test kit waits for one callback"
  static let examines = EventKinds(.completionCalled)
  static let platforms: Set<Platform> = [.ios, .android]
  static let android: String? =
    "a load ends with one call of onSuccess or onFailure: a second call is ignored and returns null, so an adapter that stores what onSuccess returned loses its callback"
  static let contractRule: String? = "R1"

  func check(_ event: SimulationEvent, in run: MonitoredRun) -> RuleBreach? {
    guard case .completionCalled(let completion) = event, completion.ignored == .duplicateCompletion else {
      return nil
    }
    return RuleBreach(
      lineItem: completion.lineItem,
      detail: "\(run.names.completionHandler) called again after the load was decided")
  }
}
