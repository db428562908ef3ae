import Foundation
import MediationKit

/// A JSON Schema (draft 2020-12) checker for the keywords `mediate schema` writes, so that tests can hold configs to
/// the schema without a library. A keyword it does not know is itself an error: a schema that starts to use a new
/// one fails the tests until the checker learns it, instead of being checked less.
package final class JSONSchemaValidator {
  private let root: JSONValue
  private var patterns: [String: NSRegularExpression] = [:]
  private var references: [String: JSONValue] = [:]

  /// Keywords that say nothing of the instance.
  private static let annotations: Set<String> = ["$schema", "$id", "$defs", "title", "description", "default"]
  /// Keywords read with another one (`then` with `if`).
  private static let companions: Set<String> = ["then", "else"]

  package init(schema: JSONValue) {
    root = schema
  }

  /// The ways `instance` breaks the schema, each as `PATH: WHY`; empty when it conforms.
  package func errors(of instance: JSONValue) -> [String] {
    var errors = Errors(quiet: false)
    check(instance, against: root, at: "$", into: &errors)
    return errors.messages
  }

  /// What a check found: the messages, or (`quiet`, where only whether it conforms matters) their count.
  private struct Errors {
    let quiet: Bool
    var messages: [String] = []
    var count = 0

    mutating func add(_ path: String, _ why: @autoclosure () -> String) {
      count += 1
      if !quiet { messages.append("\(path): \(why())") }
    }
  }

  private func check(_ value: JSONValue, against schema: JSONValue, at path: String, into errors: inout Errors) {
    func fail(_ why: @autoclosure () -> String) { errors.add(path, why()) }
    switch schema {
    case .bool(true): return
    case .bool(false): return fail("no value is allowed here")
    case .object(let keywords):
      for keyword in keywords {
        check(value, keyword: keyword.key, keyword.value, in: keywords, at: path, into: &errors)
      }
    case .null, .number, .string, .array, .bool:
      fail("the schema is not a schema: \(schema.text)")
    }
  }

  // One keyword of a schema: the cases of draft 2020-12's validation and applicator vocabularies the schema uses.
  private func check(
    _ value: JSONValue, keyword: String, _ argument: JSONValue, in schema: [JSONValue.Member], at path: String,
    into errors: inout Errors
  ) {
    func fail(_ why: @autoclosure () -> String) { errors.add(path, why()) }
    switch (keyword, argument, value) {
    case ("$ref", .string(let reference), _):
      guard let target = resolve(reference) else { return fail("unresolvable $ref \(reference)") }
      check(value, against: target, at: path, into: &errors)
    case ("type", .string(let type), _):
      if !Self.value(value, is: type) { fail("expected \(type), found \(value.text)") }
    case ("type", .array(let types), _):
      if !types.contains(where: { if case .string(let type) = $0 { Self.value(value, is: type) } else { false } }) {
        fail("expected one of \(argument.text), found \(value.text)")
      }
    case ("enum", .array(let choices), _):
      if !choices.contains(where: { Self.equal($0, value) }) { fail("\(value.text) is not one of \(argument.text)") }
    case ("const", _, _):
      if !Self.equal(argument, value) { fail("expected \(argument.text), found \(value.text)") }
    case ("minimum", .number(let bound), .number(let number)):
      if let bound = Double(bound), let number = Double(number), number < bound { fail("\(number) < \(bound)") }
    case ("maximum", .number(let bound), .number(let number)):
      if let bound = Double(bound), let number = Double(number), number > bound { fail("\(number) > \(bound)") }
    case ("minLength", .number(let bound), .string(let text)):
      if let bound = Int(bound), text.unicodeScalars.count < bound { fail("shorter than \(bound)") }
    case ("pattern", .string(let pattern), .string(let text)):
      guard let expression = regularExpression(pattern) else { return fail("bad pattern \(pattern)") }
      if expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) == nil {
        fail("\(value.text) does not match \(pattern)")
      }
    case ("properties", .object(let properties), .object(let members)):
      for member in members {
        guard let property = properties.first(where: { $0.key == member.key }) else { continue }
        check(member.value, against: property.value, at: "\(path).\(member.key)", into: &errors)
      }
    case ("additionalProperties", _, .object(let members)):
      var known: [JSONValue.Member] = []
      if case .object(let properties) = Self.member("properties", of: schema) { known = properties }
      for member in members where !known.contains(where: { $0.key == member.key }) {
        check(member.value, against: argument, at: "\(path).\(member.key)", into: &errors)
      }
    case ("propertyNames", _, .object(let members)):
      for member in members {
        check(.string(member.key), against: argument, at: "\(path) key \(member.key)", into: &errors)
      }
    case ("required", .array(let names), .object(let members)):
      for case .string(let name) in names where !members.contains(where: { $0.key == name }) {
        fail("\(name) is required")
      }
    case ("items", _, .array(let elements)):
      for (index, element) in elements.enumerated() {
        check(element, against: argument, at: "\(path)[\(index)]", into: &errors)
      }
    case ("minItems", .number(let bound), .array(let elements)):
      if let bound = Int(bound), elements.count < bound { fail("fewer than \(bound) elements") }
    case ("maxItems", .number(let bound), .array(let elements)):
      if let bound = Int(bound), elements.count > bound { fail("more than \(bound) elements") }
    case ("uniqueItems", .bool(true), .array(let elements)):
      for (index, element) in elements.enumerated()
      where elements[..<index].contains(where: { Self.equal($0, element) }) {
        fail("\(element.text) repeats")
      }
    case ("allOf", .array(let schemas), _):
      for each in schemas { check(value, against: each, at: path, into: &errors) }
    case ("anyOf", .array(let schemas), _):
      if !schemas.contains(where: { conforms(value, to: $0) }) { fail("\(value.text) matches no branch of anyOf") }
    case ("not", _, _):
      if conforms(value, to: argument) { fail("\(value.text) matches what is forbidden: \(argument.text)") }
    case ("if", _, _):
      let branch = conforms(value, to: argument) ? "then" : "else"
      if let next = Self.member(branch, of: schema) { check(value, against: next, at: path, into: &errors) }
    case ("minimum", .number, _), ("maximum", .number, _), ("minLength", .number, _), ("pattern", .string, _),
      ("properties", .object, _), ("additionalProperties", _, _), ("propertyNames", _, _), ("required", .array, _),
      ("items", _, _), ("minItems", .number, _), ("maxItems", .number, _), ("uniqueItems", .bool, _):
      // The keyword applies to another type of value only.
      return
    // A keyword is a string: no case of an enumeration is hidden here.
    default:
      if Self.annotations.contains(keyword) || Self.companions.contains(keyword) { return }
      fail("the checker does not know \(keyword): \(argument.text)")
    }
  }

  private func conforms(_ value: JSONValue, to schema: JSONValue) -> Bool {
    var errors = Errors(quiet: true)
    check(value, against: schema, at: "$", into: &errors)
    return errors.count == 0
  }

  /// The schema a local reference (`#/$defs/name`) points to.
  private func resolve(_ reference: String) -> JSONValue? {
    if let target = references[reference] { return target }
    guard reference.hasPrefix("#") else { return nil }
    var node = root
    for token in reference.dropFirst().split(separator: "/", omittingEmptySubsequences: true) {
      let key = token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
      guard case .object(let members) = node, let next = members.first(where: { $0.key == key }) else { return nil }
      node = next.value
    }
    references[reference] = node
    return node
  }

  private func regularExpression(_ pattern: String) -> NSRegularExpression? {
    if let expression = patterns[pattern] { return expression }
    let expression = try? NSRegularExpression(pattern: pattern)
    patterns[pattern] = expression
    return expression
  }

  private static func member(_ key: String, of schema: [JSONValue.Member]) -> JSONValue? {
    schema.first { $0.key == key }?.value
  }

  private static func value(_ value: JSONValue, is type: String) -> Bool {
    switch (type, value) {
    case ("null", .null), ("boolean", .bool), ("string", .string), ("array", .array), ("object", .object),
      ("number", .number):
      true
    case ("integer", .number(let lexeme)): Double(lexeme).map { $0 == $0.rounded() } ?? false
    default: false
    }
  }

  /// JSON equality: numbers by value, objects whatever their members' order.
  private static func equal(_ left: JSONValue, _ right: JSONValue) -> Bool {
    switch (left, right) {
    case (.number(let a), .number(let b)): Double(a) == Double(b)
    case (.array(let a), .array(let b)): a.count == b.count && zip(a, b).allSatisfy(equal)
    case (.object(let a), .object(let b)):
      a.count == b.count
        && a.allSatisfy { member in b.contains { $0.key == member.key && equal($0.value, member.value) } }
    default: left == right
    }
  }
}
