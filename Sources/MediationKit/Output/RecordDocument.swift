/// The records of a command that prints several of its own (a portfolio's `compare` and `optimize`, decide2.md §5)
/// in the formats of output.md: ndjson, one record a line; json, one document `{"records":[ … ],"result":{ … }}`
/// laid out as `JSONDocumentRenderer` lays out a simulation's, the last record the `result`.
package enum RecordDocument {
  /// Each record's JSON, one a line.
  package static func ndjson(_ records: [[UInt8]]) -> [UInt8] {
    records.flatMap { $0 + [UInt8(ascii: "\n")] }
  }

  /// The records as one JSON document, every record but the last in `records`, one a line.
  package static func json(_ records: [[UInt8]]) -> [UInt8] {
    var bytes = Array("{\"records\":[".utf8)
    for (index, record) in records.dropLast().enumerated() {
      bytes += Array((index == 0 ? "\n" : ",\n").utf8) + record
    }
    bytes += Array((records.count > 1 ? "\n],\"result\":" : "],\"result\":").utf8)
    bytes += records.last ?? Array("null".utf8)
    bytes += Array("}\n".utf8)
    return bytes
  }
}
