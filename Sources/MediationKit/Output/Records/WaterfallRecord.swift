/// The end of the waterfall walk.
package struct WaterfallRecord: Sendable {
  package var filled: Bool
  package var lineItem: String?
  /// From the request to the fill, or to the last failure.
  package var latencyMs: Int64
  package var error: AdError?
}

extension JSONWriter {
  /// The `waterfall` record's members after `type`, `seq` and `t`, in output.md's order.
  mutating func writeMembers(_ waterfall: WaterfallRecord) {
    field("outcome", waterfall.filled ? "fill" : "noFill")
    field("lineItem", waterfall.lineItem)
    field("latencyMs", waterfall.latencyMs)
    writeError(waterfall.error)
  }
}

extension TextRenderer {
  /// The `waterfall` record's row of the text timeline: its line item, its detail, its colour.
  static func timelineRow(_ waterfall: WaterfallRecord) -> TimelineRowParts {
    if waterfall.filled { return (waterfall.lineItem, "filled in \(waterfall.latencyMs) ms", .green) }
    let error = waterfall.error.map { ": " + describe($0) } ?? ""
    return (nil, "no fill after \(waterfall.latencyMs) ms\(error)", .red)
  }
}
