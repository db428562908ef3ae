extension Simulation {
  /// Sets up each registered adapter class the waterfall uses, once, in the
  /// order the config first lists it, with the credentials of all its line
  /// items, as the SDK does when the app starts it: before the request, so
  /// every `setUp` record is at t=0 and says how long the set-up took.
  ///
  /// A set-up that does not complete within `SetUpTiming.timeoutMs` leaves
  /// the adapter not ready, as the SDK's start does when set-up times out.
  func setUpAdapters() {
    var classNames: [String] = []
    var seen: Set<String> = []
    for item in config.lineItems where item.adManager == nil && seen.insert(item.className).inserted {
      classNames.append(item.className)
    }
    for className in classNames {
      guard let registration = registry.registration(forClassName: className) else { continue }
      let (error, latencyMs) = setUp(registration)
      if error != nil { notReadyClasses.insert(className) }
      emit(.adapterSetUp(className: className, versions: registration.versions, error: error, latencyMs: latencyMs))
    }
  }

  /// How an adapter class's set-up ended, and after how long.
  private func setUp(_ registration: AdapterRegistration) -> (error: AdError?, latencyMs: Int64) {
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
      let credentials = config.lineItems.filter { $0.className == registration.className }.map(credentials(for:))
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
        return (profile.setUpError.error(), profile.setUpLatencyMs)
      }
      return (timedOut, timeout)
    }
  }

  /// The server-side settings of a line item, as the SDK passes them.
  func credentials(for item: LineItem) -> MediationCredentials {
    var settings: [String: String] = [:]
    if let parameter = item.parameter { settings["parameter"] = parameter }
    return MediationCredentials(format: config.adUnit.format, settings: settings)
  }
}
