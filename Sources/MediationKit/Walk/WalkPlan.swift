/// The order in which the SDK tries a config's waterfall line items, worked
/// out once per config from its `waterfallOrder`: as listed, or by
/// descending eCPM with ties in listed order.
///
/// A run starts its own walk from it (`WaterfallWalk`); what a run may
/// change (a bid entering the waterfall) changes that run's walk only.
struct WalkPlan: Sendable, Equatable {
  /// Line item indices in walk order.
  let order: [Int]

  init(config: WaterfallConfig) {
    order = Self.order(of: config.lineItems, by: config.waterfallOrder)
  }

  /// The walk order of `lineItems` under `policy`.
  static func order(of lineItems: [LineItem], by policy: WaterfallOrder) -> [Int] {
    let indices = Array(lineItems.indices)
    switch policy {
    case .listed:
      return indices
    case .ecpm:
      return indices.sorted { lhs, rhs in
        let left = lineItems[lhs].ecpm
        let right = lineItems[rhs].ecpm
        return left != right ? left > right : lhs < rhs
      }
    }
  }
}
