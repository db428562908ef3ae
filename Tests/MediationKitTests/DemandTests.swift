import Foundation
import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// The demand model's draws against their closed forms: a standard normal,
/// gamma and beta deviates, log-normal values and prices, participation,
/// patience, and prices rounded to whole micro-dollars of CPM. Every draw is
/// seeded, so these are exact, repeatable computations; the tolerances are
/// four standard errors of each estimate.
struct DemandTests {
  private static let draws = 200_000

  /// Mean and variance of `count` draws.
  private func moments(_ count: Int = DemandTests.draws, seed: UInt64 = 1, _ draw: (inout SplitMix64) -> Double)
    -> (mean: Double, variance: Double)
  {
    var random = SplitMix64(seed: seed)
    var sum = 0.0
    var squares = 0.0
    for _ in 0..<count {
      let x = draw(&random)
      sum += x
      squares += x * x
    }
    let mean = sum / Double(count)
    return (mean, squares / Double(count) - mean * mean)
  }

  @Test func drawsAStandardNormal() {
    let n = Double(Self.draws)
    let (mean, variance) = moments { $0.nextStandardNormal() }
    #expect(abs(mean) < 4 / n.squareRoot())
    #expect(abs(variance - 1) < 4 * (2 / n).squareRoot())
    var random = SplitMix64(seed: 2)
    var below = 0
    for _ in 0..<Self.draws where random.nextStandardNormal() < 1.959_963_984_540_054 { below += 1 }
    let share = Double(below) / n
    #expect(abs(share - 0.975) < 4 * (0.975 * 0.025 / n).squareRoot())
  }

  @Test(arguments: [0.3, 1.0, 2.5, 6.0])
  func drawsAGammaOfShape(shape: Double) {
    let n = Double(Self.draws)
    let (mean, variance) = moments { $0.nextGamma(shape: shape) }
    // Gamma(k, 1): mean k, variance k; the variance of the sample mean is k / n.
    #expect(abs(mean - shape) < 4 * (shape / n).squareRoot())
    #expect(abs(variance - shape) / shape < 0.05)
  }

  @Test(arguments: [(1.0, 6.0), (5.0, 5.0), (6.0, 1.0), (0.5, 0.5)])
  func drawsABeta(alpha: Double, beta: Double) {
    let n = Double(Self.draws)
    let (mean, variance) = moments { $0.nextBeta(alpha: alpha, beta: beta) }
    let expectedMean = alpha / (alpha + beta)
    let expectedVariance = alpha * beta / ((alpha + beta) * (alpha + beta) * (alpha + beta + 1))
    #expect(abs(mean - expectedMean) < 4 * (expectedVariance / n).squareRoot())
    #expect(abs(variance - expectedVariance) / expectedVariance < 0.05)
  }

  @Test func theRequestsValueIsLogNormal() {
    let demand = Demand(value: .init(median: DecimalNumber(integer: 4), sigma: DecimalNumber(micros: 900_000)))
    var random = SplitMix64(seed: 3)
    var above = 0
    var sum = 0.0
    for _ in 0..<Self.draws {
      let u = demand.draw(using: &random).value ?? 0
      if u >= 4 { above += 1 }
      sum += u
    }
    let n = Double(Self.draws)
    // Half the requests are worth at least the median; the mean is median × exp(σ²/2).
    #expect(abs(Double(above) / n - 0.5) < 4 * (0.25 / n).squareRoot())
    let mean = 4 * exp(0.81 / 2)
    let sd = 4 * (exp(0.81) * (exp(0.81) - 1)).squareRoot()
    #expect(abs(sum / n - mean) < 4 * sd / n.squareRoot())
  }

  @Test func aDemandValuationScalesTheRequestsValue() {
    let valuation = Valuation(
      distribution: .demand(scale: DecimalNumber(micros: 1_500_000), sigma: DecimalNumber(micros: 0)))
    var random = SplitMix64(seed: 4)
    #expect(valuation.draw(value: 4, using: &random) == DecimalNumber(integer: 6))
    #expect(valuation.draw(value: 2.000_000_4, using: &random) == DecimalNumber(micros: 3_000_001))
  }

