import Foundation
import Testing

/// A ported network's profile lives in one place, the ```json block under
/// "## Profile" of `examples/<network>/README.md` (with the patches of its
/// "## Profile variants" block for the configs a real test needs to differ);
/// every config of the folder carries that profile under `adapters`,
/// unchanged (`make examples` writes the copies).
struct ExampleProfilesTests {
  private static let examples = Golden.fixtures.deletingLastPathComponent().appendingPathComponent("examples")

  /// The ```json block under the heading `## <heading>` exactly, if any.
  private static func block(_ heading: String, of readme: String) -> String? {
    var inSection = false
    var lines: [Substring]?
    for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("## ") { inSection = line.trimmingCharacters(in: .whitespaces) == "## " + heading }
      if inSection, lines == nil, line == "```json" {
        lines = []
      } else if let block = lines, line == "```" {
        return block.joined(separator: "\n")
      } else if lines != nil {
        lines?.append(line)
      }
    }
    return nil
  }

  private static func object(_ data: Data) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  /// `patch` merged into `base`: objects member by member, any other value replaced.
  private static func merged(_ base: Any, _ patch: Any) -> Any {
    guard var base = base as? [String: Any], let patch = patch as? [String: Any] else { return patch }
    for (key, value) in patch { base[key] = base[key].map { merged($0, value) } ?? value }
    return base
  }

  @Test func everyConfigCarriesItsNetworksProfileUnchanged() throws {
    // A network's folder is examples/<network>/ (iOS) or examples/android/<network>/.
    let android = Self.examples.appendingPathComponent("android")
    let androidNames = ((try? FileManager.default.contentsOfDirectory(atPath: android.path)) ?? []).map { "android/" + $0 }
    let names = try (FileManager.default.contentsOfDirectory(atPath: Self.examples.path) + androidNames).sorted()
    var networks = 0
    for name in names {
      let folder = Self.examples.appendingPathComponent(name)
      guard let readme = try? String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8),
        let json = Self.block("Profile", of: readme)
      else { continue }
      networks += 1
      let profile = try Self.object(Data(json.utf8))
      let variants = try Self.block("Profile variants", of: readme).map { try Self.object(Data($0.utf8)) } ?? [:]
      let configs = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
      #expect(!configs.isEmpty, "examples/\(name) has configs")
      for variant in variants.keys {
        #expect(configs.contains(variant), "examples/\(name)/README.md: a variant for \(variant), not a config here")
      }
      for config in configs.sorted() {
        let expected = Self.merged(profile, variants[config] ?? [String: Any]()) as? NSDictionary
        let adapters = try Self.object(Data(contentsOf: folder.appendingPathComponent(config)))["adapters"]
        #expect(
          (adapters as? NSDictionary) == expected,
          "examples/\(name)/\(config): its adapters differ from the README's profile (make examples)")
      }
    }
    #expect(networks >= 6, "the ported networks' READMEs have their profile blocks")
  }
}
