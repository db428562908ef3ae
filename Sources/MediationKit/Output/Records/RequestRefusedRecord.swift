/// The SDK refusing a request on an ad loader that still loads one (mediate).
package struct RequestRefusedRecord: Sendable {
  package var error: AdError
}

extension JSONWriter {
  /// The `requestRefused` record's members after `type`, `seq` and `t`, in output.md's order.
  mutating func writeMembers(_ refused: RequestRefusedRecord) {
    writeError(refused.error)
  }
}

extension TextRenderer {
  /// The `requestRefused` record's row of the text timeline: its line item, its detail, its colour.
  static func timelineRow(_ refused: RequestRefusedRecord) -> TimelineRowParts {
    return (nil, "the SDK refuses the request: \(describe(refused.error))", .yellow)
  }
}
