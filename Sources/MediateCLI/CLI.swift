import MediationKit
import MediationPlatforms

/// The `mediate` command line, runnable in-process: arguments and streams
/// in, exit status out. The one place errors become exit statuses.
package enum CLI {
  package static func run(arguments: [String], context: CLIContext) -> ExitCode {
    let parsed: Command
    do throws(UsageError) {
      parsed = try ArgumentParser.parse(arguments)
    } catch {
      context.report(error.message)
      return .usage
    }
    // `--shard auto…` becomes the job array's shard before any command runs.
    guard let command = parsed.resolvingShard(context: context) else { return .usage }
    let status: ExitCode
    switch command {
    case .version:
      context.print("mediate \(MediateVersion.current)\n")
      status = .success
    case .help(let topic):
      context.print(HelpText.text(for: topic))
      status = .success
    case .helpConfig:
      context.print(
        ConfigReference.text(
          width: SimulateCommand.textWidth(context: context),
          platforms: AdapterRegistries.standard.all.map(\.platform.names)))
      status = .success
    case .schema(let portfolio):
      let platforms = AdapterRegistries.standard.all.map(\.platform.names)
      context.print(
        portfolio
          ? ConfigReference.portfolioJSONSchema(platforms: platforms) : ConfigReference.jsonSchema(platforms: platforms)
      )
      status = .success
    case .initConfig(let format, let platform, let file):
      status = InitCommand.run(format: format, platform: platform, file: file, context: context)
    case .completions(let shell):
      context.print(Completions.script(for: shell))
      status = .success
    case .adapters(let format, let config, let platforms):
      status = AdaptersCommand.run(format: format, config: config, platforms: platforms, context: context)
    case .validate(let format, let configs):
      status = ValidateCommand.run(configs: configs, format: format, context: context)
    case .simulate(let options):
      status = SimulateCommand.run(options, context: context)
    case .test(let options):
      status = TestCommand.run(options, context: context)
    case .rules(let format, let platform):
      switch format {
      case .text:
        context.print(RuleListing.text(width: SimulateCommand.textWidth(context: context), platform: platform))
      case .json: context.standardOutput.write(RuleListing.json(platform: platform))
      }
      status = .success
    case .merge(let options):
      status = MergeCommand.run(options, context: context)
    case .compare(let options):
      status = CompareCommand.run(options, context: context)
    case .optimize(let options):
      status = OptimizeCommand.run(options, context: context)
    case .fit(let options):
      status = FitCommand.run(options, context: context)
    case .plan(let options):
      status = PlanCommand.run(options, context: context)
    }
    switch context.standardOutput.failure {
    case nil:
      return status
    case .closed:
      // The reader went away (`| head -1`): stop quietly, as jq and ripgrep do.
      return .success
    case .failed(let reason):
      context.report("cannot write output: \(reason)")
      return .outputError
    }
  }

  /// Prints a valid config's warnings on standard error, one GNU line each.
  static func reportWarnings(_ loaded: ConfigLoader.Loaded, file: String, context: CLIContext) {
    for warning in loaded.warnings { context.report(warning.line(file: file)) }
    if loaded.omittedWarnings > 0 { context.report("\(file): \(loaded.omittedWarnings) more warnings not shown") }
  }

  /// Reads and validates a config.
  static func loadConfig(_ file: ConfigFile, context: CLIContext) -> Result<ConfigLoader.Loaded, ConfigLoadFailure> {
    let bytes: [UInt8]
    do throws(InputError) {
      bytes = try file.read(from: context.standardInput)
    } catch {
      return .failure(.unreadable(error))
    }
    do throws(ConfigError) {
      return .success(try ConfigLoader.read(bytes, registries: .standard))
    } catch {
      return .failure(.invalid(error))
    }
  }
}
