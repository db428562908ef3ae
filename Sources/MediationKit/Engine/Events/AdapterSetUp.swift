/// The SDK set up an adapter class (`setUpWithConfiguration:completionHandler:`)
/// when the app started, this long before the request.
struct AdapterSetUp {
  var className: String
  var versions: AdapterVersions
  /// What the adapter's set-up failed with, or nil when it is ready.
  var error: AdError?
  var latencyMs: Int64
  /// Where the adapter ran its set-up work: the SDK's background thread, or main where its profile hops there.
  var thread: AdapterThread
  /// Whether that work reached a network whose initialization does UI work (`setUp.touchesUI`).
  var touchesUI: Bool
}

extension AdapterSetUp: TracedEvent {
  func trace(into recorder: TraceRecorder, at t: Int64) {
    let request = recorder.heldSetUpRequest?.className == className ? recorder.heldSetUpRequest?.request : nil
    recorder.heldSetUpRequest = nil
    recorder.setUpRequests[className] = .some(request)
    let setUp = SetUpRecord(
      className: className, adapterVersion: versions.adapterVersion,
      adapterVersionString: versions.adapterVersionString, adSDKVersion: versions.adSDKVersion,
      status: error == nil ? .ready : .error, error: error, latencyMs: latencyMs,
      settings: recorder.sources.adapterClass(named: className)?.settings ?? [], request: request, thread: thread)
    recorder.setUps.append(setUp)
    recorder.emit(.setUp(setUp), at: t)
  }
}
