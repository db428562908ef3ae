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
  case oneOrMoreAdTypes
  case url
  case urlScheme
  case customAsset(CustomNativeFormat.FieldType, format: String)
  /// A privacy setting's `passes`: a key, or an object with `key`.
  case privacyPass
  /// What a request must have (`expect.requests`), or null for none.
  case objectOrNull
}
