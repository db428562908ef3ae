/// Writes the fitted config: one line item per source, each with a
/// profile class of its own that reports an impression on every present
/// (or, with `--base`, the base's class and scripts for the labels it has),
/// in the words of the platform fitted: its class names and event names, and
/// on Android `"platform": "android"` right after `seed` (android.md, "Edge
/// cases settled": an iOS config has no `platform`).
struct ConfigBuilder {
  let sources: [ReportFit.Source]
  let format: AdFormat
  /// The ad unit's ID: a portfolio group's ad unit (the one its targeting names first), else `/fitted/FORMAT`.
  var adUnitID: String? = nil
  /// The names of the platform the config is written for.
  let names: PlatformNames
  let demand: DemandFit?
  let sigma: DecimalNumber

  /// The config, written through the schema's typed keys; its `text` is laid out for people (two spaces,
  /// short objects on one line). With `base`, the base's tree is edited: its key order, unknown keys and
  /// the members of its line items fit does not set are kept, its layout is not (`PrettyJSON` lays it out).
  mutating func root(
    base: (config: WaterfallConfig, bytes: [UInt8])?, warnings: inout [String]
  ) throws(ConfigWriteError) -> WrittenObject {
    typealias Root = ConfigSchema.Root
    typealias Item = ConfigSchema.LineItem
    var baseItems: [String: WrittenObject] = [:]
    var root: WrittenObject
    if let base, let node = try? JSONReader.read(base.bytes), let tree = WrittenObject(JSONValue(node)) {
      root = tree
      // The base's line items in its own order, each by the label the base gives it.
      if let items = root.objects(Root.lineItems), items.count == base.config.lineItems.count {
        for (item, read) in zip(items, base.config.lineItems) { baseItems[read.label] = item }
      }
      let reported = Set(sources.map(\.label))
      let dropped = base.config.lineItems.map(\.label).filter { !reported.contains($0) }
      for label in dropped {
        warnings.append("--base's line item \(JSONStringLiteral.quoted(label)) is not in the report: dropped")
      }
      if !dropped.isEmpty, root.contains(Root.expect.row) {
        root.remove([Root.expect.row])
        warnings.append("--base's expect is left out: it may name the dropped line items")
      }
      if root.contains(Root.uncertain.row) {
        root.remove([Root.uncertain.row])
        warnings.append("--base's uncertain is left out: its worlds are the base's, not this report's")
      }
    } else {
      root = WrittenObject()
      try root.set(Root.version, 1)
      try root.set(Root.seed, 1)
      // A platform other than the default is written right after `seed` (android.md, `platform`).
      if names.platform != Root.platform.defaultValue { try root.set(Root.platform, names.platform) }
      try root.set(Root.adUnit, try adUnit())
    }
    // New classes for the sources the base does not have.
    let adapters = ConfigPath.root.appending(Root.adapters)
    var profiles = root.object(Root.adapters) ?? WrittenObject(at: adapters)
    var classNames = Set(base?.config.lineItems.map(\.className) ?? [])
    classNames.formUnion(profiles.names)
    var nextNumber: [String: Int] = [:]
    var items: [WrittenObject] = []
    let lineItems = ConfigPath.root.appending(Root.lineItems)
    for (index, source) in sources.enumerated() {
      let path = lineItems.appending(index: index)
      let ecpm = DecimalNumber(micros: Int64(source.ecpmMicros))
      let load = try self.load(index, source, at: path.appending(Item.network).appending(ConfigSchema.Network.load))
      if var item = baseItems[source.label] {
        try item.set(Item.ecpm, ecpm)
        var network = item.object(Item.network) ?? WrittenObject(at: path.appending(Item.network))
        var kept = network.object(ConfigSchema.Network.load) ?? WrittenObject(at: load.path)
        kept.remove([ConfigSchema.Load.outcome.row, ConfigSchema.Load.fillRate.row, ConfigSchema.Load.valuation.row])
        var merged = load
        merged.merge(kept)
        try network.set(ConfigSchema.Network.load, merged)
        try item.set(Item.network, network)
        items.append(item)
        continue
      }
      let className = Self.className(
        for: source.label, form: names.classNames, taken: &classNames, next: &nextNumber)
      profiles.setEntry(className, try profile(at: adapters.appending(entry: className)))
      var item = WrittenObject(at: path)
      try item.set(Item.label, source.label)
      try item.set(Item.className, className)
      try item.set(Item.parameter, Self.parameter(for: source.label))
      try item.set(Item.ecpm, ecpm)
      var network = WrittenObject(at: path.appending(Item.network))
      try network.set(ConfigSchema.Network.load, load)
      try item.set(Item.network, network)
      items.append(item)
    }
    if !profiles.names.isEmpty { try root.set(Root.adapters, profiles, before: Root.lineItems.row) }
    // The line items are written in the order they are walked.
    try root.set(
      Root.waterfallOrder, .listed, before: root.contains(Root.adapters.row) ? Root.adapters.row : Root.lineItems.row)
    try root.set(Root.lineItems, items)
    if let demand {
      var value = WrittenObject(at: ConfigPath.root.appending(Root.demand).appending(ConfigSchema.Demand.valueCpm))
      try value.set(ConfigSchema.DemandValue.median, DecimalNumber(micros: demand.medianMicros))
      try value.set(ConfigSchema.DemandValue.sigma, sigma)
      var object = WrittenObject(at: ConfigPath.root.appending(Root.demand))
      try object.set(ConfigSchema.Demand.valueCpm, value)
      try root.set(Root.demand, object, before: Root.lineItems.row)
    }
    return root
  }

