import MediationKit

/// `mediate merge`: combines the outputs of sharded `--runs` into the
/// output of the whole batch.
enum MergeCommand {
  static func run(summaries: [String], format: OutputFormat?, color: ColorChoice, context: CLIContext) -> ExitCode {
    var inputs: [ShardMerge.Input] = []
    for path in summaries {
      let file = ConfigFile(path)
      do throws(InputError) {
        inputs.append(ShardMerge.Input(name: file.displayName, bytes: try file.read(from: context.standardInput)))
      } catch {
        context.report("\(file.displayName): \(error.message)")
        return ConfigLoadFailure.unreadable(error).exitCode
      }
    }
    let merged: (run: RunRecord, result: BatchResult)
    do throws(ShardMerge.Failure) {
      merged = try ShardMerge.merge(inputs)
    } catch {
      context.report(error.message)
      return error.exitCode
    }
    let stdout = context.standardOutput
    let format = format ?? (stdout.isTerminal ? .text : .ndjson)
    let renderer = format.renderer(
      to: stdout, color: SimulateCommand.usesColor(format, color, context: context),
      width: SimulateCommand.textWidth(context: context))
    Simulator.write(merged.result, run: merged.run, into: renderer)
    renderer.finish()
    return .success
  }
}
