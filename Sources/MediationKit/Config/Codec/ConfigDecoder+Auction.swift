/// Demand and the hybrid auction (auction.md): `demand`, `auction`, a
/// network's `valuation` and a line item's `bidding`, with the warnings for
/// a price that can never reach its floor.
extension ConfigDecoder {
  /// `demand`: the request's value and the app's patience.
  mutating func decodeDemand(_ node: JSONNode, at path: JSONPath) -> Demand? {
    typealias Keys = ConfigSchema.Demand
    guard let fields = fields(of: node, at: path, known: ConfigSchema.demand.keyNames) else {
      // Reported already: no valuation is said to lack a value as well.
      valueCpmGiven = true
      return nil
    }
    if let member = fields[Keys.valueCpm.name] {
      if case .null = member.value.value {} else { valueCpmGiven = true }
    }
    let value = optionalValue(Keys.valueCpm, in: fields) { $0.decodeDemandValue($1, at: $2) }
    let patience = optionalValue(Keys.patienceMs, in: fields) { $0.decodePatience($1, at: $2) }
    return Demand(value: value, patience: patience)
  }

  /// `demand.valueCpm`: `{median, sigma}`.
  private mutating func decodeDemandValue(_ node: JSONNode, at path: JSONPath) -> Demand.LogNormal? {
    typealias Keys = ConfigSchema.DemandValue
    guard case .object = node.value else {
      reportUnexpected(node, at: path, expected: .objectOrNull)
      return nil
    }
    guard let fields = fields(of: node, at: path, known: ConfigSchema.demandValue.keyNames) else { return nil }
    let median = required(Keys.median, in: fields)
    let sigma = value(Keys.sigma, in: fields)
    return median.map { Demand.LogNormal(median: $0, sigma: sigma) }
  }

  /// `demand.patienceMs`: milliseconds, or `{median, sigma}`.
  private mutating func decodePatience(_ node: JSONNode, at path: JSONPath) -> Demand.Patience? {
    typealias Keys = ConfigSchema.Patience
    switch node.value {
    case .number:
      return read(node, at: path, as: ConfigSchema.patienceTimes).map { .fixed($0) }
    case .object:
      guard let fields = fields(of: node, at: path, known: ConfigSchema.patience.keyNames) else { return nil }
      let median = required(Keys.median, in: fields)
      let sigma = value(Keys.sigma, in: fields)
      return median.map { .logNormal(median: $0, sigma: sigma) }
    default:
      reportUnexpected(node, at: path, expected: .patience)
      return nil
    }
  }

  /// `auction`: its timeout and floor.
  mutating func decodeAuction(_ node: JSONNode, at path: JSONPath) -> AuctionSettings? {
    typealias Keys = ConfigSchema.Auction
    guard let fields = fields(of: node, at: path, known: ConfigSchema.auction.keyNames) else { return nil }
    return AuctionSettings(timeoutMs: value(Keys.timeoutMs, in: fields), floor: value(Keys.floor, in: fields))
  }

