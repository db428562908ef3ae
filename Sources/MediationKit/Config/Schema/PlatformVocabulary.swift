/// The kinds of name a config writes in its platform's words
/// (android.md, "Names in records"; `PlatformNames`): the schema leaves them
/// open in its common part and enumerates each platform's under `platform`'s
/// `if`/`then` (`ConfigReference.jsonSchema(platforms:)`), from the same
/// tables the config reader reads them through.
package enum PlatformVocabulary: Sendable, CaseIterable {
  /// An adapter class: an Objective-C name on iOS, a fully qualified Java name on Android (`ClassNameForm`).
  case className
  /// An event an adapter reports (`AdEventName`).
  case event
  /// A network callback a show script plays (`NetworkCallback`, but the load's two).
  case showCallback
  /// Any network callback (a profile's `events` keys).
  case callback
  /// A contract rule of the platform (`ContractRules`).
  case rule
  /// A call an adapter makes into its network (`NetworkCall`, the `networkCall` record's `call`).
  case networkCall
  /// A failure written as its message alone, a string: Android's deprecated String overloads
  /// (`onFailure(String)`, `onAdFailedToShow(String)`) and `onInitializationFailed(String)`; iOS has none.
  case messageOnlyFailure

  /// The names of the vocabulary on the platform `names` is the table of; nil for class names, which are a
  /// form (`ClassNameForm.pattern`), not a list, and for a message, which is any string where the platform has
  /// message-only failures (`PlatformNames.hasMessageOnlyFailures`).
  package func names(on names: PlatformNames) -> [String]? {
    switch self {
    case .className, .messageOnlyFailure: nil
    case .event: AdEventName.allCases.filter(names.has).map(names.name(of:))
    case .showCallback:
      names.names(
        of: NetworkCallback.allCases.filter { $0 != .didReceiveAd && $0 != .didFailToLoad }, formats: AdFormat.allCases)
    case .callback: names.names(of: NetworkCallback.allCases, formats: AdFormat.allCases)
    case .networkCall: NetworkCall.Kind.allCases.map(names.name(of:))
    case .rule: ContractRules.descriptions.filter { $0.platforms.contains(names.platform) }.map(\.name)
    }
  }
}

/// Names of a platform's vocabulary: the value a key's reader reads them as, and how a default is written.
package struct PlatformWords<Value: Sendable>: ValueKind {
  package let vocabulary: PlatformVocabulary
  private let write: @Sendable (Value) -> String?

  package init(_ vocabulary: PlatformVocabulary, json write: @escaping @Sendable (Value) -> String?) {
    self.vocabulary = vocabulary
    self.write = write
  }

  package var type: ConfigValueType { .platformName(vocabulary) }
  package func json(_ value: Value) -> String? { write(value) }
}
