// Config/JSON/: the strict JSON reader (RFC 8259, a flat table of values with their offsets, the
// syntax errors with where they are) and the JSON values and paths the rest of Config/ speaks of.

/// A strict RFC 8259 JSON reader that keeps the offset of every value and key.
///
/// Stricter than Foundation where configs need it: duplicate keys, trailing
/// commas, comments, invalid UTF-8 and nesting deeper than `maximumDepth`
/// are errors, and every error knows where it is.
package enum JSONReader {
  /// How deeply arrays and objects may nest; the outermost counts as 1.
  package static let maximumDepth = 64

  /// Reads one JSON document; a UTF-8 byte-order mark at the start is skipped.
  package static func read(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
    try document(bytes).root
  }

  /// Reads one JSON document into its flat form.
  package static func document(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONDocument {
    let result: Result<[JSONDocument.Entry], JSONSyntaxError> = bytes.withUnsafeBufferPointer { input in
      var parser = JSONParser(input: input)
      parser.locator = SourceLocator(bytes: bytes)
      // A value takes at least two bytes but for the last, so this never
      // grows; pages the document does not fill are never touched.
      parser.entries.reserveCapacity(bytes.count / 2 + 1)
      do throws(JSONSyntaxError) {
        try parser.parseDocument()
        return .success(parser.entries)
      } catch {
        return .failure(error)
      }
    }
    return JSONDocument(bytes: bytes, entries: try result.get())
  }
}