  /// `network.load.valuation`: a distribution with its keys, and
  /// `participation`. A key of another distribution is an error, and so is
  /// a `"demand"` valuation in a config without `demand.valueCpm`.
  mutating func decodeValuation(_ node: JSONNode, at path: JSONPath) -> Valuation? {
    typealias Keys = ConfigSchema.Valuation
    guard let fields = fields(of: node, at: path, known: ConfigSchema.valuation.keyNames) else { return nil }
    let participation = value(Keys.participation, in: fields)
    let given = fields[Keys.distribution.name]
    var distribution = Keys.distribution.defaultValue
    if let given {
      // An unusable distribution is reported: its keys are not checked against a guess.
      guard let named = read(given.value, at: fields.path(Keys.distribution.name), as: Keys.distribution.kind) else {
        return nil
      }
      distribution = named
    }
    var misplaced = false
    for (key, distributions) in Keys.distributionKeys where !distributions.contains(distribution) {
      guard let member = fields[key] else { continue }
      report(
        .keyOnlyForDistribution(
          key, distributions.map(\.rawValue), actual: distribution.rawValue, byDefault: given == nil),
        at: member.keyOffset, path: fields.path(key))
      misplaced = true
    }
    let price: Valuation.Distribution?
    switch distribution {
    case .demand:
      let scale = value(Keys.scale, in: fields)
      let sigma = value(Keys.sigma, in: fields)
      // Keys of another distribution reported: the config likely means that one, which may not need a value.
      if !valueCpmGiven, !misplaced {
        report(
          .valuationNeedsValueCpm, at: given?.value.offset ?? fields.offset,
          path: given == nil ? fields.path : fields.path(Keys.distribution.name))
      }
      price = .demand(scale: scale, sigma: sigma)
    case .beta:
      let alpha = requiredHere(Keys.alpha, in: fields)
      let beta = requiredHere(Keys.beta, in: fields)
      let maxCpm = requiredHere(Keys.maxCpm, in: fields)
      guard let alpha, let beta, let maxCpm else { return nil }
      price = .beta(alpha: alpha, beta: beta, maxCpm: maxCpm)
    case .logNormal:
      let median = requiredHere(Keys.median, in: fields)
      let sigma = value(Keys.sigma, in: fields)
      price = median.map { .logNormal(median: $0, sigma: sigma) }
    }
    guard !misplaced, let price else { return nil }
    return Valuation(distribution: price, participation: participation)
  }

  /// The value of a key the place requires (a distribution's), or nil
  /// after reporting that it is missing or unusable.
  private mutating func requiredHere<Kind: DecodableKind>(
    _ key: TypedKey<Kind, SiteDefault>, in fields: ObjectFields
  ) -> Kind.Value? {
    required(key.name, in: fields).flatMap { read($0.value, at: fields.path(key.name), as: key.kind) }
  }

  /// `lineItems[].bidding`: what the source bids (its `network`'s valuation
  /// unless it gives `bid`), when the bid arrives, and its floor. Warns of
  /// a bid that can never reach `max(bidding.floor, auction.floor)`: a fixed
  /// one below it, or a `beta` valuation whose `maxCpm` is.
  mutating func decodeBidding(
    _ node: JSONNode, at path: JSONPath, network: NetworkScript, in lineItem: ObjectFields
  ) -> BiddingScript? {
    typealias Keys = ConfigSchema.Bidding
    guard let fields = fields(of: node, at: path, known: ConfigSchema.bidding.keyNames) else { return nil }
    let valuationPath = [
      ConfigSchema.LineItem.network.name, ConfigSchema.Network.load.name, ConfigSchema.Load.valuation.name,
    ]
    var bid = BiddingScript.Bid.valuation
    if fields[Keys.bid.name] != nil {
      bid = value(Keys.bid, in: fields, default: .valuation)
    } else if nested(valuationPath, in: lineItem) == nil {
      report(.missingBid, at: fields.offset, path: fields.path)
    }
    let script = BiddingScript(
      bid: bid, latency: value(Keys.latencyMs, in: fields) { $0.decodeLatency($1, at: $2) },
      floor: value(Keys.floor, in: fields))

    let floor = max(script.floor, auction.floor)
    let floorKey =
      script.floor >= auction.floor
      ? "\(ConfigSchema.LineItem.bidding.name).\(Keys.floor.name)"
      : "\(ConfigSchema.Root.auction.name).\(ConfigSchema.Auction.floor.name)"
    switch script.bid {
    case .fixed(let price) where price < floor:
      if let member = fields[Keys.bid.name] {
        warn(
          .bidBelowFloor(bid: price, floor: floor, setBy: floorKey), at: member.value.offset,
          path: fields.path(Keys.bid.name))
      }
    case .valuation:
      if case .beta(_, _, let maxCpm)? = network.load.valuation?.distribution, maxCpm < floor,
        let member = nested(valuationPath + [ConfigSchema.Valuation.maxCpm.name], in: lineItem)
      {
        warn(
          .maxCpmBelowFloor(maxCpm: maxCpm, floor: floor, setBy: floorKey), at: member.value.offset,
          path: lineItem.path.appending(keys: valuationPath + [ConfigSchema.Valuation.maxCpm.name]))
      }
    case .fixed, BiddingScript.Bid.none:
      break
    }
    return script
  }

