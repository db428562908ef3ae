/// The names a config writes in its platform's words: the events an adapter
/// reports and the callbacks a network makes, read through the platform's
/// table (`PlatformNames`), as the records print them. A name of another
/// platform's contract is an error that says so and gives its counterpart.
extension ConfigDecoder {
  /// The names of the config's platform.
  var names: PlatformNames { registry.platform.names }

  /// Whether the platform reports some failures with a message alone (Android's String overloads and
  /// `onInitializationFailed(String)`): a profile's error written as a plain string is one of those.
  var failuresMayBeMessages: Bool { names.hasMessageOnlyFailures }

  /// Whether `className`, which no class of the config's platform has, may be one of its classes: not a
  /// registered class of another platform, and of the platform's form (`ClassNameForm`); if not, an error
  /// that names its twin.
  mutating func classIsOfPlatform(_ className: String, at offset: Int, path: JSONPath) -> Bool {
    let platform = names.platform
    let twin = registries.twin(of: className, on: platform)
    if let other = registries.otherPlatform(registering: className, besides: platform) {
      report(.otherPlatformClass(className, of: other, on: platform, twin: twin), at: offset, path: path)
      return false
    }
    let form = names.classNames
    guard form.accepts(className) else {
      report(.classNameForm(form, suggestion: twin), at: offset, path: path)
      return false
    }
    return true
  }

  /// One of `allowed` events, by the platform's name for it.
  mutating func eventName(_ node: JSONNode, at path: JSONPath, among allowed: [AdEventName]) -> AdEventName? {
    let platform = self.names
    let names = allowed.map(platform.name(of:))
    guard case .string(let text) = node.value else {
      reportUnexpected(node, at: path, expected: .oneOf(names))
      return nil
    }
    if let event = platform.event(named: text), allowed.contains(event) { return event }
    // Another platform's name: its counterpart here when this list admits it; one this platform has but the list
    // does not admit is reported as any name the list does not admit.
    if platform.event(named: text) == nil,
      let other = otherPlatformNames.first(where: { $0.event(named: text) != nil }),
      let event = other.event(named: text), allowed.contains(event) || !platform.has(event)
    {
      let counterpart = platform.has(event) ? platform.name(of: event) : nil
      report(
        .otherPlatformName(text, kind: .event, of: other.platform, on: platform.platform, counterpart: counterpart),
        at: node.offset, path: path)
      return nil
    }
    reportUnexpected(
      node, at: path, expected: .oneOf(names), suggestion: DidYouMean.suggestion(for: text, among: names))
    return nil
  }

  /// One of `allowed` callbacks of a network's ad of one of `formats`, by the platform's name for it.
  mutating func callbackName(
    _ node: JSONNode, at path: JSONPath, among allowed: [NetworkCallback], formats: [AdFormat]
  ) -> NetworkCallback? {
    let names = self.names.names(of: allowed, formats: formats)
    guard case .string(let text) = node.value else {
      reportUnexpected(node, at: path, expected: .oneOf(names))
      return nil
    }
    return callback(named: text, at: node.offset, path: path, among: allowed, formats: formats) {
      .unexpectedValue(expected: .oneOf(names), found: Self.describe(node), suggestion: $0)
    }
  }

  /// The callback `name` names among `allowed` for `formats`; else the error
  /// `unknown` makes of a suggestion, or the other platform's name error.
  mutating func callback(
    named name: String, at offset: Int, path: JSONPath, among allowed: [NetworkCallback], formats: [AdFormat],
    unknown: (String?) -> ConfigProblem
  ) -> NetworkCallback? {
    let names = self.names
    if let callback = names.callback(named: name, among: allowed, formats: formats) { return callback }
    // Another platform's name: the callback it names among those admitted here first (a name may stand for
    // two callbacks of different formats), else any.
    if names.callback(named: name, among: NetworkCallback.allCases) == nil,
      let other = otherPlatformNames.first(where: { $0.callback(named: name, among: NetworkCallback.allCases) != nil }),
      let callback = other.callback(
        named: name, among: allowed.filter { formats.flatMap(NetworkCallback.adapterCallbacks(for:)).contains($0) },
        formats: formats) ?? other.callback(named: name, among: NetworkCallback.allCases)
    {
      let counterpart = formats.first.map { names.name(of: callback, format: $0) }
      report(
        .otherPlatformName(name, kind: .callback, of: other.platform, on: names.platform, counterpart: counterpart),
        at: offset, path: path)
      return nil
    }
    let known = names.names(of: allowed, formats: formats)
    report(unknown(DidYouMean.suggestion(for: name, among: known)), at: offset, path: path)
    return nil
  }
}
