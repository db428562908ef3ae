import Foundation
import Testing

/// Playtika's synthetic waterfall benchmark (PlaytikaOSS/public_waterfall2;
/// `examples/playtika`): three networks value each request at 30 × Beta(a, b)
/// USD CPM, independently of each other, and an instance fills when its
/// network's value reaches its floor and is paid the floor. So each starting
/// waterfall's revenue has a closed form. This test computes it on its own,
/// with Doubles (`scripts/playtika-closed-forms.py` does it with exact
/// fractions), and holds the built binary and the example configs to it.
struct PlaytikaClosedFormTests {
  /// A network's price: `maxCpm` × Beta(alpha, beta), integer parameters.
  struct Network: Sendable {
    var name: String
    var alpha: Int
    var beta: Int
  }

  /// One instance of a waterfall: its network and its floor (its eCPM), USD CPM.
  struct Instance: Sendable {
    var network: Network
    var floor: Int
  }

  /// A starting waterfall (`data/waterfall_data/init_synth_waterfall<N>.csv`),
  /// its config under `examples/playtika`, and its revenue per 50,000 requests
  /// to the cent as the Python script prints it.
  struct Waterfall: Sendable, CustomTestStringConvertible {
    var file: String
    var instances: [Instance]
    var scriptRevenueCents: Int
    var testDescription: String { file }
  }

  static let maxCpm = 30.0
  /// Requests per evaluation in Playtika's benchmark, and the configs' `expect.runs`.
  static let benchmarkRequests = 50_000
  /// Requests the binary plays per waterfall here.
  static let simulatedRequests = 200_000
  /// The tolerance, in standard errors.
  static let sigmas = 4.0

  static let unity = Network(name: "Unity", alpha: 1, beta: 6)
  static let facebook = Network(name: "Facebook", alpha: 5, beta: 5)
  static let admob = Network(name: "AdMob", alpha: 6, beta: 1)

  static let waterfalls: [Waterfall] = [
    Waterfall(
      file: "waterfall-1.json", instances: instances((facebook, 20), (unity, 10), (admob, 5)),
      scriptRevenueCents: 37_740),
    Waterfall(
      file: "waterfall-2.json", instances: instances((facebook, 5), (unity, 5), (admob, 0)),
      scriptRevenueCents: 24_851),
    Waterfall(
      file: "waterfall-3.json", instances: instances((unity, 10), (admob, 5), (facebook, 5)),
      scriptRevenueCents: 27_195),
    Waterfall(
      file: "waterfall-4.json", instances: instances((admob, 20), (unity, 20), (facebook, 15)),
      scriptRevenueCents: 94_521),
    Waterfall(
      file: "waterfall-5.json", instances: instances((facebook, 12), (admob, 5), (unity, 0)),
      scriptRevenueCents: 50_670),
  ]

  private static func instances(_ list: (Network, Int)...) -> [Instance] {
    list.map { Instance(network: $0.0, floor: $0.1) }
  }

  static let folder = Golden.fixtures.deletingLastPathComponent().appendingPathComponent("examples/playtika")

  // MARK: the closed form

  /// C(n, k), exact in a Double for the small n here.
  static func choose(_ n: Int, _ k: Int) -> Double {
    var result = 1.0
    for i in 0..<k { result = result * Double(n - i) / Double(i + 1) }
    return result
  }

  /// P(Beta(alpha, beta) ≥ x) for integers alpha, beta ≥ 1: the probability
  /// of at least alpha successes in alpha + beta − 1 trials of probability x,
  /// Σ_{j < alpha} C(n, j) x^j (1 − x)^(n − j) with n = alpha + beta − 1.
  static func betaTail(alpha: Int, beta: Int, at x: Double) -> Double {
    if x <= 0 { return 1 }
    if x >= 1 { return 0 }
    let n = alpha + beta - 1
    var sum = 0.0
    for j in 0..<alpha { sum += choose(n, j) * pow(x, Double(j)) * pow(1 - x, Double(n - j)) }
    return sum
  }

  /// What one request of a waterfall earns, in distribution.
  struct ClosedForm {
    /// Per instance: the probability that the walk ends there with a fill.
    var wins: [Double]
    var fillRate: Double
    /// USD per request: floor / 1000 with probability wins[i], else 0.
    var revenuePerRequest: Double
    var revenueVariancePerRequest: Double