  /// Reports a bidding line item whose class cannot bid: a class the app
  /// does not link, a registered class without a profile (the Sample
  /// adapters), or a profile that does not say `"bidding": true`.
  mutating func checkBidder(
    _ className: String, registration: AdapterRegistration?, at member: JSONMember, in fields: ObjectFields
  ) {
    let path = fields.path(ConfigSchema.LineItem.bidding.name)
    guard let registration else {
      let registry = self.registry
      report(
        .unlinkedClassCannotBid(
          className, suggestion: DidYouMean.suggestion(for: className, among: registry.registrations.map(\.className))),
        at: member.keyOffset, path: path)
      return
    }
    guard let profile = registration.profile else {
      report(.sampleClassCannotBid(className), at: member.keyOffset, path: path)
      return
    }
    if !profile.bidding { report(.profileCannotBid(className), at: member.keyOffset, path: path) }
  }

  /// Warns of a waterfall line item whose `beta` valuation can never reach
  /// its `ecpm`, the price floor it fills at: its network never fills.
  mutating func warnUnreachableEcpm(_ ecpm: DecimalNumber, network: NetworkScript, in lineItem: ObjectFields) {
    guard case .beta(_, _, let maxCpm)? = network.load.valuation?.distribution, maxCpm < ecpm else { return }
    let keys = [
      ConfigSchema.LineItem.network.name, ConfigSchema.Network.load.name, ConfigSchema.Load.valuation.name,
      ConfigSchema.Valuation.maxCpm.name,
    ]
    guard let member = nested(keys, in: lineItem) else { return }
    warn(
      .maxCpmBelowEcpm(maxCpm: maxCpm, ecpm: ecpm), at: member.value.offset,
      path: lineItem.path.appending(keys: keys))
  }

  /// The member at `keys` (each inside the one before) of `fields`, when the config gives it.
  private func nested(_ keys: [String], in fields: ObjectFields) -> JSONMember? {
    var members = fields.members
    var found: JSONMember?
    for key in keys {
      if let outer = found {
        guard case .object(let inner) = outer.value.value else { return nil }
        members = inner
      }
      guard let member = members.first(where: { $0.key == key }) else { return nil }
      found = member
    }
    return found
  }

  /// Reports whichever of `key` and `other` comes later in the file, when
  /// `fields` gives both (`null`, where a key accepts it, gives nothing).
  mutating func reportConflict(between key: String, and other: String, in fields: ObjectFields) {
    guard let first = fields[key], let second = fields[other], !first.value.isNull, !second.value.isNull else { return }
    let (earlier, later) = first.keyOffset < second.keyOffset ? (first, second) : (second, first)
    report(.conflictingKeys(earlier.key, later.key), at: later.keyOffset, path: fields.path(later.key))
  }
}

extension ConfigSchema.Bids: DecodableKind {
  /// A price read as every price is (its bound and six decimals), `"none"`,
  /// or a report that the value is neither.
  func read(_ node: JSONNode, at path: JSONPath, by decoder: inout ConfigDecoder) -> BiddingScript.Bid? {
    switch node.value {
    case .number:
      return decoder.decimal(node, at: path, in: ConfigSchema.prices.range).map { .fixed($0) }
    case .string(Self.none):
      return BiddingScript.Bid.none
    case .string(let text):
      decoder.reportUnexpected(
        node, at: path, expected: .bid, suggestion: DidYouMean.suggestion(for: text, among: [Self.none]))
      return nil
    default:
      decoder.reportUnexpected(node, at: path, expected: .bid)
      return nil
    }
  }
}

extension JSONPath {
  /// The path to the member at `keys`, each inside the one before.
  fileprivate func appending(keys: [String]) -> JSONPath {
    keys.reduce(self) { $0.appending(key: $1) }
  }
}
