/// A banner's network loads a new banner by itself and calls its adapter's
/// load callback again after the adapter completed.
struct BannerRefreshedByNetwork: SingleBreachRule {
  static let protects =
    "the mediation SDK alone refreshes a mediated banner: a network that refreshes its own banners shows ads AdMob never requested or counted, and its second load callback reaches an adapter whose load is over"
  static let source =
    "formats.md (mediated networks must turn their own refresh off; AdMob refreshes); InMobi's banner adapter sets shouldAutoRefresh:NO, Mintegral's sets autoRefreshTime 0 (googleads-mobile-ios-mediation adapters)"
  static let examines = EventKinds(.networkCalledBack)
  static let platforms: Set<Platform> = [.ios, .android]
  static let android: String? =
    "the mediation SDK alone refreshes a mediated banner: a network that refreshes its own banners shows ads AdMob never requested or counted, and its second load callback reaches an adapter whose load is over, as a second onSuccess"
  static let contractRule: String? = nil

  func check(_ event: SimulationEvent, in run: MonitoredRun) -> RuleBreach? {
    guard run.format.traits.refreshes, case .networkCalledBack(let called) = event, called.callback == .didReceiveAd,
      run.completed[called.lineItem]
    else { return nil }
    return RuleBreach(
      lineItem: called.lineItem,
      detail:
        "the network called \(run.names.name(of: NetworkCallback.didReceiveAd, format: run.format)) again after the adapter completed its load: it refreshed its banner by itself"
    )
  }
}
