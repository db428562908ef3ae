import MediationKit

/// `mediate merge`: combines the outputs of sharded `--runs` into the
/// output of the whole batch, and with `--config` checks the config's
/// `expect.summary` on it, as `simulate --runs` checks the whole batch.
enum MergeCommand {
  /// The options of `merge`.
  struct Options: Equatable {
    /// Nil means auto: text on a terminal, ndjson otherwise.
    var format: OutputFormat?
    var color = ColorChoice.auto
    /// The config whose `expect.summary` the merged summary must pass.
    var config: String?
    /// `--fields PATTERN`: the fields of a merged comparison shown (decide2.md §4); all when empty.
    var fields: [FieldPattern] = []
    var summaries: [String] = []
  }

  static func run(_ options: Options, context: CLIContext) -> ExitCode {
    // The config first: when it is invalid, nothing is written to standard output.
    var checked: (file: ConfigFile, config: WaterfallConfig)?
    var checkedPortfolio: (document: DocumentFile, portfolio: Portfolio)?
    if let path = options.config {
      let file = ConfigFile(path)
      let document = DocumentFile(file)
      switch document.load(context: context) {
      case .success(.config(let loaded)):
        CLI.reportWarnings(loaded, file: file.displayName, context: context)
        checked = (file, loaded.config)
      case .success(.portfolio(let loaded)):
        document.reportWarnings(loaded, context: context)
        checkedPortfolio = (document, loaded.portfolio)
      case .failure(let failure):
        failure.lines.forEach(context.report)
        return failure.exitCode
      }
    }
    var inputs: [ShardMerge.Input] = []
    for path in options.summaries {
      let file = ConfigFile(path)
      do throws(InputError) {
        inputs.append(ShardMerge.Input(name: file.displayName, bytes: try file.read(from: context.standardInput)))
      } catch {
        context.report("\(file.displayName): \(error.message)")
        return ConfigLoadFailure.unreadable(error).exitCode
      }
    }
    if let first = inputs.first, ComparisonShards.isComparison(first) {
      return mergeComparisons(inputs, options: options, context: context)
    }
    if let first = inputs.first, MergedPortfolio.isPortfolioShard(first) {
      if let checked {
        context.report(
          "\(checked.file.displayName): not the config of these shards: they are a portfolio's (give the portfolio)")
        return .invalidConfig
      }
      return mergePortfolio(inputs, checking: checkedPortfolio, options: options, context: context)
    }
    if let checkedPortfolio {
      context.report(
        "\(checkedPortfolio.document.file.displayName): not the config of these shards: a portfolio, and these are "
          + "a config's shards")
      return .invalidConfig
    }
    if !options.fields.isEmpty {
      context.report(
        "merge: --fields selects fields of a comparison; these are summary shards (simulate --runs --shard)")
      return .usage
    }
    let worlds: [ShardMerge.MergedWorld]
    let about: [String]?
    do throws(ShardMerge.Failure) {
      (worlds, about) = try ShardMerge.mergeWorlds(inputs)
    } catch {
      context.report(error.message)
      return error.exitCode
    }
    // Each world's checks on its own merged batch: a check fails when it fails in any world.
    var checksByWorld: [[CheckResult]] = Array(repeating: [], count: worlds.count)
    if let checked {
      // Every world of the config, or one of them alone (`simulate --world LABEL --runs N --shard`).
      let labels = worlds.compactMap(\.world)
      if !labels.isEmpty {
        let known = checked.config.uncertain?.labels ?? []
        guard labels == known || (labels.count == 1 && known.contains(labels[0])) else {
          context.report("\(checked.file.displayName): not the config of these shards: its worlds differ from theirs")
          return .invalidConfig
        }
      }
      for (index, world) in worlds.enumerated() {
        let config = world.world.flatMap(checked.config.world(labelled:)) ?? checked.config
        if let mismatch = mismatch(of: config, with: (world.run, world.result)) {
          context.report("\(checked.file.displayName): not the config of these shards: \(mismatch)")
          return .invalidConfig
        }
        checksByWorld[index] = (config.expectations?.evaluate(world.result.summary) ?? []).map {
          $0.made(in: world.world)
        }
      }
    }
    let stdout = context.standardOutput
    let format = options.format ?? (stdout.isTerminal ? .text : .ndjson)
    let renderer = format.renderer(
      to: stdout, color: SimulateCommand.usesColor(format, options.color, context: context),
      width: SimulateCommand.textWidth(context: context))
    if let about, worlds.allSatisfy({ $0.world != nil }) {
      Simulator.write(
        worlds: zip(worlds, checksByWorld).map { ($0.world ?? "", $0.result, $0.run, $1) }, about: about,
        into: renderer)
    } else {
      // One world (`simulate --world LABEL --runs N --shard`) keeps its label; no worlds, none.
      Simulator.write(
        worlds[0].result, run: worlds[0].run, checks: checksByWorld[0], world: worlds[0].world, into: renderer)
    }
    renderer.finish()
    var failed = 0
    if let checked {
      for checks in checksByWorld {
        for check in checks where !check.passed {
          failed += 1
          context.report(check.line(file: checked.file.displayName))
        }
      }
    }
    return failed == 0 ? .success : .failure
  }

