import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// The worlds `fit --demand` writes (decide2.md §1): each sigma and common
/// participation refitted so that the config, as written in that world,
/// reproduces every source's fill rate, with the base's log-likelihood; the
/// closed-form report puts the floor at the median at every sigma.
struct FitWorldsTests {
  private static func csv(_ rows: [String]) -> String {
    (["Ad source,Ad requests,Matched requests,Impressions,Estimated earnings (USD),Observed eCPM (USD)"] + rows)
      .joined(separator: "\n") + "\n"
  }

  /// decide2.md §1, "Closed form a tester can check": one source `Net`, half of 1,000,000 requests matched at 10.
  private static let closedForm = csv(["Net,1000000,500000,500000,5000.00,10.00"])

  /// Three networks, one floor each, and a source that never matched.
  private static let three = csv([
    "High,100000,30000,30000,360.00,12.00", "Mid,70000,35000,35000,227.50,6.50", "Never,35000,0,0,0,0",
    "Low,35000,28000,28000,63.00,2.25",
  ])

  private static func decimal(_ value: Double) -> DecimalNumber {
    DecimalNumber(micros: Int64((value * 1e6).rounded()))
  }

  private func fit(
    _ text: String, sigma: Double = 0.9, sigmas: [Double]? = [0.3, 0.6, 0.9, 1.2, 1.5], participations: [Double] = [1]
  ) throws -> (outcome: ReportFit.Outcome, config: WaterfallConfig) {
    let report = try MediationReport.read(Array(text.utf8))
    let options = ReportFit.Options(
      registry: .standard, demand: true, valueSigma: Self.decimal(sigma),
      sigmaWorlds: sigmas.map { $0.map(Self.decimal) },
      participationWorlds: participations.map(Self.decimal))
    let outcome = try ReportFit.fit(report, path: "r", options: options)
    return (outcome, try ConfigLoader.load(outcome.config))
  }

