import MediationKit

/// How `optimize` and `fit` hand back their answer: a config, written to
/// `--out` (whole or not at all) or to standard output (without `--out`, or
/// with `--out -`), and a report of one record, on standard output when
/// `--out` took the config to a file, else on standard error, as text or
/// JSON (`--format`, auto: text on a terminal).
enum ConfigAndReport {
  /// The file `--out` names; nil for standard output (no `--out`, or `-`).
  static func file(_ out: String?) -> String? {
    out == "-" ? nil : out
  }

  /// Checks `--out` before any work (decide2.md §3): nil when it can be
  /// created, else the exit status (73) after a message on standard error.
  /// `inputs`: the files the command reads, which `--out` must not name.
  static func check(out: String?, command: String, inputs: [String], context: CLIContext) -> ExitCode? {
    guard let file = file(out) else { return nil }
    do throws(FileOutput.Failure) {
      try FileOutput.checkCreatable(file, inputs: inputs)
      return nil
    } catch {
      report(error, path: file, command: command, context: context)
      return error.exitCode
    }
  }

  /// Writes both; nil when done, else the exit status of a failed `--out`
  /// (74), the report printed all the same. The report is told whether
  /// `--out` was written: nil without a file, false when its write failed.
  static func write(
    config: [UInt8], out: String?, command: String, format: CompareCommand.Format?, color: ColorChoice,
    context: CLIContext, text: (_ width: Int, _ color: Bool, _ written: Bool?) -> [String],
    json: (inout JSONWriter, _ written: Bool?) -> Void
  ) -> ExitCode? {
    var written: Bool?
    var failed: ExitCode?
    if let file = file(out) {
      do throws(FileOutput.Failure) {
        try FileOutput.write(config, to: file, operations: context.fileOperations)
        written = true
      } catch {
        report(error, path: file, command: command, context: context)
        written = false
        failed = error.exitCode
      }
    } else {
      context.standardOutput.write(config)
    }
    let channel = written == nil ? context.standardError : context.standardOutput
    switch format ?? (channel.isTerminal ? .text : .ndjson) {
    case .text:
      let lines = text(SimulateCommand.textWidth(context: context), color.colors(channel, context: context), written)
      channel.write(Array((lines.joined(separator: "\n") + "\n").utf8))
    case .ndjson, .json:
      var writer = JSONWriter()
      json(&writer, written)
      channel.write(writer.bytes + [UInt8(ascii: "\n")])
    }
    return failed
  }

  /// The message of a failed `--out`: found before the work, or while writing.
  private static func report(_ failure: FileOutput.Failure, path: String, command: String, context: CLIContext) {
    let shown = ArgumentText.shown(path)
    switch failure {
    case .cannotCreate(let reason): context.report("\(command): cannot create \(shown): \(reason)")
    case .cannotWrite(let reason): context.report("cannot write \(shown): \(reason)")
    case .exists: context.report("\(command): cannot create \(shown): it exists")
    }
  }
}
