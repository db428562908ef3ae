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
    for (index, element) in elements.enumerated() {
      let itemPath = path.appending(index: index)
      guard let fields = fields(of: element, at: itemPath, known: Self.lineItemKeys) else { continue }
      var registration: AdapterRegistration?
      if let member = fields["className"], case .string(let className) = member.value.value {
        registration = registry.registration(forClassName: className)
        if seenClassNames.insert(className).inserted { classNames.append(className) }
        if !className.isEmpty, registration == nil {
          let registry = self.registry
          warn(
            .unregisteredClass(
              className,
              suggestion: DidYouMean.suggestion(for: className, among: registry.registrations.map(\.className))),
            at: member.value.offset, path: fields.path("className"))
        }
      }
      if var item = decodeLineItem(fields, format: format, profile: registration?.profile) {
        item.className = interned[item.className, default: item.className]
        interned[item.className] = item.className
        lineItems.append(item)
      }
      if let member = fields["label"], case .string(let label) = member.value.value, !label.isEmpty {
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
        path: path.appending(index: labels[current].index).appending(key: "label"))
    }
  }

  /// One line item; `profile` is its class's, when a profile defines the class.
  private mutating func decodeLineItem(_ fields: ObjectFields, format: AdFormat?, profile: AdapterProfile?) -> LineItem?
  {
    let label = required("label", in: fields).flatMap { string($0.value, at: fields.path("label"), nonEmpty: true) }
    if fields["adManager"] != nil { return decodeAdManagerLineItem(fields, label: label, format: format) }
    guard fields["className"] != nil else {
      report(.missingClassName, at: fields.offset, path: fields.path)
      return nil
    }
    let className = required("className", in: fields).flatMap {
      string($0.value, at: fields.path("className"), nonEmpty: true)
    }
    let parameter = optionalValue("parameter", in: fields) { $0.string($1, at: $2) }
    let ecpm = value("ecpm", in: fields, default: DecimalNumber(micros: 0)) {
      $0.decimal($1, at: $2, in: DecimalNumber(micros: 0)...ConfigLimits.maximumEcpm)
    }
    let timeoutMs = value("timeoutMs", in: fields, default: 10_000) {
      $0.integer($1, at: $2, in: 1...ConfigLimits.maximumTimeoutMs)
    }
    let network = value("network", in: fields, default: NetworkScript()) {
      $0.decodeNetwork($1, at: $2, format: format, profile: profile)
    }
    guard let label, let className else { return nil }
    return LineItem(
      label: label, className: className, parameter: parameter, ecpm: ecpm, timeoutMs: timeoutMs, network: network)
  }

  /// A line item Ad Manager serves itself: a creative instead of an adapter,
  /// native only, with a network that only answers the load.
  private mutating func decodeAdManagerLineItem(_ fields: ObjectFields, label: String?, format: AdFormat?) -> LineItem?
  {
    guard let member = fields["adManager"] else { return nil }
    if let className = fields["className"] {
      report(.conflictingKeys("className", "adManager"), at: className.keyOffset, path: fields.path("className"))
    }
    if let parameter = fields["parameter"] {
      report(.onlyForMediatedLineItems("parameter"), at: parameter.keyOffset, path: fields.path("parameter"))
    }
    guard allowOnly("adManager", in: fields, for: .native, actual: format) else { return nil }
    let creative = decodeAdManagerCreative(member.value, at: fields.path("adManager"), formats: customFormats)
    let ecpm = value("ecpm", in: fields, default: DecimalNumber(micros: 0)) {
      $0.decimal($1, at: $2, in: DecimalNumber(micros: 0)...ConfigLimits.maximumEcpm)
    }
    let timeoutMs = value("timeoutMs", in: fields, default: 10_000) {
      $0.integer($1, at: $2, in: 1...ConfigLimits.maximumTimeoutMs)
    }
    var network = NetworkScript()
    if let networkMember = fields["network"],
      let networkFields = self.fields(of: networkMember.value, at: fields.path("network"), known: Self.networkKeys)
    {
      for other in networkFields.members where other.key != "load" {
        report(.onlyForMediatedLineItems(other.key), at: other.keyOffset, path: networkFields.path(other.key))
      }
      network.load = value("load", in: networkFields, default: LoadScript()) { $0.decodeLoad($1, at: $2) }
    }
    guard let label, let creative else { return nil }
    return LineItem(
      label: label, className: googleAdNetworkClassName, parameter: nil, ecpm: ecpm, timeoutMs: timeoutMs,
      network: network, adManager: creative)
  }
}
