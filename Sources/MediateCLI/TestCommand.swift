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
    var loaded: [Result<ConfigLoader.Loaded, ConfigLoadFailure>] = []
    for entry in suites.flatMap(\.entries) {
      if let problem = entry.problem {
        loaded.append(.failure(.unreadable(problem)))
      } else {
        loaded.append(CLI.loadConfig(ConfigFile(entry.path, inFolder: entry.inFolder), context: context))
      }
    }
    let paths = suites.flatMap(\.entries).map(\.path)
    // What the configs that loaded ask of memory: a traced run each, and a batch for summary checks.
    var loads: [(path: String, load: BatchMemory.Load)] = []
    for (index, result) in loaded.enumerated() {
      guard case .success(let config) = result else { continue }
      let summary = config.config.expectations.map { $0.summary.isEmpty ? 0 : $0.runs } ?? 0
      loads.append((paths[index], BatchMemory.Load(lineItems: config.config.lineItems.count, runs: summary)))
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
        let lines = failure.lines(file: name)
        lines.forEach(context.report)
        cases.append(TestReport.Case(path: name, status: .error, checks: [], violations: [], errors: lines))
      case .success(let config):
        CLI.reportWarnings(config, file: name, context: context)
        guard let outcome = outcomes[index] else { continue }
        for check in outcome.checks where !check.passed {
          context.report(check.line(file: name))
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

  /// Runs the configs that loaded, spread over `jobs` threads.
  private static func runTests(
    _ loaded: [Result<ConfigLoader.Loaded, ConfigLoadFailure>], paths: [String], strict: Bool, rules: [RuleOverride],
    jobs: Int
  ) -> [ConfigTest.Outcome?] {
    // The configs that loaded run as one suite; each outcome goes back to its config's place.
    var subjects: [ConfigTest.Subject] = []
    for (index, result) in loaded.enumerated() {
      guard let config = try? result.get().config.adjusted(rules: rules) else { continue }
      subjects.append(ConfigTest.Subject(config: config, path: paths[index] == "-" ? nil : paths[index], rules: rules))
    }
    var outcomes = ConfigTest.run(subjects, strict: strict, jobs: jobs, registries: .standard).makeIterator()
    return loaded.map { result in (try? result.get()) == nil ? nil : outcomes.next() }
  }
}
