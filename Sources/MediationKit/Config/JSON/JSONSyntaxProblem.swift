/// What is wrong with a document that is not valid JSON, or breaks one of
/// the reader's limits.
package enum JSONSyntaxProblem: Equatable, Sendable {
  case emptyDocument
  case unexpectedEnd(expected: String)
  case unexpectedCharacter(found: String, expected: String)
  case trailingComma
  case comment
  case duplicateKey(String, first: SourceLocation)
  case nestingTooDeep(limit: Int)
  case invalidUTF8(byte: UInt8)
  case controlCharacterInString(UInt8)
  case invalidEscape(String)
  case unpairedSurrogate(String)
  case leadingZero
  case invalidNumber(String)
  case nonFiniteNumber(String)
  case trailingContent
}
