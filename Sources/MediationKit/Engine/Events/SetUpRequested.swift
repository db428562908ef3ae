/// An adapter class's set-up called its network, handing it these
/// settings (before its `adapterSetUp`).
struct SetUpRequested {
  var className: String
  /// The settings the set-up handed its network.
  var settings: [PassedSetting]
}

extension SetUpRequested: TracedEvent {
  /// Holds the settings until the class's `adapterSetUp`, whose `setUp` record says them.
  func trace(into recorder: TraceRecorder, at t: Int64) {
    recorder.heldSetUpRequest = (className, settings)
  }
}