    func revenue(requests: Int) -> Double { Double(requests) * revenuePerRequest }
    /// Standard error of the revenue of `requests` independent requests.
    func revenueStandardError(requests: Int) -> Double {
      (Double(requests) * revenueVariancePerRequest).squareRoot()
    }
  }

  static func closedForm(_ waterfall: Waterfall) -> ClosedForm {
    var reach = 1.0
    var wins: [Double] = []
    for instance in waterfall.instances {
      let network = instance.network
      let fills = betaTail(alpha: network.alpha, beta: network.beta, at: Double(instance.floor) / maxCpm)
      wins.append(reach * fills)
      reach *= 1 - fills
    }
    var mean = 0.0
    var square = 0.0
    for (instance, win) in zip(waterfall.instances, wins) {
      let price = Double(instance.floor) / 1000
      mean += price * win
      square += price * price * win
    }
    return ClosedForm(
      wins: wins, fillRate: 1 - reach, revenuePerRequest: mean, revenueVariancePerRequest: square - mean * mean)
  }

  // MARK: the closed forms themselves

  @Test func instancesFillAsTheirBetaTailsSay() {
    // 30 × Beta(5, 5) ≥ 20, 30 × Beta(1, 6) ≥ 10 and 30 × Beta(6, 1) ≥ 5, by hand.
    #expect(abs(Self.betaTail(alpha: 5, beta: 5, at: 2.0 / 3) - 2851.0 / 19683) < 1e-12)
    #expect(abs(Self.betaTail(alpha: 1, beta: 6, at: 1.0 / 3) - 64.0 / 729) < 1e-12)
    #expect(abs(Self.betaTail(alpha: 6, beta: 1, at: 1.0 / 6) - 46655.0 / 46656) < 1e-12)
    // Beta(5, 5) is symmetric about 1/2.
    #expect(abs(Self.betaTail(alpha: 5, beta: 5, at: 0.5) - 0.5) < 1e-12)
    #expect(Self.betaTail(alpha: 6, beta: 1, at: 0) == 1)
  }

  @Test func firstWaterfallEarns377_40Per50000Requests() throws {
    let first = try #require(Self.waterfalls.first)
    let revenue = Self.closedForm(first).revenue(requests: Self.benchmarkRequests)
    #expect((revenue * 100).rounded() == 37_740, "Facebook $20 > Unity $10 > AdMob $5: \(revenue) USD")
  }

  /// The Swift closed forms agree with the Python script's, to the cent.
  @Test(arguments: PlaytikaClosedFormTests.waterfalls)
  func closedFormAgreesWithTheScript(waterfall: Waterfall) {
    let closed = Self.closedForm(waterfall)
    let revenue = closed.revenue(requests: Self.benchmarkRequests)
    #expect(Int((revenue * 100).rounded()) == waterfall.scriptRevenueCents, "\(revenue) USD")
    #expect(abs(closed.wins.reduce(0, +) - closed.fillRate) < 1e-12)
  }

  // MARK: the example configs

  private static func number(_ value: Any?) -> Double? { (value as? NSNumber)?.doubleValue }

