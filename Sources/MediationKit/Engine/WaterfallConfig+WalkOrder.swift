extension WaterfallConfig {
  /// Line item indices in the order the SDK tries them: as listed, or by
  /// descending eCPM with ties kept in listed order.
  var walkOrder: [Int] {
    let indices = Array(lineItems.indices)
    switch waterfallOrder {
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
