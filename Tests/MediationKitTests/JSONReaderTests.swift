import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// The JSON reader's errors: what, where (line:column) and under which path.
struct JSONReaderTests {
  private func failure(_ text: String) -> ConfigDiagnostic? {
    let bytes = Array(text.utf8)
    do throws(JSONSyntaxError) {
      _ = try JSONReader.read(bytes)
      return nil
    } catch {
      return ConfigDiagnostic(
        location: SourceLocator(bytes: bytes).location(of: error.offset), path: error.path,
        problem: .syntax(error.problem))
    }
  }

  private func diagnostic(_ line: Int, _ column: Int, _ path: JSONPath, _ problem: JSONSyntaxProblem)
    -> ConfigDiagnostic
  {
    ConfigDiagnostic(location: SourceLocation(line: line, column: column), path: path, problem: .syntax(problem))
  }

  @Test func reportsTrailingCommaAtTheComma() {
    #expect(failure("{\n  \"a\": [1, 2,]\n}") == diagnostic(2, 13, JSONPath([.key("a")]), .trailingComma))
    #expect(failure("{\"a\": 1,\n}") == diagnostic(1, 8, .root, .trailingComma))
  }

  @Test func reportsCommentsOfBothKinds() {
    #expect(failure("{ // note\n}") == diagnostic(1, 3, .root, .comment))
    #expect(failure("[1, /* two */ 2]") == diagnostic(1, 5, JSONPath([.index(1)]), .comment))
    #expect(failure("{} // trailing") == diagnostic(1, 4, .root, .comment))
  }

  @Test func reportsDuplicateKeysWithTheFirstPosition() {
    let text = "{\n  \"x\": {\"k\": 1,\n         \"k\": 2}\n}"
    #expect(
      failure(text)
        == diagnostic(
          3, 10, JSONPath([.key("x"), .key("k")]), .duplicateKey("k", first: SourceLocation(line: 2, column: 9))))
  }

  @Test func detectsDuplicatesInLargeObjects() {
    let members = (0..<40).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
    guard case .syntax(.duplicateKey("k3", _))? = failure("{\(members), \"k3\": 0}")?.problem else {
      Issue.record("duplicate k3 not found")
      return
    }
  }

  @Test func reportsInvalidUTF8AtTheByte() {
    var bytes = Array("{\"id\": \"ab".utf8)
    bytes += [0xC3, 0x28]
    bytes += Array("\"}".utf8)
    do throws(JSONSyntaxError) {
      _ = try JSONReader.read(bytes)
      Issue.record("accepted invalid UTF-8")
    } catch {
      #expect(error.offset == 10)
      #expect(error.problem == .invalidUTF8(byte: 0xC3))
      #expect(error.path == JSONPath([.key("id")]))
    }
  }

  @Test(arguments: [
    ([0xED, 0xA0, 0x80] as [UInt8], "encoded surrogate"),
    ([0xC0, 0xAF], "overlong slash"),
    ([0xF4, 0x90, 0x80, 0x80], "beyond U+10FFFF"),
    ([0xE2, 0x82], "truncated"),
  ])
  func rejectsMalformedSequences(sequence: [UInt8], _ name: String) {
    let bytes = Array("[\"".utf8) + sequence + Array("\"]".utf8)
    #expect(throws: JSONSyntaxError.self) { try JSONReader.read(bytes) }
  }

  @Test func countsColumnsInCharactersNotBytes() {
    #expect(
      failure("{\"é\": 1, \"ü\": x}")
        == diagnostic(1, 15, JSONPath([.key("ü")]), .unexpectedCharacter(found: "\"x\"", expected: "a value")))
  }

  @Test func skipsTheByteOrderMark() throws {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8)
    let node = try JSONReader.read(bytes)
    guard case .object(let members) = node.value else {
      Issue.record("not an object")
      return
    }
    #expect(members.map(\.key) == ["a"])
    let bad: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("{,}".utf8)
    do throws(JSONSyntaxError) {
      _ = try JSONReader.read(bad)
    } catch {
      #expect(SourceLocator(bytes: bad).location(of: error.offset) == SourceLocation(line: 1, column: 2))
    }
  }

  @Test func limitsNesting() {
    let ok = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
    #expect(failure(ok) == nil)
    let deep = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
    #expect(failure(deep)?.problem == .syntax(.nestingTooDeep(limit: 64)))
    #expect(failure(deep)?.location == SourceLocation(line: 1, column: 65))
    let hostile = String(repeating: "[", count: 100_000)
    #expect(failure(hostile)?.problem == .syntax(.nestingTooDeep(limit: 64)))
  }

  @Test(arguments: [
    ("[01]", JSONSyntaxProblem.leadingZero),
    ("[-]", .invalidNumber("expected a digit after \"-\"")),
    ("[1.]", .invalidNumber("expected a digit after the decimal point")),
    ("[1e+]", .invalidNumber("expected a digit in the exponent")),
    ("[NaN]", .nonFiniteNumber("NaN")),
    ("[-Infinity]", .nonFiniteNumber("-Infinity")),
    ("[Infinity]", .nonFiniteNumber("Infinity")),
    ("[True]", .unexpectedCharacter(found: "\"True\"", expected: "a value")),
    ("[\"\\x\"]", .invalidEscape("\\x")),
    ("[\"\\uD800\"]", .unpairedSurrogate("\\uD800")),
    ("[\"\\uDC00\"]", .unpairedSurrogate("\\uDC00")),
    ("[\"a\tb\"]", .controlCharacterInString(0x09)),
    ("{\"a\" 1}", .unexpectedCharacter(found: "\"1\"", expected: "\":\" after the key")),
    ("{1: 2}", .unexpectedCharacter(found: "\"1\"", expected: "a key in double quotes")),
    ("[1 2]", .unexpectedCharacter(found: "\"2\"", expected: "\",\" or \"]\"")),
    ("{} {}", .trailingContent),
    ("  ", .emptyDocument),
    ("[\"abc", .unexpectedEnd(expected: "a closing quote")),
    ("[\u{0C}]", .unexpectedCharacter(found: "control character U+000C", expected: "a value")),
  ])
  func describesSyntaxErrors(text: String, problem: JSONSyntaxProblem) {
    #expect(failure(text)?.problem == .syntax(problem))
  }

  @Test func decodesEscapesAndSurrogatePairs() throws {
    let node = try JSONReader.read(Array(#"["\u00e9\n\"\\\/\ud834\udd1e"]"#.utf8))
    guard case .array(let elements) = node.value, case .string(let text) = elements.first?.value else {
      Issue.record("not a string in an array")
      return
    }
    #expect(text == "é\n\"\\/𝄞")
  }

  @Test func keepsOffsetsOfValuesAndKeys() throws {
    let node = try JSONReader.read(Array("{ \"a\" : [ true ] }".utf8))
    guard case .object(let members) = node.value, let member = members.first,
      case .array(let elements) = member.value.value
    else {
      Issue.record("unexpected shape")
      return
    }
    #expect(member.keyOffset == 2)
    #expect(member.value.offset == 8)
    #expect(elements.first?.offset == 10)
  }
}
