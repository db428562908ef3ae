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
    // The library's façade for a Swift program: load, trace, summarize (with cancellation), jobs and merge,
    // compare, optimize, fit. What only the command line needs stays `package` in the targets below it.
    .target(name: "MediationSimulator", dependencies: ["MediationKit", "MediationIOS"]),
    .target(name: "MediateCLI", dependencies: ["MediationKit", "MediationIOS"]),
    .executableTarget(name: "mediate", dependencies: ["MediateCLI"]),
    // Build-time generation of the contract monitor's list of rules.
    .executableTarget(name: "ContractRuleListGenerator"),
    .plugin(
      name: "ContractRuleListPlugin", capability: .buildTool(), dependencies: ["ContractRuleListGenerator"],
      path: "Sources/ContractRuleListPlugin"),
    // Random valid configs from a seed, for the tests of both targets.
    .target(name: "MediateTestSupport", dependencies: ["MediationKit", "MediationIOS"], path: "Tests/Support"),
    .testTarget(name: "MediationKitTests", dependencies: ["MediationKit", "MediationIOS", "MediateTestSupport"]),
    .testTarget(name: "MediationSimulatorTests", dependencies: ["MediationSimulator"]),
    .testTarget(name: "MediateCLITests", dependencies: ["MediateCLI", "MediationKit", "MediationIOS", "MediateTestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
