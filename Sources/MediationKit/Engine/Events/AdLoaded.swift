/// The SDK handed the loaded ad to the app; native ads with their mapped assets.
struct AdLoaded {
  /// The line item whose ad loaded: the event's source.
  var lineItem: Int
  var assets: NativeAssets?
}

extension AdLoaded: TracedEvent {
  func trace(into recorder: TraceRecorder, at t: Int64) {
    recorder.request.assets = assets
    recorder.emit(
      .ad(AdRecord(lineItem: recorder.label(lineItem), format: recorder.config.adUnit.format, assets: assets)), at: t)
  }
}
