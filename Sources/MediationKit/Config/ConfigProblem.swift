/// Everything that can be wrong with a config file, syntax included.
public enum ConfigProblem: Equatable, Sendable {
  case syntax(JSONSyntaxProblem)
  case unexpectedValue(expected: ConfigExpectation, found: String, suggestion: String?)
  case unknownKey(suggestion: String?, known: [String])
  case missingKey(String)
  case unsupportedVersion(found: String)
  case tooFewLineItems(found: Int)
  case tooManyLineItems(found: Int)
  case duplicateLabel(first: SourceLocation)
  case conflictingKeys(String, String)
  case onlyForFormat(AdFormat, actual: AdFormat)
  case extraNotAccepted(acceptedBy: [String])
  case errorCodeWithoutFailure(LoadScript.Outcome)
  case duplicateCallbackWithoutCallback
  case latencyRangeInverted(min: Int64, max: Int64)
  case stepBeforePrevious(previousAtMs: Int64)
  case keyOnlyForCallback(String, NetworkCallback)
  case keyOnlyForOutcome(String, String)
  case networkDoesNotTrack(NetworkCallback, key: String)
  case notSupportedYet(String)
  case unknownLabel(suggestion: String?)
  case profileNamesRegisteredClass
  case profileKeyNeedsFormat(String, AdFormat)
  case unknownCallback(suggestion: String?)
  case callbackNeedsFormat(NetworkCallback, [AdFormat])
  case repeatedValue
  case extraOfWrongType(expected: AdapterProfile.ExtraType, classes: [String])
  case profileDecidesTracking(String)
  /// A warning, not an error: the line item fails at run time, as in the real SDK.
  case unregisteredClass(String, suggestion: String?)
  case badCount(found: String, reason: Comparison.ParseError)
  case notASummaryField(suggestion: String?, known: [String])

  /// What a count must be, as messages say it.
  static let countPhrase =
    "expected a count: an integer from 0, or a comparison string of <, <=, >, >=, == or != and a number, such as \">= 1\""

  /// The problem in the words of a diagnostic line: lowercase, no final period.
  public var message: String {
    switch self {
    case .syntax(let problem):
      return problem.message
    case .unexpectedValue(let expected, let found, let suggestion):
      let hint = suggestion.map { " (did you mean \(JSONStringLiteral.quoted($0))?)" } ?? ""
      return "expected \(expected.phrase), found \(found)\(hint)"
    case .unknownKey(let suggestion?, _):
      return "unknown key (did you mean \(JSONStringLiteral.quoted(suggestion))?)"
    case .unknownKey(nil, let known):
      return "unknown key (known keys: \(known.map(JSONStringLiteral.quoted).joined(separator: ", ")))"
    case .missingKey(let key):
      return "missing required key \(JSONStringLiteral.quoted(key))"
    case .unsupportedVersion(let found):
      return "unsupported config version \(found): this mediate reads version 1"
    case .tooFewLineItems(let found):
      return "expected at least 1 line item, found \(found)"
    case .tooManyLineItems(let found):
      return "expected at most \(ConfigLimits.maximumLineItems) line items, found \(found)"
    case .duplicateLabel(let first):
      return "duplicate label: labels name ad sources in the output and must be unique (first at \(first))"
    case .conflictingKeys(let first, let second):
      return "\(JSONStringLiteral.quoted(first)) and \(JSONStringLiteral.quoted(second)) cannot be used together"
    case .onlyForFormat(let format, let actual):
      return
        "applies only to \(format.rawValue) ad units, and adUnit.format is \(JSONStringLiteral.quoted(actual.rawValue))"
    case .extraNotAccepted(let classes) where classes.isEmpty:
      return "no registered adapter accepts this extra"
    case .extraNotAccepted(let classes):
      return "no line item's adapter accepts this extra (accepted by \(classes.joined(separator: ", ")))"
    case .errorCodeWithoutFailure(let outcome):
      return "errorCode applies only to failed loads, and the outcome is \(JSONStringLiteral.quoted(outcome.rawValue))"
    case .duplicateCallbackWithoutCallback:
      return "duplicateCallbackAfterMs needs a network that calls back, and the outcome is \"timeout\""
    case .latencyRangeInverted(let min, let max):
      return "min (\(min)) is greater than max (\(max))"
    case .stepBeforePrevious(let previous):
      return "steps play in order: atMs must be at least the previous step's \(previous)"
    case .keyOnlyForCallback(let key, let callback):
      return "\(JSONStringLiteral.quoted(key)) applies only to \(JSONStringLiteral.quoted(callback.rawValue)) steps"
    case .keyOnlyForOutcome(let key, let outcome):
      return "\(JSONStringLiteral.quoted(key)) applies only to the outcome \(JSONStringLiteral.quoted(outcome))"
    case .networkDoesNotTrack(let callback, let key):
      return
        "the network sends \(JSONStringLiteral.quoted(callback.rawValue)) only when it tracks them itself: set network.\(key) to true"
    case .notSupportedYet(let feature):
      return "\(feature) is not supported by this version of mediate"
    case .unregisteredClass(let name, let suggestion):
      return "warning: \(JSONStringLiteral.quoted(name)) is not a registered adapter class"
        + (suggestion.map { " (did you mean \(JSONStringLiteral.quoted($0))?)" } ?? "")
    case .profileNamesRegisteredClass:
      return "a profile cannot take the name of a registered adapter class (mediate adapters lists them)"
    case .profileKeyNeedsFormat(let key, let format):
      return
        "\(JSONStringLiteral.quoted(key)) applies only to a profile whose formats include \(JSONStringLiteral.quoted(format.rawValue))"
    case .unknownCallback(let suggestion):
      return "not a network callback" + (suggestion.map { " (did you mean \(JSONStringLiteral.quoted($0))?)" } ?? "")
    case .callbackNeedsFormat(let callback, let formats):
      return
        "the network calls \(JSONStringLiteral.quoted(callback.rawValue)) only for ads of a format this profile does not implement (formats: \(formats.map { JSONStringLiteral.quoted($0.rawValue) }.joined(separator: ", ")))"
    case .repeatedValue:
      return "this value is already listed"
    case .extraOfWrongType(let type, let classes):
      return "expected a \(type.rawValue), as \(classes.joined(separator: ", ")) declares this extra"
    case .profileDecidesTracking(let className):
      return
        "the profile of \(JSONStringLiteral.quoted(className)) decides who tracks: set adapters.\(className).native instead"
    case .unknownLabel(let suggestion):
      return "no line item has this label"
        + (suggestion.map { " (did you mean \(JSONStringLiteral.quoted($0))?)" } ?? "")
    case .badCount(let found, .badOperator(let suggestion?)):
      return "\(Self.countPhrase), found \(found) (did you mean \(JSONStringLiteral.quoted(suggestion))?)"
    case .badCount(let found, .badOperator(nil)), .badCount(let found, .badNumber):
      return "\(Self.countPhrase), found \(found)"
    case .badCount(let found, .numberOutOfRange):
      return
        "expected a number with at most 6 decimals and at most \(ConfigLimits.maximumSafeInteger) after the operator, found \(found)"
    case .notASummaryField(let suggestion?, _):
      return "not a numeric field of the summary record (did you mean \(JSONStringLiteral.quoted(suggestion))?)"
    case .notASummaryField(nil, let known):
      return
        "not a numeric field of the summary record (fields here: \(known.map(JSONStringLiteral.quoted).joined(separator: ", ")))"
    }
  }
}
