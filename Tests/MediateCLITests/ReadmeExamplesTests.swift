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

/// The README shows what the tool prints: every sample output in it is
/// produced again and compared. A fenced block whose lines start with `$ `
/// holds commands, each followed by what it prints (standard output and
/// standard error as a terminal would interleave them); a block right after
/// a `<!-- output: COMMAND -->` comment is what COMMAND prints. Commands run
/// with `/bin/sh` in a folder where `examples` and `Fixtures` are the
/// repository's, with the built `mediate` first on the `PATH`, piped (text
/// fitted to 100 columns). `MEDIATE_RECORD=1` writes the outputs into the
/// README instead (review `git diff README.md`).
struct ReadmeOutputTests {
  /// One sample: the command, the lines of the README that hold its output, and those lines.
  struct Sample {
    var command: String
    var lines: Range<Int>
    var expected: [String]
  }

  /// The samples of `text`, in order.
  static func samples(in text: [String]) -> [Sample] {
    var samples: [Sample] = []
    var index = 0
    while index < text.count {
      let line = text[index]
      if line.hasPrefix("<!-- output: "), line.hasSuffix(" -->"), index + 1 < text.count, text[index + 1].hasPrefix("```") {
        let command = String(line.dropFirst("<!-- output: ".count).dropLast(" -->".count))
        let start = index + 2
        var end = start
        while end < text.count, text[end] != "```" { end += 1 }
        samples.append(Sample(command: command, lines: start..<end, expected: Array(text[start..<end])))
        index = end + 1
        continue
      }
      if line.hasPrefix("```"), index + 1 < text.count, text[index + 1].hasPrefix("$ ") {
        var cursor = index + 1
        while cursor < text.count, text[cursor] != "```" {
          let command = String(text[cursor].dropFirst(2))
          var end = cursor + 1
          while end < text.count, text[end] != "```", !text[end].hasPrefix("$ ") { end += 1 }
          // A blank line before the next command separates the samples; it is not output.
          var outputEnd = end
          if end < text.count, text[end].hasPrefix("$ "), outputEnd > cursor + 1, text[outputEnd - 1].isEmpty { outputEnd -= 1 }
          samples.append(Sample(command: command, lines: (cursor + 1)..<outputEnd, expected: Array(text[(cursor + 1)..<outputEnd])))
          cursor = end
        }
        index = cursor + 1
        continue
      }
      index += 1
    }
    return samples
  }

  /// What `command` prints, as lines.
  static func run(_ command: String, in folder: URL) throws -> [String] {
    var environment = MediateBinary.environment()
    environment["PATH"] = MediateBinary.url.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    let outcome = try ChildProcess.run(
      executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "exec 2>&1; " + command], in: folder,
      environment: environment)
    var lines = String(decoding: outcome.stdout, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  @Test func everySampleOutputIsWhatTheToolPrints() throws {
    let root = Golden.fixtures.deletingLastPathComponent()
    let readme = root.appendingPathComponent("README.md")
    var text = try Golden.repositoryFile("README.md").split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    let samples = Self.samples(in: text)
    #expect(samples.count >= 10, "the README's samples were not found")
    let folder = try FileOutputTests.Folder("readme-outputs")
    for name in ["examples", "Fixtures"] {
      try FileManager.default.createSymbolicLink(
        atPath: folder.path(name), withDestinationPath: root.appendingPathComponent(name).path)
    }
    // Later samples first, so that rewriting one keeps the line numbers of those before it.
    for sample in samples.reversed() {
      let actual = try Self.run(sample.command, in: folder.url)
      if Golden.isRecording {
        text.replaceSubrange(sample.lines, with: actual)
      } else {
        #expect(actual == sample.expected, "README: `\(sample.command)` prints:\n\(actual.joined(separator: "\n"))")
      }
    }
    if Golden.isRecording {
      try Data(text.joined(separator: "\n").utf8).write(to: readme)
      Issue.record("re-recorded the README's sample outputs (MEDIATE_RECORD=1: review `git diff README.md`)")
    }
  }
}
