/// The extras of an ad request (`request.extras`), in file order: what the
/// SDK builds each adapter's `networkExtrasType` from.
package struct NetworkExtrasValues: Hashable, Sendable {
  /// One extra's value: extras classes hold booleans, strings and numbers.
  package enum Value: Hashable, Sendable {
    case boolean(Bool)
    case string(String)
    /// A number as the config wrote it.
    case number(String)
  }

  /// One extra: its key and value.
  package struct Entry: Hashable, Sendable {
    package var key: String
    package var value: Value

    package init(key: String, value: Value) {
      self.key = key
      self.value = value
    }
  }

  package var entries: [Entry]

  package init(_ entries: [Entry] = []) {
    self.entries = entries
  }

  /// The value set for `key`, or nil when the request does not set it.
  package subscript(key: String) -> Value? {
    entries.first(where: { $0.key == key })?.value
  }

  /// The boolean set for `key`, or nil when the request sets none.
  package func boolean(_ key: String) -> Bool? {
    if case .boolean(let flag)? = self[key] { return flag }
    return nil
  }

  /// The entries whose keys are among `keys`, in request order.
  package func restricted(to keys: [String]) -> NetworkExtrasValues {
    NetworkExtrasValues(entries.filter { keys.contains($0.key) })
  }
}
