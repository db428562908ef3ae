import MediationKit
import MediationPlatforms

/// `mediate compare A B`: both configs on the same runs, every field of
/// their summaries with the paired difference and its 95 % interval
/// (decide.md).
enum CompareCommand {
  struct Options: Equatable {
    var a = ""
    var b = ""
    /// nil: text on a terminal, ndjson otherwise.
    var format: Format?
    var color = ColorChoice.auto
    var runs = 100_000
    var seed: UInt64?
    var jobs: Int?
    var failIf: [FieldConstraint] = []
    /// `--shard I/N`: one slice of the runs, written for `merge`; or the shard `--shard auto…` resolved to.
    var shard: ShardSelection?
    /// `--shard auto…` until `Command.resolvingShard` reads the environment.
    var shardFromEnvironment: ShardFromEnvironment?
    /// `--fields PATTERN`: the fields shown, in text and in the record (decide2.md §4); all when empty.
    var fields: [FieldPattern] = []
    /// `--all`: the text shows every field, not the headline.
    var all = false
    /// `--top K`: the line items of the headline (of two portfolios: the groups); nil: the default.
    var top: Int?
    /// `--group NAME`, repeatable: of two portfolios, the groups compared (decide2.md §5); empty: every group.
    var groups: [String] = []

    /// Whether `--shard` was given, as I/N or as `auto…`.
    var isSharded: Bool { shard != nil || shardFromEnvironment != nil }
  }

  /// The formats of `compare --format`.
  enum Format: String, CaseIterable {
    case text, ndjson, json
  }

  static func run(_ options: Options, context: CLIContext) -> ExitCode {
    // Each side is a config or a portfolio (decide2.md §5), read whole before the other.
    var documents: [(file: DocumentFile, document: DocumentLoader.Document)] = []
    for path in [options.a, options.b] {
      let file = DocumentFile(ConfigFile(path))
      switch file.load(context: context) {
      case .success(let document):
        switch document {
        case .config(let loaded): CLI.reportWarnings(loaded, file: file.file.displayName, context: context)
        case .portfolio(let loaded): file.reportWarnings(loaded, context: context)
        }
        documents.append((file, document))
      case .failure(let failure):
        failure.lines.forEach(context.report)
        return failure.exitCode
      }
    }
    let (nameA, nameB) = (documents[0].file.file.displayName, documents[1].file.file.displayName)
    switch (documents[0].document, documents[1].document) {
    case (.config(let a), .config(let b)):
      guard options.groups.isEmpty else {
        context.report("compare: --group is for portfolios: \(nameA) and \(nameB) are configs")
        return .usage
      }
      return compare(a, b, files: [documents[0].file.file, documents[1].file.file], options: options, context: context)
    case (.portfolio(let p), .portfolio(let q)):
      return ComparePortfolios.run(p, q, files: (documents[0].file, documents[1].file), options, context: context)
    case (.portfolio, .config), (.config, .portfolio):
      let (portfolio, config) = documents[0].document.isPortfolio ? (nameA, nameB) : (nameB, nameA)
      context.report(
        "\(portfolio) is a portfolio and \(config) a config: compare two portfolios, or two configs "
          + "(a group's config against a config: give the group's own file)")
      return .invalidConfig
    }
  }

