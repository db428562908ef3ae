/// The environment a job-array engine set, read by the rule every
/// variable of decide2.md §6 follows: decimal digits only (no sign, no
/// space, no empty value), a count from 1 to `ShardSelection.maximumCount`.
package struct JobArrayEnvironment: Sendable {
  private let variables: [String: String]

  package init(_ variables: [String: String]) { self.variables = variables }

  /// Whether `name` is set (to anything, the empty string too).
  package func isSet(_ name: String) -> Bool { variables[name] != nil }

  /// The number `name` holds; nil when it is not set.
  package func number(_ name: String) throws(JobArrayProblem) -> Int? {
    guard let text = variables[name] else { return nil }
    guard !text.isEmpty, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
      throw JobArrayProblem("\(name)=\"\(text)\" is not a number (decimal digits only)")
    }
    // Leading zeros are digits too; past them, 16 digits is more than any index or count can be.
    let significant = text.drop { $0 == "0" }
    guard significant.count <= 16, let value = Int(significant.isEmpty ? "0" : String(significant)) else {
      throw JobArrayProblem("\(name)=\(text) is too large")
    }
    return value
  }

  /// The shard count `name` holds (1 to `ShardSelection.maximumCount`); nil when it is not set.
  package func count(_ name: String) throws(JobArrayProblem) -> Int? {
    guard let count = try number(name) else { return nil }
    guard (1...ShardSelection.maximumCount).contains(count) else {
      throw JobArrayProblem("\(name)=\(count) is not a shard count from 1 to \(ShardSelection.maximumCount)")
    }
    return count
  }
}
