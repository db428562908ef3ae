/// `uncertain` (decide2.md §1): its paths are read and checked against the
/// schema here; each world is applied and checked by `ConfigWorlds`.
extension ConfigDecoder {
  /// `uncertain`: its worlds, each `set` path a numeric key of the schema
  /// naming line items by the labels the config has.
  mutating func decodeUncertain(
    _ node: JSONNode, at path: JSONPath, labels: [(label: String, offset: Int, index: Int)]
  ) -> Uncertainty? {
    typealias Keys = ConfigSchema.Uncertain
    guard let fields = fields(of: node, at: path, known: ConfigSchema.uncertainObject.keyNames) else { return nil }
    let known = ConfigSchema.LineItemLabels(labels.map(\.label))
    var usable = true
    var about: [ConfigValuePath] = []
    if let member = required(Keys.about.name, in: fields) {
      let aboutPath = fields.path(Keys.about.name)
      if let texts = read(member.value, at: aboutPath, as: Keys.about.kind) {
        if !(1...Uncertainty.maximumAbout).contains(texts.count) {
          reportUnexpected(member.value, at: aboutPath, expected: .arrayOfCount(1...Uncertainty.maximumAbout))
          usable = false
        }
        if case .array(let elements) = member.value.value {
          for (index, (text, element)) in zip(texts, elements).enumerated() {
            if let parsed = worldPath(text, at: element.offset, path: aboutPath.appending(index: index), labels: known)
            {
              about.append(parsed)
            } else {
              usable = false
            }
          }
        }
      } else {
        usable = false
      }
    } else {
      usable = false
    }
    let note = optionalValue(Keys.note, in: fields)
    let base = value(Keys.base, in: fields)
    var seenLabels: [String: Int] = [:]
    if let member = fields[Keys.base.name] {
      if !checkLabelLength(base, node: member.value, at: fields.path(Keys.base.name)) { usable = false }
      seenLabels[base] = member.value.offset
    } else {
      seenLabels[base] = node.offset
    }
    var worlds: [Uncertainty.World] = []
    if let member = required(Keys.worlds.name, in: fields) {
      let worldsPath = fields.path(Keys.worlds.name)
      if let elements = array(member.value, at: worldsPath) {
        if !(1...(Uncertainty.maximumWorlds - 1)).contains(elements.count) {
          reportUnexpected(member.value, at: worldsPath, expected: .arrayOfCount(1...(Uncertainty.maximumWorlds - 1)))
          usable = false
        }
        for (index, element) in elements.enumerated() {
          let worldPath = worldsPath.appending(index: index)
          if let world = decodeWorld(element, at: worldPath, about: about, labels: known, seen: &seenLabels) {
            worlds.append(world)
          } else {
            usable = false
          }
        }
      } else {
        usable = false
      }
    } else {
      usable = false
    }
    guard usable else { return nil }
    return Uncertainty(about: about, note: note, baseLabel: base, worlds: worlds)
  }

  private mutating func decodeWorld(
    _ node: JSONNode, at path: JSONPath, about: [ConfigValuePath], labels: ConfigSchema.LineItemLabels,
    seen: inout [String: Int]
  ) -> Uncertainty.World? {
    typealias Keys = ConfigSchema.World
    guard let fields = fields(of: node, at: path, known: ConfigSchema.world.keyNames) else { return nil }
    var usable = true
    let label = required(Keys.label, in: fields)
    if let label, let member = fields[Keys.label.name] {
      if !checkLabelLength(label, node: member.value, at: fields.path(Keys.label.name)) { usable = false }
      if let first = seen[label] {
        let location = locator.location(of: first)
        report(.duplicateWorldLabel(first: location), at: member.value.offset, path: fields.path(Keys.label.name))
        usable = false
      } else {
        seen[label] = member.value.offset
      }
    }
    var settings: [Uncertainty.Setting] = []
    var sites = ConfigWorlds.Sites(set: (node.offset, path), members: [])
    if let member = required(Keys.set.name, in: fields) {
      sites.set = (member.value.offset, fields.path(Keys.set.name))
      let setPath = fields.path(Keys.set.name)
      if let members = objectMembers(of: member.value, at: setPath) {
        if members.isEmpty {
          reportUnexpected(member.value, at: setPath, expected: .nonEmptyObject)
          usable = false
        }
        for entry in members {
          let entryPath = setPath.appending(key: entry.key)
          let parsed = worldPath(entry.key, at: entry.keyOffset, path: entryPath, labels: labels)
          guard case .number(let number) = entry.value.value else {
            reportUnexpected(entry.value, at: entryPath, expected: .anyNumber)
            usable = false
            continue
          }
          if let parsed {
            settings.append(Uncertainty.Setting(path: parsed, value: number))
            sites.members.append((entry.value.offset, entryPath))
          } else {
            usable = false
          }
        }
        let given = Set(settings.map(\.path))
        if usable {
          for wanted in about where !given.contains(wanted) {
            report(.worldLacksPath(wanted.description), at: member.value.offset, path: setPath)
            usable = false
          }
        }
      } else {
        usable = false
      }
    }
    var logLikelihood: JSONNumber?
    if let member = fields[Keys.logLikelihood.name], !member.value.isNull {
      if case .number(let number) = member.value.value {
        logLikelihood = number
      } else {
        reportUnexpected(member.value, at: fields.path(Keys.logLikelihood.name), expected: .anyNumber)
        usable = false
      }
    }
    guard usable, let label else { return nil }
    worldSites.append(sites)
    return Uncertainty.World(label: label, settings: settings, logLikelihood: logLikelihood)
  }