  @Test func participationIsTheChanceOfAnyDemand() {
    let valuation = Valuation(
      distribution: .logNormal(median: DecimalNumber(integer: 2), sigma: DecimalNumber(micros: 500_000)),
      participation: DecimalNumber(micros: 700_000))
    var random = SplitMix64(seed: 5)
    var bids = 0
    for _ in 0..<Self.draws where valuation.draw(value: nil, using: &random) != nil { bids += 1 }
    let n = Double(Self.draws)
    #expect(abs(Double(bids) / n - 0.7) < 4 * (0.21 / n).squareRoot())
    // Full participation draws nothing for it.
    var full = SplitMix64(seed: 6)
    var alone = SplitMix64(seed: 6)
    let sure = Valuation(distribution: .logNormal(median: DecimalNumber(integer: 2), sigma: DecimalNumber(micros: 0)))
    _ = sure.draw(value: nil, using: &full)
    _ = alone.nextStandardNormal()
    #expect(full.next() == alone.next())
  }

  @Test func aBetaValuationIsBoundedByItsMaximum() {
    let valuation = Valuation(
      distribution: .beta(
        alpha: DecimalNumber(integer: 6), beta: DecimalNumber(integer: 1), maxCpm: DecimalNumber(integer: 30)))
    var random = SplitMix64(seed: 7)
    var sum = 0.0
    for _ in 0..<Self.draws {
      let price = valuation.draw(value: nil, using: &random) ?? DecimalNumber(micros: -1)
      #expect(price.micros >= 0 && price.micros <= 30_000_000)
      sum += price.double
    }
    // 30 × Beta(6, 1): mean 30 × 6/7.
    let expected = 30.0 * 6 / 7
    let sd = 30 * (6.0 / (49 * 8)).squareRoot()
    #expect(abs(sum / Double(Self.draws) - expected) < 4 * sd / Double(Self.draws).squareRoot())
  }

  @Test func pricesAreWholeMicroDollarsCappedAtAMillion() {
    #expect(PriceCpm.rounded(4.25) == DecimalNumber(micros: 4_250_000))
    #expect(PriceCpm.rounded(0.000_000_6) == DecimalNumber(micros: 1))
    #expect(PriceCpm.rounded(0.000_000_4) == DecimalNumber(micros: 0))
    #expect(PriceCpm.rounded(2_000_000) == PriceCpm.maximum)
    #expect(PriceCpm.rounded(.infinity) == DecimalNumber(micros: 0))
    #expect(PriceCpm.rounded(-3) == DecimalNumber(micros: 0))
    #expect(PriceCpm.rounded(.nan) == DecimalNumber(micros: 0))
  }

  @Test func patienceIsFixedOrLogNormalWithinBounds() {
    var random = SplitMix64(seed: 8)
    #expect(Demand(patience: .fixed(1_500)).draw(using: &random).patienceMs == 1_500)
    let patient = Demand(patience: .logNormal(median: 2_000, sigma: DecimalNumber(integer: 1)))
    var below = 0
    for _ in 0..<Self.draws {
      let ms = patient.draw(using: &random).patienceMs ?? 0
      #expect(ms >= 1 && ms <= ConfigLimits.maximumTimeMs)
      if ms < 2_000 { below += 1 }
    }
    let n = Double(Self.draws)
    #expect(abs(Double(below) / n - 0.5) < 4 * (0.25 / n).squareRoot() + 1 / n)
    let extreme = Demand(patience: .logNormal(median: 1, sigma: DecimalNumber(integer: 10)))
    for _ in 0..<1_000 {
      let ms = extreme.draw(using: &random).patienceMs ?? 0
      #expect(ms >= 1 && ms <= ConfigLimits.maximumTimeMs)
    }
  }

  @Test func theRequestStreamCannotBeALineItems() {
    // No label's UTF-8 holds the byte 0xFF, so no label's key is the request's.
    #expect(SeedTree.key(ofLabel: "") != SeedTree.requestKey)
    #expect(SeedTree.key(ofLabel: "\u{FF}") != SeedTree.requestKey)
  }
}
