// swift-tools-version:6.1
import PackageDescription

let package = Package(
  name: "mediate",
  products: [
    .executable(name: "mediate", targets: ["mediate"]),
    .library(name: "MediationKit", targets: ["MediationKit"]),
  ],
  targets: [
    .target(name: "MediationKit"),
    .target(name: "MediateCLI", dependencies: ["MediationKit"]),
    .executableTarget(name: "mediate", dependencies: ["MediateCLI"]),
    .testTarget(name: "MediationKitTests", dependencies: ["MediationKit"]),
    .testTarget(name: "MediateCLITests", dependencies: ["MediateCLI", "MediationKit"]),
  ],
  swiftLanguageModes: [.v6]
)
