import MediationKit
import MediationPlatforms

/// `mediate compare P Q` of two portfolios (decide2.md §5): each group's `comparison` record, then the
/// `portfolioComparison` record of the totals.
enum ComparePortfolios {
  static func run(
    _ p: PortfolioLoader.Loaded, _ q: PortfolioLoader.Loaded, files: (DocumentFile, DocumentFile),
    _ options: CompareCommand.Options, context: CLIContext
  ) -> ExitCode {
    let (nameP, nameQ) = (files.0.file.displayName, files.1.file.displayName)
    // Options a portfolio comparison does not take: usage errors before anything is played.
    if options.shard != nil {
      context.report(
        "compare: --shard of portfolios is not offered yet: compare \(nameP) and \(nameQ) without --shard")
      return .usage
    }
    if !options.fields.isEmpty {
      context.report(
        "compare: --fields is for two configs: of portfolios, each group's comparison record has every field "
          + "(select them with jq) and the portfolioComparison record the totals")
      return .usage
    }
    let totals = PortfolioComparison.fieldPaths
    for constraint in options.failIf where !totals.contains(where: { sameField($0, constraint.field) }) {
      let hint = DidYouMean.suggestion(for: constraint.field, among: totals).map { " (did you mean \($0)?)" } ?? ""
      context.report(
        "compare: --fail-if: \(constraint.field) is not a total of the portfolio comparison "
          + "(\(totals.joined(separator: ", ")))\(hint)")
      return .usage
    }
    do throws(PortfolioComparison.Refusal) {
      try PortfolioComparison.checkSameGroups(p.portfolio, q.portfolio)
    } catch {
      report(error, files: files, portfolios: (p.portfolio, q.portfolio), context: context)
      return .invalidConfig
    }
    let known = p.portfolio.groups.map(\.name)
    for name in options.groups where !known.contains(name) {
      context.report("compare: --group \(quoted(name)): no such group in \(nameP)\(groupList(known, near: name))")
      return .usage
    }
    let pairs: [PortfolioComparison.Pair]
    do throws(PortfolioComparison.Refusal) {
      pairs = try PortfolioComparison.pairs(
        p.portfolio, q.portfolio, names: options.groups.isEmpty ? nil : Set(options.groups), registries: .standard)
    } catch {
      report(error, files: files, portfolios: (p.portfolio, q.portfolio), context: context)
      return .invalidConfig
    }
    let jobs: Int
    let largest = pairs.map { max($0.a.config.lineItems.count, $0.b.config.lineItems.count) }.max() ?? 1
    do throws(BatchMemory.Refusal) {
      // A pair's two sides are in memory at once, a thread's chunk each; one group is played at a time.
      jobs = try BatchMemory.jobs(
        requested: options.jobs,
        loads: [
          BatchMemory.Load(lineItems: largest, runs: options.runs),
          BatchMemory.Load(lineItems: largest, runs: options.runs),
        ], cores: context.processorCount, memoryLimit: context.memoryLimit)
    } catch {
      context.report("compare: --runs \(options.runs) \(error.message)")
      return error.exitCode
    }
    // The group seeds derive from --seed, else P's seed, as two configs are played on A's.
    let seed = options.seed ?? p.portfolio.seed
    let progress = ProgressLine(total: PortfolioComparison.totalRuns(of: pairs, runs: options.runs), context: context)
    let outcome = PortfolioComparison.compare(
      pairs, of: p.portfolio, seed: seed, runs: options.runs, jobs: jobs, pathA: nameP, pathB: nameQ,
      registries: .standard, progress: progress?.reporter)
    progress?.finish()
    let stdout = context.standardOutput
    let format = options.format ?? (stdout.isTerminal ? .text : .ndjson)
    switch format {
    case .text:
      let lines = outcome.total.textLines(
        top: options.all ? nil : options.top ?? PortfolioComparisonRecord.defaultTop, comparisons: outcome.comparisons,
        glyphs: context.textIsASCII ? .ascii : .unicode, color: options.color.colorsText(context: context))
      context.print(lines.joined(separator: "\n") + "\n")
    case .ndjson, .json:
      var records: [[UInt8]] = outcome.comparisons.map { comparison in
        var writer = JSONWriter()
        writer.write(comparison)
        return writer.bytes
      }
      var writer = JSONWriter()
      writer.write(outcome.total)
      records.append(writer.bytes)
      stdout.write(format == .json ? RecordDocument.json(records) : RecordDocument.ndjson(records))
    }
    // --fail-if gates on the totals: the whole interval of the difference on the constraint's side.
    var failed = false
    for constraint in options.failIf {
      guard let entry = outcome.total.fields.first(where: { sameField($0.field, constraint.field) }),
        let interval = entry.ci95, constraint.holds(for: entry)
      else { continue }
      failed = true
      let difference = entry.difference?.description ?? "null"
      context.report(
        "compare: --fail-if \(constraint.field) \(constraint.comparison.op.rawValue) "
          + "\(DecimalNumber(micros: Int64(constraint.comparison.micros))) holds: B − A is \(difference), "
          + "95% CI \(interval.low) to \(interval.high)")
    }
    return failed ? .failure : .success
  }

  /// A name as the messages quote it: a JSON string.
  static func quoted(_ name: String) -> String { DisplayText.escaped(JSONStringLiteral.quoted(name)) }

  /// ` (did you mean "G1"?; groups: "G1", "G2")`: at most 20 names, then how many more.
  static func groupList(_ names: [String], near name: String) -> String {
    let hint = DidYouMean.suggestion(for: name, among: names).map { "did you mean \(quoted($0))?; " } ?? ""
    let shown = names.prefix(20).map(quoted).joined(separator: ", ")
    let more = names.count > 20 ? ", and \(names.count - 20) more" : ""
    return " (\(hint)groups: \(shown)\(more))"
  }

  /// The message of a refusal (65).
  private static func report(
    _ refusal: PortfolioComparison.Refusal, files: (DocumentFile, DocumentFile), portfolios: (Portfolio, Portfolio),
    context: CLIContext
  ) {
    let names = [files.0.file.displayName, files.1.file.displayName]
    switch refusal {
    case .missing, .traffic, .formats, .differentWorlds:
      context.report(refusal.message(a: names[0], b: names[1]))
    case .invalidWorld(let name, let side, let error):
      // A world of the other side's config applied to this side's: its problems where that config is.
      let file = side == 0 ? files.0 : files.1
      let portfolio = side == 0 ? portfolios.0 : portfolios.1
      guard let group = portfolio.group(named: name) else { return }
      var moved = error
      if case .invalid(let diagnostics, let omitted) = error {
        moved = .invalid(
          diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            diagnostic.path = group.source.located(diagnostic.path)
            diagnostic.location = diagnostic.location.map(group.source.located)
            return diagnostic
          }, omitted: omitted)
      }
      let shown: String
      switch group.source {
      case .path(let path): shown = file.groupDisplayName(path)
      case .inline: shown = file.file.displayName
      }
      for line in ConfigLoadFailure.invalid(moved).lines(file: shown) {
        context.report(line + " (group \(quoted(name)), with the other side's worlds)")
      }
    }
  }

  /// Whether two of the totals' field names are the same, with or without a leading dot (`revenuePerDay`, which is
  /// no path of a summary, is written without one, as decide2.md §5 writes it; `--fail-if` gives every field one).
  private static func sameField(_ a: String, _ b: String) -> Bool {
    func bare(_ field: String) -> Substring { field.hasPrefix(".") ? field.dropFirst() : Substring(field) }
    return bare(a) == bare(b)
  }
}
