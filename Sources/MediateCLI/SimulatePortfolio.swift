import MediationKit
import MediationPlatforms

/// `mediate simulate --runs R` of a portfolio (decide2.md §5): each group's records, then the `portfolio` record.
enum SimulatePortfolio {
  static func run(
    _ portfolio: Portfolio, _ options: SimulateOptions, document: DocumentFile, context: CLIContext
  ) -> ExitCode {
    let file = document.file
    guard let runs = options.runs else {
      context.report(
        "\(file.displayName): a portfolio is simulated over many runs: give --runs N (each group plays N runs)")
      return .usage
    }
    if let world = options.world {
      context.report(
        "\(file.displayName): --world \(DisplayText.escaped(world)): a portfolio's groups have worlds of their own; "
          + "simulate the group's config with --world")
      return .usage
    }
    var portfolio = portfolio
    for index in portfolio.groups.indices {
      portfolio.groups[index].config = portfolio.groups[index].config.adjusted(
        rules: options.rules, expect: options.expect)
    }
    let seed = options.seed ?? portfolio.seed
    let largest = portfolio.groups.map(\.config.lineItems.count).max() ?? 1
    let jobs: Int
    do throws(BatchMemory.Refusal) {
      jobs = try BatchMemory.jobs(
        requested: options.jobs, loads: [BatchMemory.Load(lineItems: largest, runs: runs)],
        cores: context.processorCount, memoryLimit: context.memoryLimit)
    } catch {
      context.report(
        "\(file.displayName): --runs \(runs) with \(largest) line item\(largest == 1 ? "" : "s") \(error.message)")
      return error.exitCode
    }
    let stdout = context.standardOutput
    let format = options.format ?? (stdout.isTerminal ? .text : .ndjson)
    let renderer = format.renderer(
      to: stdout, color: SimulateCommand.usesColor(format, options.color, context: context),
      width: SimulateCommand.textWidth(context: context))
    let progress = ProgressLine(total: PortfolioBatch.totalRuns(of: portfolio, runs: runs), context: context)
    let batch = PortfolioBatch.play(
      portfolio, seed: seed, runs: runs, jobs: jobs, registries: .standard, shard: options.shard,
      progress: progress?.reporter)
    progress?.finish()
    if let shard = options.shard,
      portfolio.groups.contains(where: { !($0.config.expectations?.summary.isEmpty ?? true) })
    {
      let path = file.path == "-" ? "PORTFOLIO" : file.displayName
      context.report(
        "\(file.displayName): note: expect.summary is not checked on shard \(shard.index)/\(shard.count), "
          + "a slice of the runs; mediate merge --config \(path) checks it on the merged summary")
    }
    batch.write(into: renderer)
    renderer.finish()
    var failed = false
    for played in batch.groups {
      for world in played.worlds {
        for check in world.checks where !check.passed {
          failed = true
          context.report(line(of: check, in: played.group, document: document))
        }
      }
    }
    var violations: [StrictViolation] = []
    if options.strict {
      for played in batch.groups {
        for world in played.worlds {
          let path: String? =
            switch played.group.source {
            case .path(let path): document.groupPath(path)
            case .inline: nil
            }
          violations += StrictViolation.ofBatch(
            world.result.summary, config: world.config, seed: played.seed, path: path, rules: options.rules,
            registry: .standard(for: world.config))
        }
      }
    }
    for violation in violations { context.report(violation.line(file: file.displayName)) }
    return !failed && !violations.contains(where: \.isError) ? .success : .failure
  }

  /// A failed check's line: in the group's own file, or in the portfolio at its inline config, with its group.
  static func line(of check: CheckResult, in group: PortfolioGroup, document: DocumentFile) -> String {
    var check = check
    check.site.location = group.source.located(check.site.location)
    check.site.path = group.source.located(check.site.path)
    let file: String
    switch group.source {
    case .path(let path): file = document.groupDisplayName(path)
    case .inline: file = document.file.displayName
    }
    return check.line(file: file) + " (group \(DisplayText.escaped(group.name)))"
  }
}
