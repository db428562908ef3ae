extension ConfigDecoder {
  static let lineItemKeys = ConfigSchema.lineItem.keyNames

  /// Reads the waterfall, and the class names it uses (also of line items
  /// with problems, so extras are checked against what the file means).
  mutating func decodeLineItems(
    _ node: JSONNode, at path: JSONPath, format: AdFormat?
  ) -> DecodedLineItems {
    guard let elements = array(node, at: path) else { return DecodedLineItems() }
    if elements.isEmpty {
      report(.tooFewLineItems(found: 0), at: node.offset, path: path)
    } else if elements.count > ConfigLimits.maximumLineItems {
      report(.tooManyLineItems(found: elements.count), at: node.offset, path: path)
      return DecodedLineItems()
    }
    var lineItems: [LineItem] = []
    lineItems.reserveCapacity(elements.count)
    var classNames: [String] = []
    var seenClassNames: Set<String> = []
    // Class names repeat across a waterfall: keep one copy of each.
    var interned: [String: String] = [:]
    var labels: [(label: String, offset: Int, index: Int)] = []
    labels.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      let itemPath = path.appending(index: index)
      guard let fields = fields(of: element, at: itemPath, known: Self.lineItemKeys) else { continue }
      var registration: AdapterRegistration?
      let classNameKey = ConfigSchema.LineItem.className.name
      if let member = fields[classNameKey], case .string(let className) = member.value.value {
        registration = registry.registration(forClassName: className)
        if seenClassNames.insert(className).inserted { classNames.append(className) }
        if !className.isEmpty, registration == nil,
          classIsOfPlatform(className, at: member.value.offset, path: fields.path(classNameKey))
        {
          let registry = self.registry
          warn(
            .unregisteredClass(
              className,
              suggestion: DidYouMean.suggestion(for: className, among: registry.registrations.map(\.className))),
            at: member.value.offset, path: fields.path(classNameKey))
        }
      }
      if var item = decodeLineItem(fields, format: format, registration: registration) {
        item.className = interned[item.className, default: item.className]
        interned[item.className] = item.className
        lineItems.append(item)
      }
      if let member = fields[ConfigSchema.LineItem.label.name], case .string(let label) = member.value.value,
        !label.isEmpty
      {
        labels.append((label, member.value.offset, index))
      }
    }
    reportDuplicateLabels(labels, in: path)
    return DecodedLineItems(lineItems: lineItems, classNames: classNames, labels: labels)
  }

  /// The line items read, and what the rest of the config checks against:
  /// every class name used and every label (also of line items with problems).
  struct DecodedLineItems {
    var lineItems: [LineItem] = []
    var classNames: [String] = []
    var labels: [(label: String, offset: Int, index: Int)] = []
  }

  /// Reports each label used before, pointing at its first use. Sorting
  /// keeps this O(n log n) without a table as large as the waterfall.
  private mutating func reportDuplicateLabels(_ labels: [(label: String, offset: Int, index: Int)], in path: JSONPath) {
    let order = labels.indices.sorted {
      labels[$0].label != labels[$1].label ? labels[$0].label < labels[$1].label : $0 < $1
    }
    guard var first = order.first else { return }
    let locator = self.locator
    for (previous, current) in zip(order, order.dropFirst()) {
      guard labels[current].label == labels[previous].label else {
        first = current
        continue
      }
      report(
        .duplicateLabel(first: locator.location(of: labels[first].offset)), at: labels[current].offset,
        path: path.appending(index: labels[current].index).appending(key: ConfigSchema.LineItem.label.name))
    }
  }

  /// Warns of `network.ready: false` and `network.expiresAfterMs` on a line item whose class shows its ad without
  /// asking the network whether it is ready: neither changes what happens.
  private mutating func warnReadinessKeys(of network: NetworkScript, in fields: ObjectFields, className: String) {
    typealias Keys = ConfigSchema.Network
    guard let member = fields[ConfigSchema.LineItem.network.name], case .object(let members) = member.value.value
    else { return }
    let path = fields.path(ConfigSchema.LineItem.network.name)
    for key in members {
      let inEffect =
        switch key.key {
        case Keys.ready.name: !network.ready
        case Keys.expiresAfterMs.name: network.expiresAfterMs != nil
        default: false
        }
      guard inEffect else { continue }
      warn(
        .networkKeyWithoutEffect(key.key, className: className), at: key.keyOffset, path: path.appending(key: key.key))
    }
  }

  /// Reports `network.signals` on a line item that does not bid: the SDK collects signals from bidders only.
  private mutating func reportSignalsOfWaterfallLineItem(in fields: ObjectFields) {
    guard let member = fields[ConfigSchema.LineItem.network.name], case .object(let members) = member.value.value,
      let signals = members.first(where: { $0.key == ConfigSchema.Network.signals.name })
    else { return }
    report(
      .signalsNeedBidding, at: signals.keyOffset,
      path: fields.path(ConfigSchema.LineItem.network.name).appending(key: signals.key))
  }

  /// One line item; `registration` is its class's, when the app links the class or a profile defines it.
  private mutating func decodeLineItem(
    _ fields: ObjectFields, format: AdFormat?, registration: AdapterRegistration?
  ) -> LineItem? {
    let profile = registration?.profile
    typealias Keys = ConfigSchema.LineItem
    let label = required(Keys.label, in: fields)
    if fields[Keys.adManager.name] != nil { return decodeAdManagerLineItem(fields, label: label, format: format) }
    guard let classMember = fields[Keys.className.name] else {
      report(.missingClassName, at: fields.offset, path: fields.path)
      return nil
    }
    let className = read(classMember.value, at: fields.path(Keys.className.name), as: Keys.className.kind)
    let parameter = optionalValue(Keys.parameter, in: fields)
    let settings = decodeServerSettings(in: fields, registration: registration)
    let ecpm = value(Keys.ecpm, in: fields)
    let timeoutMs = value(Keys.timeoutMs, in: fields)
    let network = value(Keys.network, in: fields) {
      $0.decodeNetwork(
        $1, at: $2, format: format, profile: profile,
        sdkTracksNativeOf: registration.flatMap { $0.nativeTrackingIsSDKs ? $0.className : nil })
    }
    if let registration, let format, registration.showsWithoutReadinessCheck.contains(format) {
      warnReadinessKeys(of: network, in: fields, className: registration.className)
    }
    var bidding: BiddingScript?
    if let member = fields[Keys.bidding.name] {
      if let className { checkBidder(className, registration: registration, at: member, in: fields) }
      if let ecpmMember = fields[Keys.ecpm.name] {
        report(.ecpmOnBiddingLineItem, at: ecpmMember.keyOffset, path: fields.path(Keys.ecpm.name))
      }
      bidding = optionalValue(Keys.bidding, in: fields) { $0.decodeBidding($1, at: $2, network: network, in: fields) }
    } else {
      reportSignalsOfWaterfallLineItem(in: fields)
      warnUnreachableEcpm(ecpm, network: network, in: fields)
      // The SDK would call it: its load, without a bid response, fails at once (a warning, not an error).
      if let profile, profile.biddingOnly {
        warn(
          .biddingOnlyInWaterfall(profile.className), at: classMember.value.offset,
          path: fields.path(Keys.className.name))
      }
    }
    if let profile {
      // `parameter` is shorthand for the setting of that name (LineItem's init).
      let given = parameter.map { settings.merging([ServerParameter.key: $0]) { $1 } } ?? settings
      checkPassThrough(
        of: network, settings: given, ecpm: ecpm, isBidder: fields[Keys.bidding.name] != nil, profile: profile,
        in: fields)
    }
    guard let label, let className else { return nil }
    return LineItem(
      label: label, className: className, parameter: parameter, settings: settings, ecpm: ecpm, timeoutMs: timeoutMs,
      network: network, bidding: bidding)
  }

  /// A line item Ad Manager serves itself: a creative instead of an adapter,
  /// native only, with a network that only answers the load.
  private mutating func decodeAdManagerLineItem(_ fields: ObjectFields, label: String?, format: AdFormat?) -> LineItem?
  {
    typealias Keys = ConfigSchema.LineItem
    guard let member = fields[Keys.adManager.name] else { return nil }
    if let className = fields[Keys.className.name] {
      report(
        .conflictingKeys(Keys.className.name, Keys.adManager.name), at: className.keyOffset,
        path: fields.path(Keys.className.name))
    }
    for key in [Keys.parameter.name, Keys.settings.name, Keys.bidding.name] {
      if let member = fields[key] {
        report(.onlyForMediatedLineItems(key), at: member.keyOffset, path: fields.path(key))
      }
    }
    guard allowOnly(Keys.adManager, in: fields, for: .native, actual: format),
      allowOn(Keys.adManager, in: fields)
    else { return nil }
    let creative = decodeAdManagerCreative(member.value, at: fields.path(Keys.adManager.name), formats: customFormats)
    let ecpm = value(Keys.ecpm, in: fields)
    let timeoutMs = value(Keys.timeoutMs, in: fields)
    // Ad Manager answers the load itself: of the network, only `load` applies.
    var network = NetworkScript()
    let load = ConfigSchema.Network.load
    if let networkMember = fields[Keys.network.name],
      let networkFields = self.fields(
        of: networkMember.value, at: fields.path(Keys.network.name), known: Self.networkKeys)
    {
      for other in networkFields.members where other.key != load.name {
        report(.onlyForMediatedLineItems(other.key), at: other.keyOffset, path: networkFields.path(other.key))
      }
      network.load = value(load, in: networkFields) { $0.decodeLoad($1, at: $2) }
    }
    warnUnreachableEcpm(ecpm, network: network, in: fields)
    guard let label, let creative else { return nil }
    return LineItem(
      label: label, className: googleAdNetworkClassName, parameter: nil, ecpm: ecpm, timeoutMs: timeoutMs,
      network: network, adManager: creative)
  }
}
