// swift-tools-version:6.1
import PackageDescription

let package = Package(
  name: "mediate",
  products: [
    .executable(name: "mediate", targets: ["mediate"]),
    .library(name: "MediationKit", targets: ["MediationKit"]),
  ],
  targets: [
    .target(name: "MediationKit", plugins: ["ContractRuleListPlugin"]),
    .target(name: "MediateCLI", dependencies: ["MediationKit"]),
    .executableTarget(name: "mediate", dependencies: ["MediateCLI"]),
    // Build-time generation of the contract monitor's list of rules.
    .executableTarget(name: "ContractRuleListGenerator"),
    .plugin(
      name: "ContractRuleListPlugin", capability: .buildTool(), dependencies: ["ContractRuleListGenerator"],
      path: "Sources/ContractRuleListPlugin"),
    // Random valid configs from a seed, for the tests of both targets.
    .target(name: "MediateTestSupport", dependencies: ["MediationKit"], path: "Tests/Support"),
    .testTarget(name: "MediationKitTests", dependencies: ["MediationKit", "MediateTestSupport"]),
    .testTarget(name: "MediateCLITests", dependencies: ["MediateCLI", "MediationKit", "MediateTestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
