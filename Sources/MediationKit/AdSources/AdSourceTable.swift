/// The ad sources of one config, each worked out once: what the engine,
/// the Monte Carlo kernel, the contract monitor and the trace read about a
/// line item (label, class, registration, settings, placement, role,
/// random stream), and the adapter classes the config uses.
///
/// Building it is linear in the config's size: every lookup a run makes
/// afterwards is by index.
final class AdSourceTable: Sendable {
  /// One adapter class the config's line items use: its registration, the
  /// line items of it, in listed order, and the settings set-up receives.
  struct AdapterClass: Sendable {
    let className: String
    let registration: AdapterRegistration?
    let lineItems: [Int]
    /// The settings of each of its line items, in listed order: the
    /// credentials `setUpWithConfiguration:completionHandler:` receives.
    let settings: [[String: String]]
    /// What a profile's set-up reads of `settings`, as one credential: of
    /// each key it reads at set-up, the first value that is not empty. Set-up
    /// ends the same on it as on `settings`, in time independent of the
    /// number of line items; nil for a class without a profile.
    let setUpDigest: [String: String]?

    init(className: String, registration: AdapterRegistration?, lineItems: [Int], settings: [[String: String]]) {
      self.className = className
      self.registration = registration
      self.lineItems = lineItems
      self.settings = settings
      setUpDigest = registration?.profile.map { profile in
        var digest: [String: String] = [:]
        for setting in profile.settings where setting.at.contains(.setUp) {
          digest[setting.key] = settings.lazy.compactMap { $0[setting.key] }.first { !$0.isEmpty }
        }
        return digest
      }
    }
  }

  /// By line item, in config order.
  let sources: [AdSource]
  /// The adapter classes of mediated line items, in the order the config first lists them.
  let classes: [AdapterClass]
  /// How many distinct (class, placement) pairs the line items load.
  let placementCount: Int
  /// The registry the sources' classes were looked up in.
  let registry: AdapterRegistry
  /// The order the SDK walks the waterfall in, before anything of a run changes it.
  let walkPlan: WalkPlan
  /// The bidding line items, in listed order.
  let bidders: [Int]
  /// By rule number: the config's severity, or off for a rule of another platform's contract,
  /// worked out once per config rather than once per run.
  let ruleSeverities: [RuleSeverity]
  private let classNumbers: [String: Int]

  /// The table of `config`'s sources. A table of one line item of a larger
  /// config (the kernel's probe) takes its profiled classes' set-up settings
  /// from the whole config's table, `setUpOf`: set-up receives the
  /// credentials of every line item of the class, whichever line item then
  /// loads, and ends as it would on all of them on their digest
  /// (`AdapterClass.setUpDigest`), so that probing each of n line items
  /// costs no n set-ups of n credentials.
  init(config: WaterfallConfig, registry: AdapterRegistry, setUpOf whole: AdSourceTable? = nil) {
    self.registry = registry
    var classNumbers: [String: Int] = [:]
    var classNames: [String] = []
    var registrations: [AdapterRegistration?] = []
    var members: [[Int]] = []
    var placementNumbers: [PlacementKey: Int] = [:]
    var sources: [AdSource] = []
    sources.reserveCapacity(config.lineItems.count)
    for (index, item) in config.lineItems.enumerated() {
      let mediated = item.adManager == nil
      var classNumber: Int?
      var registration: AdapterRegistration?
      if mediated {
        if let number = classNumbers[item.className] {
          classNumber = number
          registration = registrations[number]
          members[number].append(index)
        } else {
          registration = registry.registration(forClassName: item.className)
          classNumber = classNames.count
          classNumbers[item.className] = classNames.count
          classNames.append(item.className)
          registrations.append(registration)
          members.append([index])
        }
      }
      let settings = item.settings
      // What the network is asked to load: what its adapter reads as the placement.
      let placement =
        mediated
        ? registration?.profile?.placement(in: settings, testRequest: config.request.testMode)
          ?? item.parameter : nil
      var placementNumber: Int?
      if let placement {
        let key = PlacementKey(className: item.className, placement: placement)
        if let number = placementNumbers[key] {
          placementNumber = number
        } else {
          placementNumber = placementNumbers.count
          placementNumbers[key] = placementNumbers.count
        }
      }
      sources.append(
        AdSource(
          label: item.label, className: item.className, registration: registration, settings: settings,
          placement: placement, placementNumber: placementNumber, classNumber: classNumber,
          role: item.bidding == nil ? .waterfall : .bidder,
          streamKey: SeedTree.key(ofLabel: item.label)))
    }
    self.sources = sources
    self.classes = classNames.indices.map { number in
      let className = classNames[number]
      let settings =
        whole?.adapterClass(named: className)?.setUpDigest.map { [$0] }
        ?? members[number].map { config.lineItems[$0].settings }
      return AdapterClass(
        className: className, registration: registrations[number], lineItems: members[number], settings: settings)
    }
    self.classNumbers = classNumbers
    self.placementCount = placementNumbers.count
    self.walkPlan = WalkPlan(config: config)
    let platform = registry.platform.id
    self.ruleSeverities = ContractRules.all.indices.map { number in
      ContractRules.all[number].platforms.contains(platform) ? config.ruleSeverities[number] : .off
    }
    self.bidders = sources.indices.filter { sources[$0].role == .bidder }
  }

  var count: Int { sources.count }

  /// The adapter class named `className`, when a mediated line item uses it.
  func adapterClass(named className: String) -> AdapterClass? {
    classNumbers[className].map { classes[$0] }
  }

  subscript(lineItem: Int) -> AdSource { sources[lineItem] }

  /// Whether some class the config uses has a profile whose loads on one
  /// placement depend on each other (`concurrentLoads` other than supported).
  var guardsPlacements: Bool {
    classes.contains { ($0.registration?.profile?.concurrentLoads ?? .supported) != .supported }
  }

  /// Whether two line items of a class whose loads on one placement depend
  /// on each other share a placement.
  var sharesAGuardedPlacement: Bool {
    var seen = Array(repeating: false, count: placementCount)
    for source in sources {
      guard let number = source.placementNumber, (source.profile?.concurrentLoads ?? .supported) != .supported
      else { continue }
      if seen[number] { return true }
      seen[number] = true
    }
    return false
  }

  private struct PlacementKey: Hashable {
    var className: String
    var placement: String
  }
}
