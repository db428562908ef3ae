/// A privacy signal the app never set, handed to the network as the value that allows tracking.
struct PrivacyUnsetForwardedAsAllowed: ContractRule {
  static let protects =
    "an adapter hands its network nothing (or the restrictive value) for a privacy signal the app left unset, never the value that allows tracking: not specified is not consent"
  static let source =
    "googleads-mobile-android-mediation PR #420 review (\"I don't think we should make an assumption that 'not specified' = track\"); a warning because Google's InMobi adapter passes setIsAgeRestricted:NO when no flag is set (GADMAdapterInMobiUtils.m:161-164)"
  static let examines = EventKinds(.setUpRequested, .networkRequested)
  static let defaultSeverity = RuleSeverity.warning
  static let platforms: Set<Platform> = [.ios, .android]
  static let android: String? = protects
  static let contractRule: String? = nil

  /// One breach per key the adapter hands its network at this call as the
  /// allowing value of settings that are all unset (`passes.unset: "allowed"`
  /// of the first listed).
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
    for (key, sharing) in profile.privacyKeys {
      guard let first = sharing.first, first.passes?.unset == .allowed,
        sharing.contains(where: { $0.passes?.at.contains(phase) ?? false }),
        sharing.allSatisfy({ $0.value(in: privacy).isUnset })
      else { continue }
      let settings = sharing.map(\.setting.rawValue).joined(separator: ", ")
      breaches.append(
        RuleBreach(
          lineItem: lineItem,
          detail:
            "the request leaves \(settings) unset, and the adapter hands its network \(JSONStringLiteral.quoted(key)) as the allowing value"
        ))
    }
    return breaches
  }
}
