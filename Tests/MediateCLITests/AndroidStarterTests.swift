import MediationPlatforms
import Testing

@testable import MediateCLI
@testable import MediationKit

/// `mediate init --platform android` writes the iOS starter's twin (android.md, "Commands"): read as an
/// Android config, it gives the iOS starter's numbers, field for field, over 2,000 runs.
struct AndroidStarterTests {
  @Test(arguments: AdFormat.allCases)
  func givesTheIOSStartersNumbers(format: AdFormat) throws {
    let android = try ConfigLoader.load(Array(StarterConfig.text(for: format, platform: .android).utf8))
    let ios = try ConfigLoader.load(Array(StarterConfig.text(for: format).utf8))
    #expect(android.platform == .android)
    #expect(android.lineItems.allSatisfy { $0.className == "com.example.mediation.ExampleNetworkAdapter" })
    let plan = BatchPlan(runs: 2000, jobs: 2)
    let androidSummary = Simulator.summarize(android, seed: android.seed, plan: plan).summary
    let iosSummary = Simulator.summarize(ios, seed: ios.seed, plan: plan).summary
    #expect(androidSummary == iosSummary)
    #expect(androidSummary.counts[.violations] == 0)
  }

  @Test func theIOSStarterNamesNoPlatform() {
    #expect(!StarterConfig.text(for: .rewarded).contains("\"platform\""))
    #expect(StarterConfig.text(for: .rewarded, platform: .android).contains("\n  \"platform\": \"android\",\n"))
  }
}
