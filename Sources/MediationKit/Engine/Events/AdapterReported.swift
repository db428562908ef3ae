/// The adapter called the event delegate; `ignored` says why the SDK
/// discarded the event, when it did.
struct AdapterReported {
  /// The line item whose adapter reported: the event's source.
  var lineItem: Int
  var name: AdEventName
  var error: AdError?
  var reward: AdReward?
  var ignored: IgnoredReason?
  /// The thread the adapter forwarded it on.
  var thread: AdapterThread
}

extension AdapterReported: TracedEvent {
  /// A discarded event is an `ignored` record; an accepted one is an `event`
  /// record, and what the checks of `expect` read.
  func trace(into recorder: TraceRecorder, at t: Int64) {
    if let reason = ignored {
      recorder.emit(
        .ignored(
          IgnoredRecord(
            lineItem: recorder.label(lineItem), call: recorder.names.name(of: name),
            reason: recorder.names.name(of: reason), thread: thread)), at: t
      )
      return
    }
    recorder.request.eventNames.append(name)
    if name.isPresentFailure, recorder.request.presentError == nil {
      recorder.request.presentError = error
    }
    recorder.emit(
      .event(
        EventRecord(
          lineItem: recorder.label(lineItem), event: name, name: recorder.names.name(of: name), error: error,
          reward: reward, thread: thread)), at: t)
  }
}
