/// The adapter called the SDK's load completion handler; `ignored` says
/// why the SDK discarded the call, when it did.
struct CompletionCalled {
  /// The line item whose adapter called: the event's source.
  var lineItem: Int
  var hasAd: Bool
  var error: AdError?
  /// Which of the platform's completion methods the adapter called.
  var call: CompletionCall
  var ignored: IgnoredReason?
  /// The thread the adapter called it on.
  var thread: AdapterThread
}

extension CompletionCalled: TracedEvent {
  /// A discarded call is an `ignored` record; an accepted one is what its `loadResult` says.
  func trace(into recorder: TraceRecorder, at t: Int64) {
    guard let reason = ignored else { return }
    recorder.emit(
      .ignored(
        IgnoredRecord(
          lineItem: recorder.label(lineItem), call: recorder.names.name(of: call),
          reason: recorder.names.name(of: reason), thread: thread)),
      at: t)
  }
}
