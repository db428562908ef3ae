/// The auction closing: who won at what price, and what every bidder came to.
package struct AuctionRecord: Sendable {
  /// One bidder's part, in listed order.
  package struct Bid: Sendable {
    package var lineItem: String
    package var state: AuctionBidState
    package var price: DecimalNumber?
  }

  package var winner: String?
  package var price: DecimalNumber?
  package var bids: [Bid]
  /// When it closed.
  package var latencyMs: Int64
}

extension JSONWriter {
  /// The `auction` record's members after `type`, `seq` and `t`, in output.md's order.
  mutating func writeMembers(_ auction: AuctionRecord) {
    field("winner", auction.winner)
    field("price", auction.price)
    key("bids")
    beginArray()
    for bid in auction.bids {
      beginObject()
      field("lineItem", bid.lineItem)
      field("state", bid.state.rawValue)
      field("price", bid.price)
      endObject()
    }
    endArray()
    field("latencyMs", auction.latencyMs)
  }
}

extension TextRenderer {
  /// The `auction` record's row of the text timeline: its line item, its detail, its colour.
  static func timelineRow(_ auction: AuctionRecord) -> TimelineRowParts {
    guard let winner = auction.winner, let price = auction.price else {
      return (nil, "auction closed after \(auction.latencyMs) ms without a bid", .dim)
    }
    return (winner, "wins the auction at $\(price) (closed after \(auction.latencyMs) ms)", .green)
  }
}
