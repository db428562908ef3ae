/// The app stopped waiting for the ad (`demand.patienceMs`).
package struct AbandonedRecord: Sendable {
  /// The patience: when it stopped waiting.
  package var latencyMs: Int64
}

extension JSONWriter {
  /// The `abandoned` record's members after `type`, `seq` and `t`, in output.md's order.
  mutating func writeMembers(_ abandoned: AbandonedRecord) {
    field("latencyMs", abandoned.latencyMs)
  }
}

extension TextRenderer {
  /// The `abandoned` record's row of the text timeline: its line item, its detail, its colour.
  static func timelineRow(_ abandoned: AbandonedRecord) -> TimelineRowParts {
    return (nil, "the app stopped waiting after \(abandoned.latencyMs) ms", .red)
  }
}
