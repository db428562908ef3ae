/// An adapter lost the SDK's event delegate: it stored the nil a later load
/// completion returned over the delegate it held, so every event it sends
/// from now on goes nowhere (messaging nil), silently on a device.
package struct DelegateLostRecord: Sendable {
  package var lineItem: String
  /// The completion whose nil it stored: one the SDK discarded, for this
  /// reason, or one its own once-guard kept from the SDK (`completionGuard`).
  package var completion: String
}

extension JSONWriter {
  /// The `delegateLost` record's members after `type`, `seq` and `t`, in output.md's order.
  mutating func writeMembers(_ lost: DelegateLostRecord) {
    field("lineItem", lost.lineItem)
    field("completion", lost.completion)
  }
}

extension TextRenderer {
  /// The `delegateLost` record's row of the text timeline: its line item, its detail, its colour.
  static func timelineRow(_ lost: DelegateLostRecord) -> TimelineRowParts {
    return (
      lost.lineItem,
      "event delegate lost: the adapter stored the nil of a later completion (\(lost.completion)); "
        + "its events now go nowhere", .yellow
    )
  }
}
