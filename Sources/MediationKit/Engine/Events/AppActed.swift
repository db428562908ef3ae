/// The app acted on the loaded ad (`asset`: what a tap was on, as the config names it).
struct AppActed {
  var action: AppAction
  var asset: String?
}

extension AppActed: TracedEvent {
  func trace(into recorder: TraceRecorder, at t: Int64) {
    recorder.emit(.app(AppRecord(action: action, asset: asset)), at: t)
  }
}
