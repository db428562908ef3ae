/// The checks of `expect` on errors, set-up and versions: one check per
/// line item or adapter class named.
extension ConfigDecoder {
  /// `errors`: label → error pattern, or null for no error.
  mutating func decodeErrorChecks(
    _ node: JSONNode, at path: JSONPath, byLabel: [String: Int], labels: [String], into checks: inout [RunCheck]
  ) {
    guard let members = objectMembers(of: node, at: path) else { return }
    for member in members {
      let memberPath = path.appending(key: member.key)
      let index = lineItem(
        member.key, member.value, at: memberPath, byLabel: byLabel, labels: labels, offset: member.keyOffset)
      let pattern: ErrorPattern??
      if case .null = member.value.value {
        pattern = .some(nil)
      } else {
        pattern = errorPattern(member.value, at: memberPath, orElse: "null").map { .some($0) }
      }
      guard let index, let pattern else { continue }
      checks.append(RunCheck(site: site(of: member, at: memberPath), kind: .error(lineItem: index, pattern)))
    }
  }

  /// `signals`: label → `"token"`, `{"token": string}` or an error pattern.
  mutating func decodeSignalChecks(
    _ node: JSONNode, at path: JSONPath, byLabel: [String: Int], labels: [String], into checks: inout [RunCheck]
  ) {
    guard let members = objectMembers(of: node, at: path) else { return }
    let token = ConfigSchema.Expect.tokenStatus
    let orElse = "\(JSONStringLiteral.quoted(token)) or {\"token\": …}"
    for member in members {
      let memberPath = path.appending(key: member.key)
      let index = lineItem(
        member.key, member.value, at: memberPath, byLabel: byLabel, labels: labels, offset: member.keyOffset)
      let expectation: SignalExpectation?
      switch member.value.value {
      case .string(token):
        expectation = .anyToken
      case .string(let text):
        reportUnexpected(
          member.value, at: memberPath, expected: .errorPattern(orElse: orElse),
          suggestion: DidYouMean.suggestion(for: text, among: [token]))
        expectation = nil
      case .object(let keys) where keys.contains(where: { $0.key == ConfigSchema.SignalToken.token.name }):
        expectation =
          fields(of: member.value, at: memberPath, known: ConfigSchema.signalToken.keyNames)
          .flatMap { required(ConfigSchema.SignalToken.token, in: $0) }.map { .token($0) }
      default:
        expectation = errorPattern(member.value, at: memberPath, orElse: orElse).map { .error($0) }
      }
      guard let index, let expectation else { continue }
      checks.append(RunCheck(site: site(of: member, at: memberPath), kind: .signals(lineItem: index, expectation)))
    }
  }

  /// `setUp`: adapter class → `"ready"` or an error pattern.
  mutating func decodeSetUpChecks(
    _ node: JSONNode, at path: JSONPath, classNames: [String], into checks: inout [RunCheck]
  ) {
    guard let members = objectMembers(of: node, at: path) else { return }
    let ready = ConfigSchema.Expect.readyStatus
    for member in members {
      let memberPath = path.appending(key: member.key)
      let known = setUpClass(member, at: memberPath, classNames: classNames)
      let expectation: SetUpExpectation?
      switch member.value.value {
      case .string(ready):
        expectation = .ready
      case .string(let text):
        reportUnexpected(
          member.value, at: memberPath, expected: .errorPattern(orElse: JSONStringLiteral.quoted(ready)),
          suggestion: DidYouMean.suggestion(for: text, among: [ready]))
        expectation = nil
      default:
        expectation = errorPattern(member.value, at: memberPath, orElse: JSONStringLiteral.quoted(ready))
          .map { .error($0) }
      }
      guard known, let expectation else { continue }
      checks.append(RunCheck(site: site(of: member, at: memberPath), kind: .setUp(className: member.key, expectation)))
    }
  }

  /// `versions`: adapter class → `{adapterVersion?, adSDKVersion?}`.
  mutating func decodeVersionChecks(
    _ node: JSONNode, at path: JSONPath, classNames: [String], into checks: inout [RunCheck]
  ) {
    typealias Keys = ConfigSchema.VersionsCheck
    guard let members = objectMembers(of: node, at: path) else { return }
    for member in members {
      let memberPath = path.appending(key: member.key)
      let known = setUpClass(member, at: memberPath, classNames: classNames)
      guard let fields = fields(of: member.value, at: memberPath, known: ConfigSchema.versionsCheck.keyNames) else {
        continue
      }
      let before = issues.total
      let expectation = VersionsExpectation(
        adapterVersion: optionalValue(Keys.adapterVersion, in: fields),
        adSDKVersion: optionalValue(Keys.adSDKVersion, in: fields))
      guard known, issues.total == before else { continue }
      checks.append(
        RunCheck(site: site(of: member, at: memberPath), kind: .versions(className: member.key, expectation)))
    }
  }

  /// An error pattern, `{domain?, code?, message?}`; a value of another
  /// kind is reported as neither a pattern nor `orElse`.
  mutating func errorPattern(_ node: JSONNode, at path: JSONPath, orElse other: String) -> ErrorPattern? {
    typealias Keys = ConfigSchema.ErrorPattern
    guard case .object = node.value else {
      reportUnexpected(node, at: path, expected: .errorPattern(orElse: other))
      return nil
    }
    guard let fields = fields(of: node, at: path, known: ConfigSchema.errorPattern.keyNames) else { return nil }
    let before = issues.total
    let pattern = ErrorPattern(
      domain: optionalValue(Keys.domain, in: fields), code: optionalValue(Keys.code, in: fields).map { Int($0) },
      message: optionalValue(Keys.message, in: fields))
    return issues.total == before ? pattern : nil
  }

  /// Whether `member`'s key names a class a `setUp` record will name,
  /// after reporting that it does not.
  mutating func setUpClass(_ member: JSONMember, at path: JSONPath, classNames: [String]) -> Bool {
    let setUp = classNames.filter { registry.registration(forClassName: $0) != nil }
    guard !setUp.contains(member.key) else { return true }
    // A class of the other platform, or not of this platform's form, says so (with its twin).
    guard classIsOfPlatform(member.key, at: member.keyOffset, path: path) else { return false }
    report(
      .unknownSetUpClass(suggestion: DidYouMean.suggestion(for: member.key, among: setUp), known: setUp),
      at: member.keyOffset, path: path)
    return false
  }

  /// Where a check of one name is, and what it says.
  private func site(of member: JSONMember, at path: JSONPath) -> CheckSite {
    CheckSite(path: path, location: locator.location(of: member.value.offset), expected: JSONValue(member.value))
  }
}
