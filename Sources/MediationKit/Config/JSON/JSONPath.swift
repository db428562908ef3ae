/// A location inside a JSON document as a jq path, such as `.lineItems[2].timeoutMs`.
///
/// `jq '<path>' file.json` prints the value the path names, so every
/// diagnostic can be checked against the file with jq.
public struct JSONPath: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// One step of a path: an object key or an array index.
  public enum Component: Equatable, Hashable, Sendable {
    case key(String)
    case index(Int)
  }

  /// The last step, which links to the path before it: extending a path
  /// shares it instead of copying it (the decoder extends one for every
  /// value it reads, and needs its steps only for a message).
  private var last: Step?

  /// One step of a path and the path before it.
  private final class Step: Sendable {
    let parent: Step?
    let component: Component
    /// How many steps the path has up to and with this one.
    let count: Int

    init(parent: Step?, component: Component) {
      self.parent = parent
      self.component = component
      count = (parent?.count ?? 0) + 1
    }
  }

  public init(_ components: [Component] = []) {
    for component in components { last = Step(parent: last, component: component) }
  }

  private init(last: Step) {
    self.last = last
  }

  /// The steps from the document's root.
  public var components: [Component] {
    guard let last else { return [] }
    var components: [Component] = []
    components.reserveCapacity(last.count)
    var step: Step? = last
    while let current = step {
      components.append(current.component)
      step = current.parent
    }
    return components.reversed()
  }

  /// The path of the whole document, printed as `.`.
  public static let root = JSONPath()

  /// Returns this path extended by an object key.
  public func appending(key: String) -> JSONPath {
    JSONPath(last: Step(parent: last, component: .key(key)))
  }

  /// Returns this path extended by an array index.
  public func appending(index: Int) -> JSONPath {
    JSONPath(last: Step(parent: last, component: .index(index)))
  }

  public static func == (lhs: JSONPath, rhs: JSONPath) -> Bool {
    lhs.last === rhs.last || lhs.components == rhs.components
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(components)
  }

  public var description: String {
    var text = ""
    for component in components {
      switch component {
      case .index(let index):
        text += "[\(index)]"
      case .key(let key) where Self.isIdentifier(key):
        text += "." + key
      case .key(let key):
        text += "[" + JSONStringLiteral.quoted(key) + "]"
      }
    }
    // jq reads a path that starts with a bracket as an array literal: `.[0]`, `.["a b"]`.
    return text.hasPrefix(".") ? text : "." + text
  }

  /// Whether jq accepts `key` after a dot without quoting.
  private static func isIdentifier(_ key: String) -> Bool {
    guard let first = key.utf8.first, first == UInt8(ascii: "_") || isLetter(first) else {
      return false
    }
    return key.utf8.allSatisfy { $0 == UInt8(ascii: "_") || isLetter($0) || isDigit($0) }
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