  private mutating func checkLabelLength(_ label: String, node: JSONNode, at path: JSONPath) -> Bool {
    guard label.count > Uncertainty.maximumLabelLength else { return true }
    report(.labelTooLong(maximum: Uncertainty.maximumLabelLength), at: node.offset, path: path)
    return false
  }

  /// `text` read as a path to a numeric key of the schema, its line items
  /// among `labels`; nil after reporting why it is none.
  private mutating func worldPath(
    _ text: String, at offset: Int, path: JSONPath, labels: ConfigSchema.LineItemLabels
  ) -> ConfigValuePath? {
    let parsed: ConfigValuePath
    do throws(ConfigValuePath.ParseError) {
      parsed = try ConfigValuePath(parsing: text)
    } catch {
      report(.worldPathSyntax(error.message), at: offset, path: path)
      return nil
    }
    switch ConfigSchema.numericKey(at: parsed, labels: labels) {
    case .numeric: return parsed
    case .refused(let problem):
      report(problem, at: offset, path: path)
      return nil
    }
  }
}

extension ConfigSchema {
  /// What a path of `uncertain` names.
  package enum PathResolution: Sendable {
    /// A numeric key, of this type.
    case numeric(ConfigValueType)
    /// No key a world can set, and why.
    case refused(ConfigProblem)
  }

  /// Walks `path` through the schema's objects: it must end at a numeric
  /// key outside the parts a world may not change, its line items named by
  /// one of `labels` (or `[*]`). An empty `labels` accepts any label.
  package static func numericKey(at path: ConfigValuePath, labels: [String]) -> PathResolution {
    numericKey(at: path, labels: LineItemLabels(labels))
  }

  /// The labels of a config's line items, in order and as a set (a fit's worlds name thousands of them).
  package struct LineItemLabels: Sendable {
    package var ordered: [String]
    package var known: Set<String>

    package init(_ labels: [String]) {
      ordered = labels
      known = Set(labels)
    }
  }

  /// `numericKey(at:labels:)` with the labels looked up in constant time.
  package static func numericKey(at path: ConfigValuePath, labels: LineItemLabels) -> PathResolution {
    var type = ConfigValueType.object(root.name)
    for (position, step) in path.steps.enumerated() {
      if position == 0, case .key(let name) = step, Uncertainty.fixedRoots.contains(name) {
        return .refused(.worldPathFixed(name))
      }
      switch (step, type) {
      case (.key(let name), _):
        guard let object = objectType(in: type).flatMap(object(named:)) else {
          return .refused(.worldPathNotNumeric(suggestion: nil))
        }
        guard let key = object.keys.first(where: { $0.name == name }) else {
          let known = object.keys.map(\.name).filter { !(position == 0 && Uncertainty.fixedRoots.contains($0)) }
          let prefix = ConfigValuePath(steps: Array(path.steps.prefix(position)))
          return .refused(
            .worldPathNotNumeric(
              suggestion: DidYouMean.suggestion(for: name, among: known).map { prefix.description + "." + $0 }))
        }
        type = key.type
      case (.label(let label), .array(let element, _, _, _)):
        guard path.steps.prefix(position) == [.key(Root.lineItems.name)] else {
          return .refused(.worldPathNotNumeric(suggestion: nil))
        }
        if !labels.ordered.isEmpty, !labels.known.contains(label) {
          return .refused(.unknownLabel(suggestion: DidYouMean.suggestion(for: label, among: labels.ordered)))
        }
        type = element
      case (.every, .array(let element, _, _, _)):
        guard path.steps.prefix(position) == [.key(Root.lineItems.name)] else {
          return .refused(.worldPathNotNumeric(suggestion: nil))
        }
        type = element
      case (.index(let index), .array(let element, _, _, _)):
        guard path.steps.prefix(position) == [.key(Root.lineItems.name)] else {
          return .refused(.worldPathNotNumeric(suggestion: nil))
        }
        let suggestion =
          labels.ordered.indices.contains(index)
          ? ConfigValuePath(
            steps: [.key(Root.lineItems.name), .label(labels.ordered[index])] + path.steps.dropFirst(position + 1)
          )
          .description
          : nil
        _ = element
        return .refused(.worldPathIndex(suggestion: suggestion))
      case (.label, _), (.every, _), (.index, _):
        return .refused(.worldPathNotNumeric(suggestion: nil))
      }
    }
    return isNumeric(type) ? .numeric(type) : .refused(.worldPathNotNumeric(suggestion: nil))
  }

  /// The object kind a value of `type` is (or may be).
  private static func objectType(in type: ConfigValueType) -> String? {
    switch type {
    case .object(let name): name
    case .anyOf(let types): types.lazy.compactMap(objectType(in:)).first
    case .boolean, .integer, .unsignedInteger, .decimal, .number, .anyNumber, .string, .url, .choice, .array, .map,
      .choiceMap, .null, .count, .versionNumber, .any, .platformName, .platformMap, .platformShaped:
      nil
    }
  }

  private static func isNumeric(_ type: ConfigValueType) -> Bool {
    switch type {
    case .integer, .unsignedInteger, .decimal, .number, .anyNumber: true
    case .anyOf(let types): types.contains(where: isNumeric)
    // A value whose type the platform chooses (a native price) is not one a world varies.
    case .boolean, .string, .url, .choice, .object, .array, .map, .choiceMap, .null, .count, .versionNumber, .any,
      .platformName, .platformMap, .platformShaped:
      false
    }
  }
}
