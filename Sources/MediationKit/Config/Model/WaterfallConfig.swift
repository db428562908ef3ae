// Config/Model/: the config as the simulator uses it, with no JSON in it: the ad unit, the request,
// the line items and their networks' scripts, the adapter profiles, the app's script.

/// One simulated ad request: the ad unit, the app's request options, the
/// waterfall's line items with their networks' behaviour, and what the app
/// does after the load (config format version 1).
package struct WaterfallConfig: Equatable, Sendable {
  package var seed: UInt64
  /// The mediation contract the config is written against (`platform`).
  package var platform: Platform
  package var adUnit: AdUnit
  package var request: RequestOptions
  package var lineItems: [LineItem]
  package var waterfallOrder: WaterfallOrder
  package var app: AppScript
  /// The adapter classes the config defines (`adapters`), in config order.
  package var profiles: [AdapterProfile]
  /// The custom native formats Ad Manager line items may serve (`customFormats`).
  package var customFormats: [CustomNativeFormat]
  /// The request's value and the app's patience (`demand`); nil without
  /// the key, when nothing is priced from a value and the app waits for ever.
  package var demand: Demand?
  /// The auction among the bidding line items (`auction`).
  package var auction: AuctionSettings
  /// What a run of the config must show (`expect`), when the config says.
  package var expectations: Expectations?
  /// How severe each contract rule is (`rules`, over the defaults); the
  /// command line may override it (`--rule`).
  package var ruleSeverities: RuleSeverities
  /// The config's identity, from its canonical form, computed once when
  /// it was read: the `config` of its shards, and what its bid tokens and
  /// response identifiers derive from.
  package let identity: ConfigIdentity
  /// The values the data behind the config cannot tell apart (`uncertain`), when it says.
  package var uncertain: Uncertainty?
  /// Every world but the base, each with its `set` applied (empty without
  /// `uncertain`): what `worlds` lists after the config itself.
  package var otherWorlds: [ConfigWorld] = []

  package init(
    seed: UInt64, platform: Platform = ConfigSchema.Root.platform.defaultValue, adUnit: AdUnit,
    request: RequestOptions, lineItems: [LineItem], waterfallOrder: WaterfallOrder, app: AppScript,
    profiles: [AdapterProfile] = [],
    customFormats: [CustomNativeFormat] = ConfigSchema.Root.customFormats.defaultValue,
    demand: Demand? = nil, auction: AuctionSettings = ConfigSchema.Root.auction.defaultValue,
    expectations: Expectations? = nil, ruleSeverities: RuleSeverities = .defaults, identity: ConfigIdentity,
    uncertain: Uncertainty? = nil
  ) {
    self.seed = seed
    self.platform = platform
    self.adUnit = adUnit
    self.request = request
    self.lineItems = lineItems
    self.waterfallOrder = waterfallOrder
    self.app = app
    self.profiles = profiles
    self.customFormats = customFormats
    self.demand = demand
    self.auction = auction
    self.expectations = expectations
    self.ruleSeverities = ruleSeverities
    self.identity = identity
    self.uncertain = uncertain
  }
}

extension WaterfallConfig {
  /// Every world this config stands for, the config as written first
  /// (labelled by `uncertain.base`); one world labelled nil without `uncertain`.
  package var worlds: [ConfigWorld] {
    var base = self
    base.otherWorlds = []
    return [ConfigWorld(label: uncertain?.baseLabel ?? Uncertainty.defaultBaseLabel, config: base)] + otherWorlds
  }

  /// Whether the config has worlds besides itself.
  package var hasWorlds: Bool { uncertain != nil }

  /// The world labelled `label` (the base's label gives the config itself), or nil.
  package func world(labelled label: String) -> WaterfallConfig? {
    if uncertain?.baseLabel == label { return self }
    return otherWorlds.first { $0.label == label }?.config
  }
}

extension WaterfallConfig {
  /// Whether the config has bidding line items, and so an auction.
  package var hasBidders: Bool { lineItems.contains { $0.bidding != nil } }

  /// The classes line items can name: `base` and the config's profiles.
  package func registry(adding base: AdapterRegistry) -> AdapterRegistry {
    base.adding(profiles)
  }
}

extension WaterfallConfig {
  /// The config as one invocation plays it: `rules` (`--rule`) over its
  /// rule severities, and without its checks when `expect` is false
  /// (`--no-expect`).
  package func adjusted(rules: [RuleOverride], expect: Bool = true) -> WaterfallConfig {
    var config = self
    config.ruleSeverities = ruleSeverities.applying(rules)
    if !expect { config.expectations = nil }
    config.otherWorlds = otherWorlds.map { ConfigWorld(label: $0.label, config: $0.config.adjusted(rules: rules, expect: expect)) }
    return config
  }
}

extension WaterfallConfig {
  /// The config's `expect.summary` checks, each evaluated on `summary`
  /// (the summary of a batch of its runs), in the order the config lists
  /// them; none when it has none.
  package func checkSummary(_ summary: SummaryRecord) -> [CheckResult] {
    expectations?.evaluate(summary) ?? []
  }
}
