/// What a config value should have been, for "expected …, found …" messages.
public enum ConfigExpectation: Equatable, Sendable {
  case object
  case array
  case boolean
  case string
  case nonEmptyString
  case integer(ClosedRange<Int64>)
  case unsignedInteger
  case decimal(ClosedRange<DecimalNumber>, decimals: Int)
  case number(ClosedRange<Double>)
  case oneOf([String])
  case loadScript
  case presentScript
  case oneOrMoreFormats
  case latency

  /// The expectation as a noun phrase, such as `an integer from 1 to 3600000`.
  public var phrase: String {
    switch self {
    case .object: "an object"
    case .array: "an array"
    case .boolean: "true or false"
    case .string: "a string"
    case .nonEmptyString: "a non-empty string"
    case .integer(let range): "an integer from \(range.lowerBound) to \(range.upperBound)"
    case .unsignedInteger: "an integer from 0 to \(UInt64.max)"
    case .decimal(let range, let decimals):
      "a number from \(range.lowerBound) to \(range.upperBound) with at most \(decimals) decimals"
    case .number(let range): "a number from \(Self.spell(range.lowerBound)) to \(Self.spell(range.upperBound))"
    case .oneOf(let choices): Self.list(choices.map(JSONStringLiteral.quoted))
    case .loadScript: "a load outcome string or an object"
    case .oneOrMoreFormats: "one or more of \"rewarded\" and \"native\""
    case .presentScript: "\"show\", \"fail\" or \"silent\", or an object with \"outcome\" and \"errorCode\""
    case .latency: "an integer from 0 to \(ConfigLimits.maximumSafeInteger) or an object with \"min\" and \"max\""
    }
  }

  private static func spell(_ value: Double) -> String {
    value == value.rounded() ? String(Int64(value)) : String(value)
  }

  private static func list(_ items: [String]) -> String {
    switch items.count {
    case 0: "nothing"
    case 1: items[0]
    case 2: "\(items[0]) or \(items[1])"
    default: "one of " + items.joined(separator: ", ")
    }
  }
}
