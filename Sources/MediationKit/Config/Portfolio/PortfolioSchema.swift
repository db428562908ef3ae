// Config/Portfolio/: a portfolio file (decide2.md §5): many mediation groups, each a config with its traffic and
// targeting; its keys, its model, its reading and each group's seed.

/// The keys of a portfolio file, read and written through these typed keys as a config's are.
extension ConfigSchema {
  /// The most groups a portfolio holds.
  package static let maximumGroups = 10_000
  /// The longest group name, AdMob's limit.
  package static let maximumGroupNameLength = 120

  /// The keys of a portfolio's top level.
  package enum PortfolioRoot {
    package static let version = TypedKey("version", Integers(1...1), default: 1, "portfolio format version; only 1")
    package static let seed = TypedKey(
      "seed", UnsignedIntegers(), default: 0,
      "the portfolio's seed; each group's runs use a seed derived from it and the group's name (--seed overrides it)")
    package static let groups = TypedKey(
      required: "groups",
      Lists(of: Shaped<PortfolioGroup>(.object("group")), minimum: 1, maximum: maximumGroups),
      "the mediation groups, each with its traffic and its config")
    package static let schema = TypedKey(
      optional: "$schema", Strings(), acceptsNull: false, "ignored: where an editor finds this schema")
  }

  package static let portfolio = ConfigObject(
    name: "portfolio", title: "a portfolio",
    summary: "Many mediation groups, each a config with its traffic (decide2.md §5); its top level has groups.",
    keys: [PortfolioRoot.version.row, PortfolioRoot.seed.row, PortfolioRoot.groups.row, PortfolioRoot.schema.row])

  /// The keys of a portfolio's group.
  package enum Group {
    package static let name = TypedKey(
      required: "name", Strings(nonEmpty: true), "AdMob's group name: 1 to 120 characters, unique in the portfolio")
    package static let id = TypedKey(optional: "id", Strings(), "AdMob's mediation group ID (fit writes it)")
    package static let priority = TypedKey(
      optional: "priority", Integers(1...10_000), absent: "its place in the list",
      "which group a request goes to when several match (1 first)")
    package static let requestsPerDay = TypedKey(
      required: "requestsPerDay", Integers(1...1_000_000_000_000), "the ad requests this group serves a day")
    package static let targeting = TypedKey(
      "targeting", Shaped<GroupTargeting>.object("targeting"), default: GroupTargeting(), acceptsNull: true,
      described: "matches every request", "the requests AdMob sends to the group: checked and shown, not routed")
    package static let config = TypedKey(
      required: "config", Shaped<PortfolioGroup.ConfigSource>(.anyOf([.string(nonEmpty: true), .object("config")])),
      "the group's config: a path (relative to the portfolio's folder) or the config inline")
  }

  package static let portfolioGroup = ConfigObject(
    name: "group", title: "groups[]", summary: "One mediation group: its name, traffic, targeting and config.",
    keys: [
      Group.name.row, Group.id.row, Group.priority.row, Group.requestsPerDay.row, Group.targeting.row,
      Group.config.row,
    ])

  /// The keys of a group's `targeting`.
  package enum Targeting {
    package static let platform = TypedKey(
      optional: "platform", Choices<Platform>(), absent: "any", "the requests' platform; must be the config's")
    package static let format = TypedKey(
      optional: "format", Choices<AdFormat>(), absent: "any", "the requests' format; must be the config's")
    package static let adUnits = TypedKey(
      optional: "adUnits", Lists(of: Strings(nonEmpty: true)), absent: "any",
      "the ad unit IDs; a warning when the config's adUnit.id is not among them")
    package static let countries = TypedKey(
      optional: "countries", Lists(of: Strings(nonEmpty: true)), absent: "any",
      "CLDR region codes (two capital letters, \"US\") the group serves")
    package static let excludedCountries = TypedKey(
      optional: "excludedCountries", Lists(of: Strings(nonEmpty: true)), absent: "none",
      "CLDR region codes the group does not serve")
  }

  package static let targeting = ConfigObject(
    name: "targeting", title: "groups[].targeting",
    summary: "Which requests the group serves (AdMob's targeting); null matches everything.",
    keys: [
      Targeting.platform.row, Targeting.format.row, Targeting.adUnits.row, Targeting.countries.row,
      Targeting.excludedCountries.row,
    ])
}