  /// `compare A B` of two configs (decide.md).
  static func compare(
    _ loadedA: ConfigLoader.Loaded, _ loadedB: ConfigLoader.Loaded, files: [ConfigFile], options: Options,
    context: CLIContext
  ) -> ExitCode {
    let loadedSides = [loadedA, loadedB]
    let (a, b) = ((file: files[0], config: loadedA.config), (file: files[1], config: loadedB.config))
    guard a.config.adUnit.format == b.config.adUnit.format else {
      context.report(
        "\(a.file.displayName) is a \(a.config.adUnit.format.rawValue) ad unit and \(b.file.displayName) a "
          + "\(b.config.adUnit.format.rawValue) one: compare needs two configs of the same format")
      return .invalidConfig
    }
    let jobs: Int
    do throws(BatchMemory.Refusal) {
      // Both configs' runs are in memory at once, a thread's chunk each.
      jobs = try BatchMemory.jobs(
        requested: options.jobs,
        loads: [
          BatchMemory.Load(lineItems: a.config.lineItems.count, runs: options.runs),
          BatchMemory.Load(lineItems: b.config.lineItems.count, runs: options.runs),
        ], cores: context.processorCount, memoryLimit: context.memoryLimit)
    } catch {
      context.report("compare: --runs \(options.runs) \(error.message)")
      return error.exitCode
    }
    // Every constraint must name a field of the comparison: a usage error before anything is played.
    let fields = PairedComparison.fieldPaths(a: a.config, b: b.config)
    for constraint in options.failIf where !fields.contains(constraint.field) {
      let hint = DidYouMean.suggestion(for: constraint.field, among: fields).map { " (did you mean \($0)?)" } ?? ""
      context.report("compare: --fail-if: \(constraint.field) is not a numeric field of the summary\(hint)")
      return .usage
    }
    // decide2.md §1: a gate on a field without an interval would test a bare difference.
    let bare = PairedComparison.fieldsWithoutInterval(a: a.config, b: b.config)
    for constraint in options.failIf where bare.contains(constraint.field) {
      context.report("compare: --fail-if: \(constraint.field) has no interval: a bare difference proves nothing")
      return .usage
    }
    let selection = FieldSelection(options.fields)
    if let unmatched = selection.firstUnmatched(among: fields) {
      context.report(unmatched.message(command: "compare"))
      return .usage
    }
    // decide2.md §1: the worlds are the world's, not one config's: applied to both sides.
    let sides: [[ConfigWorld]]
    switch worlds(of: loadedSides, files: [a.file, b.file], command: "compare", context: context) {
    case .success(let played): sides = played
    case .failure(let refused): return refused.code
    }
    let uncertainty = a.config.uncertain ?? b.config.uncertain
    let seed = options.seed ?? a.config.seed
    let plan = BatchPlan(runs: options.runs, jobs: jobs, shard: options.shard)
    if options.shard != nil {
      // A slice of no run (more shards than runs) is written too, as a shard of 0 runs: merge needs every shard.
      // With worlds, one record per world, in world order.
      for (worldA, worldB) in zip(sides[0], sides[1]) {
        let progress = ProgressLine(total: plan.range.count, context: context)
        let bytes = ComparisonShards.shardRecord(
          worldA.config, worldB.config, seed: seed, plan: plan, pathA: a.file.displayName, pathB: b.file.displayName,
          registries: .standard,
          world: uncertainty.map { (worldA.label, $0.about.map(\.description), $0.labels) },
          progress: progress?.reporter)
        progress?.finish()
        context.standardOutput.write(bytes + [UInt8(ascii: "\n")])
      }
      return .success
    }
    let progress = ProgressLine(total: options.runs * sides[0].count, context: context)
    let record = Simulator.compare(
      worlds: sides, about: uncertainty?.about.map(\.description), seed: seed, plan: plan, pathA: a.file.displayName,
      pathB: b.file.displayName, registries: .standard, progress: progress?.reporter)
    progress?.finish()
    let stdout = context.standardOutput
    let shown = options.fields.isEmpty ? record : record.selecting(selection)
    switch options.format ?? (stdout.isTerminal ? .text : .ndjson) {
    case .text:
      let table = options.all || !options.fields.isEmpty
      let view: ComparisonRecord.TextView = table ? .table : .headline(top: options.top ?? ComparisonRecord.defaultTop)
      let lines = shown.textLines(
        view: view, glyphs: context.textIsASCII ? .ascii : .unicode, color: options.color.colorsText(context: context))
      context.print(lines.joined(separator: "\n") + "\n")
    case .ndjson, .json:
      var writer = JSONWriter()
      writer.write(shown)
      stdout.write(writer.bytes + [UInt8(ascii: "\n")])
    }
    var failed = false
    for constraint in options.failIf {
      guard let entry = record.fields.first(where: { $0.field == constraint.field }) else { continue }
      let holding = constraint.worldsWhereItHolds(for: entry)
      guard !holding.isEmpty else { continue }
      failed = true
      let gate =
        "compare: --fail-if \(constraint.field) \(constraint.comparison.op.rawValue) "
        + "\(DecimalNumber(micros: Int64(constraint.comparison.micros))) holds"
      guard let byWorld = entry.byWorld else {
        let interval = entry.ci95.map { ", 95% CI \($0.low) to \($0.high)" } ?? ""
        let difference = entry.differenceMicros.map { DecimalNumber(micros: Int64($0)).description } ?? "null"
        context.report("\(gate): B − A is \(difference)\(interval)")
        continue
      }
      // A change worse in a world the data cannot rule out fails the gate: name those worlds.
      let named = byWorld.filter { world in holding.contains(world.world) }.map { world in
        let interval = world.ci95.map { ", 95% CI \($0.low) to \($0.high)" } ?? ""
        let difference = world.difference?.text ?? "null"
        return "\(DisplayText.escaped(world.world)): B − A is \(difference)\(interval)"
      }
      context.report("\(gate) in \(named.count == 1 ? "world" : "worlds") " + named.joined(separator: "; "))
    }
    return failed ? .failure : .success
  }
}

extension DocumentLoader.Document {
  /// Whether the file is a portfolio.
  var isPortfolio: Bool {
    switch self {
    case .config: false
    case .portfolio: true
    }
  }
}

extension CompareCommand {
  /// A refusal of `worlds(of:files:command:context:)`, with the exit status it means.
  struct Refused: Error {
    var code: ExitCode
  }

  /// Each side's worlds (`ComparedWorlds.sides`), or the refusal reported (by `command`: compare, plan).
  static func worlds(
    of loaded: [ConfigLoader.Loaded], files: [ConfigFile], command: String, context: CLIContext
  ) -> Result<[[ConfigWorld]], Refused> {
    do throws(ComparedWorlds.Refusal) {
      return .success(try ComparedWorlds.sides(loaded[0], loaded[1], registries: .standard))
    } catch {
      switch error {
      case .differentWorlds(let difference):
        context.report(
          "\(files[0].displayName) and \(files[1].displayName) stand for different worlds: \(difference); "
            + "\(command) needs the same uncertain in both, or in one")
        return .failure(Refused(code: .invalidConfig))
      case .invalidWorld(let side, let problem):
        let failure = ConfigLoadFailure.invalid(problem)
        failure.lines(file: files[side].displayName).forEach(context.report)
        return .failure(Refused(code: failure.exitCode))
      }
    }
  }
}

extension FieldSelection.Unmatched {
  /// The usage error of a `--fields` pattern that selects nothing.
  func message(command: String) -> String {
    "\(command): --fields: \(pattern) selects no field of the comparison"
      + (suggestion.map { " (did you mean \($0)?)" } ?? "")
  }
}
