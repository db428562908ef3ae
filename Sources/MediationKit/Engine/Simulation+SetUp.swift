extension Simulation {
  /// Sets up each registered adapter class the waterfall uses, once, in the
  /// order the config first lists it, with the credentials of all its line
  /// items, as the SDK does when the app starts it: before the request, so
  /// every `setUp` record is at t=0 and says how long the set-up took.
  ///
  /// A set-up that does not complete within `SetUpTiming.timeoutMs` leaves
  /// the adapter not ready, as the SDK's start does when set-up times out.
  func setUpAdapters() {
    for (number, adapterClass) in sources.classes.enumerated() {
      guard let registration = adapterClass.registration else { continue }
      let (error, latencyMs) = setUp(registration, lineItems: adapterClass.lineItems)
      if error != nil { setUpFailed[number] = true }
      emit(
        .adapterSetUp(
          className: adapterClass.className, versions: registration.versions, error: error, latencyMs: latencyMs))
    }
  }

  /// How an adapter class's set-up ended, and after how long.
  private func setUp(_ registration: AdapterRegistration, lineItems: [Int]) -> (error: AdError?, latencyMs: Int64) {
    let timeout = SetUpTiming.timeoutMs
    // Built only for a set-up that times out.
    var timedOut: AdError {
      AdError(
        domain: GADErrorCode.domain, code: GADErrorCode.mediationAdapterError.rawValue,
        localizedDescription:
          "\(registration.className) did not call its set-up completion handler within \(timeout) ms.")
    }
    switch registration.setUp {
    case .type(let type):
      let format = config.adUnit.format
      let credentials = lineItems.map { MediationCredentials(format: format, settings: sources[$0].settings) }
      var outcome: AdError??
      type.setUp(with: MediationServerConfiguration(credentials: credentials)) { error in
        if outcome == nil { outcome = .some(error) }
      }
      // A Swift adapter answers within the call, or never.
      guard case .some(let reported) = outcome else { return (timedOut, timeout) }
      return (reported, 0)
    case .profile(let profile):
      if profile.setUpSucceeds { return (nil, profile.setUpLatencyMs) }
      if profile.setUpOutcome == .error, profile.setUpLatencyMs < timeout {
        return (profile.setUpFailure, profile.setUpLatencyMs)
      }
      return (timedOut, timeout)
    }
  }
}
