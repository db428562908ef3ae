/// The SDK decided what a tap on the ad was: not a click, or a click it
/// counted, and for a custom format ad where the click led.
struct ClickResolved {
  /// The line item whose ad was tapped: the event's source.
  var lineItem: Int
  var asset: String
  var resolution: ClickResolution
}

extension ClickResolved: TracedEvent {
  func trace(into recorder: TraceRecorder, at t: Int64) {
    recorder.emit(
      .click(ClickRecord(lineItem: recorder.label(lineItem), asset: asset, resolution: resolution)), at: t)
  }
}
