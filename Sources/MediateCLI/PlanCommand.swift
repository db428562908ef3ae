import MediationKit

/// `mediate plan A B`: how long AdMob's live A/B test of B against A takes to show what `compare` sees,
/// AdMob's readout of each arm, and with `--check-tests` simulated live tests checking it (decide2.md §7).
enum PlanCommand {
  struct Options: Equatable {
    var a = ""
    var b = ""
    /// nil: text on a terminal, ndjson otherwise.
    var format: CompareCommand.Format?
    /// Required: `--split` and `--requests-per-day`.
    var split: Int?
    var requestsPerDay: Int64?
    var requestsPerUser = 1
    var icc = DecimalNumber(micros: 0)
    var alpha = DecimalNumber(micros: 50_000)
    var power = DecimalNumber(micros: 800_000)
    var runs = 100_000
    var seed: UInt64?
    var jobs: Int?
    var checkTests = 0
  }

  static func run(_ options: Options, context: CLIContext) -> ExitCode {
    guard let split = options.split, let requestsPerDay = options.requestsPerDay else {
      // The parser refuses a plan without them.
      preconditionFailure("plan: --split and --requests-per-day are required (ArgumentParser)")
    }
    var loadedSides: [ConfigLoader.Loaded] = []
    var files: [ConfigFile] = []
    for path in [options.a, options.b] {
      let file = ConfigFile(path)
      let document = DocumentFile(file)
      switch document.load(context: context) {
      case .success(.config(let loaded)):
        CLI.reportWarnings(loaded, file: file.displayName, context: context)
        loadedSides.append(loaded)
        files.append(file)
      case .success(.portfolio(let loaded)):
        let groups = loaded.portfolio.groups.map { DisplayText.escaped(JSONStringLiteral.quoted($0.name)) }
        context.report(
          "\(file.displayName) is a portfolio: plan one group: give its config (groups: \(groups.joined(separator: ", ")))"
        )
        return .invalidConfig
      case .failure(let failure):
        failure.lines.forEach(context.report)
        return failure.exitCode
      }
    }
    let (a, b) = (loadedSides[0].config, loadedSides[1].config)
    guard a.adUnit.format == b.adUnit.format else {
      context.report(
        "\(files[0].displayName) is a \(a.adUnit.format.rawValue) ad unit and \(files[1].displayName) a "
          + "\(b.adUnit.format.rawValue) one: plan needs two configs of the same format")
      return .invalidConfig
    }
    let sides: [[ConfigWorld]]
    switch CompareCommand.worlds(of: loadedSides, files: files, command: "plan", context: context) {
    case .success(let played): sides = played
    case .failure(let refused): return refused.code
    }
    var settings = PlanSettings(split: split, requestsPerDay: requestsPerDay)
    settings.requestsPerUser = options.requestsPerUser
    settings.icc = options.icc
    settings.alpha = options.alpha
    settings.power = options.power
    settings.runs = options.runs
    settings.seed = options.seed ?? a.seed
    settings.checkTests = options.checkTests
    let jobs: Int
    do throws(BatchMemory.Refusal) {
      // Both configs' runs are in memory at once, a thread's chunk each; with --check-tests, every world's
      // runs' revenues too (RunRevenues).
      let revenues = options.checkTests > 0 ? options.runs * RunRevenues.bytesPerRun * sides[0].count : 0
      jobs = try BatchMemory.jobs(
        requested: options.jobs,
        loads: [
          BatchMemory.Load(lineItems: a.lineItems.count, runs: options.runs),
          BatchMemory.Load(lineItems: b.lineItems.count, runs: options.runs),
        ], cores: context.processorCount, memoryLimit: context.memoryLimit, besides: revenues)
    } catch {
      context.report(
        "plan: --runs \(options.runs)\(options.checkTests > 0 ? " with --check-tests" : "") \(error.message)")
      return error.exitCode
    }
    let labelled = (a.uncertain ?? b.uncertain) != nil
    let progress = ProgressLine(total: options.runs * sides[0].count, context: context)
    var worlds = Planner.measure(
      worlds: sides, settings: settings, jobs: jobs, registries: .standard, progress: progress?.reporter)
    progress?.finish()
    if let oversized = Planner.oversizedCheck(worlds, settings: settings, labelled: labelled) {
      let world = oversized.world.map { " in world \(DisplayText.escaped(JSONStringLiteral.quoted($0)))" } ?? ""
      context.report(
        "plan: --check-tests \(oversized.tests) would simulate \(Self.grouped(Int128(oversized.tests))) tests × "
          + "\(oversized.days) day\(oversized.days == 1 ? "" : "s") × \(Self.grouped(oversized.requestsPerDay)) "
          + "requests a day = \(Self.grouped(oversized.requests)) requests\(world), more than "
          + "\(Self.grouped(PlanSettings.maximumCheckRequests)): lower --check-tests")
      return .usage
    }
    if settings.checkTests > 0 {
      let checking = ProgressLine(
        total: Planner.checkTestDays(worlds, settings: settings), unit: "test-days", context: context)
      Planner.check(&worlds, settings: settings, jobs: jobs, progress: checking?.reporter)
      checking?.finish()
    }
    let record = Planner.record(
      worlds, labelled: labelled, a: files[0].displayName, b: files[1].displayName, settings: settings)
    let stdout = context.standardOutput
    switch options.format ?? (stdout.isTerminal ? .text : .ndjson) {
    case .text:
      let lines = record.textLines(
        glyphs: context.textIsASCII ? .ascii : .unicode, color: ColorChoice.auto.colorsText(context: context))
      context.print(lines.joined(separator: "\n") + "\n")
    case .ndjson, .json:
      var writer = JSONWriter()
      writer.write(record)
      stdout.write(writer.bytes + [UInt8(ascii: "\n")])
    }
    return .success
  }

  /// `130000000000` as `130,000,000,000`.
  private static func grouped(_ value: Int128) -> String {
    let digits = String(value)
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
      text.append(digit)
    }
    return text
  }
}
