/// Reading back the records of shards: members by key, counts, exact sums,
/// each refusal a `ShardMerge.Failure` that names the file and says why.
extension JSONNode {
  /// The value of member `key`, when this is an object that has it.
  subscript(key: String) -> JSONNode? {
    guard case .object(let members) = value else { return nil }
    return members.first { $0.key == key }?.value
  }

  var stringValue: String? {
    if case .string(let text) = value { return text }
    return nil
  }

  var integerValue: Int64? {
    if case .number(let number) = value { return number.scaled(byPowerOfTen: 0) }
    return nil
  }

  /// A non-negative integer of any size up to 2^127, read from its digits: an exact sum.
  var exactSum: Int128? {
    guard case .number(let number) = value else { return nil }
    let digits = number.lexeme.utf8
    guard !digits.isEmpty, digits.count <= 38, digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
    return digits.reduce(Int128(0)) { $0 * 10 + Int128($1 - 0x30) }
  }

  func exactSum(_ key: String, fail: (String) -> ShardMerge.Failure) throws(ShardMerge.Failure) -> Int128 {
    guard let value = self[key]?.exactSum else { throw fail("\(key) is not a sum") }
    return value
  }

  func integer(_ key: String, fail: (String) -> ShardMerge.Failure) throws(ShardMerge.Failure) -> Int {
    guard let value = self[key]?.integerValue, value >= 0, let integer = Int(exactly: value) else {
      throw fail("\(key) is not a count")
    }
    return integer
  }

  func string(_ key: String, fail: (String) -> ShardMerge.Failure) throws(ShardMerge.Failure) -> String {
    guard let value = self[key]?.stringValue else { throw fail("\(key) is not a string") }
    return value
  }

  func decimal(_ key: String, fail: (String) -> ShardMerge.Failure) throws(ShardMerge.Failure)
    -> DecimalNumber
  {
    guard case .number(let number)? = self[key]?.value, let micros = number.scaled(byPowerOfTen: 6) else {
      throw fail("\(key) is not a decimal number")
    }
    return DecimalNumber(micros: micros)
  }
}
