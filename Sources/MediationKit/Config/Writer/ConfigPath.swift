/// Where a value of a config is, as steps of the schema's typed keys (and
/// array indices, and the free names of a map's entries): the address of a
/// `ConfigPatch` edit, so that no caller spells a key.
struct ConfigPath: Hashable, Sendable, CustomStringConvertible {
  /// One step: a key of an object, an element of an array.
  enum Step: Hashable, Sendable {
    case key(String)
    case index(Int)
  }

  private(set) var steps: [Step] = []

  /// The document's root value.
  static let root = ConfigPath()

  /// This path extended by `key`.
  func appending<Kind, Default>(_ key: TypedKey<Kind, Default>) -> ConfigPath {
    appending(key.row)
  }

  /// This path extended by the key a schema row names.
  func appending(_ key: ConfigKey) -> ConfigPath {
    var path = self
    path.steps.append(.key(key.name))
    return path
  }

  /// This path extended by a map's entry: a name the config chooses (an adapter class), not a key of the schema.
  func appending(entry name: String) -> ConfigPath {
    var path = self
    path.steps.append(.key(name))
    return path
  }

  /// This path extended by an array index.
  func appending(index: Int) -> ConfigPath {
    var path = self
    path.steps.append(.index(index))
    return path
  }

  /// The path's first `count` steps.
  func prefix(_ count: Int) -> ConfigPath {
    var path = ConfigPath.root
    path.steps = Array(steps.prefix(count))
    return path
  }

  /// The path as jq writes it: `.lineItems[2].timeoutMs`, `.` for the root.
  var description: String {
    JSONPath(
      steps.map { step in
        switch step {
        case .key(let name): .key(name)
        case .index(let index): .index(index)
        }
      }
    ).description
  }
}
