import MediationKit
import MediationPlatforms

/// `mediate optimize P` of a portfolio (decide2.md §5): each group optimized on its own, one `optimization`
/// record per group, then the `portfolioOptimization` record; `--out` gets the portfolio with every changed group's
/// config inline.
enum OptimizePortfolio {
  static func run(
    _ loaded: PortfolioLoader.Loaded, document: DocumentFile, _ options: OptimizeCommand.Options, started: UInt64,
    context: CLIContext
  ) -> ExitCode {
    let portfolio = loaded.portfolio
    let name = document.file.displayName
    let known = portfolio.groups.map(\.name)
    for group in options.groups where !known.contains(group) {
      context.report(
        "optimize: --group \(ComparePortfolios.quoted(group)): no such group in \(name)"
          + ComparePortfolios.groupList(known, near: group))
      return .usage
    }
    // --out must not name a group's config file either (the portfolio itself was checked before it was read).
    let groupFiles = portfolio.groups.compactMap { group -> String? in
      guard case .path(let path) = group.source else { return nil }
      return document.groupPath(path)
    }
    if let failed = ConfigAndReport.check(out: options.out, command: "optimize", inputs: groupFiles, context: context) {
      return failed
    }
    let chosen = portfolio.groups.indices.filter {
      options.groups.isEmpty || options.groups.contains(portfolio.groups[$0].name)
    }
    // The objective and constraints must name a field of each group's summary, and each group have something to vary.
    let vary = options.vary ?? OptimizeCommand.defaultVary
    var jobs: [PortfolioOptimizer.Job] = []
    var skipped: [String] = []
    for index in chosen {
      let group = portfolio.groups[index]
      let named = "group \(ComparePortfolios.quoted(group.name))"
      let goal: OptimizationGoal
      do throws(OptimizationGoal.Unresolved) {
        goal = try OptimizationGoal(
          objective: options.objective ?? OptimizationGoal.defaultObjective,
          direction: options.minimize ? .minimize : .maximize, constraints: options.constraints, of: group.config)
      } catch {
        let option = !error.isObjective ? "--subject-to" : options.minimize ? "--minimize" : "--maximize"
        context.report("optimize: \(option): \(error.message) (in \(named))")
        return .usage
      }
      if let reason = Optimizer.nothingToVary(in: group.config, bytes: group.bytes, vary: vary, goal: goal) {
        let varied = "--vary \(vary.map(\.rawValue).joined(separator: ","))"
        // A group --group names must be optimized; one of every group that cannot vary is left as it is.
        guard options.groups.isEmpty else {
          context.report("optimize: \(varied): nothing to vary in \(named) of \(name): \(reason)")
          return .usage
        }
        context.report("optimize: note: \(varied): nothing to vary in \(named): \(reason); it is left as it is")
        skipped.append(reason)
        continue
      }
      if let reason = Optimizer.variedKeyAWorldSets(in: group.config, bytes: group.bytes, vary: vary, goal: goal) {
        context.report("optimize: \(reason) (in \(named))")
        return .usage
      }
      jobs.append(PortfolioOptimizer.Job(group: index, goal: goal))
    }
    guard !jobs.isEmpty else {
      context.report(
        "optimize: --vary \(vary.map(\.rawValue).joined(separator: ",")): nothing to vary in any group of \(name): "
          + (skipped.first ?? ""))
      return .usage
    }
    let largest = chosen.map { portfolio.groups[$0].config.lineItems.count }.max() ?? 1
    let threads: Int
    do throws(BatchMemory.Refusal) {
      // One group is optimized at a time.
      threads = try BatchMemory.jobs(
        requested: options.jobs, loads: [BatchMemory.Load(lineItems: largest, runs: options.runs)],
        cores: context.processorCount, memoryLimit: context.memoryLimit)
    } catch {
      context.report("optimize: --runs \(options.runs) \(error.message)")
      return error.exitCode
    }
    let timeLimit = options.maxMilliseconds.map { milliseconds in
      TimeLimit(
        clock: WallClock(read: context.monotonicNanoseconds), start: started,
        nanoseconds: UInt64(milliseconds) * 1_000_000)
    }
    // The group seeds derive from --seed, else the portfolio's seed.
    let request = Optimizer.Request(
      goal: jobs[0].goal, vary: vary, runs: options.runs, candidates: options.candidates,
      seed: options.seed ?? portfolio.seed, jobs: threads, timeLimit: timeLimit, robust: options.robust,
      perWorld: options.perWorld, restarts: options.restarts, priceOrder: options.priceOrder)
    let progress = ProgressLine(total: options.candidates * jobs.count, unit: "candidates", context: context)
    let outcome: PortfolioOptimizer.Outcome
    do throws(ConfigWriteError) {
      outcome = try PortfolioOptimizer.optimize(
        portfolio, bytes: loaded.bytes, jobs: jobs, request: request, registries: .standard,
        progress: progress?.reporter)
      progress?.finish()
    } catch {
      progress?.finish()
      context.report(
        "internal error: optimize could not write the best configs into \(name)'s bytes, so nothing was "
          + "written; this is a bug in mediate, please report it with the portfolio: \(error.message)")
      return .internalError
    }
    func records(written: Bool?) -> [OptimizationRecord] {
      outcome.records.map { record in
        var record = record
        record.written = written
        return record
      }
    }
    let asDocument = options.format == .json
    if let failed = ConfigAndReport.write(
      config: outcome.portfolio, out: options.out, command: "optimize", format: options.format, color: options.color,
      context: context,
      text: { width, color, written in
        outcome.total.reportLines(groups: records(written: written), width: width, color: color)
      },
      json: { writer, written in
        var lines: [[UInt8]] = records(written: written).map { record in
          var one = JSONWriter()
          one.write(record)
          return one.bytes
        }
        var last = JSONWriter()
        last.write(outcome.total)
        lines.append(last.bytes)
        let bytes = asDocument ? RecordDocument.json(lines) : RecordDocument.ndjson(lines)
        // The caller ends the output with its own line end.
        writer.raw(String(decoding: bytes.dropLast(), as: UTF8.self))
      })
    {
      return failed
    }
    // The groups left as they are keep their `config` paths, which name files relative to the portfolio's folder.
    if let out = ConfigAndReport.file(options.out), !FileOutput.inSameFolder(document.file.path, out) {
      let relative = portfolio.groups.compactMap { group -> String? in
        guard !outcome.changed.contains(group.name), case .path(let path) = group.source, !path.hasPrefix("/") else {
          return nil
        }
        return "\(ComparePortfolios.quoted(group.name)) (\(DisplayText.escaped(path)))"
      }
      if !relative.isEmpty {
        context.report(
          "optimize: warning: \(ArgumentText.shown(out)) is in another folder than \(name), and its groups "
            + "\(relative.prefix(5).joined(separator: ", "))\(relative.count > 5 ? " and \(relative.count - 5) more" : "") "
            + "name their configs relative to \(name)'s folder: move it next to \(name), or make those paths absolute")
      }
    }
    var feasible = true
    for record in outcome.records where !record.feasible {
      feasible = false
      guard !record.brokenWorlds.isEmpty else { continue }
      let broken = record.brokenWorlds.map { DisplayText.escaped($0) }.joined(separator: ", ")
      context.report(
        "optimize: no candidate meets the constraints in every world in group "
          + "\(ComparePortfolios.quoted(record.group ?? "")) (none meets them at \(broken)); its baseline is kept")
    }
    return feasible ? .success : .failure
  }
}
