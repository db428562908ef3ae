/// A second load passed to a network that cannot serve two at once on one placement.
struct ConcurrentLoadOnPlacement: SingleBreachRule {
  static let protects =
    "an adapter whose network cannot serve two loads on one placement fails the second at once, rather than letting the two loads collide"
  static let source =
    "InMobi adapter test testLoadRewardedAdFailureDuplicatePlacementLoad (AdAlreadyLoaded); AppLovin testSecondAdLoadFailureIfPreviousAdIsStillLoadingForSingleZoneId"
  static let examines = EventKinds(.networkRequested)
  static let platforms: Set<Platform> = [.ios, .android]
  static let android: String? = protects
  static let contractRule: String? = "R18"

  func check(_ event: SimulationEvent, in run: MonitoredRun) -> RuleBreach? {
    guard case .networkRequested(let request) = event,
      run.profile(ofLineItem: request.lineItem)?.concurrentLoads == .unsupported
    else { return nil }
    let lineItem = request.lineItem
    let source = run.sources[lineItem]
    guard let placement = source.placement, let number = source.placementNumber,
      let first = run.sources.sources.indices.first(where: { other in
        other != lineItem && run.waitingForNetwork[other] && run.sources[other].placementNumber == number
      })
    else { return nil }
    return RuleBreach(
      lineItem: lineItem,
      detail:
        "a second load on placement \(JSONStringLiteral.quoted(placement)) while \(run.sources[first].label)'s is still loading, and the network cannot serve both"
    )
  }
}
