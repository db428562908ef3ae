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
    if let path = options.config {
      let file = ConfigFile(path)
      switch CLI.loadConfig(file, context: context) {
      case .success(let loaded):
        CLI.reportWarnings(loaded, file: file.displayName, context: context)
        checked = (file, loaded.config)
      case .failure(let failure):
        failure.lines(file: file.displayName).forEach(context.report)
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
    if !options.fields.isEmpty {
      context.report(
        "merge: --fields selects fields of a comparison; these are summary shards (simulate --runs --shard)")
      return .usage
    }
    let merged: (run: RunRecord, result: BatchResult)
    do throws(ShardMerge.Failure) {
      merged = try ShardMerge.merge(inputs)
    } catch {
      context.report(error.message)
      return error.exitCode
    }
    var checks: [CheckResult] = []
    if let checked {
      if let mismatch = mismatch(of: checked.config, with: merged) {
        context.report("\(checked.file.displayName): not the config of these shards: \(mismatch)")
        return .invalidConfig
      }
      checks = checked.config.expectations?.evaluate(merged.result.summary) ?? []
    }
    let stdout = context.standardOutput
    let format = options.format ?? (stdout.isTerminal ? .text : .ndjson)
    let renderer = format.renderer(
      to: stdout, color: SimulateCommand.usesColor(format, options.color, context: context),
      width: SimulateCommand.textWidth(context: context))
    Simulator.write(merged.result, run: merged.run, checks: checks, into: renderer)
    renderer.finish()
    let failed = checks.filter { !$0.passed }
    if let checked {
      for check in failed { context.report(check.line(file: checked.file.displayName)) }
    }
    return failed.isEmpty ? .success : .failure
  }

  /// The shards of `compare --shard`: the comparison of the whole batch,
  /// as `compare` without `--shard` prints it.
  private static func mergeComparisons(_ inputs: [ShardMerge.Input], options: Options, context: CLIContext) -> ExitCode {
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
