/// Reads a file that is a config or a portfolio (decide2.md §5): a file whose top level has `groups` (and neither
/// `adUnit` nor `lineItems`) is a portfolio, each group's config read by the config rules from its path (through
/// `readFile`: the core does no file I/O) or inline.
package enum DocumentLoader {
  /// What a file holds.
  package enum Document: Sendable {
    case config(ConfigLoader.Loaded)
    case portfolio(PortfolioLoader.Loaded)
  }

  /// A group config's bytes by the path the portfolio gives, or why they cannot be read (66).
  package typealias ReadFile = (String) -> Result<[UInt8], PortfolioLoader.Unreadable>

  /// Reads `bytes`: a config, or a portfolio whose path configs `readFile` reads.
  package static func read(
    _ bytes: [UInt8], registries: AdapterRegistries, readFile: ReadFile
  ) throws(PortfolioLoader.Failure) -> Document {
    guard bytes.count <= ConfigLimits.maximumFileBytes else {
      throw .invalid(file: nil, .tooLarge(byteCount: bytes.count))
    }
    let root: JSONNode
    do throws(JSONSyntaxError) {
      root = try JSONReader.read(bytes)
    } catch {
      // The config reader words a syntax error.
      do throws(ConfigError) {
        return .config(try ConfigLoader.read(bytes, registries: registries))
      } catch {
        throw .invalid(file: nil, error)
      }
    }
    switch PortfolioLoader.kind(of: root) {
    case .config:
      do throws(ConfigError) {
        return .config(try ConfigLoader.read(bytes, registries: registries))
      } catch {
        throw .invalid(file: nil, error)
      }
    case .portfolio:
      return .portfolio(try PortfolioLoader.read(root, bytes: bytes, registries: registries, readFile: readFile))
    case .both(let offset):
      let locator = SourceLocator(bytes: bytes)
      throw .invalid(
        file: nil,
        .invalid(
          [ConfigDiagnostic(location: locator.location(of: offset), path: .root, problem: .portfolioAndConfig)],
          omitted: 0))
    }
  }
}

