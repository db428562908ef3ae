/// A waterfall line item was taken out of the walk: a bidder of its class bid and lost.
struct LineItemSkipped {
  /// The waterfall line item taken out: the event's source.
  var lineItem: Int
}

extension LineItemSkipped: TracedEvent {
  func trace(into recorder: TraceRecorder, at t: Int64) {
    recorder.emit(.skipped(SkippedRecord(lineItem: recorder.label(lineItem), reason: .lostAuction)), at: t)
  }
}
