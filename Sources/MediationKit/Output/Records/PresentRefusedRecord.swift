/// The SDK refusing the app's second present of a full-screen ad: what
/// the app's full-screen content delegate hears
/// (`ad:didFailToPresentFullScreenContentWithError:`).
package struct PresentRefusedRecord: Sendable {
  package var lineItem: String
  package var error: AdError
}

extension JSONWriter {
  /// The `presentRefused` record's members after `type`, `seq` and `t`, in output.md's order.
  mutating func writeMembers(_ refused: PresentRefusedRecord) {
    field("lineItem", refused.lineItem)
    writeError(refused.error)
  }
}

extension TextRenderer {
  /// The `presentRefused` record's row of the text timeline: its line item, its detail, its colour.
  static func timelineRow(_ refused: PresentRefusedRecord) -> TimelineRowParts {
    return (refused.lineItem, "the SDK refuses the present: \(describe(refused.error))", .yellow)
  }
}
