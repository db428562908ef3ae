/// An error an `expect` check matches (`{domain?, code?, message?}`): the
/// members given must be equal, the others are not compared.
package struct ErrorPattern: Equatable, Sendable {
  package var domain: String?
  package var code: Int?
  package var message: String?

  /// Whether `error` has every member the pattern gives.
  package func matches(_ error: AdError) -> Bool {
    (domain.map { $0 == error.domain } ?? true) && (code.map { $0 == error.code } ?? true)
      && (message.map { $0 == error.localizedDescription } ?? true)
  }

  /// Whether `error` is there and matches; a nil pattern matches no error only.
  static func matches(_ pattern: ErrorPattern?, _ error: AdError?) -> Bool {
    switch (pattern, error) {
    case (nil, nil): true
    case (let pattern?, let error?): pattern.matches(error)
    default: false
    }
  }
}

/// What `expect.signals` says of a bidder's signal collection.
package enum SignalExpectation: Equatable, Sendable {
  /// Its `signals` record has a token, whatever it is.
  case anyToken
  /// Its `signals` record has this token.
  case token(String)
  /// Its `signals` record has an error that matches.
  case error(ErrorPattern)
}

/// What a bidder's `signals` record said: a token, or the error its collection failed with.
package enum CollectedSignal: Equatable, Sendable {
  case token(String)
  case failure(AdError)
}

/// What `expect.setUp` says of an adapter class's set-up.
package enum SetUpExpectation: Equatable, Sendable {
  /// Its `setUp` record has the status `ready`.
  case ready
  /// Its `setUp` record has the status `error`, with an error that matches.
  case error(ErrorPattern)
}

/// The versions `expect.versions` says an adapter class reports, as
/// three-part strings; nil: not checked.
package struct VersionsExpectation: Equatable, Sendable {
  package var adapterVersion: String?
  package var adSDKVersion: String?
}

extension JSONValue {
  /// An error as records write it, `{domain, code, message}`, or null.
  static func error(_ error: AdError?) -> JSONValue {
    guard let error else { return .null }
    return .object([
      Member(key: "domain", value: .string(error.domain)), Member(key: "code", value: .integer(error.code)),
      Member(key: "message", value: .string(error.localizedDescription)),
    ])
  }
}