  private static func config(_ waterfall: Waterfall) throws -> [String: Any] {
    let data = try Data(contentsOf: folder.appendingPathComponent(waterfall.file))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  /// Each config is the waterfall the closed form is of, and its
  /// `expect.summary` bounds the revenue of its `expect.runs` requests at
  /// 4 standard errors around the closed form, rounded outwards to the cent.
  @Test(arguments: PlaytikaClosedFormTests.waterfalls)
  func configIsTheWaterfallWithItsTolerance(waterfall: Waterfall) throws {
    let config = try Self.config(waterfall)
    let lineItems = try #require(config["lineItems"] as? [[String: Any]])
    #expect(lineItems.count == waterfall.instances.count)
    for (item, instance) in zip(lineItems, waterfall.instances) {
      let label = "\(instance.network.name) $\(instance.floor)"
      #expect(item["label"] as? String == label)
      #expect(item["className"] as? String == "GADMediationAdapterSampleAdNetwork", "\(label)")
      #expect(Self.number(item["ecpm"]) == Double(instance.floor), "\(label)")
      let load = (item["network"] as? [String: Any])?["load"] as? [String: Any]
      let valuation = try #require(load?["valuation"] as? [String: Any], "\(label)")
      #expect(valuation["distribution"] as? String == "beta", "\(label)")
      #expect(Self.number(valuation["alpha"]) == Double(instance.network.alpha), "\(label)")
      #expect(Self.number(valuation["beta"]) == Double(instance.network.beta), "\(label)")
      #expect(Self.number(valuation["maxCpm"]) == Self.maxCpm, "\(label)")
    }
    let expect = try #require(config["expect"] as? [String: Any])
    let runs = try #require(Self.number(expect["runs"]))
    #expect(Int(runs) == Self.benchmarkRequests)
    let summary = try #require(expect["summary"] as? [String: Any])
    func bound(_ key: String, _ comparison: String) throws -> Double {
      let text = try #require(summary[key] as? String, "expect.summary.\(key)")
      #expect(text.hasPrefix(comparison + " "), "expect.summary.\(key): \(text)")
      return try #require(Double(text.dropFirst(comparison.count + 1)), "expect.summary.\(key): \(text)")
    }
    let closed = Self.closedForm(waterfall)
    let mean = closed.revenue(requests: Self.benchmarkRequests)
    let tolerance = Self.sigmas * closed.revenueStandardError(requests: Self.benchmarkRequests)
    let low = try bound("revenue", ">=")
    let high = try bound("revenuePer1000Requests", "<=") * runs / 1000
    #expect(
      low <= mean - tolerance + 1e-9 && low > mean - tolerance - 0.01, "revenue >= \(low), mean \(mean) ± \(tolerance)")
    #expect(
      high >= mean + tolerance - 1e-9 && high < mean + tolerance + 0.01,
      "revenue <= \(high), mean \(mean) ± \(tolerance)")
  }

  // MARK: the binary against the closed form

  /// `simulate --runs` plays each waterfall's 200,000 requests; the revenue
  /// per request lies within 4 standard errors of the closed form. The fill
  /// rate is checked where that is meaningful: exactly 1 when a last floor of
  /// $0 always fills, within 4 standard errors when no-fills are common
  /// enough (100 expected or more) for a normal approximation.
  @Test(arguments: PlaytikaClosedFormTests.waterfalls)
  func simulatedRevenueMatchesTheClosedForm(waterfall: Waterfall) throws {
    let runs = Self.simulatedRequests
    let outcome = try MediateBinary.run(
      ["simulate", "--no-expect", "--runs", "\(runs)", "--format", "json", waterfall.file], in: Self.folder)
    #expect(outcome.status == 0, "\(String(decoding: outcome.stderr, as: UTF8.self))")
    let document = try #require(try JSONSerialization.jsonObject(with: outcome.stdout) as? [String: Any])
    let summary = try #require(document["result"] as? [String: Any])
    #expect(summary["type"] as? String == "summary")
    let revenue = try #require(Self.number(summary["revenue"]))
    let filled = try #require(Self.number(summary["filled"]))
    #expect(Self.number(summary["impressionsLost"]) == 0, "every fill reports its impression")

    let closed = Self.closedForm(waterfall)
    let perRequest = revenue / Double(runs)
    let tolerance = Self.sigmas * (closed.revenueVariancePerRequest / Double(runs)).squareRoot()
    #expect(
      abs(perRequest - closed.revenuePerRequest) <= tolerance,
      "\(waterfall.file): \(perRequest) USD per request, closed form \(closed.revenuePerRequest) ± \(tolerance)")

    let fillRate = filled / Double(runs)
    if closed.fillRate == 1 {
      #expect(filled == Double(runs), "\(waterfall.file): a $0 floor fills every request the walk reaches")
    } else if Double(runs) * (1 - closed.fillRate) >= 100 {
      let fillError = (closed.fillRate * (1 - closed.fillRate) / Double(runs)).squareRoot()
      #expect(
        abs(fillRate - closed.fillRate) <= Self.sigmas * fillError,
        "\(waterfall.file): fill rate \(fillRate), closed form \(closed.fillRate) ± \(Self.sigmas * fillError)")
    }
  }
}
