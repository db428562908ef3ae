import Foundation
import Testing

/// The core knows no platform: `MediationKit` depends on nothing, and none of
/// its files imports a platform's target or the command line; a platform
/// imports only the core, and only `MediationPlatforms` knows them all. SwiftPM lets a
/// file import a module its target does not declare when that module happens
/// to be built already, so the declaration alone does not keep the direction:
/// this test does (docs/architecture.md, "Targets").
struct TargetDirectionTests {
  private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The modules a file of `target` may import, beside the toolchain's.
  private static let allowed: [String: Set<String>] = [
    "MediationKit": [],
    "MediationIOS": ["MediationKit"],
    "MediationAndroid": ["MediationKit"],
    "MediationPlatforms": ["MediationKit", "MediationIOS", "MediationAndroid"],
  ]
  private static let projectModules: Set<String> = [
    "MediationKit", "MediationIOS", "MediationAndroid", "MediationPlatforms", "MediationSimulator", "MediateCLI",
    "MediateTestSupport",
  ]

  @Test(arguments: ["MediationKit", "MediationIOS", "MediationAndroid", "MediationPlatforms"])
  func importsOnlyWhatItsLayerMay(target: String) throws {
    let sources = Self.root.appendingPathComponent("Sources/\(target)")
    let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
    var checked = 0
    for case let file as URL in files where file.pathExtension == "swift" {
      checked += 1
      for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
        let words = line.split(separator: " ")
        guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { continue }
        // `import X`, `@testable import X`, `package import X`: the word after `import`.
        guard words[..<index].allSatisfy({ $0.hasPrefix("@") || $0 == "package" || $0 == "public" }) else { continue }
        let module = String(words[index + 1])
        guard Self.projectModules.contains(module) else { continue }
        #expect(
          Self.allowed[target, default: []].contains(module),
          "\(file.lastPathComponent) in \(target) imports \(module), against the direction of the layers")
      }
    }
    #expect(checked > 0, "found no file under Sources/\(target)")
  }

  @Test func theCoreTargetDeclaresNoDependency() throws {
    let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let core = try #require(
      manifest.split(separator: "\n").first { $0.contains(".target(name: \"MediationKit\"") },
      "Package.swift has no MediationKit target")
    #expect(!core.contains("dependencies"), "the core target declares dependencies: \(core)")
  }
}
