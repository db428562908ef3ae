/// A privacy signal the request sets that the adapter never hands a network
/// that takes it only through its own setter, or hands it too late.
struct PrivacySignalNotForwarded: ContractRule {
  static let protects =
    "an adapter forwards each privacy signal the app set (GADMobileAds.sharedInstance.requestConfiguration, the IAB keys its CMP stored) to a network that takes it only through its own API, by the time the network needs it, or refuses the request on it"
  static let source =
    "marius-bughiu/Plugin.AdMob#113 (UMP consent does not reach mediated networks); googleads-mobile-android-mediation PR #570 (PubMatic's COPPA bit at initialization); googleads-mobile-ios-mediation PR #74 (AdColony GDPR consent), PR #371 (Mintegral: CCPA and GDPR before the SDK initializes)"
  static let examines = EventKinds(.setUpRequested, .networkRequested)
  static let platforms: Set<Platform> = [.ios, .android]
  static let android: String? =
    "an adapter forwards each privacy signal the app set (MobileAds.getRequestConfiguration(), the IAB keys its CMP stored in the default SharedPreferences) to a network that takes it only through its own API, by the time the network needs it, or refuses the request on it"
  static let contractRule: String? = nil

  /// One breach per signal the adapter went without at this call: a set-up
  /// for a network that needs the signal at set-up, a load for one that
  /// needs it at load (passed at set-up or at load, it has it then). A
  /// setting the adapter refuses requests on (`fail`) is handled.
  func breaches(_ event: SimulationEvent, in run: MonitoredRun) -> [RuleBreach] {
    let phase: AdapterPhase
    let lineItem: Int?
    if case .setUpRequested(let setUp) = event {
      phase = .setUp
      lineItem = run.firstLineItem(ofClass: setUp.className)
    } else if case .networkRequested(let request) = event {
      phase = .load
      lineItem = request.lineItem
    } else {
      return []
    }
    guard let lineItem, let profile = run.profile(ofLineItem: lineItem) else { return [] }
    let privacy = run.config.request.privacy
    var breaches: [RuleBreach] = []
    for handling in profile.privacy {
      guard let intake = handling.network, intake.takes == .api, intake.at == phase,
        !handling.value(in: privacy).isUnset, handling.setUp != .fail, handling.load != .fail
      else { continue }
      let passedBy: [AdapterPhase] = phase == .setUp ? [.setUp] : [.setUp, .load]
      // A key is passed wherever any setting combined into it says (`AdapterProfile.passedPrivacy`).
      var passedAt: [AdapterPhase] = []
      if let key = handling.passes?.key {
        for other in profile.privacy where other.passes?.key == key {
          for phase in other.passes?.at ?? [] where !passedAt.contains(phase) { passedAt.append(phase) }
        }
      }
      if passedAt.contains(where: passedBy.contains) { continue }
      let how =
        passedAt.isEmpty
        ? "the adapter never passes it"
        : "the adapter passes it only at \(passedAt.map(\.rawValue).joined(separator: ", "))"
      let call = phase == .setUp ? "set-up" : "load"
      breaches.append(
        RuleBreach(
          lineItem: lineItem,
          detail:
            "the request sets \(handling.setting.rawValue), which the network takes only through its API by \(phase.rawValue), and its \(call) went without it: \(how)"
        ))
    }
    return breaches
  }
}
