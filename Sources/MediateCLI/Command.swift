import MediationKit

/// What the command line asks for, once parsed.
enum Command: Equatable {
  case simulate(SimulateOptions)
  case validate(format: ReportFormat, configs: [String])
  /// Lists the registered classes, and a config's profiles when one is named.
  /// The registered adapter classes of `platforms`, and a config's profiles.
  case adapters(format: ReportFormat, config: String?, platforms: AdaptersCommand.Platforms)
  /// Combines shard summaries, and checks a config's `expect.summary` on the result.
  case merge(MergeCommand.Options)
  /// Plays two configs on the same runs and compares their summaries.
  case compare(CompareCommand.Options)
  /// Searches changes to a config for the best objective.
  case optimize(OptimizeCommand.Options)
  /// Builds a config from an AdMob mediation report.
  case fit(FitCommand.Options)
  /// Plans AdMob's live A/B test of two configs.
  case plan(PlanCommand.Options)
  case test(TestCommand.Options)
  /// The contract rules; with `platform`, that platform's only, in its words.
  case rules(format: ReportFormat, platform: Platform?)
  /// Prints the config's JSON Schema, or with `portfolio` a portfolio's (decide2.md §5).
  case schema(portfolio: Bool)
  /// Writes a starter config of a format, to a file or standard output.
  case initConfig(format: AdFormat, platform: Platform, file: String?)
  /// Prints a shell's completion script.
  case completions(Shell)
  case version
  /// Help for one command, or the overview when nil.
  case help(CommandName?)
  /// The config reference (`mediate help config`).
  case helpConfig
}

/// The shells `mediate completions` writes scripts for.
enum Shell: String, CaseIterable {
  case bash
  case zsh
  case fish
}

/// The commands of `mediate`.
enum CommandName: String, CaseIterable {
  case simulate
  case validate
  case adapters
  case test
  case compare
  case optimize
  case fit
  case plan
  case rules
  case merge
  case schema
  case `init`
  case completions
}

/// The output formats of `validate` and `adapters`.
enum ReportFormat: String, CaseIterable {
  case text
  case json
}

/// The output formats of `test` (`--format`): its report is text or ndjson,
/// never one of the trace formats of `simulate`.
enum TestFormat: String, CaseIterable {
  /// Text on a terminal, ndjson otherwise.
  case auto
  /// A line per test and the tally.
  case text
  /// A `test` record per test and a `tests` record.
  case ndjson
}

/// When text is coloured (`--color`).
enum ColorChoice: String, CaseIterable {
  /// On a terminal, unless `NO_COLOR` is set and not empty or `TERM` is `dumb`.
  case auto
  case always
  case never

  /// Whether text on standard output is coloured: `always` and `never` as
  /// asked, and `auto` on a terminal unless `NO_COLOR` is set to something
  /// (no-color.org) or `TERM` is `dumb`.
  func colorsText(context: CLIContext) -> Bool {
    colors(context.standardOutput, context: context)
  }

  /// Whether text written to `channel` is coloured.
  func colors(_ channel: any OutputChannel, context: CLIContext) -> Bool {
    switch self {
    case .always: true
    case .never: false
    case .auto:
      channel.isTerminal && (context.environment["NO_COLOR"] ?? "").isEmpty && context.environment["TERM"] != "dumb"
    }
  }
}

/// The options of `simulate`.
struct SimulateOptions: Equatable {
  /// Nil means auto: text on a terminal, ndjson otherwise.
  var format: OutputFormat?
  var color = ColorChoice.auto
  var seed: UInt64?
  var runs: Int?
  var jobs: Int?
  /// `--shard I/N`, or the shard `--shard auto…` resolved to.
  var shard: ShardSelection?
  /// `--shard auto…` until `Command.resolvingShard` reads the environment.
  var shardFromEnvironment: ShardFromEnvironment?
  var strict = false
  /// `--rule NAME=SEVERITY`, in order.
  var rules: [RuleOverride] = []
  /// False with `--no-expect`: the config's `expect` is not checked.
  var expect = true
  /// `--world LABEL`: that world of the config's `uncertain` alone.
  var world: String?
  var config = ""

  /// Whether `--shard` was given, as I/N or as `auto…`.
  var isSharded: Bool { shard != nil || shardFromEnvironment != nil }
}
