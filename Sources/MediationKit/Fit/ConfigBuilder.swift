/// Writes the fitted config: one line item per source, each with a
/// profile class of its own that reports an impression on every present
/// (or, with `--base`, the base's class and scripts for the labels it has).
struct ConfigBuilder {
  let sources: [ReportFit.Source]
  let format: AdFormat
  let demand: DemandFit?
  let sigma: DecimalNumber

  /// The config's JSON text, laid out for people (two spaces, short objects on one line).
  mutating func text(base: (config: WaterfallConfig, bytes: [UInt8])?, warnings: inout [String]) -> String {
    typealias Member = JSONValue.Member
    var baseItems: [String: JSONValue] = [:]
    var root: [Member] = []
    if let base, let node = try? JSONReader.read(base.bytes), case .object(let members) = JSONValue(node) {
      root = members
      if case .array(let items)? = members.first(where: { $0.key == "lineItems" })?.value {
        for item in items {
          if case .object(let fields) = item, case .string(let label)? = fields.first(where: { $0.key == "label" })?.value {
            baseItems[label] = item
          }
        }
      }
      let reported = Set(sources.map(\.label))
      let dropped = base.config.lineItems.map(\.label).filter { !reported.contains($0) }
      for label in dropped { warnings.append("--base's line item \(JSONStringLiteral.quoted(label)) is not in the report: dropped") }
      if !dropped.isEmpty, root.contains(where: { $0.key == "expect" }) {
        root.removeAll { $0.key == "expect" }
        warnings.append("--base's expect is left out: it may name the dropped line items")
      }
    } else {
      root = [
        Member(key: "version", value: .integer(1)),
        Member(key: "seed", value: .integer(1)),
        Member(key: "adUnit", value: .object(adUnit())),
      ]
    }
    // New classes for the sources the base does not have.
    var profiles: [Member] = []
    var classNames = Set(base?.config.lineItems.map(\.className) ?? [])
    var nextNumber: [String: Int] = [:]
    if case .object(let existing)? = root.first(where: { $0.key == "adapters" })?.value {
      profiles = existing
      classNames.formUnion(existing.map(\.key))
    }
    var items: [JSONValue] = []
    for (index, source) in sources.enumerated() {
      let ecpm = JSONValue.decimal(DecimalNumber(micros: Int64(source.ecpmMicros)))
      let load: [Member]
      if let demand {
        var valuation = [
          Member(key: "distribution", value: .string("demand")),
          Member(key: "scale", value: .decimal(DecimalNumber(micros: demand.scaleMicros[index]))),
          Member(key: "sigma", value: .integer(0)),
        ]
        if let participation = demand.participationMicros[index] {
          valuation.append(Member(key: "participation", value: .decimal(DecimalNumber(micros: participation))))
        }
        load = [Member(key: "valuation", value: .object(valuation))]
      } else {
        load = [Member(key: "fillRate", value: .number(Self.rate(source.fillRate)))]
      }
      if case .object(var fields)? = baseItems[source.label] {
        set(&fields, "ecpm", ecpm)
        var network = Self.members(of: fields.first { $0.key == "network" }?.value)
        var loadFields = Self.members(of: network.first { $0.key == "load" }?.value)
        loadFields.removeAll { ["outcome", "fillRate", "valuation"].contains($0.key) }
        loadFields = load + loadFields
        set(&network, "load", .object(loadFields))
        set(&fields, "network", .object(network))
        items.append(.object(fields))
        continue
      }
      let className = Self.className(for: source.label, taken: &classNames, next: &nextNumber)
      profiles.append(Member(key: className, value: .object(profile())))
      items.append(.object([
        Member(key: "label", value: .string(source.label)),
        Member(key: "className", value: .string(className)),
        Member(key: "parameter", value: .string(Self.parameter(for: source.label))),
        Member(key: "ecpm", value: ecpm),
        Member(key: "network", value: .object([Member(key: "load", value: .object(load))])),
      ]))
    }
    if !profiles.isEmpty { set(&root, "adapters", .object(profiles), before: "lineItems") }
    // The line items are written in the order they are walked.
    set(&root, "waterfallOrder", .string("listed"), before: root.contains { $0.key == "adapters" } ? "adapters" : "lineItems")
    set(&root, "lineItems", .array(items))
    if let demand {
      set(&root, "demand", .object([
        Member(key: "valueCpm", value: .object([
          Member(key: "median", value: .decimal(DecimalNumber(micros: demand.medianMicros))),
          Member(key: "sigma", value: .decimal(sigma)),
        ]))
      ]), before: "lineItems")
    }
    return PrettyJSON.text(.object(root)) + "\n"
  }

  private static func members(of value: JSONValue?) -> [JSONValue.Member] {
    if case .object(let members)? = value { return members }
    return []
  }

  private func adUnit() -> [JSONValue.Member] {
    var members = [
      JSONValue.Member(key: "id", value: .string("/fitted/\(format.rawValue)")),
      JSONValue.Member(key: "format", value: .string(format.rawValue)),
    ]
    if format.traits.grantsReward {
      members.append(JSONValue.Member(key: "reward", value: .object([
        JSONValue.Member(key: "type", value: .string("reward")), JSONValue.Member(key: "amount", value: .integer(1)),
      ])))
    }
    return members
  }

  /// A profile that keeps the contract: an impression on every present.
  private func profile() -> [JSONValue.Member] {
    var members = [
      JSONValue.Member(key: "formats", value: .strings([format.rawValue])),
      JSONValue.Member(key: "adapterVersion", value: .string("1.0.0.0")),
      JSONValue.Member(key: "adSDKVersion", value: .string("1.0.0")),
    ]
    if format.traits.grantsReward {
      members.append(JSONValue.Member(key: "events", value: .object([
        JSONValue.Member(key: "didPresent", value: .strings(["willPresentFullScreenView", "didStartVideo", "reportImpression"]))
      ])))
    } else if format.traits.isFullScreen {
      members.append(JSONValue.Member(key: "events", value: .object([
        JSONValue.Member(key: "didPresent", value: .strings(["willPresentFullScreenView", "reportImpression"]))
      ])))
    }
    return members
  }

  private func set(_ members: inout [JSONValue.Member], _ key: String, _ value: JSONValue, before: String? = nil) {
    if let index = members.firstIndex(where: { $0.key == key }) {
      members[index].value = value
    } else if let before, let index = members.firstIndex(where: { $0.key == before }) {
      members.insert(JSONValue.Member(key: key, value: value), at: index)
    } else {
      members.append(JSONValue.Member(key: key, value: value))
    }
  }

  /// A fill rate with 6 decimals, trailing zeros dropped.
  static func rate(_ value: Double) -> String {
    DecimalNumber(micros: Int64((value * 1e6).rounded())).description
  }

  /// `Fit` + the label's letters and digits + `Adapter`, numbered when taken; `next` remembers, per stem,
  /// the number to try next, so that many labels of one stem cost one lookup each, not a count from 2.
  static func className(for label: String, taken: inout Set<String>, next: inout [String: Int]) -> String {
    let letters = String(label.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }.map(Character.init))
    let stem = "Fit" + (letters.isEmpty ? "Source" : letters) + "Adapter"
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
    let text = String(label.lowercased().unicodeScalars.map { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) ? Character($0) : "-" })
    return text.isEmpty ? "source" : text
  }
}
