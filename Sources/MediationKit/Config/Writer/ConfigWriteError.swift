/// Why the config writer could not write what it was asked to: a mistake of
/// the code that writes (`fit`, `optimize`), never of the user's input, which
/// was read and checked before anything is written.
package enum ConfigWriteError: Error, Equatable, Sendable {
  /// The key's kind has no JSON spelling for the value given.
  case noSpelling(path: String)
  /// An object given for a key whose kind takes none.
  case notAnObject(path: String)
  /// A patch's path names no value of the document, or steps into a value that is not an object or an array.
  case missing(path: String)
  /// An array's new order names an element that is not there, or one twice.
  case badOrder(path: String)
  /// A patch inside a value another patch replaces.
  case overlapping(path: String)
  /// The bytes to patch are not the JSON document they were read as.
  case notJSON(JSONSyntaxError)

  /// The error as a line, lowercase, no trailing period.
  package var message: String {
    switch self {
    case .noSpelling(let path): "\(path): the key's kind has no JSON for the value"
    case .notAnObject(let path): "\(path): the key takes no object"
    case .missing(let path): "\(path): no such value to edit"
    case .badOrder(let path): "\(path): the new order names an element that is not there, or one twice"
    case .overlapping(let path): "\(path): inside a value another edit replaces"
    case .notJSON(let error): "the bytes to patch are not JSON: \(error)"
    }
  }
}
