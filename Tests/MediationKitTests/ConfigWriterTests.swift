import Foundation
import MediationPlatforms
import Testing

@testable import MediationKit

/// What the writer writes is a config the reader reads back with the values
/// written: built key by key, and as `fit` builds it from a report.
struct ConfigWriterTests {
  private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/commands")

  /// Members named by typed keys, objects nested by typed keys, laid out by `PrettyJSON`.
  @Test func aConfigBuiltKeyByKeyReadsBackWithItsValues() throws {
    var root = WrittenObject()
    try root.set(ConfigSchema.Root.version, 1)
    try root.set(ConfigSchema.Root.seed, 42)
    var adUnit = WrittenObject()
    try adUnit.set(ConfigSchema.AdUnit.id, "/1/written")
    try adUnit.set(ConfigSchema.AdUnit.format, .interstitial)
    try root.set(ConfigSchema.Root.adUnit, adUnit)
    var load = WrittenObject()
    try load.set(ConfigSchema.Load.fillRate, exactly: DecimalNumber(micros: 10))
    try load.set(ConfigSchema.Load.latencyMs, .fixed(25))
    var network = WrittenObject()
    try network.set(ConfigSchema.Network.load, load)
    var item = WrittenObject()
    try item.set(ConfigSchema.LineItem.label, "Only")
    try item.set(ConfigSchema.LineItem.className, "GADMediationAdapterSampleAdNetwork")
    try item.set(ConfigSchema.LineItem.parameter, "only")
    try item.set(ConfigSchema.LineItem.ecpm, DecimalNumber(micros: 2_500_000))
    try item.set(ConfigSchema.LineItem.timeoutMs, 750)
    try item.set(ConfigSchema.LineItem.network, network)
    try root.set(ConfigSchema.Root.lineItems, [item])
    // A key set before another goes before it.
    try root.set(ConfigSchema.Root.waterfallOrder, .ecpm, before: ConfigSchema.Root.lineItems.row)
    #expect(root.names == ["version", "seed", "adUnit", "waterfallOrder", "lineItems"])
    // The six decimals as written, not a Double's exponent.
    #expect(root.text.contains(#""fillRate": 0.00001"#))

    let config = try ConfigLoader.load(Array(root.text.utf8))
    #expect(config.seed == 42)
    #expect(config.adUnit.id == "/1/written")
    #expect(config.adUnit.format == .interstitial)
    #expect(config.waterfallOrder == .ecpm)
    let read = try #require(config.lineItems.first)
    #expect(read.label == "Only")
    #expect(read.parameter == "only")
    #expect(read.ecpm == DecimalNumber(micros: 2_500_000))
    #expect(read.timeoutMs == 750)
    #expect(read.network.load.decision == .fillRate(0.00001))
    #expect(read.network.load.latency == .fixed(25))
  }

  /// A value the key's kind cannot take is refused, naming where it would have gone.
  @Test func whatAKindCannotSpellIsAnError() throws {
    var item = WrittenObject(at: ConfigPath.root.appending(ConfigSchema.Root.lineItems).appending(index: 0))
    #expect(throws: ConfigWriteError.noSpelling(path: ".lineItems[0].network")) {
      try item.set(ConfigSchema.LineItem.network, NetworkScript())
    }
    #expect(throws: ConfigWriteError.notAnObject(path: ".lineItems[0].ecpm")) {
      try item.set(ConfigSchema.LineItem.ecpm, WrittenObject())
    }
    #expect(throws: ConfigWriteError.noSpelling(path: ".lineItems[0].fillRate")) {
      try item.set(ConfigSchema.Load.fillRate, exactly: DecimalNumber(integer: 2))
    }
  }

  /// What `fit` writes reads back with the values of its record: each
  /// source's eCPM and fill rate (or demand valuation), and a profile per source.
  @Test(arguments: [false, true])
  func whatFitWritesReadsBackWithTheValuesWritten(demand: Bool) throws {
    let bytes = Array(try Data(contentsOf: Self.fixtures.appendingPathComponent("fit-json/report.json")))
    let report = try MediationReport.read(bytes)
    let outcome = try ReportFit.fit(report, path: "r", options: ReportFit.Options(registry: .standard, demand: demand))
    let config = try ConfigLoader.load(outcome.config)
    let sources = outcome.record.sources
    #expect(config.lineItems.map(\.label) == sources.map(\.label))
    #expect(config.lineItems.map(\.ecpm) == sources.map(\.ecpm))
    #expect(config.waterfallOrder == .listed)
    #expect(config.adUnit.format == .rewarded)
    #expect(config.adUnit.reward == AdReward(rewardType: "reward", rewardAmount: 1))
    for (item, source) in zip(config.lineItems, sources) {
      if demand {
        #expect(item.network.load.valuation?.distribution.name == .demand)
      } else {
        #expect(item.network.load.decision == .fillRate(Double(source.fillRate.micros) / 1e6))
      }
      let profile = try #require(config.profiles.first { $0.className == item.className })
      #expect(profile.formats == [.rewarded])
      #expect(profile.events[.didPresent] == [.willPresentFullScreenView, .didStartVideo, .reportImpression])
    }
    #expect((config.demand?.value != nil) == demand)
  }
}
