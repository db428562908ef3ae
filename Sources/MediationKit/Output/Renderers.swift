/// The formats `simulate` can print.
package enum OutputFormat: String, CaseIterable, Sendable {
  /// An aligned timeline and a summary, for people.
  case text
  /// One JSON object per line, one line per record.
  case ndjson
  /// One JSON document: `{ "records": [...], "result": {...} }`.
  case json
  /// A Mermaid sequence diagram of the run.
  case mermaid
  /// One self-contained HTML page: the waterfall drawn, the timeline, the result.
  case html

  /// A renderer for this format writing to `output`.
  package func renderer(to output: any ByteSink, color: Bool = false, width: Int? = nil) -> any TraceRenderer {
    switch self {
    case .text: TextRenderer(output: output, color: color, width: width)
    case .ndjson: NDJSONRenderer(output: output)
    case .json: JSONDocumentRenderer(output: output)
    case .mermaid: MermaidRenderer(output: output)
    case .html: HTMLRenderer(output: output)
    }
  }
}

/// A sink that turns records into one output format; `finish()` writes
/// whatever it still holds.
package protocol TraceRenderer: RecordSink {
  func finish()
}

/// A renderer that needs the whole run before it can draw it (a diagram, a
/// page): it keeps the records, and `finish()` writes what `render()` makes
/// of them.
protocol WholeRunRenderer: TraceRenderer {
  var output: any ByteSink { get }
  var records: [Record] { get set }
  /// The output for `records`, the run's records in order.
  func render() -> String
}

extension WholeRunRenderer {
  func receive(_ record: Record) {
    records.append(record)
  }

  func finish() {
    output.write(Array(render().utf8))
    records.removeAll()
  }
}

/// Streams records as JSON Lines: one object per line, in the order things
/// happen, written out in 64 KiB blocks.
package final class NDJSONRenderer: TraceRenderer {
  private static let blockSize = 64 * 1024
  private let output: any ByteSink
  private var writer = JSONWriter()

  package init(output: any ByteSink) {
    self.output = output
  }

  package func receive(_ record: Record) {
    writer.write(record)
    writer.raw("\n")
    if writer.count >= Self.blockSize { flush() }
  }

  package func finish() {
    flush()
  }

  private func flush() {
    guard writer.count > 0 else { return }
    output.write(writer.bytes)
    writer.removeAll()
  }
}

/// Writes a run as one JSON document, `{ "records": [ … ], "result": { … } }`,
/// with every record but the last in `records`, one per line.
package final class JSONDocumentRenderer: TraceRenderer {
  private let output: any ByteSink
  private var writer = JSONWriter()
  /// The latest record, held back until we know whether it is the last.
  private var pending: Record?
  private var wroteRecord = false

  package init(output: any ByteSink) {
    self.output = output
    writer.raw("{\"records\":[")
  }

  package func receive(_ record: Record) {
    if let previous = pending {
      writer.raw(wroteRecord ? ",\n" : "\n")
      writer.write(previous)
      wroteRecord = true
    }
    pending = record
  }

  package func finish() {
    writer.raw(wroteRecord ? "\n],\"result\":" : "],\"result\":")
    if let last = pending {
      writer.write(last)
    } else {
      writer.raw("null")
    }
    writer.raw("}\n")
    output.write(writer.bytes)
    writer.removeAll()
  }
}
