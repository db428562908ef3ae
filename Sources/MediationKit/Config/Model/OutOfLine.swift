/// A value kept out of line, behind a reference: for a large optional part
/// of a line item that most line items lack (a native creative, an Ad Manager
/// creative), so that a waterfall of 100,000 line items pays a pointer for
/// each instead of the part's full size. Compared and hashed by value.
///
/// Several rarely set keys may share one (`LoadScript`, `NetworkScript`):
/// `update(_:empty:_:)` changes one of them and keeps nothing out of line
/// while all of them are as `empty` has them.
final class OutOfLine<Value: Hashable & Sendable>: Hashable, Sendable {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }

  static func == (lhs: OutOfLine, rhs: OutOfLine) -> Bool {
    lhs === rhs || lhs.value == rhs.value
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(value)
  }

  /// Changes the value `storage` keeps (`empty` when it keeps none), and
  /// keeps none when the changed value is `empty`.
  static func update(_ storage: inout OutOfLine?, empty: Value, _ change: (inout Value) -> Void) {
    var value = storage?.value ?? empty
    change(&value)
    storage = value == empty ? nil : OutOfLine(value)
  }
}