/// A portfolio read: its groups' configs read by the config rules, every problem located in its own file.
package enum PortfolioLoader {
  /// A valid portfolio and its warnings (the portfolio's own and its group configs').
  package struct Loaded: Sendable {
    package var portfolio: Portfolio
    package var warnings: [FiledDiagnostic]
    package var omittedWarnings: Int
    /// The portfolio file's bytes, for `optimize --out`, which writes a changed copy.
    package var bytes: [UInt8] = []
  }

  /// A problem and the file it is in: nil for the portfolio's own file (inline configs' problems included, at
  /// their place in it), else the path of a group's config as the portfolio gives it.
  package struct FiledDiagnostic: Sendable, Equatable {
    package var file: String?
    package var diagnostic: ConfigDiagnostic

    /// The GNU line, the portfolio's own file named `portfolioFile`, a group's file by `groupFile(path)`.
    package func line(portfolioFile: String, groupFile: (String) -> String) -> String {
      diagnostic.line(file: file.map(groupFile) ?? portfolioFile)
    }
  }

  /// Why a group's config file cannot be read.
  package struct Unreadable: Error, Sendable {
    package var message: String
    package init(message: String) { self.message = message }
  }

  /// Why a portfolio could not be read.
  package enum Failure: Error, Sendable {
    /// The portfolio (file nil) or a group's config file is invalid (65).
    case invalid(file: String?, ConfigError)
    /// Problems in several files: each located in its own.
    case problems([FiledDiagnostic], omitted: Int)
    /// A group's config file cannot be read (66).
    case unreadable(path: String, Unreadable)
  }

  /// What a JSON document's top level makes it.
  enum Kind {
    case config
    case portfolio
    /// `groups` with `adUnit` or `lineItems`: the offset of `groups`' key.
    case both(Int)
  }

  static func kind(of root: JSONNode) -> Kind {
    guard case .object(let members) = root.value, let groups = members.first(where: { $0.key == "groups" }) else {
      return .config
    }
    let configKeys = [ConfigSchema.Root.adUnit.name, ConfigSchema.Root.lineItems.name]
    return members.contains(where: { configKeys.contains($0.key) }) ? .both(groups.keyOffset) : .portfolio
  }

  /// Reads the portfolio `root` of `bytes`.
  static func read(
    _ root: JSONNode, bytes: [UInt8], registries: AdapterRegistries, readFile: DocumentLoader.ReadFile
  ) throws(Failure) -> Loaded {
    let locator = SourceLocator(bytes: bytes)
    var decoder = ConfigDecoder(registries: registries, locator: locator)
    guard let (seed, entries) = decoder.decodePortfolio(root) else {
      throw .invalid(
        file: nil,
        .invalid(
          located(decoder.issues, locator),
          omitted: decoder.issues.total - min(decoder.issues.total, ConfigLimits.maximumReportedErrors)))
    }
    var problems: [FiledDiagnostic] = []
    var omitted = 0
    var warnings: [FiledDiagnostic] = []
    var omittedWarnings = 0
    var groups: [PortfolioGroup] = []
    var identity = FNV1a128()
    CanonicalJSON.write(root, into: &identity)
    for (index, entry) in entries.enumerated() {
      // Located before the group's inline config (which comes after it in the file), so that the locator walks
      // the file forward once however many groups are located.
      let targetingLocation = entry.fields[ConfigSchema.Group.targeting.name].map {
        locator.location(of: $0.value.offset)
      }
      let read: ConfigLoader.Loaded
      let file: String?
      let groupBytes: [UInt8]
      let source: PortfolioGroup.ConfigSource
      switch entry.config {
      case .path(let path, _):
        switch readFile(path) {
        case .success(let bytes): groupBytes = bytes
        case .failure(let unreadable): throw .unreadable(path: path, unreadable)
        }
        file = path
        source = .path(path)
      case .inline(let node, let path):
        groupBytes = Array(bytes[node.byteRange])
        file = nil
        source = .inline(start: locator.location(of: node.offset), prefix: path)
      }
      func moved(_ diagnostic: ConfigDiagnostic) -> FiledDiagnostic {
        var moved = diagnostic
        moved.path = source.located(diagnostic.path)
        moved.location = diagnostic.location.map(source.located)
        return FiledDiagnostic(file: file, diagnostic: moved)
      }
      if let groupRoot = try? JSONReader.read(groupBytes), case .portfolio = kind(of: groupRoot) {
        problems.append(
          moved(
            ConfigDiagnostic(location: SourceLocation(line: 1, column: 1), path: .root, problem: .portfolioInPortfolio))
        )
        continue
      }
      do throws(ConfigError) {
        read = try ConfigLoader.read(groupBytes, registries: registries)
      } catch {
        switch error {
        case .tooLarge:
          throw .invalid(file: file, error)
        case .invalid(let diagnostics, let more):
          problems += diagnostics.map(moved)
          omitted += more
          continue
        }
      }
      warnings += read.warnings.map(moved)
      omittedWarnings += read.omittedWarnings
      let config = read.config
      // The targeting a group's config can serve: its format and platform.
      let targeting = entry.targeting
      let targetingPath = entry.fields.path(ConfigSchema.Group.targeting.name)
      func disagree(_ key: String, _ targeted: String, _ actual: String) {
        // At the value that disagrees.
        var location = targetingLocation
        if case .object(let members)? = entry.fields[ConfigSchema.Group.targeting.name]?.value.value,
          let member = members.first(where: { $0.key == key })
        {
          location = locator.location(of: member.value.offset)
        }
        problems.append(
          FiledDiagnostic(
            file: nil,
            diagnostic: ConfigDiagnostic(
              location: location, path: targetingPath.appending(key: key),
              problem: .targetingDisagreesWithConfig(key: key, targeted: targeted, config: actual))))
      }
      if let format = targeting.format, format != config.adUnit.format {
        disagree(ConfigSchema.Targeting.format.name, format.rawValue, config.adUnit.format.rawValue)
      }
      if let platform = targeting.platform, platform != config.platform {
        disagree(ConfigSchema.Targeting.platform.name, platform.rawValue, config.platform.rawValue)
      }
      if let units = targeting.adUnits, !units.contains(config.adUnit.id) {
        warnings.append(
          FiledDiagnostic(
            file: nil,
            diagnostic: ConfigDiagnostic(
              location: targetingLocation,
              path: targetingPath.appending(key: ConfigSchema.Targeting.adUnits.name),
              problem: .adUnitNotTargeted(config.adUnit.id))))
      }
      identity.append(contentsOf: Array(config.identity.hex.utf8))
      var group = PortfolioGroup(
        name: entry.name, id: entry.id, priority: entry.priority, index: index, requestsPerDay: entry.requestsPerDay,
        targeting: targeting, source: source, config: config)
      group.bytes = groupBytes
      groups.append(group)
    }
    guard problems.isEmpty else {
      let shown = Array(problems.prefix(ConfigLimits.maximumReportedErrors))
      throw .problems(shown, omitted: omitted + problems.count - shown.count)
    }
    warnings += overlapWarnings(groups, entries: entries, locator: locator)
    let hash = identity.value
    let low = SplitMix64.mix(UInt64(truncatingIfNeeded: hash))
    let portfolio = Portfolio(
      seed: seed, groups: groups,
      identity: ConfigIdentity(high: SplitMix64.mix(UInt64(truncatingIfNeeded: hash >> 64) ^ low), low: low))
    let shownWarnings = Array(warnings.prefix(ConfigLimits.maximumReportedErrors))
    return Loaded(
      portfolio: portfolio, warnings: shownWarnings,
      omittedWarnings: omittedWarnings + warnings.count - shownWarnings.count, bytes: bytes)
  }

  /// A warning on each later group of a pair of the same priority whose targeting can match one request, naming
  /// the first earlier group it overlaps. The earlier groups a group is checked against are found through indexes
  /// of their ad units and countries (a group that lists them can only overlap those that list one of its own or
  /// leave the dimension open), so that a portfolio of thousands of groups of one priority, as `fit` writes them
  /// (an ad unit and a country each), costs the pairs that share something, not every pair.
  private static func overlapWarnings(
    _ groups: [PortfolioGroup], entries: [ConfigDecoder.GroupEntry], locator: SourceLocator
  ) -> [FiledDiagnostic] {
    var warnings: [FiledDiagnostic] = []
    var buckets: [Int64: OverlapIndex] = [:]
    for (index, group) in groups.enumerated() {
      let priority = group.effectivePriority
      let matching = GroupTargeting.Matching(group.targeting)
      var bucket = buckets[priority] ?? OverlapIndex()
      if let other = bucket.firstOverlap(of: matching, among: groups) {
        let fields = entries[index].fields
        warnings.append(
          FiledDiagnostic(
            file: nil,
            diagnostic: ConfigDiagnostic(
              location: locator.location(of: fields.offset), path: fields.path,
              problem: .groupsOverlap(other: groups[other].name, priority: priority))))
      }
      bucket.add(index, matching)
      buckets[priority] = bucket
    }
    return warnings
  }

  /// The groups of one priority seen so far, indexed by the ad units and countries they list.
  private struct OverlapIndex {
    var all: [Int] = []
    var matchings: [Int: GroupTargeting.Matching] = [:]
    var openAdUnits: [Int] = []
    var byAdUnit: [String: [Int]] = [:]
    var openCountries: [Int] = []
    var byCountry: [String: [Int]] = [:]

    mutating func add(_ index: Int, _ matching: GroupTargeting.Matching) {
      all.append(index)
      matchings[index] = matching
      if let units = matching.adUnits {
        for unit in units { byAdUnit[unit, default: []].append(index) }
      } else {
        openAdUnits.append(index)
      }
      if let countries = matching.countries {
        for country in countries { byCountry[country, default: []].append(index) }
      } else {
        openCountries.append(index)
      }
    }

    /// The earliest group seen that `matching` overlaps.
    func firstOverlap(of matching: GroupTargeting.Matching, among groups: [PortfolioGroup]) -> Int? {
      var candidates: [Int]?
      func narrow(_ keys: Set<String>?, _ open: [Int], _ index: [String: [Int]]) {
        guard let keys else { return }
        var found = Set(open)
        for key in keys { found.formUnion(index[key] ?? []) }
        if candidates.map({ found.count < $0.count }) ?? true { candidates = found.sorted() }
      }
      narrow(matching.adUnits, openAdUnits, byAdUnit)
      narrow(matching.countries, openCountries, byCountry)
      return (candidates ?? all).first { matchings[$0]?.overlaps(matching) ?? false }
    }
  }

  private static func located(_ issues: ConfigIssues, _ locator: SourceLocator) -> [ConfigDiagnostic] {
    issues.inFileOrder.map { issue in
      ConfigDiagnostic(location: issue.offset.map(locator.location(of:)), path: issue.path, problem: issue.problem)
    }
  }
}
