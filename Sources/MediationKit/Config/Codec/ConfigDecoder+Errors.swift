/// Errors of a network's SDK, and a profile's errors that pass them through.
extension ConfigDecoder {
  /// A network's error, `{domain, code, message}`; the message defaults to
  /// what `NSError` says of an error without a description.
  mutating func decodeNetworkError(_ node: JSONNode, at path: JSONPath) -> AdError? {
    typealias Keys = ConfigSchema.NetworkError
    guard let fields = fields(of: node, at: path, known: ConfigSchema.networkErrorObject.keyNames) else { return nil }
    let domain = required(Keys.domain, in: fields)
    let code = required(Keys.code, in: fields)
    let message = siteValue(Keys.message, in: fields)
    guard let domain, let code else { return nil }
    return AdError(
      domain: domain, code: Int(code),
      localizedDescription: message ?? Keys.defaultMessage(domain: domain, code: Int(code)))
  }

  /// A profile's error, each member defaulting to `defaultValue`'s, or
  /// `"passThrough"` (then `passesThrough` is true and the template stays the default).
  mutating func decodeErrorOrPassThrough(
    _ node: JSONNode, at path: JSONPath, default defaultValue: AdapterProfile.ErrorTemplate,
    messageOverload: Bool = true
  ) -> (template: AdapterProfile.ErrorTemplate, passesThrough: Bool) {
    switch node.value {
    case .string(ConfigSchema.passThrough):
      return (defaultValue, true)
    case .string(let text) where failuresMayBeMessages && messageOverload:
      // A platform with message-only failures (Android's deprecated String overloads): the message alone.
      return (AdapterProfile.ErrorTemplate(domain: "undefined", code: 0, message: text, messageOnly: true), false)
    case .string(let text):
      reportUnexpected(
        node, at: path, expected: .errorOrPassThrough,
        suggestion: DidYouMean.suggestion(for: text, among: [ConfigSchema.passThrough]))
      return (defaultValue, false)
    case .object:
      return (decodeErrorTemplate(node, at: path, default: defaultValue), false)
    default:
      reportUnexpected(node, at: path, expected: .errorOrPassThrough)
      return (defaultValue, false)
    }
  }

  /// A profile's error, each member defaulting to `defaultValue`'s, or on a platform with message-only failures
  /// (Android's deprecated String overloads) a plain string: the message alone, as `present.error` takes it.
  mutating func decodeErrorOrMessage(
    _ node: JSONNode, at path: JSONPath, default defaultValue: AdapterProfile.ErrorTemplate
  ) -> AdapterProfile.ErrorTemplate {
    guard case .string(let text) = node.value, failuresMayBeMessages else {
      return decodeErrorTemplate(node, at: path, default: defaultValue)
    }
    return AdapterProfile.ErrorTemplate(domain: "undefined", code: 0, message: text, messageOnly: true)
  }

