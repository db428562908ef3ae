import MediationKit
import MediationPlatforms

/// `mediate test`: runs configs as tests (expect.md) and reports each.
enum TestCommand {
  struct Options: Equatable {
    var format = TestFormat.auto
    var color = ColorChoice.auto
    var junit: String?
    var strict = false
    var jobs: Int?
    /// `--rule NAME=SEVERITY`, in order, for every config.
    var rules: [RuleOverride] = []
    var paths: [String] = []
  }

  static func run(_ options: Options, context: CLIContext) -> ExitCode {
    // Every PATH first: a missing one stops everything before a test runs.
    var suites: [(argument: String, entries: [TestPaths.Entry])] = []
    var missing: TestPaths.Failure?
    for path in options.paths {
      do throws(TestPaths.Failure) {
        suites.append((path, try TestPaths.expand(path)))
      } catch {
        context.report("\(ArgumentText.shown(path)): \(error.message)")
        missing = missing ?? error
      }
    }
    if let missing { return missing.exitCode }
    // A report that cannot be created is 73 before any test runs, not after all of them.
    if let junit = options.junit {
      do throws(FileOutput.Failure) {
        try FileOutput.checkCreatable(junit, inputs: suites.flatMap(\.entries).map(\.path))
      } catch {
        if case .cannotCreate(let reason) = error {
          context.report("test: cannot create \(ArgumentText.shown(junit)): \(reason)")
        }
        return error.exitCode
      }
    }
    // Reading is I/O and stays here; the tests then run in parallel.
    var loaded: [Result<Tested, DocumentFile.Failure>] = []
    for entry in suites.flatMap(\.entries) {
      let file = ConfigFile(entry.path, inFolder: entry.inFolder)
      if let problem = entry.problem {
        loaded.append(.failure(.unreadable(file: file.displayName, reportName: file.reportName, problem)))
      } else {
        let document = DocumentFile(file)
        loaded.append(
          document.load(context: context).map { loaded in
            switch loaded {
            case .config(let config): .config(config)
            case .portfolio(let portfolio): .portfolio(portfolio, document)
            }
          })
      }
    }
    let paths = suites.flatMap(\.entries).map(\.path)
    // What the configs that loaded ask of memory: a traced run each, and a batch for summary checks.
    var loads: [(path: String, load: BatchMemory.Load)] = []
    for (index, result) in loaded.enumerated() {
      guard case .success(let tested) = result else { continue }
      for config in tested.configs {
        let summary = config.expectations.map { $0.summary.isEmpty ? 0 : $0.runs } ?? 0
        loads.append((paths[index], BatchMemory.Load(lineItems: config.lineItems.count, runs: summary)))
      }
    }
    let jobs: Int
    do throws(BatchMemory.Refusal) {
      jobs = try BatchMemory.jobs(
        requested: options.jobs, loads: loads.map(\.load), cores: context.processorCount,
        memoryLimit: context.memoryLimit)
    } catch {
      // With one job the configs run one at a time: the largest is what does not fit.
      let largest = loads.max { BatchMemory.oneJob($0.load) < BatchMemory.oneJob($1.load) }
      let name = largest.map { ConfigFile($0.path).displayName } ?? "test"
      context.report("\(name): its test \(error.message); no test was run")
      return error.exitCode
    }
    let outcomes = runTests(loaded, paths: paths, strict: options.strict, rules: options.rules, jobs: jobs)
    var cases: [TestReport.Case] = []
    for (index, path) in paths.enumerated() {
      let name = ConfigFile(path).displayName
      switch loaded[index] {
      case .failure(let failure):
        let lines = failure.lines
        lines.forEach(context.report)
        cases.append(TestReport.Case(path: name, status: .error, checks: [], violations: [], errors: lines))
      case .success(let tested):
        switch tested {
        case .config(let config): CLI.reportWarnings(config, file: name, context: context)
        case .portfolio(let portfolio, let document): document.reportWarnings(portfolio, context: context)
        }
        guard let outcome = outcomes[index] else { continue }
        for (check, group) in zip(outcome.checks, outcome.groups) where !check.passed {
          switch (tested, group) {
          case (.portfolio(let portfolio, let document), let group?):
            context.report(SimulatePortfolio.line(of: check, in: portfolio.portfolio.groups[group], document: document))
          case (.config, _), (.portfolio, nil):
            context.report(check.line(file: name))
          }
        }
        for violation in outcome.violations { context.report(violation.line(file: name)) }
        cases.append(
          TestReport.Case(
            path: name, status: outcome.passed ? .passed : .failed, checks: outcome.checks,
            violations: outcome.violations.filter(\.isError), errors: []))
      }
    }
    var report = TestReport(suites: [])
    var next = 0
    for suite in suites {
      report.suites.append(
        TestReport.Suite(argument: suite.argument, cases: Array(cases[next..<next + suite.entries.count])))
      next += suite.entries.count
    }
    let stdout = context.standardOutput
    let text: Bool
    switch options.format {
    case .auto: text = stdout.isTerminal
    case .text: text = true
    case .ndjson: text = false
    }
    if text {
      context.print(report.text(color: options.color.colorsText(context: context)))
    } else {
      stdout.write(report.ndjson())
    }
    if let junit = options.junit {
      do throws(FileOutput.Failure) {
        try FileOutput.write(Array(report.junit().utf8), to: junit, operations: context.fileOperations)
      } catch {
        if case .cannotWrite(let reason) = error {
          context.report("cannot write \(ArgumentText.shown(junit)): \(reason)")
        }
        return error.exitCode
      }
    }
    return report.exitCode
  }

