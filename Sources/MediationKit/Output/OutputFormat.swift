/// The formats `simulate` can print.
public enum OutputFormat: String, CaseIterable, Sendable {
  /// An aligned timeline and a summary, for people.
  case text
  /// One JSON object per line, one line per record.
  case ndjson
  /// One JSON document: `{ "records": [...], "result": {...} }`.
  case json

  /// A renderer for this format writing to `output`.
  public func renderer(to output: any ByteSink, color: Bool = false) -> any TraceRenderer {
    switch self {
    case .text: TextRenderer(output: output, color: color)
    case .ndjson: NDJSONRenderer(output: output)
    case .json: JSONDocumentRenderer(output: output)
    }
  }
}
