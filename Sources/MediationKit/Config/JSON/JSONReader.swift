/// A strict RFC 8259 JSON reader that keeps the offset of every value and key.
///
/// Stricter than Foundation where configs need it: duplicate keys, trailing
/// commas, comments, invalid UTF-8 and nesting deeper than `maximumDepth`
/// are errors, and every error knows where it is.
public enum JSONReader {
  /// How deeply arrays and objects may nest; the outermost counts as 1.
  public static let maximumDepth = 64

  /// Reads one JSON document; a UTF-8 byte-order mark at the start is skipped.
  public static func read(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
    let locator = SourceLocator(bytes: bytes)
    let result: Result<JSONNode, JSONSyntaxError> = bytes.withUnsafeBufferPointer { input in
      var parser = JSONParser(input: input, locator: locator)
      do throws(JSONSyntaxError) {
        return .success(try parser.parseDocument())
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }
}
