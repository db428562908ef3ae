import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// Bidding line items as the decoder reads them (auction.md): `bidding`'s
/// keys, bounds and defaults, the classes that can bid (a profile's
/// `bidding`), the errors a bidder can make, the warnings for a price no
/// floor lets through, and what bidders and valuations change elsewhere in
/// the config. The configs and helpers are `AuctionConfigTests`'.
struct BiddingConfigTests {
  private typealias Sites = AuctionConfigTests
  typealias Found = AuctionConfigTests.Found

  private static let logNormal = #"{"load": {"valuation": {"distribution": "logNormal", "median": 2}}}"#

  @Test func readsABiddingLineItem() throws {
    let config = try Sites.load(
      Sites.config([
        Sites.bidder(#"{"bid": 2.5, "latencyMs": {"min": 80, "max": 400}, "floor": 0.5}"#),
        #"{"label": "N", "className": "Bidder", "bidding": {"bid": "none", "latencyMs": 30}}"#,
        #"{"label": "V", "className": "Bidder", "bidding": {}, "network": \#(Self.logNormal)}"#,
        Sites.waterfall(load: "{}"),
      ]))
    #expect(
      config.lineItems.map(\.bidding) == [
        BiddingScript(
          bid: .fixed(Sites.decimal("2.5")), latency: .uniform(min: 80, max: 400), floor: Sites.decimal("0.5")),
        BiddingScript(bid: .none, latency: .fixed(30), floor: DecimalNumber(micros: 0)),
        BiddingScript(bid: .valuation, latency: .fixed(0), floor: DecimalNumber(micros: 0)),
        nil,
      ])
    #expect(config.hasBidders)
    // The bidder's other keys keep their meaning.
    #expect(config.lineItems[0].timeoutMs == ConfigSchema.LineItem.timeoutMs.defaultValue)
    #expect(config.lineItems[2].network.load.valuation != nil)
    #expect(try !Sites.load(Sites.config([Sites.waterfall(load: "{}")])).hasBidders)
  }

  @Test func leftOutBiddingKeysAreTheSchemasDefaults() throws {
    let config = try Sites.load(Sites.config([Sites.bidder("{}", network: Self.logNormal)]))
    let bidding = try #require(config.lineItems.first?.bidding)
    #expect(bidding.bid == .valuation)
    #expect(bidding.latency == ConfigSchema.Bidding.latencyMs.defaultValue && bidding.latency == .fixed(0))
    #expect(bidding.floor == ConfigSchema.Bidding.floor.defaultValue && bidding.floor == DecimalNumber(micros: 0))
  }

