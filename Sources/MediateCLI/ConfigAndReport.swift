import MediationKit

/// How `optimize` and `fit` hand back their answer: a config, written to
/// `--out` (whole or not at all) or to standard output, and a report of one
/// record, on standard output when `--out` took the config, else on
/// standard error, as text or JSON (`--format`, auto: text on a terminal).
enum ConfigAndReport {
  /// Writes both; nil when done, else the exit status of a failed `--out`.
  static func write(
    config: [UInt8], out: String?, format: CompareCommand.Format?, color: ColorChoice, context: CLIContext,
    text: (_ width: Int, _ color: Bool) -> [String], json: (inout JSONWriter) -> Void
  ) -> ExitCode? {
    if let out {
      do throws(FileOutput.Failure) {
        try FileOutput.write(config, to: out, operations: context.fileOperations)
      } catch {
        if case .cannotWrite(let reason) = error {
          context.report("cannot write \(ArgumentText.shown(out)): \(reason)")
        }
        return error.exitCode
      }
    } else {
      context.standardOutput.write(config)
    }
    let channel = out == nil ? context.standardError : context.standardOutput
    switch format ?? (channel.isTerminal ? .text : .ndjson) {
    case .text:
      let lines = text(SimulateCommand.textWidth(context: context), color.colors(channel, context: context))
      channel.write(Array((lines.joined(separator: "\n") + "\n").utf8))
    case .ndjson, .json:
      var writer = JSONWriter()
      json(&writer)
      channel.write(writer.bytes + [UInt8(ascii: "\n")])
    }
    return nil
  }
}
