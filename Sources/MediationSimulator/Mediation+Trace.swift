import MediationKit
import MediationPlatforms

/// One record of a trace as output.md specifies it: its `type`, `seq`, `t`
/// (and `requestIndex` on a banner's), and the whole object as JSON.
public struct OutputRecord: Sendable {
  /// The record's `type` key (`load`, `event`, `result`, …).
  public var type: String
  public var seq: Int
  /// Virtual milliseconds since the ad request.
  public var t: Int64
  /// A banner run's request the record belongs to (0, then one per refresh); nil for other formats.
  public var requestIndex: Int?
  /// The record as `mediate simulate --format ndjson` prints it, one line without its newline.
  public var line: String
  /// The same record read back as a JSON value, keys in the printed order.
  public var json: JSONValue
}

/// One run played and recorded: what `mediate simulate` prints for it.
public struct Trace: Sendable {
  /// Every record in order, the `result` last.
  public var records: [OutputRecord]
  /// The run's outcome: the ad (or the error), the reward, the response info.
  public var result: ResultRecord
  /// The config's `expect` checked against the run.
  public var checks: [CheckResult]
  /// Contract violations of error severity the run had (`mediate simulate --strict` fails on them).
  public var violations: Int
  package var bodies: [Record]

  /// The trace in one of `mediate simulate`'s formats: `width` is the text format's line width.
  public func rendered(as format: TraceFormat, width: Int = 100) -> [UInt8] {
    let output = CollectedBytes()
    let renderer = format.outputFormat.renderer(to: output, color: false, width: width)
    bodies.forEach(renderer.receive)
    renderer.finish()
    return output.bytes
  }
}

/// The formats a trace renders to, those of `mediate simulate --format`.
public enum TraceFormat: String, CaseIterable, Sendable {
  case text, ndjson, json, mermaid, html

  package var outputFormat: OutputFormat {
    switch self {
    case .text: .text
    case .ndjson: .ndjson
    case .json: .json
    case .mermaid: .mermaid
    case .html: .html
    }
  }
}

extension Mediation {
  /// Plays one run of `config` (with its seed, or `seed`) and records it, as `mediate simulate` does.
  public static func trace(_ config: MediationConfig, seed: UInt64? = nil) -> Trace {
    let collector = RecordCollector()
    let outcome = Simulator.trace(config.config, seed: seed ?? config.seed, registries: .standard, into: collector)
    let records = collector.records
    let output = CollectedBytes()
    let renderer = NDJSONRenderer(output: output)
    records.forEach(renderer.receive)
    renderer.finish()
    let lines = output.bytes.split(separator: UInt8(ascii: "\n"))
    var outputs: [OutputRecord] = []
    var result: ResultRecord?
    for (record, line) in zip(records, lines) {
      if case .result(let value) = record.body { result = value }
      outputs.append(
        OutputRecord(
          type: record.body.type, seq: record.seq, t: record.t, requestIndex: record.requestIndex,
          line: String(decoding: line, as: UTF8.self), json: JSONValue(parsing: Array(line))))
    }
    // Every run ends with its `result` record (TraceRecorder.finish).
    guard let result else { preconditionFailure("a trace without its result record") }
    return Trace(
      records: outputs, result: result, checks: outcome.checks,
      violations: outcome.violations.count { $0.severity == .error }, bodies: records)
  }
}

/// Bytes a renderer writes, kept.
final class CollectedBytes: ByteSink {
  private(set) var bytes: [UInt8] = []

  func write(_ bytes: [UInt8]) {
    self.bytes += bytes
  }
}

/// Records a run gives, kept.
final class RecordCollector: RecordSink {
  private(set) var records: [Record] = []

  func receive(_ record: Record) {
    records.append(record)
  }
}
