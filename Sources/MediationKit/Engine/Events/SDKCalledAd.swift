/// The SDK called into the loaded ad.
struct SDKCalledAd {
  /// The line item whose ad the SDK called: the event's source.
  var lineItem: Int
  var call: SDKCall
  var asset: NativeAssetIdentifier?
}

extension SDKCalledAd: TracedEvent {
  func trace(into recorder: TraceRecorder, at t: Int64) {
    recorder.emit(
      .sdk(
        SDKRecord(lineItem: recorder.label(lineItem), call: call, callName: recorder.names.name(of: call), asset: asset)
      ),
      at: t)
  }
}
