/// The order in which the SDK tries a config's waterfall line items, worked
/// out once per config from its `waterfallOrder`: as listed, or by
/// descending eCPM with ties in listed order. Bidding line items are not in
/// it: a run's winning bid enters its walk at its price (`entry(of:among:)`).
///
/// A run starts its own walk from it (`WaterfallWalk`); what a run may
/// change (a bid entering the waterfall, line items of a losing bidder's
/// class taken out) changes that run's walk only.
struct WalkPlan: Sendable, Equatable {
  /// Waterfall line item indices in walk order.
  let order: [Int]

  init(config: WaterfallConfig) {
    order = Self.order(of: config.lineItems, by: config.waterfallOrder)
  }

  /// The walk order of the waterfall line items of `lineItems` under `policy`.
  static func order(of lineItems: [LineItem], by policy: WaterfallOrder) -> [Int] {
    let indices = lineItems.indices.filter { lineItems[$0].bidding == nil }
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

  /// Where a winning bid of `price` enters a walk whose line items, in walk
  /// order, are priced `ecpms`: before the first one priced lower, or at
  /// the end (auction.md, step 5). The engine and the kernel both ask here.
  @inline(__always)
  static func entry<Prices: Collection>(of price: DecimalNumber, among ecpms: Prices) -> Int
  where Prices.Element == DecimalNumber {
    var position = 0
    for ecpm in ecpms {
      if ecpm < price { return position }
      position += 1
    }
    return position
  }
}
