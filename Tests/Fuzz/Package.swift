// swift-tools-version: 6.1
// The fuzz target of mediate, apart from the main package so that its
// build (with -sanitize=fuzzer,address) never changes the main build:
// `make fuzz` builds and runs it.
import PackageDescription

let package = Package(
  name: "MediateFuzz",
  dependencies: [.package(name: "mediate", path: "../..")],
  targets: [
    .executableTarget(
      name: "MediateFuzz",
      dependencies: [.product(name: "MediationKit", package: "mediate")],
      swiftSettings: [.swiftLanguageMode(.v6)]
    )
  ]
)
