import Foundation
import MediationIOS
import MediationKit
import MediationPlatforms
import Testing

@testable import MediateCLI

/// The completion scripts in real shells, and the man page: both name
/// every command and option the argument parser knows.
struct ShellIntegrationTests {
  static let bash = ["/bin/bash", "/usr/bin/bash"].first { FileManager.default.isExecutableFile(atPath: $0) }

  /// What bash completes for the words typed so far, the last being completed.
  private func complete(_ words: [String]) throws -> [String] {
    let script = try MediateBinary.run(["completions", "bash"], in: FileManager.default.temporaryDirectory)
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("mediate-completion-\(getpid())")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: work) }
    try script.stdout.write(to: work.appendingPathComponent("mediate.bash"))
    try Data("{}".utf8).write(to: work.appendingPathComponent("waterfall.json"))
    let quoted = words.map { "'\($0)'" }.joined(separator: " ")
    let program = """
      source ./mediate.bash
      COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1)
      _mediate
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let run = try ChildProcess.run(
      executable: URL(fileURLWithPath: try #require(Self.bash)), arguments: ["--norc", "-c", program], in: work)
    #expect(run.status == 0, "\(String(decoding: run.stderr, as: UTF8.self))")
    return String(decoding: run.stdout, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  @Test(.enabled(if: bash != nil, "skipped: no bash to run the completion script in"))
  func bashCompletesCommandsOptionsFormatsAndConfigs() throws {
    #expect(try complete(["mediate", "sim"]) == ["simulate"])
    #expect(
      try complete(["mediate", "simulate", "--format", ""]) == ["auto", "text", "ndjson", "json", "mermaid", "html"])
    #expect(try complete(["mediate", "test", "--format", "n"]) == ["ndjson"])
    #expect(try complete(["mediate", "simulate", "--co"]) == ["--color"])
    #expect(try complete(["mediate", "simulate", "--color", "a"]) == ["auto", "always"])
    #expect(try complete(["mediate", "completions", ""]) == ["bash", "zsh", "fish"])
    #expect(try complete(["mediate", "simulate", "water"]) == ["waterfall.json"])
    #expect(try complete(["mediate", "help", "con"]) == ["config"])
    // `--rule NAME=SEVERITY`: the rule's name (with its `=`), then the severity; bash splits at the `=`.
    #expect(try complete(["mediate", "simulate", "--rule", "reportAfterU"]) == ["reportAfterUntrack="])
    #expect(try complete(["mediate", "test", "--rule", "reportAfterUntrack", "="]) == ["error", "warning", "off"])
    #expect(try complete(["mediate", "test", "--rule", "reportAfterUntrack", "=", "w"]) == ["warning"])
    // `--shard auto:ENGINE` and `auto:OUTER,INNER`; bash splits at the `:`.
    #expect(
      try complete(["mediate", "simulate", "--shard", ""])
        == ["auto", "auto:kubernetes", "auto:slurm", "auto:aws-batch", "auto:parallel", "auto:env"])
    #expect(
      try complete(["mediate", "compare", "--shard", "auto", ":"])
        == ["kubernetes", "slurm", "aws-batch", "parallel", "env"])
    #expect(try complete(["mediate", "simulate", "--shard", "auto", ":", "a"]) == ["aws-batch"])
    #expect(try complete(["mediate", "simulate", "--shard", "auto", ":", "slurm,p"]) == ["slurm,parallel"])
  }

  @Test(arguments: Shell.allCases)
  func everyScriptNamesEveryCommandAndOption(shell: Shell) {
    let script = Completions.script(for: shell)
    for command in CommandName.allCases {
      #expect(script.contains(command.rawValue), "\(shell): \(command.rawValue)")
      for option in ArgumentParser.optionNames(for: command) {
        let name = shell == .fish ? "-l \(option.dropFirst(2))" : option
        #expect(script.contains(name), "\(shell): \(command.rawValue) \(option)")
      }
    }
    for rule in ContractRules.descriptions.map(\.name) {
      #expect(script.contains(rule), "\(shell): the rule \(rule)")
    }
  }

  static func installed(_ program: String) -> String? {
    ["/bin/", "/usr/bin/", "/usr/local/bin/"].map { $0 + program }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  private func parses(_ shell: Shell, with program: String) throws {
    let path = try #require(Self.installed(program))
    let work = FileManager.default.temporaryDirectory
    let file = work.appendingPathComponent("mediate-completion-\(getpid()).\(program)")
    try Data(Completions.script(for: shell).utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try ChildProcess.run(executable: URL(fileURLWithPath: path), arguments: ["-n", file.path], in: work)
    #expect(run.status == 0, "\(String(decoding: run.stderr, as: UTF8.self))")
  }

  @Test(.enabled(if: installed("zsh") != nil, "skipped: zsh is not installed, so its script's syntax is not checked"))
  func zshParsesItsScript() throws {
    try parses(.zsh, with: "zsh")
  }

  @Test(.enabled(if: installed("fish") != nil, "skipped: fish is not installed, so its script's syntax is not checked"))
  func fishParsesItsScript() throws {
    try parses(.fish, with: "fish")
  }

  @Test func theManPageDocumentsEveryCommandOptionAndExitStatus() throws {
    let page = try Golden.repositoryFile("docs/mediate.1")
    #expect(page.hasPrefix(".TH MEDIATE 1"))
    for command in CommandName.allCases { #expect(page.contains(".B mediate \(command.rawValue)")) }
    for command in CommandName.allCases {
      for option in ArgumentParser.optionNames(for: command) where option != "--help" {
        #expect(page.contains(option.replacingOccurrences(of: "-", with: "\\-")), "\(option)")
      }
    }
    for status in ExitCode.allCases {
      #expect(page.contains(".B \(status.rawValue)\n"), "exit status \(status.rawValue)")
    }
  }
}
