/// An adapter lost the SDK's event delegate: it stored the nil a later load
/// completion returned over the delegate it held, or the delegate went with
/// the app's release of its ad (a weak link, `completion.holdsDelegate`), so
/// every event it sends from now on goes nowhere, silently on a device.
package struct DelegateLostRecord: Sendable {
  package var lineItem: String
  /// The completion whose nil it stored: one the SDK discarded, for this
  /// reason, or one its own once-guard kept from the SDK (`completionGuard`);
  /// `released` when the delegate went with the app's release of its ad.
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
  /// The `completion` of a delegate lost to the app's release of its ad.
  private static let released = "released"

  /// The `delegateLost` record's row of the text timeline: its line item, its detail, its colour.
  static func timelineRow(_ lost: DelegateLostRecord) -> TimelineRowParts {
    let how =
      lost.completion == released
      ? "it went with the app's release of its ad, held weakly"
      : "the adapter stored the nil of a later completion (\(lost.completion))"
    return (lost.lineItem, "event delegate lost: \(how); its events now go nowhere", .yellow)
  }
}
