extension Simulation {
  /// Sets up each registered adapter class the waterfall uses, once, in the
  /// order the config first lists it, with the credentials of all its line items.
  func setUpAdapters() {
    var classNames: [String] = []
    var seen: Set<String> = []
    for item in config.lineItems where seen.insert(item.className).inserted {
      classNames.append(item.className)
    }
    for className in classNames {
      guard let registration = registry.registration(forClassName: className) else { continue }
      let credentials = config.lineItems.filter { $0.className == className }.map(credentials(for:))
      let type = registration.adapterType
      var outcome: AdError??
      type.setUp(with: MediationServerConfiguration(credentials: credentials)) { error in
        if outcome == nil { outcome = .some(error) }
      }
      let error: AdError?
      switch outcome {
      case .some(let reported): error = reported
      case .none:
        error = AdError(
          domain: GADErrorCode.domain, code: GADErrorCode.mediationAdapterError.rawValue,
          localizedDescription: "\(className) did not call its set-up completion handler.")
      }
      emit(.adapterSetUp(className: className, versions: AdapterVersions(of: type), error: error))
    }
  }

  /// The server-side settings of a line item, as the SDK passes them.
  func credentials(for item: LineItem) -> MediationCredentials {
    var settings: [String: String] = [:]
    if let parameter = item.parameter { settings["parameter"] = parameter }
    return MediationCredentials(format: config.adUnit.format, settings: settings)
  }
}