  /// What a PATH holds: a config, or a portfolio (decide2.md §5), whose every group's config is tested.
  enum Tested {
    case config(ConfigLoader.Loaded)
    case portfolio(PortfolioLoader.Loaded, DocumentFile)

    var configs: [WaterfallConfig] {
      switch self {
      case .config(let loaded): [loaded.config]
      case .portfolio(let loaded, _): loaded.portfolio.groups.map(\.config)
      }
    }
  }

  /// A file's outcome: a portfolio's joins its groups' (each check with the index of its group).
  struct FileOutcome {
    var checks: [CheckResult]
    var groups: [Int?]
    var violations: [StrictViolation]
    var passed: Bool
  }

  /// Runs the configs that loaded, spread over `jobs` threads.
  private static func runTests(
    _ loaded: [Result<Tested, DocumentFile.Failure>], paths: [String], strict: Bool, rules: [RuleOverride],
    jobs: Int
  ) -> [FileOutcome?] {
    // The configs that loaded run as one suite; each outcome goes back to its file's place.
    var subjects: [ConfigTest.Subject] = []
    for (index, result) in loaded.enumerated() {
      guard case .success(let tested) = result else { continue }
      switch tested {
      case .config(let loaded):
        subjects.append(
          ConfigTest.Subject(
            config: loaded.config.adjusted(rules: rules), path: paths[index] == "-" ? nil : paths[index], rules: rules))
      case .portfolio(let loaded, let document):
        for group in loaded.portfolio.groups {
          let path: String? =
            switch group.source {
            case .path(let path): document.groupPath(path)
            case .inline: nil
            }
          subjects.append(ConfigTest.Subject(config: group.config.adjusted(rules: rules), path: path, rules: rules))
        }
      }
    }
    var outcomes = ConfigTest.run(subjects, strict: strict, jobs: jobs, registries: .standard).makeIterator()
    return loaded.map { result in
      guard case .success(let tested) = result else { return nil }
      var joined = FileOutcome(checks: [], groups: [], violations: [], passed: true)
      let isPortfolio: Bool
      switch tested {
      case .config: isPortfolio = false
      case .portfolio: isPortfolio = true
      }
      for (group, _) in tested.configs.enumerated() {
        guard let outcome = outcomes.next() else { break }
        joined.checks += outcome.checks
        joined.groups += Array(repeating: isPortfolio ? group : nil, count: outcome.checks.count)
        joined.violations += outcome.violations
        joined.passed = joined.passed && outcome.passed
      }
      return joined
    }
  }
}
