// swift-tools-version:6.1
import PackageDescription

let package = Package(
  name: "mediate",
  products: [
    .executable(name: "mediate", targets: ["mediate"]),
    // The library: one module, the façade, which re-exports the core's public records.
    .library(name: "MediationSimulator", targets: ["MediationSimulator"]),
  ],
  targets: [
    // The platform-neutral core: the config, the engine, the kernel, the contract monitor, the decisions and
    // the records. It talks to adapters through a port (Engine/AdapterPort.swift) and imports no platform.
    .target(name: "MediationKit", plugins: ["ContractRuleListPlugin"]),
    // The iOS platform behind the port: the Google Mobile Ads mediation contract mirror, the seeds' adapters,
    // the profile adapter and the Sample SDK they talk to.
    .target(name: "MediationIOS", dependencies: ["MediationKit"]),
    // The Android platform behind the port: the mirror of Google's Android mediation API, the profile adapter
    // and the Android Sample SDK (the core's scripted network under Android's names).
    .target(name: "MediationAndroid", dependencies: ["MediationKit"]),
    // The platforms a build of mediate links, assembled: `AdapterRegistries.standard`, whose registry a
    // config's `platform` picks, for the command line and the façade.
    .target(name: "MediationPlatforms", dependencies: ["MediationKit", "MediationIOS", "MediationAndroid"]),
    // The library's façade for a Swift program: load, trace, summarize (with cancellation), jobs and merge,
    // compare, optimize, fit. What only the command line needs stays `package` in the targets below it.
    .target(name: "MediationSimulator", dependencies: ["MediationKit", "MediationPlatforms"]),
    .target(name: "MediateCLI", dependencies: ["MediationKit", "MediationPlatforms"]),
    .executableTarget(name: "mediate", dependencies: ["MediateCLI"]),
    // Build-time generation of the contract monitor's list of rules.
    .executableTarget(name: "ContractRuleListGenerator"),
    .plugin(
      name: "ContractRuleListPlugin", capability: .buildTool(), dependencies: ["ContractRuleListGenerator"],
      path: "Sources/ContractRuleListPlugin"),
    // Random valid configs from a seed, for the tests of both targets.
    .target(
      name: "MediateTestSupport", dependencies: ["MediationKit", "MediationIOS", "MediationAndroid"],
      path: "Tests/Support"),
    .testTarget(
      name: "MediationKitTests",
      dependencies: ["MediationKit", "MediationIOS", "MediationAndroid", "MediationPlatforms", "MediateTestSupport"]),
    .testTarget(name: "MediationSimulatorTests", dependencies: ["MediationSimulator"]),
    .testTarget(
      name: "MediateCLITests",
      dependencies: ["MediateCLI", "MediationKit", "MediationIOS", "MediationPlatforms", "MediateTestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
