/// The SDK calls a line item's adapter to load; a winning bidder's load
/// carries its bid response (nil for a waterfall line item).
struct LoadStarted {
  /// The line item whose adapter loads: the event's source.
  var lineItem: Int
  var bidResponse: String?
}

extension LoadStarted: TracedEvent {
  /// Holds the `load` record until the adapter reaches its network (`NetworkRequested`).
  func trace(into recorder: TraceRecorder, at t: Int64) {
    let source = recorder.sources[lineItem]
    recorder.releaseHeldLoad()
    let lineItemConfig = recorder.config.lineItems[lineItem]
    // Ad Manager's own creative is served with no adapter: no method loads it.
    let method =
      lineItemConfig.adManager == nil
      ? recorder.names.loadMethod(for: recorder.config.adUnit.format, bidding: bidResponse != nil) : nil
    let load = LoadRecord(
      lineItem: source.label, index: lineItem, className: source.className,
      parameter: source.settings[ServerParameter.key], timeoutMs: lineItemConfig.timeoutMs,
      request: nil, settings: source.settings, bidResponse: bidResponse, method: method)
    recorder.heldLoad = (load, t)
  }
}
