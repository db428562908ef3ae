/// A waterfall line item taken out of the walk.
package struct SkippedRecord: Sendable {
  /// Why: a bidder of its class bid and lost.
  package enum Reason: String, Sendable {
    case lostAuction
  }

  package var lineItem: String
  package var reason: Reason
}

extension JSONWriter {
  /// The `skipped` record's members after `type`, `seq` and `t`, in output.md's order.
  mutating func writeMembers(_ skipped: SkippedRecord) {
    field("lineItem", skipped.lineItem)
    field("reason", skipped.reason.rawValue)
  }
}

extension TextRenderer {
  /// The `skipped` record's row of the text timeline: its line item, its detail, its colour.
  static func timelineRow(_ skipped: SkippedRecord) -> TimelineRowParts {
    return (skipped.lineItem, "taken out of the walk: a bidder of its class lost the auction", .dim)
  }
}