  /// The shards of a portfolio's `simulate --runs --shard` (decide2.md §5): the output of the whole batch, each
  /// group's `expect.summary` checked when `--config` names the portfolio.
  private static func mergePortfolio(
    _ inputs: [ShardMerge.Input], checking: (document: DocumentFile, portfolio: Portfolio)?, options: Options,
    context: CLIContext
  ) -> ExitCode {
    if !options.fields.isEmpty {
      context.report("merge: --fields selects fields of a comparison; these are a portfolio's shards")
      return .usage
    }
    let merged: MergedPortfolio
    do throws(ShardMerge.Failure) {
      merged = try MergedPortfolio.merge(inputs)
    } catch {
      context.report(error.message)
      return error.exitCode
    }
    var groups: [PortfolioOutput.Group] = []
    var failed: [String] = []
    for group in merged.groups {
      var checks: [[CheckResult]] = Array(repeating: [], count: group.worlds.count)
      if let checking {
        guard checking.portfolio.identity.hex == merged.identity,
          let portfolioGroup = checking.portfolio.group(named: group.name)
        else {
          context.report(
            "\(checking.document.file.displayName): not the portfolio of these shards: its identity differs from "
              + "theirs (a group, its traffic or its config changed)")
          return .invalidConfig
        }
        for (index, world) in group.worlds.enumerated() {
          let config = world.world.flatMap(portfolioGroup.config.world(labelled:)) ?? portfolioGroup.config
          checks[index] = config.checkSummary(world.result.summary).map { $0.made(in: world.world) }
          for check in checks[index] where !check.passed {
            failed.append(SimulatePortfolio.line(of: check, in: portfolioGroup, document: checking.document))
          }
        }
      }
      groups.append(
        PortfolioOutput.Group(
          name: group.name,
          worlds: zip(group.worlds, checks).map { ($0.world, $0.result, $0.run, $1) }, about: group.about))
    }
    let stdout = context.standardOutput
    let format = options.format ?? (stdout.isTerminal ? .text : .ndjson)
    let renderer = format.renderer(
      to: stdout, color: SimulateCommand.usesColor(format, options.color, context: context),
      width: SimulateCommand.textWidth(context: context))
    PortfolioOutput.write(groups, record: merged.record, into: renderer)
    renderer.finish()
    failed.forEach(context.report)
    return failed.isEmpty ? .success : .failure
  }

  /// The shards of `compare --shard`: the comparison of the whole batch,
  /// as `compare` without `--shard` prints it.
  private static func mergeComparisons(_ inputs: [ShardMerge.Input], options: Options, context: CLIContext) -> ExitCode
  {
    if options.config != nil {
      context.report("merge: --config checks summaries; these are comparison shards (compare --shard)")
      return .usage
    }
    let record: ComparisonRecord
    do throws(ShardMerge.Failure) {
      record = try ComparisonShards.merge(inputs)
    } catch {
      context.report(error.message)
      return error.exitCode
    }
    let selection = FieldSelection(options.fields)
    if let unmatched = selection.firstUnmatched(among: record.fields.map(\.field)) {
      context.report(unmatched.message(command: "merge"))
      return .usage
    }
    let shown = options.fields.isEmpty ? record : record.selecting(selection)
    let stdout = context.standardOutput
    switch options.format ?? (stdout.isTerminal ? .text : .ndjson) {
    case .text:
      let lines = shown.textLines(
        view: options.fields.isEmpty ? .headline(top: ComparisonRecord.defaultTop) : .table,
        glyphs: context.textIsASCII ? .ascii : .unicode, color: options.color.colorsText(context: context))
      context.print(lines.joined(separator: "\n") + "\n")
    case .ndjson, .json:
      var writer = JSONWriter()
      writer.write(shown)
      stdout.write(writer.bytes + [UInt8(ascii: "\n")])
    case let other:
      context.report("merge: comparison shards print as text, ndjson or json, not \(other.rawValue)")
      return .usage
    }
    return .success
  }

  /// Why `config` cannot be the config the shards were run from, if it
  /// cannot: its checks name line items by label, so the ad unit and the
  /// line items (labels and eCPMs, in order) must be the shards'.
  private static func mismatch(of config: WaterfallConfig, with merged: (run: RunRecord, result: BatchResult))
    -> String?
  {
    let run = RunRecord(config: config, seed: merged.run.seed)
    guard run.adUnit == merged.run.adUnit, run.format == merged.run.format else {
      return "its ad unit (id or format) differs from theirs"
    }
    let items = merged.result.summary.lineItems
    guard config.lineItems.map(\.label) == items.map(\.lineItem), config.lineItems.map(\.ecpm) == items.map(\.ecpm)
    else { return "its line items (labels and eCPMs) differ from theirs" }
    return nil
  }
}
