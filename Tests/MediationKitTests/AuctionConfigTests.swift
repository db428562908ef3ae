import Testing

@testable import MediationKit

/// Demand and the hybrid auction as the decoder reads them (auction.md):
/// `demand`, `auction`, a network's `valuation`, a line item's `bidding` and
/// a profile's `bidding`, each key's bound and default, the errors a config
/// can make with them and the warnings for prices no floor lets through.
struct AuctionConfigTests {
  /// A problem as the decoder reports it: where, and what.
  struct Found: Equatable, CustomStringConvertible {
    var path: String
    var problem: ConfigProblem
    var description: String { "\(path): \(problem)" }
  }

  private static let rewardedUnit =
    #""adUnit": {"id": "/1/r", "format": "rewarded", "reward": {"type": "c", "amount": 1}}"#
  /// A profile that can bid, `Bidder`, and one that cannot, `Waiter`.
  private static let profiles =
    #""adapters": {"Bidder": {"formats": ["rewarded"], "bidding": true}, "Waiter": {"formats": ["rewarded"]}}"#
  private static let valueCpm = #""demand": {"valueCpm": {"median": 4}}"#

  /// A rewarded config of `lineItems`, with the two profiles and `extra` top-level members.
  private static func config(_ lineItems: [String], _ extra: [String] = []) -> String {
    let members = [rewardedUnit, profiles] + extra + [#""lineItems": [\#(lineItems.joined(separator: ", "))]"#]
    return "{" + members.joined(separator: ", ") + "}"
  }

  /// A bidding line item of `Bidder` labelled `B`, with `bidding` and `network`.
  private static func bidder(_ bidding: String, network: String = "{}", className: String = "Bidder") -> String {
    #"{"label": "B", "className": "\#(className)", "bidding": \#(bidding), "network": \#(network)}"#
  }

  /// A waterfall line item labelled `W` whose `network.load` is `load`.
  private static func waterfall(load: String, ecpm: String = "2") -> String {
    #"{"label": "W", "className": "SampleCustomEvent", "ecpm": \#(ecpm), "network": {"load": \#(load)}}"#
  }

  private func load(_ json: String) throws -> WaterfallConfig {
    try ConfigLoader.load(Array(json.utf8))
  }

  /// The errors of an invalid config; none for a valid one.
  private func errors(_ json: String) -> [Found] {
    do throws(ConfigError) {
      _ = try ConfigLoader.load(Array(json.utf8))
      return []
    } catch {
      guard case .invalid(let diagnostics, _) = error else { return [] }
      return diagnostics.map { Found(path: $0.path.description, problem: $0.problem) }
    }
  }

  /// The warnings of a valid config.
  private func warnings(_ json: String) throws -> [Found] {
    try ConfigLoader.read(Array(json.utf8)).warnings.map { Found(path: $0.path.description, problem: $0.problem) }
  }

  private static func decimal(_ text: String) -> DecimalNumber {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    let fraction = parts.count > 1 ? String(parts[1]) : ""
    let padded = fraction + String(repeating: "0", count: 6 - fraction.count)
    return DecimalNumber(micros: (Int64(parts[0]) ?? 0) * 1_000_000 + (Int64(padded) ?? 0))
  }

  private static let prices = ConfigExpectation.decimal(
    DecimalNumber(micros: 0)...DecimalNumber(integer: 1_000_000), decimals: 6)
  private static let positivePrices = ConfigExpectation.decimal(
    DecimalNumber(micros: 1)...DecimalNumber(integer: 1_000_000), decimals: 6)
  private static let sigmas = ConfigExpectation.decimal(
    DecimalNumber(micros: 0)...DecimalNumber(integer: 10), decimals: 6)

  // MARK: demand

  @Test func readsTheRequestsValueAndPatience() throws {
    let fixed = try load(
      Self.config(
        [Self.waterfall(load: "{}")], [#""demand": {"valueCpm": {"median": 4.5, "sigma": 0.8}, "patienceMs": 1500}"#]))
    #expect(
      fixed.demand
        == Demand(
          value: Demand.LogNormal(median: Self.decimal("4.5"), sigma: Self.decimal("0.8")), patience: .fixed(1500)))
    let drawn = try load(
      Self.config([Self.waterfall(load: "{}")], [#""demand": {"patienceMs": {"median": 2000, "sigma": 0.5}}"#]))
    #expect(drawn.demand == Demand(value: nil, patience: .logNormal(median: 2000, sigma: Self.decimal("0.5"))))
  }

  /// Null is "not set", as leaving the key out; without `demand` the config means what it meant before.
  @Test func nullAndLeftOutMeanNoValueAndNoPatience() throws {
    let nulls = try load(
      Self.config([Self.waterfall(load: "{}")], [#""demand": {"valueCpm": null, "patienceMs": null}"#]))
    #expect(nulls.demand == Demand())
    #expect(try load(Self.config([Self.waterfall(load: "{}")], [#""demand": {}"#])).demand == Demand())
    #expect(try load(Self.config([Self.waterfall(load: "{}")])).demand == nil)
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
    #expect(errors(Self.config([Self.waterfall(load: "{}")], [#""demand": \#(demand)"#])) == (found.map { [$0] } ?? []))
  }

  private static let patienceTimes = ConfigExpectation.integer(1...100_000_000_000_000)

  private static func unexpected(_ expected: ConfigExpectation, _ found: String, suggestion: String? = nil)
    -> ConfigProblem
  {
    .unexpectedValue(expected: expected, found: found, suggestion: suggestion)
  }

  // MARK: auction

  @Test func readsTheAuctionAndItsDefaults() throws {
    let given = try load(Self.config([Self.waterfall(load: "{}")], [#""auction": {"timeoutMs": 250, "floor": 0.75}"#]))
    #expect(given.auction == AuctionSettings(timeoutMs: 250, floor: Self.decimal("0.75")))
    let defaults = AuctionSettings(timeoutMs: 1000, floor: DecimalNumber(micros: 0))
    #expect(ConfigSchema.Root.auction.defaultValue == defaults)
    #expect(try load(Self.config([Self.waterfall(load: "{}")])).auction == defaults)
    #expect(try load(Self.config([Self.waterfall(load: "{}")], [#""auction": {}"#])).auction == defaults)
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
      errors(Self.config([Self.waterfall(load: "{}")], [#""auction": \#(auction)"#])) == (found.map { [$0] } ?? []))
  }

  // MARK: valuation

  @Test func readsEachDistribution() throws {
    let config = try load(
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
    let config = try load(
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

  private static let shapes = ConfigExpectation.decimal(
    DecimalNumber(micros: 1)...DecimalNumber(integer: 1000), decimals: 6)
  private static let path = ".lineItems[0].network.load.valuation"

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
    #expect(errors(json) == (found.map { [$0] } ?? []))
  }

  /// A key of another distribution is an error, naming the distribution in effect, the default one too.
  @Test func aKeyOfAnotherDistributionIsAnError() {
    let explicit = errors(
      Self.config(
        [Self.waterfall(load: #"{"valuation": {"distribution": "logNormal", "median": 3, "alpha": 2}}"#)]))
    #expect(
      explicit == [
        Found(
          path: Self.path + ".alpha",
          problem: .keyOnlyForDistribution("alpha", ["beta"], actual: "logNormal", byDefault: false))
      ])
    let byDefault = errors(Self.config([Self.waterfall(load: #"{"valuation": {"maxCpm": 30, "median": 2}}"#)]))
    #expect(
      byDefault == [
        Found(
          path: Self.path + ".maxCpm",
          problem: .keyOnlyForDistribution("maxCpm", ["beta"], actual: "demand", byDefault: true)),
        Found(
          path: Self.path + ".median",
          problem: .keyOnlyForDistribution("median", ["logNormal"], actual: "demand", byDefault: true)),
      ])
    let sigmaOnBeta = errors(
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
    let implicit = errors(Self.config([Self.waterfall(load: #"{"valuation": {"scale": 2}}"#)], demand))
    #expect(implicit == [Found(path: Self.path, problem: .valuationNeedsValueCpm)])
    let explicit = errors(Self.config([Self.waterfall(load: #"{"valuation": {"distribution": "demand"}}"#)], demand))
    #expect(explicit == [Found(path: Self.path + ".distribution", problem: .valuationNeedsValueCpm)])
    // The independent distributions need no value.
    let beta = #"{"valuation": {"distribution": "beta", "alpha": 1, "beta": 6, "maxCpm": 30}}"#
    let logNormal = #"{"valuation": {"distribution": "logNormal", "median": 2}}"#
    #expect(errors(Self.config([Self.waterfall(load: beta)], demand)) == [])
    #expect(errors(Self.config([Self.waterfall(load: logNormal)], demand)) == [])
  }

  /// `valuation` replaces `outcome` and `fillRate`: whichever comes later is the error; null gives nothing.
  @Test func aValuationWithOutcomeOrFillRateIsAnError() {
    let valuation = #""valuation": {"distribution": "logNormal", "median": 2}"#
    #expect(
      errors(Self.config([Self.waterfall(load: #"{"outcome": "fill", \#(valuation)}"#)]))
        == [Found(path: Self.path, problem: .conflictingKeys("outcome", "valuation"))])
    #expect(
      errors(Self.config([Self.waterfall(load: #"{\#(valuation), "fillRate": 0.5}"#)]))
        == [Found(path: ".lineItems[0].network.load.fillRate", problem: .conflictingKeys("valuation", "fillRate"))])
    #expect(errors(Self.config([Self.waterfall(load: #"{"outcome": null, \#(valuation)}"#)])) == [])
    #expect(errors(Self.config([Self.waterfall(load: #"{\#(valuation), "fillRate": null}"#)])) == [])
  }

  // MARK: bidding

  private static let logNormal = #"{"load": {"valuation": {"distribution": "logNormal", "median": 2}}}"#

  @Test func readsABiddingLineItem() throws {
    let config = try load(
      Self.config([
        Self.bidder(#"{"bid": 2.5, "latencyMs": {"min": 80, "max": 400}, "floor": 0.5}"#),
        #"{"label": "N", "className": "Bidder", "bidding": {"bid": "none", "latencyMs": 30}}"#,
        #"{"label": "V", "className": "Bidder", "bidding": {}, "network": \#(Self.logNormal)}"#,
        Self.waterfall(load: "{}"),
      ]))
    #expect(
      config.lineItems.map(\.bidding) == [
        BiddingScript(
          bid: .fixed(Self.decimal("2.5")), latency: .uniform(min: 80, max: 400), floor: Self.decimal("0.5")),
        BiddingScript(bid: .none, latency: .fixed(30), floor: DecimalNumber(micros: 0)),
        BiddingScript(bid: .valuation, latency: .fixed(0), floor: DecimalNumber(micros: 0)),
        nil,
      ])
    #expect(config.hasBidders)
    // The bidder's other keys keep their meaning.
    #expect(config.lineItems[0].timeoutMs == ConfigSchema.LineItem.timeoutMs.defaultValue)
    #expect(config.lineItems[2].network.load.valuation != nil)
    #expect(try !load(Self.config([Self.waterfall(load: "{}")])).hasBidders)
  }

  @Test func leftOutBiddingKeysAreTheSchemasDefaults() throws {
    let config = try load(Self.config([Self.bidder("{}", network: Self.logNormal)]))
    let bidding = try #require(config.lineItems.first?.bidding)
    #expect(bidding.bid == .valuation)
    #expect(bidding.latency == ConfigSchema.Bidding.latencyMs.defaultValue && bidding.latency == .fixed(0))
    #expect(bidding.floor == ConfigSchema.Bidding.floor.defaultValue && bidding.floor == DecimalNumber(micros: 0))
  }

  @Test(
    arguments: [
      (#"{"bid": 0, "floor": 0, "latencyMs": 0}"#, nil),
      (#"{"bid": 1000000, "floor": 1000000, "latencyMs": 100000000000000}"#, nil),
      (#"{"bid": -0.000001}"#, Found(path: ".lineItems[0].bidding.bid", problem: unexpected(prices, "-0.000001"))),
      (
        #"{"bid": 1000000.000001}"#,
        Found(path: ".lineItems[0].bidding.bid", problem: unexpected(prices, "1000000.000001"))
      ),
      (#"{"bid": 2.0000001}"#, Found(path: ".lineItems[0].bidding.bid", problem: unexpected(prices, "2.0000001"))),
      (
        #"{"bid": "non"}"#,
        Found(path: ".lineItems[0].bidding.bid", problem: unexpected(.bid, #""non""#, suggestion: "none"))
      ),
      (#"{"bid": true}"#, Found(path: ".lineItems[0].bidding.bid", problem: unexpected(.bid, "true"))),
      (#"{"floor": -1}"#, Found(path: ".lineItems[0].bidding.floor", problem: unexpected(prices, "-1"))),
      (
        #"{"floor": 1000000.000001}"#,
        Found(path: ".lineItems[0].bidding.floor", problem: unexpected(prices, "1000000.000001"))
      ),
      (
        #"{"latencyMs": -1}"#,
        Found(
          path: ".lineItems[0].bidding.latencyMs", problem: unexpected(.integer(0...100_000_000_000_000), "-1"))
      ),
      (
        #"{"latencyMs": {"min": 400, "max": 80}}"#,
        Found(path: ".lineItems[0].bidding.latencyMs", problem: .latencyRangeInverted(min: 400, max: 80))
      ),
      (
        #"{"latencyMs": "fast"}"#,
        Found(path: ".lineItems[0].bidding.latencyMs", problem: unexpected(.latency, #""fast""#))
      ),
      (
        #"{"flor": 1}"#,
        Found(
          path: ".lineItems[0].bidding.flor",
          problem: .unknownKey(suggestion: "floor", known: ["bid", "latencyMs", "floor"]))
      ),
      (#"null"#, Found(path: ".lineItems[0].bidding", problem: unexpected(.object, "null"))),
    ] as [(String, Found?)])
  func boundsTheBiddingKeys(bidding: String, found: Found?) {
    #expect(errors(Self.config([Self.bidder(bidding, network: Self.logNormal)])) == (found.map { [$0] } ?? []))
  }

  /// Without a valuation the network has nothing to bid: `bid` is required ("none" will do).
  @Test func aBidderWithoutAValuationNeedsABid() {
    #expect(
      errors(Self.config([Self.bidder(#"{"floor": 1}"#)]))
        == [Found(path: ".lineItems[0].bidding", problem: .missingBid)])
    #expect(
      errors(Self.config([Self.bidder("{}", network: #"{"load": "fill"}"#)]))
        == [Found(path: ".lineItems[0].bidding", problem: .missingBid)])
    #expect(errors(Self.config([Self.bidder(#"{"bid": "none"}"#)])) == [])
    #expect(errors(Self.config([Self.bidder(#"{"bid": 1}"#, network: #"{"load": {"outcome": "error"}}"#)])) == [])
  }

  @Test func ecpmOnABidderIsAnError() {
    let json = Self.config([
      #"{"label": "B", "className": "Bidder", "ecpm": 5, "bidding": {"bid": 1}}"#
    ])
    #expect(errors(json) == [Found(path: ".lineItems[0].ecpm", problem: .ecpmOnBiddingLineItem)])
  }

  @Test func anAdManagerLineItemCannotBid() {
    let json = #"""
      {"adUnit": {"id": "/1/n", "format": "native"},
       "lineItems": [{"label": "M", "adManager": {"type": "appInstall"}, "bidding": {"bid": 1}}]}
      """#
    #expect(errors(json) == [Found(path: ".lineItems[0].bidding", problem: .onlyForMediatedLineItems("bidding"))])
  }

  /// Only a class whose profile says `"bidding": true` collects signals for the auction.
  @Test(arguments: [
    ("SampleCustomEvent", ConfigProblem.sampleClassCannotBid("SampleCustomEvent")),
    ("GADMediationAdapterSampleAdNetwork", .sampleClassCannotBid("GADMediationAdapterSampleAdNetwork")),
    ("Waiter", .profileCannotBid("Waiter")),
    ("Bider", .unlinkedClassCannotBid("Bider", suggestion: "Bidder")),
    ("GADMediationAdapterMoloco", .unlinkedClassCannotBid("GADMediationAdapterMoloco", suggestion: nil)),
  ])
  func aBidderOfAClassThatCannotBidIsAnError(className: String, problem: ConfigProblem) {
    let json = Self.config([Self.bidder(#"{"bid": 1}"#, className: className)])
    #expect(errors(json) == [Found(path: ".lineItems[0].bidding", problem: problem)])
  }

  // MARK: a profile's bidding

  @Test func aProfileSaysWhetherItsAdapterBids() throws {
    let config = try load(Self.config([Self.waterfall(load: "{}")]))
    #expect(config.profiles.map(\.className) == ["Bidder", "Waiter"])
    #expect(config.profiles.map(\.bidding) == [true, ConfigSchema.Profile.bidding.defaultValue])
    #expect(ConfigSchema.Profile.bidding.defaultValue == false)
    let json = #"""
      {"adUnit": {"id": "/1/r", "format": "rewarded", "reward": {"type": "c", "amount": 1}},
       "adapters": {"P": {"formats": ["rewarded"], "bidding": "yes"}},
       "lineItems": [{"label": "B", "className": "P", "bidding": {"bid": 1}}]}
      """#
    // The unusable value is the one error: the line item is not also said to be unable to bid.
    #expect(errors(json) == [Found(path: ".adapters.P.bidding", problem: Self.unexpected(.boolean, #""yes""#))])
  }

  // MARK: warnings

  /// A fixed bid below `max(bidding.floor, auction.floor)` is always `belowFloor`, naming the floor that decides.
  @Test func aFixedBidBelowTheFloorIsAWarning() throws {
    let own = try warnings(Self.config([Self.bidder(#"{"bid": 0.4, "floor": 0.5}"#)]))
    #expect(
      own == [
        Found(
          path: ".lineItems[0].bidding.bid",
          problem: .bidBelowFloor(bid: Self.decimal("0.4"), floor: Self.decimal("0.5"), setBy: "bidding.floor"))
      ])
    let group = try warnings(Self.config([Self.bidder(#"{"bid": 0.4, "floor": 0.1}"#)], [#""auction": {"floor": 1}"#]))
    #expect(
      group == [
        Found(
          path: ".lineItems[0].bidding.bid",
          problem: .bidBelowFloor(bid: Self.decimal("0.4"), floor: Self.decimal("1"), setBy: "auction.floor"))
      ])
    // A bid at the floor is made; "none" never bids anyway.
    #expect(
      try warnings(Self.config([Self.bidder(#"{"bid": 0.5, "floor": 0.5}"#)], [#""auction": {"floor": 0.5}"#])) == [])
    #expect(try warnings(Self.config([Self.bidder(#"{"bid": "none", "floor": 0.5}"#)])) == [])
  }

  private static let beta = #"{"load": {"valuation": {"distribution": "beta", "alpha": 5, "beta": 5, "maxCpm": 30}}}"#

  /// Only a price with a maximum (`beta`'s `maxCpm`) can be known never to reach a floor.
  @Test func aFloorAboveABetaValuationsMaxCpmIsAWarning() throws {
    let found = try warnings(Self.config([Self.bidder(#"{"floor": 31}"#, network: Self.beta)]))
    #expect(
      found == [
        Found(
          path: ".lineItems[0].network.load.valuation.maxCpm",
          problem: .maxCpmBelowFloor(maxCpm: Self.decimal("30"), floor: Self.decimal("31"), setBy: "bidding.floor"))
      ])
    let group = try warnings(Self.config([Self.bidder("{}", network: Self.beta)], [#""auction": {"floor": 40}"#]))
    #expect(
      group == [
        Found(
          path: ".lineItems[0].network.load.valuation.maxCpm",
          problem: .maxCpmBelowFloor(maxCpm: Self.decimal("30"), floor: Self.decimal("40"), setBy: "auction.floor"))
      ])
    #expect(try warnings(Self.config([Self.bidder(#"{"floor": 30}"#, network: Self.beta)])) == [])
    #expect(try warnings(Self.config([Self.bidder(#"{"floor": 1000}"#, network: Self.logNormal)])) == [])
    // A fixed bid replaces the valuation's price.
    #expect(try warnings(Self.config([Self.bidder(#"{"bid": 31, "floor": 31}"#, network: Self.beta)])) == [])
  }

  /// A waterfall line item's `ecpm` is its network's price floor.
  @Test func anEcpmAboveABetaValuationsMaxCpmIsAWarning() throws {
    let valuation = #"{"valuation": {"distribution": "beta", "alpha": 1, "beta": 6, "maxCpm": 30}}"#
    let found = try warnings(Self.config([Self.waterfall(load: valuation, ecpm: "35")]))
    #expect(
      found == [
        Found(
          path: ".lineItems[0].network.load.valuation.maxCpm",
          problem: .maxCpmBelowEcpm(maxCpm: Self.decimal("30"), ecpm: Self.decimal("35")))
      ])
    #expect(try warnings(Self.config([Self.waterfall(load: valuation, ecpm: "30")])) == [])
  }

  /// A bid that always comes after the auction's timeout is a scripted `timeout`, not a mistake.
  @Test func aLateBidIsNoWarning() throws {
    let json = Self.config([Self.bidder(#"{"bid": 1, "latencyMs": 1500}"#)], [#""auction": {"timeoutMs": 1000}"#])
    #expect(try warnings(json) == [])
  }

  // MARK: the rest of the config

  /// A profile that passes its network's errors through needs one where a
  /// waterfall line item's valuation can fail to fill (no demand, or a
  /// price below its ecpm); a bidder's valuation only prices its bid.
  @Test func aValuationThatCanFailNeedsAnErrorToPassThrough() throws {
    func json(_ lineItem: String) -> String {
      #"""
      {"adUnit": {"id": "/1/r", "format": "rewarded", "reward": {"type": "c", "amount": 1}},
       "adapters": {"M": {"formats": ["rewarded"], "bidding": true, "completion": {"error": "passThrough"}}},
       "lineItems": [\#(lineItem)]}
      """#
    }
    let valuation = #""valuation": {"distribution": "logNormal", "median": 2}"#
    let needs = Found(
      path: ".lineItems[0].network.load",
      problem: .passThroughWithoutNetworkError(
        passedBy: ".adapters.M.completion.error",
        needs: "give network.load.error, the error this line item's network reports for a failed load"))
    let priced = #"{"label": "A", "className": "M", "parameter": "p", "ecpm": 1, "network": {"load": {\#(valuation)}}}"#
    #expect(errors(json(priced)) == [needs])
    let unsure =
      #"{"label": "A", "className": "M", "parameter": "p", "network": {"load": {"valuation": {"distribution": "logNormal", "median": 2, "participation": 0.5}}}}"#
    #expect(errors(json(unsure)) == [needs])
    let alwaysFills = #"{"label": "A", "className": "M", "parameter": "p", "network": {"load": {\#(valuation)}}}"#
    #expect(errors(json(alwaysFills)) == [])
    let bidder =
      #"{"label": "A", "className": "M", "parameter": "p", "bidding": {}, "network": {"load": {\#(valuation)}}}"#
    #expect(errors(json(bidder)) == [])
  }

  /// A line item that never bids, or whose network never has demand, cannot
  /// fill, so it does not keep `app.registeredAssets` in use.
  @Test(arguments: [
    #"{"label": "N", "className": "P", "bidding": {"bid": "none"}}"#,
    #"{"label": "N", "className": "SampleCustomEvent", "network": {"load": {"valuation": {"distribution": "logNormal", "median": 2, "participation": 0}}}}"#,
  ])
  func aLineItemThatNeverHasDemandDoesNotCount(lineItem: String) throws {
    let json = #"""
      {"adUnit": {"id": "/6499/example/native", "format": "native"}, "request": {"native": {"customFormatIds": ["10063170"]}},
       "adapters": {"P": {"formats": ["native"], "bidding": true}},
       "lineItems": [\#(lineItem), {"label": "Custom", "adManager": {"type": "customFormat", "formatId": "10063170"}}],
       "app": {"registeredAssets": ["headline"]}}
      """#
    #expect(
      try warnings(json) == [
        Found(path: ".app.registeredAssets", problem: .registeredAssetsIgnored(lineItems: ["Custom"], count: 1))
      ])
  }

  /// The model's own defaults are the schema's, so that a config built in code agrees with one read.
  @Test func theModelsDefaultsAreTheSchemas() {
    let valuation = Valuation(
      distribution: .logNormal(median: DecimalNumber(integer: 1), sigma: DecimalNumber(micros: 0)))
    #expect(valuation.participation == ConfigSchema.Valuation.participation.defaultValue)
    #expect(AdapterProfile(className: "P", formats: [.rewarded]).bidding == ConfigSchema.Profile.bidding.defaultValue)
  }
}
