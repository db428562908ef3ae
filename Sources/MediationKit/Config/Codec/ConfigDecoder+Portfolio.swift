/// A portfolio's own keys (decide2.md §5), read through `ConfigSchema.PortfolioRoot`, `Group` and `Targeting`;
/// each group's config is read by `PortfolioLoader`, from its path or inline, by the config rules.
extension ConfigDecoder {
  /// A group as the portfolio's list gives it, its config not yet read.
  struct GroupEntry {
    var name: String
    var id: String?
    var priority: Int64?
    var requestsPerDay: Int64
    var targeting: GroupTargeting
    /// Where the group's config is: a path as given, or the inline object.
    var config: Config
    /// The group's object, for problems of the whole group.
    var fields: ObjectFields

    enum Config {
      case path(String, JSONMember)
      case inline(JSONNode, JSONPath)
    }
  }

  /// The portfolio's top level: its seed and its groups' entries; nil when any problem was recorded.
  mutating func decodePortfolio(_ root: JSONNode) -> (seed: UInt64, groups: [GroupEntry])? {
    typealias Keys = ConfigSchema.PortfolioRoot
    guard let fields = fields(of: root, at: .root, known: ConfigSchema.portfolio.keyNames) else { return nil }
    _ = value(Keys.version, in: fields)
    let seed = value(Keys.seed, in: fields)
    _ = optionalValue(Keys.schema, in: fields)
    var entries: [GroupEntry] = []
    if let member = required(Keys.groups.name, in: fields) {
      let path = fields.path(Keys.groups.name)
      if let elements = array(member.value, at: path) {
        if elements.isEmpty || elements.count > ConfigSchema.maximumGroups {
          reportUnexpected(
            member.value, at: path,
            expected: .arrayOfCount(1...ConfigSchema.maximumGroups))
        }
        var firstByName: [String: Int] = [:]
        for (index, element) in elements.prefix(ConfigSchema.maximumGroups).enumerated() {
          let elementPath = path.appending(index: index)
          guard let entry = decodeGroup(element, at: elementPath) else { continue }
          if let first = firstByName[entry.name] {
            let nameMember = entry.fields[ConfigSchema.Group.name.name]
            // Located only when the problem is among those shown (the locator is a reference: no access to self).
            let locator = self.locator
            report(
              .duplicateGroupName(first: locator.location(of: first)), at: nameMember?.value.offset,
              path: entry.fields.path(ConfigSchema.Group.name.name))
          } else {
            firstByName[entry.name] = entry.fields[ConfigSchema.Group.name.name]?.value.offset ?? element.offset
          }
          entries.append(entry)
        }
      }
    }
    guard issues.isEmpty else { return nil }
    return (seed, entries)
  }

  private mutating func decodeGroup(_ node: JSONNode, at path: JSONPath) -> GroupEntry? {
    typealias Keys = ConfigSchema.Group
    guard let fields = fields(of: node, at: path, known: ConfigSchema.portfolioGroup.keyNames) else { return nil }
    let name = required(Keys.name, in: fields)
    if let name, name.count > ConfigSchema.maximumGroupNameLength {
      report(
        .groupNameTooLong(length: name.count), at: fields[Keys.name.name]?.value.offset,
        path: fields.path(Keys.name.name))
    }
    let id = optionalValue(Keys.id, in: fields)
    let priority = optionalValue(Keys.priority, in: fields)
    let requests = required(Keys.requestsPerDay, in: fields)
    let targeting = value(Keys.targeting, in: fields) { $0.decodeTargeting($1, at: $2) }
    var config: GroupEntry.Config?
    if let member = required(Keys.config.name, in: fields) {
      let configPath = fields.path(Keys.config.name)
      switch member.value.value {
      // A path with a NUL names no file (the system would read it cut short at the NUL).
      case .string(let text) where !text.isEmpty && !text.utf8.contains(0): config = .path(text, member)
      case .object: config = .inline(member.value, configPath)
      case .string, .array, .number, .bool, .null:
        reportUnexpected(member.value, at: configPath, expected: .groupConfig)
      }
    }
    guard let name, let requests, let config else { return nil }
    return GroupEntry(
      name: name, id: id, priority: priority, requestsPerDay: requests, targeting: targeting, config: config,
      fields: fields)
  }

  private mutating func decodeTargeting(_ node: JSONNode, at path: JSONPath) -> GroupTargeting? {
    typealias Keys = ConfigSchema.Targeting
    guard let fields = fields(of: node, at: path, known: ConfigSchema.targeting.keyNames) else { return nil }
    var targeting = GroupTargeting()
    targeting.platform = optionalValue(Keys.platform, in: fields)
    targeting.format = optionalValue(Keys.format, in: fields)
    targeting.adUnits = optionalValue(Keys.adUnits, in: fields)
    targeting.countries = regionCodes(Keys.countries, in: fields)
    targeting.excludedCountries = regionCodes(Keys.excludedCountries, in: fields)
    if let countries = targeting.countries, let excluded = targeting.excludedCountries,
      let both = countries.first(where: excluded.contains),
      case .array(let elements)? = fields[Keys.excludedCountries.name]?.value.value,
      let index = excluded.firstIndex(of: both)
    {
      report(
        .countryTargetedAndExcluded(both), at: elements[index].offset,
        path: fields.path(Keys.excludedCountries.name).appending(index: index))
    }
    return targeting
  }

  /// A list of CLDR region codes, each two capital letters.
  private mutating func regionCodes(
    _ key: TypedKey<Lists<Strings>, [String]?>, in fields: ObjectFields
  ) -> [String]? {
    guard let codes = optionalValue(key, in: fields) else { return nil }
    guard case .array(let elements)? = fields[key.name]?.value.value else { return codes }
    var valid = true
    for (index, code) in codes.enumerated() where !GroupTargeting.isRegionCode(code) {
      report(.notARegionCode(code), at: elements[index].offset, path: fields.path(key.name).appending(index: index))
      valid = false
    }
    return valid ? codes : nil
  }
}
