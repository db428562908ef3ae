import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// Demand and the hybrid auction as the decoder reads them (auction.md):
/// `demand`, `auction` and a network's `valuation`, each key's bound and
/// default, and the errors a config can make with them. Bidding line items
/// are `BiddingConfigTests`', which build their configs with the helpers here.
struct AuctionConfigTests {
  /// A problem as the decoder reports it: where, and what.
  struct Found: Equatable, CustomStringConvertible {
    var path: String
    var problem: ConfigProblem
    var description: String { "\(path): \(problem)" }
  }

  static let rewardedUnit =
    #""adUnit": {"id": "/1/r", "format": "rewarded", "reward": {"type": "c", "amount": 1}}"#
  /// A profile that can bid, `Bidder`, and one that cannot, `Waiter`.
  static let profiles =
    #""adapters": {"Bidder": {"formats": ["rewarded"], "bidding": true}, "Waiter": {"formats": ["rewarded"]}}"#
  static let valueCpm = #""demand": {"valueCpm": {"median": 4}}"#

  /// A rewarded config of `lineItems`, with the two profiles and `extra` top-level members.
  static func config(_ lineItems: [String], _ extra: [String] = []) -> String {
    let members = [rewardedUnit, profiles] + extra + [#""lineItems": [\#(lineItems.joined(separator: ", "))]"#]
    return "{" + members.joined(separator: ", ") + "}"
  }

  /// A bidding line item of `Bidder` labelled `B`, with `bidding` and `network`.
  static func bidder(_ bidding: String, network: String = "{}", className: String = "Bidder") -> String {
    #"{"label": "B", "className": "\#(className)", "bidding": \#(bidding), "network": \#(network)}"#
  }

  /// A waterfall line item labelled `W` whose `network.load` is `load`.
  static func waterfall(load: String, ecpm: String = "2") -> String {
    #"{"label": "W", "className": "SampleCustomEvent", "ecpm": \#(ecpm), "network": {"load": \#(load)}}"#
  }

  static func load(_ json: String) throws -> WaterfallConfig {
    try ConfigLoader.load(Array(json.utf8))
  }

  /// The errors of an invalid config; none for a valid one.
  static func errors(_ json: String) -> [Found] {
    do throws(ConfigError) {
      _ = try ConfigLoader.load(Array(json.utf8))
      return []
    } catch {
      guard case .invalid(let diagnostics, _) = error else { return [] }
      return diagnostics.map { Found(path: $0.path.description, problem: $0.problem) }
    }
  }

  /// The warnings of a valid config.
  static func warnings(_ json: String) throws -> [Found] {
    try ConfigLoader.read(Array(json.utf8)).warnings.map { Found(path: $0.path.description, problem: $0.problem) }
  }

  static func decimal(_ text: String) -> DecimalNumber {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    let fraction = parts.count > 1 ? String(parts[1]) : ""
    let padded = fraction + String(repeating: "0", count: 6 - fraction.count)
    return DecimalNumber(micros: (Int64(parts[0]) ?? 0) * 1_000_000 + (Int64(padded) ?? 0))
  }

  static let prices = ConfigExpectation.decimal(
    DecimalNumber(micros: 0)...DecimalNumber(integer: 1_000_000), decimals: 6)
  static let positivePrices = ConfigExpectation.decimal(
    DecimalNumber(micros: 1)...DecimalNumber(integer: 1_000_000), decimals: 6)
  static let sigmas = ConfigExpectation.decimal(
    DecimalNumber(micros: 0)...DecimalNumber(integer: 10), decimals: 6)

  // MARK: demand

  @Test func readsTheRequestsValueAndPatience() throws {
    let fixed = try Self.load(
      Self.config(
        [Self.waterfall(load: "{}")], [#""demand": {"valueCpm": {"median": 4.5, "sigma": 0.8}, "patienceMs": 1500}"#]))
    #expect(
      fixed.demand
        == Demand(
          value: Demand.LogNormal(median: Self.decimal("4.5"), sigma: Self.decimal("0.8")), patience: .fixed(1500)))
    let drawn = try Self.load(
      Self.config([Self.waterfall(load: "{}")], [#""demand": {"patienceMs": {"median": 2000, "sigma": 0.5}}"#]))
    #expect(drawn.demand == Demand(value: nil, patience: .logNormal(median: 2000, sigma: Self.decimal("0.5"))))
  }

  /// Null is "not set", as leaving the key out; without `demand` the config means what it meant before.
  @Test func nullAndLeftOutMeanNoValueAndNoPatience() throws {
    let nulls = try Self.load(
      Self.config([Self.waterfall(load: "{}")], [#""demand": {"valueCpm": null, "patienceMs": null}"#]))
    #expect(nulls.demand == Demand())
    #expect(try Self.load(Self.config([Self.waterfall(load: "{}")], [#""demand": {}"#])).demand == Demand())
    #expect(try Self.load(Self.config([Self.waterfall(load: "{}")])).demand == nil)
  }

  @Test(
    arguments: [
      // valueCpm: median more than 0 to 1,000,000, sigma 0 to 10, six decimals at most.
      (#"{"valueCpm": {"median": 0.000001, "sigma": 10}}"#, nil),
      (#"{"valueCpm": {"median": 1000000, "sigma": 0}}"#, nil),
      (
        #"{"valueCpm": {"median": 0}}"#,
        Found(path: ".demand.valueCpm.median", problem: unexpected(positivePrices, "0"))
      ),
      (
        #"{"valueCpm": {"median": 1000000.000001}}"#,
        Found(path: ".demand.valueCpm.median", problem: unexpected(positivePrices, "1000000.000001"))
      ),
      (
        #"{"valueCpm": {"median": 1.0000001}}"#,
        Found(path: ".demand.valueCpm.median", problem: unexpected(positivePrices, "1.0000001"))
      ),
      (
        #"{"valueCpm": {"median": 1, "sigma": 10.000001}}"#,
        Found(path: ".demand.valueCpm.sigma", problem: unexpected(sigmas, "10.000001"))
      ),
      (
        #"{"valueCpm": {"median": 1, "sigma": -0.1}}"#,
        Found(path: ".demand.valueCpm.sigma", problem: unexpected(sigmas, "-0.1"))
      ),
      (#"{"valueCpm": {"sigma": 1}}"#, Found(path: ".demand.valueCpm", problem: .missingKey("median"))),
      (#"{"valueCpm": 4}"#, Found(path: ".demand.valueCpm", problem: unexpected(.objectOrNull, "4"))),
      // patienceMs: an integer 1 to 10^14, or {median ≥ 1, sigma 0 to 10}.
      (#"{"patienceMs": 1}"#, nil),
      (#"{"patienceMs": 100000000000000}"#, nil),
      (#"{"patienceMs": {"median": 1, "sigma": 10}}"#, nil),
      (#"{"patienceMs": 0}"#, Found(path: ".demand.patienceMs", problem: unexpected(patienceTimes, "0"))),
      (
        #"{"patienceMs": 100000000000001}"#,
        Found(path: ".demand.patienceMs", problem: unexpected(patienceTimes, "100000000000001"))
      ),
      (#"{"patienceMs": 1.5}"#, Found(path: ".demand.patienceMs", problem: unexpected(patienceTimes, "1.5"))),
      (#"{"patienceMs": "5s"}"#, Found(path: ".demand.patienceMs", problem: unexpected(.patience, #""5s""#))),
      (
        #"{"patienceMs": {"median": 0}}"#,
        Found(path: ".demand.patienceMs.median", problem: unexpected(patienceTimes, "0"))
      ),
      (
        #"{"patienceMs": {"median": 5, "sigma": 11}}"#,
        Found(path: ".demand.patienceMs.sigma", problem: unexpected(sigmas, "11"))
      ),
      (#"{"patienceMs": {"sigma": 1}}"#, Found(path: ".demand.patienceMs", problem: .missingKey("median"))),
      (
        #"{"valueCpm": {"median": 1, "sigm": 1}}"#,
        Found(path: ".demand.valueCpm.sigm", problem: .unknownKey(suggestion: "sigma", known: ["median", "sigma"]))
      ),
      (
        #"{"patience": 1}"#,
        Found(
          path: ".demand.patience", problem: .unknownKey(suggestion: "patienceMs", known: ["valueCpm", "patienceMs"]))
      ),
    ] as [(String, Found?)])
  func boundsTheDemandKeys(demand: String, found: Found?) {
    #expect(
      Self.errors(Self.config([Self.waterfall(load: "{}")], [#""demand": \#(demand)"#])) == (found.map { [$0] } ?? []))
  }

  static let patienceTimes = ConfigExpectation.integer(1...100_000_000_000_000)

  static func unexpected(_ expected: ConfigExpectation, _ found: String, suggestion: String? = nil)
    -> ConfigProblem
  {
    .unexpectedValue(expected: expected, found: found, suggestion: suggestion)
  }

  // MARK: auction

  @Test func readsTheAuctionAndItsDefaults() throws {
    let given = try Self.load(
      Self.config([Self.waterfall(load: "{}")], [#""auction": {"timeoutMs": 250, "floor": 0.75}"#]))
    #expect(given.auction == AuctionSettings(timeoutMs: 250, floor: Self.decimal("0.75")))
    let defaults = AuctionSettings(timeoutMs: 1000, floor: DecimalNumber(micros: 0))
    #expect(ConfigSchema.Root.auction.defaultValue == defaults)
    #expect(try Self.load(Self.config([Self.waterfall(load: "{}")])).auction == defaults)
    #expect(try Self.load(Self.config([Self.waterfall(load: "{}")], [#""auction": {}"#])).auction == defaults)
  }

  @Test(
    arguments: [
      (#"{"timeoutMs": 1, "floor": 0}"#, nil),
      (#"{"timeoutMs": 3600000, "floor": 1000000}"#, nil),
      (#"{"timeoutMs": 0}"#, Found(path: ".auction.timeoutMs", problem: unexpected(.integer(1...3_600_000), "0"))),
      (
        #"{"timeoutMs": 3600001}"#,
        Found(path: ".auction.timeoutMs", problem: unexpected(.integer(1...3_600_000), "3600001"))
      ),
      (
        #"{"timeoutMs": 999.5}"#,
        Found(path: ".auction.timeoutMs", problem: unexpected(.integer(1...3_600_000), "999.5"))
      ),
      (#"{"floor": -0.000001}"#, Found(path: ".auction.floor", problem: unexpected(prices, "-0.000001"))),
      (#"{"floor": 1000000.000001}"#, Found(path: ".auction.floor", problem: unexpected(prices, "1000000.000001"))),
      (#"{"floor": 0.1234567}"#, Found(path: ".auction.floor", problem: unexpected(prices, "0.1234567"))),
      (#"null"#, Found(path: ".auction", problem: unexpected(.object, "null"))),
      (
        #"{"timeout": 5}"#,
        Found(path: ".auction.timeout", problem: .unknownKey(suggestion: "timeoutMs", known: ["timeoutMs", "floor"]))
      ),
    ] as [(String, Found?)])
  func boundsTheAuctionKeys(auction: String, found: Found?) {
    #expect(
      Self.errors(Self.config([Self.waterfall(load: "{}")], [#""auction": \#(auction)"#])) == (found.map { [$0] } ?? [])
    )
  }

  // MARK: valuation

  @Test func readsEachDistribution() throws {
    let config = try Self.load(
      Self.config(
        [
          #"{"label": "D", "className": "SampleCustomEvent", "network": {"load": {"valuation": {"scale": 1.2, "sigma": 0.3, "participation": 0.8}}}}"#,
          #"{"label": "Bt", "className": "SampleCustomEvent", "network": {"load": {"valuation": {"distribution": "beta", "alpha": 1, "beta": 6, "maxCpm": 30}}}}"#,
          #"{"label": "L", "className": "SampleCustomEvent", "network": {"load": {"valuation": {"distribution": "logNormal", "median": 2.5, "sigma": 1}, "latencyMs": 120}}}"#,
        ], [Self.valueCpm]))
    let valuations = config.lineItems.map(\.network.load.valuation)
    #expect(
      valuations == [
        Valuation(
          distribution: .demand(scale: Self.decimal("1.2"), sigma: Self.decimal("0.3")),
          participation: Self.decimal("0.8")),
        Valuation(
          distribution: .beta(alpha: Self.decimal("1"), beta: Self.decimal("6"), maxCpm: Self.decimal("30")),
          participation: Self.decimal("1")),
        Valuation(
          distribution: .logNormal(median: Self.decimal("2.5"), sigma: Self.decimal("1")),
          participation: Self.decimal("1")),
      ])
    // The other load keys keep their meaning; without outcome the load fills.
    #expect(config.lineItems[2].network.load.latency == .fixed(120))
    #expect(config.lineItems.allSatisfy { $0.network.load.decision == .always(.fill) })
  }

  /// `demand` is the default distribution, with scale 1, sigma 0 and participation 1; logNormal's sigma is 0.
  @Test func leftOutValuationKeysAreTheSchemasDefaults() throws {
    let config = try Self.load(
      Self.config(
        [
          Self.waterfall(load: #"{"valuation": {}}"#),
          #"{"label": "L", "className": "SampleCustomEvent", "network": {"load": {"valuation": {"distribution": "logNormal", "median": 3}}}}"#,
        ], [Self.valueCpm]))
    typealias Keys = ConfigSchema.Valuation
    #expect(
      config.lineItems[0].network.load.valuation
        == Valuation(distribution: .demand(scale: DecimalNumber(integer: 1), sigma: DecimalNumber(micros: 0))))
    #expect(
      config.lineItems[0].network.load.valuation
        == Valuation(
          distribution: .demand(scale: Keys.scale.defaultValue, sigma: Keys.sigma.defaultValue),
          participation: Keys.participation.defaultValue))
    #expect(
      config.lineItems[1].network.load.valuation
        == Valuation(distribution: .logNormal(median: DecimalNumber(integer: 3), sigma: DecimalNumber(micros: 0))))
  }

  static let shapes = ConfigExpectation.decimal(
    DecimalNumber(micros: 1)...DecimalNumber(integer: 1000), decimals: 6)
  static let path = ".lineItems[0].network.load.valuation"

  @Test(
    arguments: [
      (#"{"scale": 0.000001, "sigma": 0, "participation": 0}"#, nil),
      (#"{"scale": 1000, "sigma": 10, "participation": 1}"#, nil),
      (#"{"scale": 0}"#, Found(path: path + ".scale", problem: unexpected(shapes, "0"))),
      (#"{"scale": 1000.000001}"#, Found(path: path + ".scale", problem: unexpected(shapes, "1000.000001"))),
      (#"{"sigma": 10.5}"#, Found(path: path + ".sigma", problem: unexpected(sigmas, "10.5"))),
      (
        #"{"participation": 1.000001}"#,
        Found(
          path: path + ".participation",
          problem: unexpected(.decimal(DecimalNumber(micros: 0)...DecimalNumber(integer: 1), decimals: 6), "1.000001"))
      ),
      (
        #"{"participation": 0.0000001}"#,
        Found(
          path: path + ".participation",
          problem: unexpected(.decimal(DecimalNumber(micros: 0)...DecimalNumber(integer: 1), decimals: 6), "0.0000001"))
      ),
      (#"{"distribution": "beta", "alpha": 0.000001, "beta": 1000, "maxCpm": 1000000}"#, nil),
      (
        #"{"distribution": "beta", "alpha": 0, "beta": 1, "maxCpm": 1}"#,
        Found(path: path + ".alpha", problem: unexpected(shapes, "0"))
      ),
      (
        #"{"distribution": "beta", "alpha": 1, "beta": 1000.5, "maxCpm": 1}"#,
        Found(path: path + ".beta", problem: unexpected(shapes, "1000.5"))
      ),
      (
        #"{"distribution": "beta", "alpha": 1, "beta": 1, "maxCpm": 0}"#,
        Found(path: path + ".maxCpm", problem: unexpected(positivePrices, "0"))
      ),
      (
        #"{"distribution": "beta", "alpha": 1, "beta": 1, "maxCpm": 1000000.000001}"#,
        Found(path: path + ".maxCpm", problem: unexpected(positivePrices, "1000000.000001"))
      ),
      (#"{"distribution": "beta", "alpha": 1, "beta": 1}"#, Found(path: path, problem: .missingKey("maxCpm"))),
      (#"{"distribution": "beta", "beta": 1, "maxCpm": 1}"#, Found(path: path, problem: .missingKey("alpha"))),
      (#"{"distribution": "logNormal", "median": 1000000, "sigma": 10}"#, nil),
      (
        #"{"distribution": "logNormal", "median": 0}"#,
        Found(path: path + ".median", problem: unexpected(positivePrices, "0"))
      ),
      (#"{"distribution": "logNormal", "sigma": 1}"#, Found(path: path, problem: .missingKey("median"))),
      (
        #"{"distribution": "lognormal", "median": 1}"#,
        Found(
          path: path + ".distribution",
          problem: unexpected(.oneOf(["demand", "beta", "logNormal"]), #""lognormal""#, suggestion: "logNormal"))
      ),
      (
        #"{"partcipation": 0.5}"#,
        Found(
          path: path + ".partcipation",
          problem: .unknownKey(
            suggestion: "participation",
            known: ["distribution", "scale", "sigma", "alpha", "beta", "maxCpm", "median", "participation"]))
      ),
    ] as [(String, Found?)])
  func boundsTheValuationKeys(valuation: String, found: Found?) {
    let json = Self.config([Self.waterfall(load: #"{"valuation": \#(valuation)}"#)], [Self.valueCpm])
    #expect(Self.errors(json) == (found.map { [$0] } ?? []))
  }

  /// A key of another distribution is an error, naming the distribution in effect, the default one too.
  @Test func aKeyOfAnotherDistributionIsAnError() {
    let explicit = Self.errors(
      Self.config(
        [Self.waterfall(load: #"{"valuation": {"distribution": "logNormal", "median": 3, "alpha": 2}}"#)]))
    #expect(
      explicit == [
        Found(
          path: Self.path + ".alpha",
          problem: .keyOnlyForDistribution("alpha", ["beta"], actual: "logNormal", byDefault: false))
      ])
    let byDefault = Self.errors(Self.config([Self.waterfall(load: #"{"valuation": {"maxCpm": 30, "median": 2}}"#)]))
    #expect(
      byDefault == [
        Found(
          path: Self.path + ".maxCpm",
          problem: .keyOnlyForDistribution("maxCpm", ["beta"], actual: "demand", byDefault: true)),
        Found(
          path: Self.path + ".median",
          problem: .keyOnlyForDistribution("median", ["logNormal"], actual: "demand", byDefault: true)),
      ])
    let sigmaOnBeta = Self.errors(
      Self.config(
        [
          Self.waterfall(
            load: #"{"valuation": {"distribution": "beta", "alpha": 1, "beta": 1, "maxCpm": 1, "sigma": 1}}"#)
        ]
      ))
    #expect(
      sigmaOnBeta == [
        Found(
          path: Self.path + ".sigma",
          problem: .keyOnlyForDistribution("sigma", ["demand", "logNormal"], actual: "beta", byDefault: false))
      ])
  }

  /// A `demand` valuation prices from `demand.valueCpm`: without it (left
  /// out, null, or `demand` with only a patience) the config is invalid.
  @Test(arguments: [[], [#""demand": {"valueCpm": null}"#], [#""demand": {"patienceMs": 500}"#]])
  func aDemandValuationNeedsTheRequestsValue(demand: [String]) {
    let implicit = Self.errors(Self.config([Self.waterfall(load: #"{"valuation": {"scale": 2}}"#)], demand))
    #expect(implicit == [Found(path: Self.path, problem: .valuationNeedsValueCpm)])
    let explicit = Self.errors(
      Self.config([Self.waterfall(load: #"{"valuation": {"distribution": "demand"}}"#)], demand))
    #expect(explicit == [Found(path: Self.path + ".distribution", problem: .valuationNeedsValueCpm)])
    // The independent distributions need no value.
    let beta = #"{"valuation": {"distribution": "beta", "alpha": 1, "beta": 6, "maxCpm": 30}}"#
    let logNormal = #"{"valuation": {"distribution": "logNormal", "median": 2}}"#
    #expect(Self.errors(Self.config([Self.waterfall(load: beta)], demand)) == [])
    #expect(Self.errors(Self.config([Self.waterfall(load: logNormal)], demand)) == [])
  }

  /// `valuation` replaces `outcome` and `fillRate`: whichever comes later is the error; null gives nothing.
  @Test func aValuationWithOutcomeOrFillRateIsAnError() {
    let valuation = #""valuation": {"distribution": "logNormal", "median": 2}"#
    #expect(
      Self.errors(Self.config([Self.waterfall(load: #"{"outcome": "fill", \#(valuation)}"#)]))
        == [Found(path: Self.path, problem: .conflictingKeys("outcome", "valuation"))])
    #expect(
      Self.errors(Self.config([Self.waterfall(load: #"{\#(valuation), "fillRate": 0.5}"#)]))
        == [Found(path: ".lineItems[0].network.load.fillRate", problem: .conflictingKeys("valuation", "fillRate"))])
    #expect(Self.errors(Self.config([Self.waterfall(load: #"{"outcome": null, \#(valuation)}"#)])) == [])
    #expect(Self.errors(Self.config([Self.waterfall(load: #"{\#(valuation), "fillRate": null}"#)])) == [])
  }

  /// The model's own defaults are the schema's, so that a config built in code agrees with one read.
  @Test func theModelsDefaultsAreTheSchemas() {
    let valuation = Valuation(
      distribution: .logNormal(median: DecimalNumber(integer: 1), sigma: DecimalNumber(micros: 0)))
    #expect(valuation.participation == ConfigSchema.Valuation.participation.defaultValue)
    #expect(
      AdapterProfile(className: "P", formats: [.rewarded]).bidding
        == (ConfigSchema.Profile.bidding.defaultValue == .can))
  }
}
