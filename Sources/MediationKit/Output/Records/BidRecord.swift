/// A bidder's answer to the auction, when it arrives (or at the timeout).
package struct BidRecord: Sendable {
  package var lineItem: String
  package var className: String
  package var state: BidState
  /// The bid for `bid`, the price that fell short for `belowFloor`; nil otherwise.
  package var price: DecimalNumber?
  /// From the auction's start to the answer (the timeout for `timeout`).
  package var latencyMs: Int64
}

extension JSONWriter {
  /// The `bid` record's members after `type`, `seq` and `t`, in output.md's order.
  mutating func writeMembers(_ bid: BidRecord) {
    field("lineItem", bid.lineItem)
    field("className", bid.className)
    field("state", bid.state.rawValue)
    field("price", bid.price)
    field("latencyMs", bid.latencyMs)
  }
}

extension TextRenderer {
  /// The `bid` record's row of the text timeline: its line item, its detail, its colour.
  static func timelineRow(_ bid: BidRecord) -> TimelineRowParts {
    let price = bid.price.map { " $\($0)" } ?? ""
    switch bid.state {
    case .bid: return (bid.lineItem, "bids\(price) after \(bid.latencyMs) ms", nil)
    case .noBid: return (bid.lineItem, "no bid after \(bid.latencyMs) ms", .dim)
    case .belowFloor: return (bid.lineItem, "price\(price) below the floor after \(bid.latencyMs) ms", .dim)
    case .timeout: return (bid.lineItem, "no answer by the auction's timeout (\(bid.latencyMs) ms)", .yellow)
    }
  }
}
