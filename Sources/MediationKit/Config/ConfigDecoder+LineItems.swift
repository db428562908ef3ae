extension ConfigDecoder {
  static let lineItemKeys = ["label", "className", "parameter", "ecpm", "timeoutMs", "network"]

  /// Reads the waterfall, and the class names it uses (also of line items
  /// with problems, so extras are checked against what the file means).
  mutating func decodeLineItems(
    _ node: JSONNode, at path: JSONPath, format: AdFormat?
  ) -> ([LineItem], [String]) {
    guard let elements = array(node, at: path) else { return ([], []) }
    if elements.isEmpty {
      report(.tooFewLineItems(found: 0), at: node.offset, path: path)
    } else if elements.count > ConfigLimits.maximumLineItems {
      report(.tooManyLineItems(found: elements.count), at: node.offset, path: path)
      return ([], [])
    }
    var lineItems: [LineItem] = []
    lineItems.reserveCapacity(elements.count)
    var classNames: [String] = []
    var labelOffsets: [String: Int] = [:]
    for (index, element) in elements.enumerated() {
      let itemPath = path.appending(index: index)
      guard let fields = fields(of: element, at: itemPath, known: Self.lineItemKeys) else { continue }
      if let item = decodeLineItem(fields, format: format, labelOffsets: &labelOffsets) {
        lineItems.append(item)
      }
      if case .string(let className)? = fields["className"]?.value.value { classNames.append(className) }
    }
    return (lineItems, classNames)
  }

  private mutating func decodeLineItem(
    _ fields: ObjectFields, format: AdFormat?, labelOffsets: inout [String: Int]
  ) -> LineItem? {
    let label = required("label", in: fields).flatMap { string($0.value, at: fields.path("label"), nonEmpty: true) }
    if let label, let member = fields["label"] {
      if let first = labelOffsets[label] {
        report(.duplicateLabel(first: locator.location(of: first)), at: member.value.offset, path: fields.path("label"))
      } else {
        labelOffsets[label] = member.value.offset
      }
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
      $0.decodeNetwork($1, at: $2, format: format)
    }
    guard let label, let className else { return nil }
    return LineItem(
      label: label, className: className, parameter: parameter, ecpm: ecpm, timeoutMs: timeoutMs, network: network)
  }
}
