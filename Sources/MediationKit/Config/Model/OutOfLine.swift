/// A value kept out of line, behind a reference: for a large optional part
/// of a line item that most line items lack (a native creative, an Ad Manager
/// creative), so that a waterfall of 100,000 line items pays a pointer for
/// each instead of the part's full size. Compared and hashed by value.
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
}
