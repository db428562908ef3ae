/// One kind of change `--vary` allows.
package enum VaryDimension: String, CaseIterable, Sendable {
  /// The walk order of the waterfall line items.
  case order
  /// Waterfall line items' `ecpm` where their network has a valuation, and bidders' `bidding.floor`.
  case floors
  /// Each `timeoutMs`, and `auction.timeoutMs` when there are bidders.
  case timeouts
  /// Whether each waterfall line item stays in the waterfall.
  case drop
}
