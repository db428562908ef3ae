/// The checks of `expect` on errors, set-up and versions (profiles.md).
extension ConfigSchema.Expect {
  package static let errors = TypedKey(
    optional: "errors", Shaped<[String: ErrorPattern?]>(.map(.nullable(.object("errorPattern")))), acceptsNull: false,
    "label to the error its load ended with (a pattern), or null for none")
  /// `null`: no present failure.
  package static let presentError = TypedKey(
    optional: "presentError", Shaped<ErrorPattern>(.object("errorPattern")),
    "the error of didFailToPresentWithError (a pattern), or null for none")
  package static let setUp = TypedKey(
    optional: "setUp",
    Shaped<[String: SetUpExpectation]>(
      .platformMap(.className, .anyOf([.choice([readyStatus]), .object("errorPattern")]))),
    acceptsNull: false, "adapter class to \"ready\", or the error its set-up failed with (a pattern)")
  package static let versions = TypedKey(
    optional: "versions", Shaped<[String: VersionsExpectation]>(.platformMap(.className, .object("versionsCheck"))),
    acceptsNull: false,
    "adapter class to the versions its setUp record reports")

  package static let signals = TypedKey(
    optional: "signals",
    Shaped<[String: SignalExpectation]>(
      .map(.anyOf([.choice([tokenStatus]), .object("signalToken"), .object("errorPattern")]))),
    acceptsNull: false,
    "bidder's label to \"token\" (any token), {\"token\": …} (this token), or the error its signals failed with (a pattern)"
  )

  /// What `setUp` says of a class whose set-up succeeded.
  static let readyStatus = "ready"
  /// What `signals` says of a bidder whose signals came with any token.
  static let tokenStatus = "token"
}

extension ConfigSchema {
  /// The keys of `expect.signals.<label>` as an object with a token.
  package enum SignalToken {
    package static let token = TypedKey(required: "token", Strings(), "the token, exactly")
  }

  package static let signalToken = ConfigObject(
    name: "signalToken", title: "expect.signals.<label> (a token)",
    summary: "The token a bidder's signals record must have.", keys: [SignalToken.token.row])
}

extension ConfigSchema {
  /// The keys of an error pattern of `expect`: only the members given are compared.
  package enum ErrorPattern {
    package static let domain = TypedKey(optional: "domain", Strings(), acceptsNull: false, "the domain, exactly")
    package static let code = TypedKey(optional: "code", errorCodes, acceptsNull: false, "the code")
    package static let message = TypedKey(optional: "message", Strings(), acceptsNull: false, "the message, exactly")
  }

  package static let errorPattern = ConfigObject(
    name: "errorPattern", title: "an error pattern (expect)",
    summary: "An error a check matches: the members given must be equal, the others are not compared.",
    keys: [ErrorPattern.domain.row, ErrorPattern.code.row, ErrorPattern.message.row])

  /// The keys of `expect.versions.<class>`.
  package enum VersionsCheck {
    package static let adapterVersion = TypedKey(
      optional: "adapterVersion", VersionNumbers(), acceptsNull: false, "the adapterVersion reported")
    package static let adSDKVersion = TypedKey(
      optional: "adSDKVersion", VersionNumbers(), acceptsNull: false, "the adSDKVersion reported")
  }

  package static let versionsCheck = ConfigObject(
    name: "versionsCheck", title: "expect.versions.<class>",
    summary: "The versions an adapter class reports; those given must be equal.",
    keys: [VersionsCheck.adapterVersion.row, VersionsCheck.adSDKVersion.row])
}

/// Three-part versions as the `setUp` record writes them (`8.2.10000`):
/// numbers without leading zeros, each at most 2^31 − 1.
package struct VersionNumbers: ValueKind {
  package init() {}
  package var type: ConfigValueType { .versionNumber }
  package func json(_ value: String) -> String? { JSONStringLiteral.quoted(value) }

  /// Whether `text` is such a version.
  static func isVersion(_ text: String) -> Bool {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    return parts.count == 3
      && parts.allSatisfy { part in
        !part.isEmpty && part.utf8.allSatisfy { (48...57).contains($0) } && (part == "0" || part.first != "0")
          && Int(part).map(VersionNumber.partRange.contains) == true
      }
  }
}

extension VersionNumbers: DecodableKind {
  func read(_ node: JSONNode, at path: JSONPath, by decoder: inout ConfigDecoder) -> String? {
    guard case .string(let text) = node.value, Self.isVersion(text) else {
      decoder.reportUnexpected(node, at: path, expected: .versionNumber)
      return nil
    }
    return text
  }
}