  /// The refit of `sources` at each world, as the fit makes them.
  private func worlds(_ text: String, sigmas: [Double], participations: [Double] = [1]) throws -> (
    sources: [ReportFit.Source], worlds: FitWorlds
  ) {
    let report = try MediationReport.read(Array(text.utf8))
    let (outcome, _) = try fit(text, sigmas: sigmas, participations: participations)
    // The sources in walk order, priced, as the record lists them.
    let labels = outcome.record.sources.map(\.label)
    var sources: [ReportFit.Source] = []
    for label in labels {
      let entry = try #require(report.entries.first { ReportFit.label(of: $0, in: report) == label })
      var source = ReportFit.Source(id: label, label: label, network: label, lastRow: entry.lastRow)
      source.requests = entry.requests
      source.matched = entry.matched
      source.impressions = entry.impressions
      source.earnings = entry.earnings
      source.observedEcpm = entry.observedEcpm
      source.rows = entry.rows
      sources.append(source.priced())
    }
    let base = try DemandFit(sources, sigma: 0.9)
    var warnings: [String] = []
    let worlds = try #require(
      FitWorlds.fitted(
        sources, base: base, baseSigma: Self.decimal(0.9), sigmas: sigmas.map(Self.decimal),
        participations: participations.map(Self.decimal), warnings: &warnings))
    #expect(warnings == [])
    return (sources, worlds)
  }

  /// A fill rate of one half puts the floor at the median at every sigma: every scale stays 1, so each world
  /// sets its sigma alone, with the base's log-likelihood: n (½ ln ½ + ½ ln ½) = −693,147.180560.
  @Test func theClosedFormKeepsTheFloorAtTheMedianInEveryWorld() throws {
    let (outcome, config) = try fit(Self.closedForm, sigma: 1, sigmas: [0.5, 1, 1.5])
    let record = outcome.record
    #expect(config.demand?.value?.median == DecimalNumber(integer: 10))
    #expect(config.demand?.value?.sigma == DecimalNumber(integer: 1))
    #expect(record.demand?.scales == [DecimalNumber(integer: 1)])
    let likelihood = DecimalNumber(micros: -693_147_180_560)
    #expect(
      record.worlds
        == [
          FitRecord.World(
            label: "sigma 1", sigma: DecimalNumber(integer: 1), participation: DecimalNumber(integer: 1),
            logLikelihood: likelihood, modelFillRate: DecimalNumber(micros: 500_000),
            modelRevenuePer1000Requests: DecimalNumber(integer: 5)),
          FitRecord.World(
            label: "sigma 0.5", sigma: DecimalNumber(micros: 500_000), participation: DecimalNumber(integer: 1),
            logLikelihood: likelihood, modelFillRate: DecimalNumber(micros: 500_000),
            modelRevenuePer1000Requests: DecimalNumber(integer: 5)),
          FitRecord.World(
            label: "sigma 1.5", sigma: DecimalNumber(micros: 1_500_000), participation: DecimalNumber(integer: 1),
            logLikelihood: likelihood, modelFillRate: DecimalNumber(micros: 500_000),
            modelRevenuePer1000Requests: DecimalNumber(integer: 5)),
        ])
    let (_, worlds) = try self.worlds(Self.closedForm, sigmas: [0.5, 1.5])
    for world in worlds.others {
      #expect(world.fit.scaleMicros == [1_000_000], "\(world.label)")
      #expect(world.fit.medianMicros == 10_000_000)
      #expect(world.settings == [.sigma(world.sigma)], "\(world.label)")
    }
    #expect(record.warnings == [])
  }

  /// At every sigma the config as written in that world fills each source's rate of the requests reaching it, so
  /// the likelihood is the base's to six decimals; the median stays the geometric mean of the eCPMs.
  @Test(arguments: [[1.0], [0.9, 1], [0.85]])
  func everyWorldReproducesTheReport(participations: [Double]) throws {
    let sigmas = [0.3, 0.6, 0.9, 1.2, 1.5, 2.5]
    let (outcome, config) = try fit(Self.three, sigmas: sigmas, participations: participations)
    let record = outcome.record
    let (sources, worlds) = try self.worlds(Self.three, sigmas: sigmas, participations: participations)
    let distinctParticipations = Set(participations + [1]).count
    #expect(worlds.others.count == sigmas.count * distinctParticipations - 1)
    #expect(record.worlds?.count == worlds.others.count + 1)
    let base = try #require(record.worlds?.first)
    #expect(base.logLikelihood == record.demand?.logLikelihood)
    #expect(config.otherWorlds.map(\.label) == worlds.others.map(\.label))
    for world in [worlds.base] + worlds.others {
      #expect(world.fit.medianMicros == worlds.base.fit.medianMicros)
      // The world as the config reader applies the config's `uncertain`.
      let written = try #require(config.world(labelled: world.label))
      #expect(written.demand?.value?.median == config.demand?.value?.median)
      #expect(written.demand?.value?.sigma == world.sigma)
      let model = WrittenModel(written)
      for (index, source) in sources.enumerated() {
        #expect(abs(model.fillRates[index] - source.fillRate) < 2e-6, "\(world.label): \(source.label)")
      }
      // The source that never matched keeps participation 0.
      #expect(written.lineItems[2].network.load.valuation?.participation == DecimalNumber(micros: 0))
      let figures = try #require(record.worlds?.first { $0.label == world.label })
      #expect(figures.logLikelihood == base.logLikelihood, "\(world.label)")
      #expect(figures.modelFillRate == base.modelFillRate, "\(world.label)")
    }
    #expect(record.warnings == [])
  }

  /// The refit's fill rates, unrounded, are the report's exactly, however the participation lets high values
  /// through to the sources below.
  @Test(arguments: [1.0, 0.95, 0.85])
  func theRefitPlacesEachThresholdAtItsFillRate(participation: Double) throws {
    let (sources, _) = try worlds(Self.three, sigmas: [0.9])
    let fit = try DemandFit(sources, sigma: 1.3, participation: participation)
    let fitted = sources.indices.filter { sources[$0].role == .threshold }
    let m = Double(fit.medianMicros) / 1e6
    let fills = DemandFit.fillRates(
      fitted.map { sources[$0] }, scales: fitted.map { Double(fit.scaleMicros[$0]) / 1e6 }, median: m, sigma: 1.3,
      participation: participation)
    for (position, index) in fitted.enumerated() {
      #expect(abs(fills[position] - sources[index].fillRate) < 2e-6, "\(sources[index].label)")
    }
  }

  /// A participation below a source's fill rate cannot give it: the world is left out with a warning naming
  /// the source, and the others are written.
  @Test func aParticipationBelowAFillRateIsLeftOut() throws {
    let (outcome, _) = try fit(Self.three, sigmas: [0.9], participations: [0.5, 0.9])
    #expect(outcome.record.worlds?.map(\.label) == ["sigma 0.9, participation 1", "sigma 0.9, participation 0.9"])
    #expect(
      outcome.record.warnings == [
        "the world \"sigma 0.9, participation 0.5\" is left out: \"Mid\" fills 0.5 of the requests reaching it, which a participation of 0.5 cannot give"
      ])
  }

  /// A world whose refit puts a scale past 1,000 is left out, naming the source; without worlds over sigma the
  /// labels name the participation alone.
  @Test func aWorldWhoseScaleIsOutOfBoundsIsLeftOut() throws {
    let (outcome, _) = try fit(Self.three, sigma: 4, sigmas: nil, participations: [0.85, 0.9])
    #expect(outcome.record.worlds?.map(\.label) == ["participation 1", "participation 0.9"])
    #expect(
      outcome.record.warnings == [
        "the world \"participation 0.85\" is left out: its refit puts the scale of \"Low\" above 1,000 (1415.6986130342732)",
        "--sigma-worlds none: the config has no worlds over sigma, so every decision made with it rests on an assumed sigma of 4, which the report cannot tell",
      ])
  }

  /// `--sigma-worlds none` writes no worlds and says what every decision then rests on.
  @Test func noSigmaWorldsWarns() throws {
    let (outcome, config) = try fit(Self.closedForm, sigma: 1, sigmas: nil)
    #expect(outcome.record.worlds == nil)
    #expect(config.demand?.value?.sigma == DecimalNumber(integer: 1))
    #expect(
      outcome.record.warnings == [
        "--sigma-worlds none: the config has no worlds over sigma, so every decision made with it rests on an assumed sigma of 1, which the report cannot tell"
      ])
  }

  /// A participation world played: the engine fills what the closed form says, the high values passed over by
  /// sources that did not take part reaching the ones below.
  @Test func aParticipationWorldPlaysAsItsModelSays() throws {
    let (outcome, config) = try fit(Self.three, sigmas: [0.9], participations: [0.85])
    let written = try #require(config.world(labelled: "sigma 0.9, participation 0.85"))
    let runs = 40_000
    let summary = Simulator.summarize(written, seed: 5, plan: BatchPlan(runs: runs, jobs: 2)).summary
    let expected = Double(try #require(outcome.record.worlds?.last?.modelFillRate).micros) / 1e6
    let fill = Double(summary.fillRate.micros) / 1e6
    #expect(
      abs(fill - expected) < 4 * (expected * (1 - expected) / Double(runs)).squareRoot(), "\(fill) against \(expected)")
  }

  /// A base's `uncertain` belongs to its own figures: it is left out, with a warning, and the fit writes its own.
  @Test func aBasesWorldsAreReplaced() throws {
    let first = try fit(Self.closedForm, sigma: 1, sigmas: [0.5, 1.5])
    let report = try MediationReport.read(Array(Self.closedForm.utf8))
    let options = ReportFit.Options(
      registry: .standard, demand: true, valueSigma: DecimalNumber(integer: 1),
      sigmaWorlds: [DecimalNumber(integer: 2)],
      base: (first.config, first.outcome.config))
    let outcome = try ReportFit.fit(report, path: "r", options: options)
    #expect(outcome.record.warnings == ["--base's uncertain is left out: its worlds are the base's, not this report's"])
    let config = try ConfigLoader.load(outcome.config)
    #expect(config.uncertain?.baseLabel == "sigma 1")
    #expect(config.otherWorlds.map(\.label) == ["sigma 2"])
  }

  /// The weights over the value's distribution: a threshold passed with share q leaves 1 − q above it.
  @Test func valueWeightsKeepWhatEachThresholdLeaves() throws {
    var weights = ValueWeights()
    #expect(weights.total == 1)
    weights.multiply(above: 0.6, by: 0.25)
    #expect(abs(weights.total - (0.6 + 0.4 * 0.25)) < 1e-15)
    #expect(abs(weights.mass(above: 0.5) - (0.1 + 0.1)) < 1e-15)
    weights.multiply(above: 0.8, by: 0)
    #expect(abs(weights.mass(above: 0.5) - (0.1 + 0.2 * 0.25)) < 1e-15)
    let c = try #require(weights.position(whereMassAboveIs: 0.1 + 0.2 * 0.25))
    #expect(abs(c - 0.5) < 1e-12)
    #expect(weights.position(whereMassAboveIs: weights.total) == nil)
    // Many thresholds, blocks split: the same as a plain list of segments.
    var many = ValueWeights()
    var plain: [(low: Double, weight: Double)] = [(0, 1)]
    for step in 0..<2_000 {
      let c = Double((step * 7919) % 1999 + 1) / 2001
      let factor = 0.5 + Double(step % 5) / 10
      many.multiply(above: c, by: factor)
      if let at = plain.lastIndex(where: { $0.low <= c }), plain[at].low < c {
        plain.insert((c, plain[at].weight), at: at + 1)
      }
      for index in plain.indices where plain[index].low >= c { plain[index].weight *= factor }
    }
    func plainMass(above c: Double) -> Double {
      var sum = 0.0
      for (index, segment) in plain.enumerated() {
        let high = index + 1 < plain.count ? plain[index + 1].low : 1
        sum += max(0, high - max(segment.low, c)) * segment.weight
      }
      return sum
    }
    for c in [0.0, 0.1, 0.33, 0.5, 0.77, 0.999] {
      #expect(abs(many.mass(above: c) - plainMass(above: c)) < 1e-12, "\(c)")
    }
  }
}