  @Test(
    arguments: [
      (#"{"bid": 0, "floor": 0, "latencyMs": 0}"#, nil),
      (#"{"bid": 1000000, "floor": 1000000, "latencyMs": 100000000000000}"#, nil),
      (
        #"{"bid": -0.000001}"#,
        Found(path: ".lineItems[0].bidding.bid", problem: Sites.unexpected(Sites.prices, "-0.000001"))
      ),
      (
        #"{"bid": 1000000.000001}"#,
        Found(path: ".lineItems[0].bidding.bid", problem: Sites.unexpected(Sites.prices, "1000000.000001"))
      ),
      (
        #"{"bid": 2.0000001}"#,
        Found(path: ".lineItems[0].bidding.bid", problem: Sites.unexpected(Sites.prices, "2.0000001"))
      ),
      (
        #"{"bid": "non"}"#,
        Found(path: ".lineItems[0].bidding.bid", problem: Sites.unexpected(.bid, #""non""#, suggestion: "none"))
      ),
      (#"{"bid": true}"#, Found(path: ".lineItems[0].bidding.bid", problem: Sites.unexpected(.bid, "true"))),
      (#"{"floor": -1}"#, Found(path: ".lineItems[0].bidding.floor", problem: Sites.unexpected(Sites.prices, "-1"))),
      (
        #"{"floor": 1000000.000001}"#,
        Found(path: ".lineItems[0].bidding.floor", problem: Sites.unexpected(Sites.prices, "1000000.000001"))
      ),
      (
        #"{"latencyMs": -1}"#,
        Found(
          path: ".lineItems[0].bidding.latencyMs", problem: Sites.unexpected(.integer(0...100_000_000_000_000), "-1"))
      ),
      (
        #"{"latencyMs": {"min": 400, "max": 80}}"#,
        Found(path: ".lineItems[0].bidding.latencyMs", problem: .latencyRangeInverted(min: 400, max: 80))
      ),
      (
        #"{"latencyMs": "fast"}"#,
        Found(path: ".lineItems[0].bidding.latencyMs", problem: Sites.unexpected(.latency, #""fast""#))
      ),
      (
        #"{"flor": 1}"#,
        Found(
          path: ".lineItems[0].bidding.flor",
          problem: .unknownKey(suggestion: "floor", known: ["bid", "latencyMs", "floor"]))
      ),
      (#"null"#, Found(path: ".lineItems[0].bidding", problem: Sites.unexpected(.object, "null"))),
    ] as [(String, Found?)])
  func boundsTheBiddingKeys(bidding: String, found: Found?) {
    #expect(Sites.errors(Sites.config([Sites.bidder(bidding, network: Self.logNormal)])) == (found.map { [$0] } ?? []))
  }

  /// Without a valuation the network has nothing to bid: `bid` is required ("none" will do).
  @Test func aBidderWithoutAValuationNeedsABid() {
    #expect(
      Sites.errors(Sites.config([Sites.bidder(#"{"floor": 1}"#)]))
        == [Found(path: ".lineItems[0].bidding", problem: .missingBid)])
    #expect(
      Sites.errors(Sites.config([Sites.bidder("{}", network: #"{"load": "fill"}"#)]))
        == [Found(path: ".lineItems[0].bidding", problem: .missingBid)])
    #expect(Sites.errors(Sites.config([Sites.bidder(#"{"bid": "none"}"#)])) == [])
    #expect(
      Sites.errors(Sites.config([Sites.bidder(#"{"bid": 1}"#, network: #"{"load": {"outcome": "error"}}"#)])) == [])
  }

  @Test func ecpmOnABidderIsAnError() {
    let json = Sites.config([
      #"{"label": "B", "className": "Bidder", "ecpm": 5, "bidding": {"bid": 1}}"#
    ])
    #expect(Sites.errors(json) == [Found(path: ".lineItems[0].ecpm", problem: .ecpmOnBiddingLineItem)])
  }

  @Test func anAdManagerLineItemCannotBid() {
    let json = #"""
      {"adUnit": {"id": "/1/n", "format": "native"},
       "lineItems": [{"label": "M", "adManager": {"type": "appInstall"}, "bidding": {"bid": 1}}]}
      """#
    #expect(Sites.errors(json) == [Found(path: ".lineItems[0].bidding", problem: .onlyForMediatedLineItems("bidding"))])
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
    let json = Sites.config([Sites.bidder(#"{"bid": 1}"#, className: className)])
    #expect(Sites.errors(json) == [Found(path: ".lineItems[0].bidding", problem: problem)])
  }

  // MARK: a profile's bidding

  @Test func aProfileSaysWhetherItsAdapterBids() throws {
    let config = try Sites.load(Sites.config([Sites.waterfall(load: "{}")]))
    #expect(config.profiles.map(\.className) == ["Bidder", "Waiter"])
    #expect(config.profiles.map(\.bidding) == [true, false])
    #expect(ConfigSchema.Profile.bidding.defaultValue == .cannot)
    let json = #"""
      {"adUnit": {"id": "/1/r", "format": "rewarded", "reward": {"type": "c", "amount": 1}},
       "adapters": {"P": {"formats": ["rewarded"], "bidding": "yes"}},
       "lineItems": [{"label": "B", "className": "P", "bidding": {"bid": 1}}]}
      """#
    // The unusable value is the one error: the line item is not also said to be unable to bid.
    #expect(
      Sites.errors(json) == [
        Found(path: ".adapters.P.bidding", problem: Sites.unexpected(.biddingCapability, #""yes""#))
      ])
  }

  /// `bidding: "only"` (Moloco) implies `true`; a waterfall line item of the class is a warning, not an error, and
  /// `biddingOnlyError` belongs to such a profile alone.
  @Test func aProfileThatOnlyBidsWarnsOfItsWaterfallLineItems() throws {
    let json = #"""
      {"adUnit": {"id": "/1/r", "format": "rewarded", "reward": {"type": "c", "amount": 1}},
       "adapters": {"M": {"formats": ["rewarded"], "bidding": "only"}},
       "lineItems": [{"label": "W", "className": "M", "parameter": "w"},
                     {"label": "B", "className": "M", "bidding": {"bid": 1}}]}
      """#
    let config = try Sites.load(json)
    let profile = try #require(config.profiles.first)
    #expect(profile.bidding && profile.biddingOnly)
    #expect(
      profile.biddingOnlyError == AdapterProfile.ErrorTemplate(domain: "M", code: 106, message: "Nil bid response."))
    #expect(try Sites.warnings(json) == [Found(path: ".lineItems[0].className", problem: .biddingOnlyInWaterfall("M"))])
    let misplaced = #"""
      {"adUnit": {"id": "/1/r", "format": "rewarded", "reward": {"type": "c", "amount": 1}},
       "adapters": {"M": {"formats": ["rewarded"], "bidding": true, "biddingOnlyError": {"code": 1}}},
       "lineItems": [{"label": "B", "className": "M", "bidding": {"bid": 1}}]}
      """#
    #expect(
      Sites.errors(misplaced) == [
        Found(path: ".adapters.M.biddingOnlyError", problem: .profileKeyNeedsBidding("biddingOnlyError", only: true))
      ])
  }

  // MARK: warnings

  /// A fixed bid below `max(bidding.floor, auction.floor)` is always `belowFloor`, naming the floor that decides.
  @Test func aFixedBidBelowTheFloorIsAWarning() throws {
    let own = try Sites.warnings(Sites.config([Sites.bidder(#"{"bid": 0.4, "floor": 0.5}"#)]))
    #expect(
      own == [
        Found(
          path: ".lineItems[0].bidding.bid",
          problem: .bidBelowFloor(bid: Sites.decimal("0.4"), floor: Sites.decimal("0.5"), setBy: "bidding.floor"))
      ])
    let group = try Sites.warnings(
      Sites.config([Sites.bidder(#"{"bid": 0.4, "floor": 0.1}"#)], [#""auction": {"floor": 1}"#]))
    #expect(
      group == [
        Found(
          path: ".lineItems[0].bidding.bid",
          problem: .bidBelowFloor(bid: Sites.decimal("0.4"), floor: Sites.decimal("1"), setBy: "auction.floor"))
      ])
    // A bid at the floor is made; "none" never bids anyway.
    #expect(
      try Sites.warnings(Sites.config([Sites.bidder(#"{"bid": 0.5, "floor": 0.5}"#)], [#""auction": {"floor": 0.5}"#]))
        == [])
    #expect(try Sites.warnings(Sites.config([Sites.bidder(#"{"bid": "none", "floor": 0.5}"#)])) == [])
  }

  private static let beta = #"{"load": {"valuation": {"distribution": "beta", "alpha": 5, "beta": 5, "maxCpm": 30}}}"#

  /// Only a price with a maximum (`beta`'s `maxCpm`) can be known never to reach a floor.
  @Test func aFloorAboveABetaValuationsMaxCpmIsAWarning() throws {
    let found = try Sites.warnings(Sites.config([Sites.bidder(#"{"floor": 31}"#, network: Self.beta)]))
    #expect(
      found == [
        Found(
          path: ".lineItems[0].network.load.valuation.maxCpm",
          problem: .maxCpmBelowFloor(maxCpm: Sites.decimal("30"), floor: Sites.decimal("31"), setBy: "bidding.floor"))
      ])
    let group = try Sites.warnings(
      Sites.config([Sites.bidder("{}", network: Self.beta)], [#""auction": {"floor": 40}"#]))
    #expect(
      group == [
        Found(
          path: ".lineItems[0].network.load.valuation.maxCpm",
          problem: .maxCpmBelowFloor(maxCpm: Sites.decimal("30"), floor: Sites.decimal("40"), setBy: "auction.floor"))
      ])
    #expect(try Sites.warnings(Sites.config([Sites.bidder(#"{"floor": 30}"#, network: Self.beta)])) == [])
    #expect(try Sites.warnings(Sites.config([Sites.bidder(#"{"floor": 1000}"#, network: Self.logNormal)])) == [])
    // A fixed bid replaces the valuation's price.
    #expect(try Sites.warnings(Sites.config([Sites.bidder(#"{"bid": 31, "floor": 31}"#, network: Self.beta)])) == [])
  }

  /// A waterfall line item's `ecpm` is its network's price floor.
  @Test func anEcpmAboveABetaValuationsMaxCpmIsAWarning() throws {
    let valuation = #"{"valuation": {"distribution": "beta", "alpha": 1, "beta": 6, "maxCpm": 30}}"#
    let found = try Sites.warnings(Sites.config([Sites.waterfall(load: valuation, ecpm: "35")]))
    #expect(
      found == [
        Found(
          path: ".lineItems[0].network.load.valuation.maxCpm",
          problem: .maxCpmBelowEcpm(maxCpm: Sites.decimal("30"), ecpm: Sites.decimal("35")))
      ])
    #expect(try Sites.warnings(Sites.config([Sites.waterfall(load: valuation, ecpm: "30")])) == [])
  }

  /// A bid that always comes after the auction's timeout is a scripted `timeout`, not a mistake.
  @Test func aLateBidIsNoWarning() throws {
    let json = Sites.config([Sites.bidder(#"{"bid": 1, "latencyMs": 1500}"#)], [#""auction": {"timeoutMs": 1000}"#])
    #expect(try Sites.warnings(json) == [])
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
    #expect(Sites.errors(json(priced)) == [needs])
    let unsure =
      #"{"label": "A", "className": "M", "parameter": "p", "network": {"load": {"valuation": {"distribution": "logNormal", "median": 2, "participation": 0.5}}}}"#
    #expect(Sites.errors(json(unsure)) == [needs])
    let alwaysFills = #"{"label": "A", "className": "M", "parameter": "p", "network": {"load": {\#(valuation)}}}"#
    #expect(Sites.errors(json(alwaysFills)) == [])
    let bidder =
      #"{"label": "A", "className": "M", "parameter": "p", "bidding": {}, "network": {"load": {\#(valuation)}}}"#
    #expect(Sites.errors(json(bidder)) == [])
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
      try Sites.warnings(json) == [
        Found(path: ".app.registeredAssets", problem: .registeredAssetsIgnored(lineItems: ["Custom"], count: 1))
      ])
  }
}
