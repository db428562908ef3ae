import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// The seeded generator: the published SplitMix64 sequence, unbiased ranges.
struct SplitMix64Tests {
  @Test func matchesTheReferenceSequence() {
    // The first outputs of Vigna's splitmix64.c for seed 0.
    var generator = SplitMix64(seed: 0)
    #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
    #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
    #expect(generator.next() == 0x06C4_5D18_8009_454F)
  }

  @Test func staysWithinRangeAndCoversIt() {
    var generator = SplitMix64(seed: 5)
    var seen = Set<UInt64>()
    for _ in 0..<10_000 {
      let value = generator.next(upTo: 7)
      #expect(value < 7)
      seen.insert(value)
    }
    #expect(seen.count == 7)
  }

  @Test func drawsUnitIntervalBelowOne() {
    var generator = SplitMix64(seed: 11)
    for _ in 0..<10_000 {
      let value = generator.nextUnitInterval()
      #expect(value >= 0 && value < 1)
    }
  }

  @Test func runSeedsAreTheSequenceOfTheBaseSeed() {
    var generator = SplitMix64(seed: 1234)
    for run in 0..<5 {
      #expect(SeedTree.run(run, of: 1234) == generator.next())
    }
  }
}
