/// A portfolio (decide2.md §5): the mediation groups of a publisher, each a config with the requests it serves a
/// day and the targeting AdMob sends them by. Traffic is given per group, so targeting routes nothing: it is checked
/// against the group's config and shown.
package struct Portfolio: Sendable {
  /// The portfolio's seed (`seed`, default 0); `--seed` replaces it. Each group plays with its own (`groupSeed`).
  package var seed: UInt64
  package var groups: [PortfolioGroup]
  /// The identity of the portfolio and of every group config: what its shards name, so that a merge refuses the
  /// shards of another portfolio or of a group config changed between them.
  package var identity: ConfigIdentity

  package init(seed: UInt64, groups: [PortfolioGroup], identity: ConfigIdentity) {
    self.seed = seed
    self.groups = groups
    self.identity = identity
  }

  /// The requests a day of every group: W, the weight the totals divide by.
  package var requestsPerDay: Int64 { groups.reduce(0) { $0 + $1.requestsPerDay } }

  /// The seed group `name` plays its runs with, from the portfolio's seed `seed`: the first output of SplitMix64
  /// seeded with `seed` XOR FNV-1a-64 of the name's UTF-8 bytes (the hash as it is, not mixed). Adding, removing
  /// or reordering groups changes no other group's seed.
  package static func groupSeed(name: String, portfolioSeed seed: UInt64) -> UInt64 {
    var generator = SplitMix64(seed: seed ^ SeedTree.fnv1a64(name))
    return generator.next()
  }

  /// The group named `name`, if any.
  package func group(named name: String) -> PortfolioGroup? { groups.first { $0.name == name } }
}

/// One mediation group of a portfolio.
package struct PortfolioGroup: Sendable {
  /// Where a group's config comes from.
  package enum ConfigSource: Sendable, Equatable {
    /// A file, by the path the portfolio gives (relative to the portfolio's folder).
    case path(String)
    /// Inline: where in the portfolio's file the config starts, and its jq path there.
    case inline(start: SourceLocation, prefix: JSONPath)

    /// A place in the group's config as a place in the file that holds it: inline, the portfolio's.
    package func located(_ location: SourceLocation) -> SourceLocation {
      switch self {
      case .path: location
      case .inline(let start, _):
        location.line == 1
          ? SourceLocation(line: start.line, column: start.column + location.column - 1)
          : SourceLocation(line: start.line + location.line - 1, column: location.column)
      }
    }

    /// A jq path of the group's config as a path of the file that holds it.
    package func located(_ path: JSONPath) -> JSONPath {
      switch self {
      case .path: path
      case .inline(_, let prefix): JSONPath(prefix.components + path.components)
      }
    }
  }

  package var name: String
  /// AdMob's mediation group ID, when known (fit writes it).
  package var id: String?
  /// The priority as given; nil means its place in the list (`effectivePriority`).
  package var priority: Int64?
  /// Its place in the portfolio's list, from 0.
  package var index: Int
  package var requestsPerDay: Int64
  package var targeting: GroupTargeting
  package var source: ConfigSource
  /// The group's config, read by the config rules (its own `seed` is not used: `Portfolio.groupSeed`).
  package var config: WaterfallConfig
  /// The config's bytes as read: its file's, or inline the value's bytes in the portfolio (for `optimize`, which
  /// writes a changed copy, and for worlds applied to the other side of a `compare`).
  package var bytes: [UInt8] = []

  package init(
    name: String, id: String?, priority: Int64?, index: Int, requestsPerDay: Int64, targeting: GroupTargeting,
    source: ConfigSource, config: WaterfallConfig
  ) {
    self.name = name
    self.id = id
    self.priority = priority
    self.index = index
    self.requestsPerDay = requestsPerDay
    self.targeting = targeting
    self.source = source
    self.config = config
  }

  /// The group's priority: as given, else its place in the list (1 for the first).
  package var effectivePriority: Int64 { priority ?? Int64(index + 1) }
}

/// Which requests a group serves: AdMob's targeting. Nil matches every request.
package struct GroupTargeting: Sendable, Equatable {
  package var platform: Platform?
  package var format: AdFormat?
  package var adUnits: [String]?
  package var countries: [String]?
  package var excludedCountries: [String]?

  package init(
    platform: Platform? = nil, format: AdFormat? = nil, adUnits: [String]? = nil, countries: [String]? = nil,
    excludedCountries: [String]? = nil
  ) {
    self.platform = platform
    self.format = format
    self.adUnits = adUnits
    self.countries = countries
    self.excludedCountries = excludedCountries
  }

  /// Whether some request could match both: platform, format, ad units and countries all overlap (nil overlapping
  /// everything; a country list against an exclusion list overlaps unless every listed country is excluded).
  package func overlaps(_ other: GroupTargeting) -> Bool {
    Matching(self).overlaps(Matching(other))
  }

  /// A targeting with its lists as sets, made once per group, so that comparing every pair of a priority costs no
  /// allocation (a portfolio may hold 10,000 groups of one priority).
  package struct Matching: Sendable {
    let platform: Platform?
    let format: AdFormat?
    let adUnits: Set<String>?
    let countries: Set<String>?
    let excluded: Set<String>

    package init(_ targeting: GroupTargeting) {
      platform = targeting.platform
      format = targeting.format
      adUnits = targeting.adUnits.map(Set.init)
      countries = targeting.countries.map(Set.init)
      excluded = Set(targeting.excludedCountries ?? [])
    }

    package func overlaps(_ other: Matching) -> Bool {
      if let a = platform, let b = other.platform, a != b { return false }
      if let a = format, let b = other.format, a != b { return false }
      if let a = adUnits, let b = other.adUnits, a.isDisjoint(with: b) { return false }
      func open(_ code: String) -> Bool { !excluded.contains(code) && !other.excluded.contains(code) }
      switch (countries, other.countries) {
      case (let x?, let y?):
        let (small, large) = x.count <= y.count ? (x, y) : (y, x)
        return small.contains { large.contains($0) && open($0) }
      case (let x?, nil): return x.contains(where: open)
      case (nil, let y?): return y.contains(where: open)
      // Both open to every country but their exclusions: some country is left (there are more than 250).
      case (nil, nil): return true
      }
    }
  }

  /// Whether `code` is a CLDR region code as AdMob's targeting writes it: two capital ASCII letters.
  package static func isRegionCode(_ code: String) -> Bool {
    let bytes = Array(code.utf8)
    return bytes.count == 2 && bytes.allSatisfy { (0x41...0x5A).contains($0) }
  }
}
