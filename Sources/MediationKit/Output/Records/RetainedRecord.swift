/// At the run's end, the adapter of an ad the app released is still alive (a reference cycle with the SDK's
/// event delegate, `completion.holdsDelegate` `"cycle"`): it and its network ad are never freed.
package struct RetainedRecord: Sendable {
  package var lineItem: String
  /// When the app released the ad: the `t` of its `app` record `release`.
  package var releasedAtMs: Int64
}

extension JSONWriter {
  /// The `retained` record's members after `type`, `seq` and `t`, in output.md's order.
  mutating func writeMembers(_ retained: RetainedRecord) {
    field("lineItem", retained.lineItem)
    field("releasedAtMs", retained.releasedAtMs)
  }
}

extension TextRenderer {
  /// The `retained` record's row of the text timeline: its line item, its detail, its colour.
  static func timelineRow(_ retained: RetainedRecord) -> TimelineRowParts {
    (
      retained.lineItem,
      "adapter still alive, released by the app at \(retained.releasedAtMs) ms: it and the SDK's delegate keep each other",
      .yellow
    )
  }
}
