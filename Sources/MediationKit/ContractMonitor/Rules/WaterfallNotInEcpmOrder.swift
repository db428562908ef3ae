/// A line item walked after one with a lower eCPM.
struct WaterfallNotInEcpmOrder: ContractRule {
  static let protects =
    "a waterfall is walked by descending eCPM until an ad fills: a higher-paying source waiting behind a lower one loses revenue and latency"
  static let source =
    "GADAdNetworkResponseInfo and Ad Inspector (sequential, in eCPM order); AdMob's mediation groups order ad sources by eCPM"
  static let examines = EventKinds(.runStarted)
  static let platforms: Set<Platform> = [.ios, .android]
  static let android: String? = protects
  static let contractRule: String? = "R15"

  /// The waterfall as configured: one breach per line item that the walk
  /// reaches only after a cheaper one, whether or not a run gets that far.
  func breaches(_ event: SimulationEvent, in run: MonitoredRun) -> [RuleBreach] {
    guard case .runStarted = event else { return [] }
    let items = run.config.lineItems
    var breaches: [RuleBreach] = []
    var cheapest: Int?
    for lineItem in run.sources.walkPlan.order {
      if let cheaper = cheapest, items[cheaper].ecpm < items[lineItem].ecpm {
        breaches.append(
          RuleBreach(
            lineItem: lineItem,
            detail:
              "eCPM \(items[lineItem].ecpm) is walked after \(items[cheaper].label) (eCPM \(items[cheaper].ecpm)): AdMob walks by descending eCPM"
          ))
      }
      if cheapest.map({ items[lineItem].ecpm < items[$0].ecpm }) ?? true { cheapest = lineItem }
    }
    return breaches
  }
}