  /// Adds `uncertain` (decide2.md §1) to `root`, before `lineItems`: what the worlds are about, why, the
  /// base's label, and each other world with what it sets and its log-likelihood.
  func write(
    _ worlds: FitWorlds, logLikelihoods: [DecimalNumber?], into root: inout WrittenObject
  ) throws(ConfigWriteError) {
    typealias Keys = ConfigSchema.Uncertain
    let at = ConfigPath.root.appending(ConfigSchema.Root.uncertain)
    var uncertain = WrittenObject(at: at)
    var about: [String] = []
    if worlds.aboutSigma { about.append(Self.sigmaPath.description) }
    if worlds.aboutParticipation {
      about.append(Self.lineItemPath(.every, ConfigSchema.Valuation.participation).description)
    }
    try uncertain.set(Keys.about, about)
    try uncertain.set(Keys.note, worlds.note)
    try uncertain.set(Keys.base, worlds.base.label)
    var written: [WrittenObject] = []
    for (index, world) in worlds.others.enumerated() {
      var object = WrittenObject(at: at.appending(Keys.worlds).appending(index: index))
      try object.set(ConfigSchema.World.label, world.label)
      var set = WrittenObject(at: object.path.appending(ConfigSchema.World.set))
      for setting in world.settings {
        switch setting {
        case .sigma(let sigma):
          set.setEntry(Self.sigmaPath.description, number: sigma)
        case .everyParticipation(let participation):
          set.setEntry(
            Self.lineItemPath(.every, ConfigSchema.Valuation.participation).description, number: participation)
        case .participation(let label, let participation):
          set.setEntry(
            Self.lineItemPath(.label(label), ConfigSchema.Valuation.participation).description, number: participation)
        case .scale(let label, let scale):
          set.setEntry(Self.lineItemPath(.label(label), ConfigSchema.Valuation.scale).description, number: scale)
        }
      }
      try object.set(ConfigSchema.World.set, set)
      if index < logLikelihoods.count, let likelihood = logLikelihoods[index] {
        try object.set(ConfigSchema.World.logLikelihood, number: likelihood)
      }
      written.append(object)
    }
    try uncertain.set(Keys.worlds, written)
    try root.set(ConfigSchema.Root.uncertain, uncertain, before: ConfigSchema.Root.lineItems.row)
  }

  /// `.demand.valueCpm.sigma`.
  static let sigmaPath = ConfigValuePath(steps: [
    .key(ConfigSchema.Root.demand.name), .key(ConfigSchema.Demand.valueCpm.name),
    .key(ConfigSchema.DemandValue.sigma.name),
  ])

  /// The path of a key of the valuation of the line items `step` names: `.lineItems["Pangle"].network.load.valuation.scale`.
  static func lineItemPath<Kind, Default>(_ step: ConfigValuePath.Step, _ key: TypedKey<Kind, Default>)
    -> ConfigValuePath
  {
    ConfigValuePath(steps: [
      .key(ConfigSchema.Root.lineItems.name), step, .key(ConfigSchema.LineItem.network.name),
      .key(ConfigSchema.Network.load.name), .key(ConfigSchema.Load.valuation.name), .key(key.name),
    ])
  }

