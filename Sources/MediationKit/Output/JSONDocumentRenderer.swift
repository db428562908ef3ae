/// Writes a run as one JSON document, `{ "records": [ … ], "result": { … } }`,
/// with every record but the last in `records`, one per line.
public final class JSONDocumentRenderer: TraceRenderer {
  private let output: any ByteSink
  private var writer = JSONWriter()
  /// The latest record, held back until we know whether it is the last.
  private var pending: Record?
  private var wroteRecord = false

  public init(output: any ByteSink) {
    self.output = output
    writer.raw("{\"records\":[")
  }

  public func receive(_ record: Record) {
    if let previous = pending {
      writer.raw(wroteRecord ? ",\n" : "\n")
      writer.write(previous)
      wroteRecord = true
    }
    pending = record
  }

  public func finish() {
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
