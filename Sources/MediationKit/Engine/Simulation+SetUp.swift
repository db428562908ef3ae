extension Simulation {
  /// Sets up each registered adapter class the waterfall uses, once, in the
  /// order the config first lists it, with the credentials of all its line
  /// items, as the SDK does when the app starts it: before the request, so
  /// every `setUp` record is at t=0 and says how long the set-up took.
  ///
  /// A set-up that does not complete within `SetUpTiming.timeoutMs` leaves
  /// the adapter not ready, as the SDK's start does when set-up times out.
  /// A set-up that reaches its network says first what it handed it.
  func setUpAdapters() {
    for (number, adapterClass) in sources.classes.enumerated() {
      guard let registration = adapterClass.registration else { continue }
      let (error, latencyMs, reachedNetwork) = setUp(registration, of: adapterClass)
      if error != nil { setUpFailed[number] = true }
      emit(
        .adapterSetUp(
          AdapterSetUp(
            className: adapterClass.className, versions: registration.versions, error: error, latencyMs: latencyMs,
            thread: registration.profile?.setUpThread ?? .background,
            touchesUI: reachedNetwork && registration.profile?.setUpTouchesUI == true)))
    }
  }

  /// How an adapter class's set-up ended, and after how long.
  private func setUp(
    _ registration: AdapterRegistration, of adapterClass: AdSourceTable.AdapterClass
  ) -> (error: AdError?, latencyMs: Int64, reachedNetwork: Bool) {
    let timeout = SetUpTiming.timeoutMs
    // Built only for a set-up that times out.
    var timedOut: AdError { sdkError(.setUpTimeout(className: registration.className, afterMs: timeout)) }
    switch registration.setUp {
    case .code(let setUp):
      // The Sample adapters hand their network nothing at set-up.
      emit(.setUpRequested(SetUpRequested(className: registration.className, settings: [])))
      // A Swift adapter answers within the call, or never.
      guard case .some(let reported) = setUp(config.adUnit.format, adapterClass.settings) else {
        return (timedOut, timeout, true)
      }
      return (reported, 0, true)
    case .profile(let profile):
      let privacy = config.request.privacy
      // A setting the adapter refuses, or a missing key, fails set-up at once, before the network.
      if let error = profile.failure(at: .setUp, credentials: adapterClass.settings, privacy: privacy) {
        return (profile.setUpRefusal(error), 0, false)
      }
      let request = profile.setUpRequest(
        credentials: adapterClass.settings, privacy: privacy, unset: sources.registry.platform.names.privacy)
      emit(.setUpRequested(SetUpRequested(className: registration.className, settings: request)))
      if profile.setUpSucceeds { return (nil, profile.setUpLatencyMs, true) }
      if profile.setUpOutcome == .error, profile.setUpLatencyMs < timeout {
        return (profile.setUpFailure, profile.setUpLatencyMs, true)
      }
      return (timedOut, timeout, true)
    }
  }
}