  /// The `load` of source `index`: its demand valuation, or its fill rate.
  private func load(_ index: Int, _ source: ReportFit.Source, at path: ConfigPath) throws(ConfigWriteError)
    -> WrittenObject
  {
    typealias Valuation = ConfigSchema.Valuation
    var load = WrittenObject(at: path)
    guard let demand else {
      try load.set(ConfigSchema.Load.fillRate, exactly: Self.decimalRate(source.fillRate))
      return load
    }
    var valuation = WrittenObject(at: path.appending(ConfigSchema.Load.valuation))
    try valuation.set(Valuation.distribution, .demand)
    try valuation.set(Valuation.scale, DecimalNumber(micros: demand.scaleMicros[index]))
    try valuation.set(Valuation.sigma, DecimalNumber(micros: 0))
    if let participation = demand.participationMicros[index] {
      try valuation.set(Valuation.participation, DecimalNumber(micros: participation))
    }
    try load.set(ConfigSchema.Load.valuation, valuation)
    return load
  }

  private func adUnit() throws(ConfigWriteError) -> WrittenObject {
    let path = ConfigPath.root.appending(ConfigSchema.Root.adUnit)
    var adUnit = WrittenObject(at: path)
    try adUnit.set(ConfigSchema.AdUnit.id, adUnitID ?? "/fitted/\(format.rawValue)")
    try adUnit.set(ConfigSchema.AdUnit.format, format)
    if format.traits.grantsReward {
      var reward = WrittenObject(at: path.appending(ConfigSchema.AdUnit.reward))
      try reward.set(ConfigSchema.Reward.type, "reward")
      try reward.set(ConfigSchema.Reward.amount, 1)
      try adUnit.set(ConfigSchema.AdUnit.reward, reward)
    }
    return adUnit
  }

  /// A profile that keeps the contract: an impression on every present.
  private func profile(at path: ConfigPath) throws(ConfigWriteError) -> WrittenObject {
    typealias Profile = ConfigSchema.Profile
    var profile = WrittenObject(at: path)
    try profile.set(Profile.formats, [format])
    try profile.set(Profile.adapterVersion, "1.0.0.0")
    try profile.set(Profile.adSDKVersion, "1.0.0")
    let forwarded: [AdEventName]
    if format.traits.grantsReward {
      forwarded = [.willPresentFullScreenView, .didStartVideo, .reportImpression]
    } else if format.traits.isFullScreen {
      forwarded = [.willPresentFullScreenView, .reportImpression]
    } else {
      return profile
    }
    // The callback and the events in the platform's names, as its configs are read.
    var events = WrittenObject(at: path.appending(Profile.events))
    events.setEntry(names.name(of: NetworkCallback.didPresent, format: format), strings: forwarded.map(names.name(of:)))
    try profile.set(Profile.events, events)
    return profile
  }

  /// A fill rate with 6 decimals, trailing zeros dropped.
  static func rate(_ value: Double) -> String {
    decimalRate(value).description
  }

  /// A fill rate rounded to 6 decimals.
  static func decimalRate(_ value: Double) -> DecimalNumber {
    DecimalNumber(micros: Int64((value * 1e6).rounded()))
  }

  /// The platform's name for the profile of the source labelled `label` (`ClassNameForm.fittedProfileName`),
  /// numbered when taken; `next` remembers, per stem, the number to try next, so that many labels of one stem
  /// cost one lookup each, not a count from 2.
  static func className(
    for label: String, form: ClassNameForm, taken: inout Set<String>, next: inout [String: Int]
  ) -> String {
    let stem = form.fittedProfileName(label: label)
    var name = stem
    var number = next[stem] ?? 2
    while taken.contains(name) {
      name = stem + String(number)
      number += 1
    }
    next[stem] = number
    taken.insert(name)
    return name
  }

  static func parameter(for label: String) -> String {
    let text = String(
      label.lowercased().unicodeScalars.map {
        $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) ? Character($0) : "-"
      })
    return text.isEmpty ? "source" : text
  }
}
