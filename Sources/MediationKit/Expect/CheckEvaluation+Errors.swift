extension RunFacts {
  /// The outcome of a check on errors, set-up or versions.
  func evaluate(_ check: RunCheck) -> CheckResult {
    func result(_ passed: Bool, _ actual: JSONValue, _ kind: CheckResult.CheckKind = .errorPattern) -> CheckResult {
      CheckResult(site: check.site, passed: passed, actual: actual, kind: kind)
    }
    switch check.kind {
    case .error(let lineItem, let pattern):
      let error = loadErrors.indices.contains(lineItem) ? loadErrors[lineItem] : nil
      return result(ErrorPattern.matches(pattern, error), .error(error))
    case .signals(let lineItem, let expected):
      let actual: JSONValue
      let passed: Bool
      switch (expected, signals[lineItem]) {
      case (_, nil):
        (actual, passed) = (.null, false)
      case (.anyToken, .token(let token)?):
        (actual, passed) = (Self.token(token), true)
      case (.token(let wanted), .token(let token)?):
        (actual, passed) = (Self.token(token), token == wanted)
      case (.error(let pattern), .failure(let error)?):
        (actual, passed) = (.error(error), pattern.matches(error))
      case (.anyToken, .failure(let error)?), (.token, .failure(let error)?):
        (actual, passed) = (.error(error), false)
      case (.error, .token(let token)?):
        (actual, passed) = (Self.token(token), false)
      }
      // A token is a value the check compares; "token" and a pattern say what kind of answer it is.
      guard case .token = expected else { return result(passed, actual) }
      return result(passed, actual, .value)
    case .presentError(let pattern):
      return result(ErrorPattern.matches(pattern, presentError), .error(presentError))
    case .setUp(let className, let expected):
      guard let record = setUps.first(where: { $0.className == className }) else { return result(false, .null) }
      let actual: JSONValue = record.status == .ready ? .string(ConfigSchema.Expect.readyStatus) : .error(record.error)
      switch (expected, record.status) {
      case (.ready, .ready): return result(true, actual)
      case (.error(let pattern), .error): return result(ErrorPattern.matches(pattern, record.error), actual)
      case (.ready, .error), (.error, .ready): return result(false, actual)
      }
    case .versions(let className, let expected):
      guard let record = setUps.first(where: { $0.className == className }) else { return result(false, .null, .value) }
      // The versions the check names, as the record writes them.
      var members: [JSONValue.Member] = []
      var passed = true
      for (key, wanted, reported) in [
        (ConfigSchema.VersionsCheck.adapterVersion.name, expected.adapterVersion, record.adapterVersion),
        (ConfigSchema.VersionsCheck.adSDKVersion.name, expected.adSDKVersion, record.adSDKVersion),
      ] {
        guard let wanted else { continue }
        members.append(JSONValue.Member(key: key, value: .string(reported.description)))
        passed = passed && wanted == reported.description
      }
      return result(passed, .object(members), .value)
    case .filled, .lineItem, .presented, .reward, .impressions, .clicks, .violations, .warnings, .latencyMs, .outcome,
      .events, .eventsInclude, .eventsExclude, .rules, .asset, .networkCalls, .request, .setUpRequest:
      preconditionFailure("Expectations.evaluate(_:of:) evaluates this check itself")
    }
  }

  /// A token as the check shows it: `{"token": …}`.
  private static func token(_ token: String) -> JSONValue {
    .object([JSONValue.Member(key: ConfigSchema.SignalToken.token.name, value: .string(token))])
  }
}
