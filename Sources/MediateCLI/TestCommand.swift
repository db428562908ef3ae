import MediationKit

/// `mediate test`: runs configs as tests (expect.md) and reports each.
enum TestCommand {
  struct Options: Equatable {
    /// Nil means auto: text on a terminal, ndjson otherwise.
    var format: OutputFormat?
    var color = ColorChoice.auto
    var junit: String?
    var strict = false
    var jobs: Int?
    var paths: [String] = []
  }

  static func run(_ options: Options, context: CLIContext) -> ExitCode {
    // Every PATH first: a missing one stops everything before a test runs.
    var suites: [(argument: String, files: [String])] = []
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
    // Reading is I/O and stays here; the tests then run in parallel.
    var loaded: [Result<ConfigLoader.Loaded, ConfigLoadFailure>] = []
    for suite in suites {
      for path in suite.files { loaded.append(CLI.loadConfig(ConfigFile(path), context: context)) }
    }
    let paths = suites.flatMap(\.files)
    let jobs = max(1, options.jobs ?? context.processorCount)
    let outcomes = runTests(loaded, strict: options.strict, jobs: jobs)
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
        for violation in outcome.violations { context.report("\(name): violation: \(DisplayText.escaped(violation))") }
        cases.append(
          TestReport.Case(
            path: name, status: outcome.passed ? .passed : .failed, checks: outcome.checks,
            violations: outcome.violations, errors: []))
      }
    }
    var report = TestReport(suites: [])
    var next = 0
    for suite in suites {
      report.suites.append(
        TestReport.Suite(argument: suite.argument, cases: Array(cases[next..<next + suite.files.count])))
      next += suite.files.count
    }
    let stdout = context.standardOutput
    switch options.format ?? (stdout.isTerminal ? .text : .ndjson) {
    case .text, .json, .mermaid, .html:
      context.print(report.text(color: SimulateCommand.usesColor(.text, options.color, context: context)))
    case .ndjson:
      stdout.write(report.ndjson())
    }
    if let junit = options.junit {
      do throws(FileOutput.Failure) {
        try FileOutput.write(Array(report.junit().utf8), to: junit)
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
    _ loaded: [Result<ConfigLoader.Loaded, ConfigLoadFailure>], strict: Bool, jobs: Int
  ) -> [ConfigTest.Outcome?] {
    // The configs that loaded run as one suite; each outcome goes back to its config's place.
    let configs = loaded.compactMap { try? $0.get().config }
    var outcomes = ConfigTest.run(configs, strict: strict, jobs: jobs).makeIterator()
    return loaded.map { result in (try? result.get()) == nil ? nil : outcomes.next() }
  }
}
