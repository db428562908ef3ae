/// The SDK ignored a repeated `recordImpression` of a custom format ad.
struct ImpressionIgnored {
  /// The line item whose ad the app recorded again: the event's source.
  var lineItem: Int
}

extension ImpressionIgnored: TracedEvent {
  func trace(into recorder: TraceRecorder, at t: Int64) {
    recorder.emit(
      .ignored(
        IgnoredRecord(
          lineItem: recorder.label(lineItem), call: "recordImpression",
          reason: recorder.names.name(of: IgnoredReason.duplicateImpression), thread: .main)),
      at: t)
  }
}