  /// Reports a line item of a class that passes its network's errors
  /// through, whose network can fail without an error to pass: a load that
  /// can fail (by its outcome; by its valuation, without demand or with a
  /// price below `ecpm`; or refused for want of an ad unit) without
  /// `network.load.error`, or a show scripted to fail without
  /// `network.present.error`. `settings` are the line item's: what the
  /// network is asked to load comes from them, and a missing required one
  /// fails the load in the adapter. A bidder's valuation only prices its
  /// bid (the load of its winning bid fills), and its load asks for its bid
  /// response, not a placement.
  mutating func checkPassThrough(
    of network: NetworkScript, settings: [String: String], ecpm: DecimalNumber, isBidder: Bool,
    profile: AdapterProfile, in fields: ObjectFields
  ) {
    let profilePath = JSONPath.root.appending(key: ConfigSchema.Root.adapters.name).appending(key: profile.className)
    var canFail: Bool
    switch network.load.decision {
    case .always(let outcome): canFail = outcome == .noFill || outcome == .error
    case .fillRate(let rate): canFail = rate < 1
    }
    if let valuation = network.load.valuation, !isBidder {
      canFail = canFail || valuation.participation < DecimalNumber(integer: 1) || ecpm > DecimalNumber(micros: 0)
    }
    // Without a placement the network fails the load, unless a required
    // setting missing from this line item fails it first, in the adapter;
    // a bidder loads its bid response instead.
    let adapterFailsFirst = profile.settings.contains {
      $0.required && $0.at.contains(.load) && (settings[$0.key] ?? "").isEmpty
    }
    // The request is read after the line items: checked as a request that is not a test.
    let unplaced = !isBidder && profile.placement(in: settings, testRequest: false) == nil && !adapterFailsFirst
    let networkFails = canFail || unplaced
    if profile.passesLoadErrorThrough, network.load.error == nil, networkFails {
      let (offset, path) = deepest(["network", "load"], in: fields)
      report(
        .passThroughWithoutNetworkError(
          passedBy: profilePath.appending(key: "completion").appending(key: "error").description,
          needs: "give network.load.error, the error this line item's network reports for a failed load"),
        at: offset, path: path)
    }
    if profile.showFailurePassesThrough, case .fail(_, nil) = network.present {
      let (offset, path) = deepest(["network", "present"], in: fields)
      report(
        .passThroughWithoutNetworkError(
          passedBy: (profile.presentErrors.showFailed != nil
            ? profilePath.appending(key: "present").appending(key: "errors").appending(key: "showFailed")
            : profilePath.appending(key: "present").appending(key: "error")).description,
          needs: "give network.present.error, the error this line item's network reports for the failed show"),
        at: offset, path: path)
    }
  }

  /// The offset and path of the deepest of `keys` (each inside the one
  /// before) that `fields` has, or of `fields` itself.
  private func deepest(_ keys: [String], in fields: ObjectFields) -> (offset: Int, path: JSONPath) {
    var offset = fields.offset
    var path = fields.path
    var members = fields.members
    for key in keys {
      guard let member = members.first(where: { $0.key == key }) else { break }
      offset = member.value.offset
      path = path.appending(key: key)
      guard case .object(let inner) = member.value.value else { break }
      members = inner
    }
    return (offset, path)
  }
}

extension ConfigDecoder {
  /// Reads `setUp.networkError` (only with the outcome `error`), and
  /// reports a `setUp.error` of `"passThrough"` with nothing to pass.
  mutating func decodeSetUpNetworkError(_ fields: ObjectFields, into profile: inout AdapterProfile) {
    typealias Keys = ConfigSchema.SetUp
    if let member = fields[Keys.networkError.name] {
      if profile.setUpOutcome != .error {
        report(
          .keyOnlyForOutcome(Keys.networkError.name, [AdapterProfile.SetUpOutcome.error.rawValue]),
          at: member.keyOffset, path: fields.path(Keys.networkError.name))
      }
      profile.setUpNetworkError = decodeNetworkError(member.value, at: fields.path(Keys.networkError.name))
    }
    guard profile.passesSetUpErrorThrough, let member = fields[Keys.error.name] else { return }
    let passedBy = "setUp.error"
    switch profile.setUpOutcome {
    case .error where fields[Keys.networkError.name] == nil:
      report(
        .passThroughWithoutNetworkError(
          passedBy: passedBy, needs: "give setUp.networkError, the error the network's own set-up reports"),
        at: member.value.offset, path: fields.path(Keys.error.name))
    case .never:
      report(
        .passThroughWithoutNetworkError(
          passedBy: passedBy,
          needs: "a set-up that never ends reports nothing (give outcome \"error\" and setUp.networkError)"),
        at: member.value.offset, path: fields.path(Keys.error.name))
    case .error, .ready:
      // `ready` with an error is reported already: the error is never used.
      break
    }
  }
}
