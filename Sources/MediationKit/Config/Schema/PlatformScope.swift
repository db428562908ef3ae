/// The platforms whose contract has a config key, and why the others have
/// not (android.md, "Ad Manager native features are iOS only"): on a config
/// of another platform the key is an error at its key, `only on ios (WHY);
/// this config's platform is android`. A key's scope is part of its row
/// (`ConfigKey.scope`): the decoder and the schema read it from there.
package struct PlatformScope: Sendable {
  package let platforms: [Platform]
  package let why: String

  /// Ad Manager's own native ads and their loader: iOS's `GADAdLoader`.
  package static let adManager = PlatformScope(platforms: [.ios], why: "Ad Manager's GADAdLoader")
  /// `GADRequest`'s beta flag.
  package static let requestBeta = PlatformScope(platforms: [.ios], why: "GADRequest's beta")
  /// One completion handler that takes an ad and an error at once: Java's two methods cannot.
  package static let oneCompletionHandler = PlatformScope(
    platforms: [.ios], why: "one completion handler takes both; Android's onSuccess and onFailure cannot")
  /// How an iOS adapter reads a version string's parts: Android's adapters read them with `Integer.parseInt` alone.
  package static let swiftVersionParts = PlatformScope(
    platforms: [.ios], why: "Objective-C's integerValue or Swift's Int; Android's adapters read Integer.parseInt")
  /// A Java adapter's null check of its callback.
  package static let javaNullCheck = PlatformScope(platforms: [.android], why: "a Java adapter's null check")
  /// A garbage collector that frees what the app dropped some time later: iOS's ARC frees it at once.
  package static let garbageCollector = PlatformScope(
    platforms: [.android], why: "the garbage collector; iOS's ARC frees at once")
}

extension ConfigDecoder {
  /// Whether `key` is given in `fields` and may be on the config's platform (its `scope`, the schema's); if it may
  /// not, an error at the key.
  mutating func allowOn<Kind, Default>(_ key: TypedKey<Kind, Default>, in fields: ObjectFields) -> Bool {
    guard let member = fields[key.name] else { return false }
    let platform = names.platform
    guard let scope = key.row.scope, !key.row.isAllowed(on: platform) else { return true }
    report(
      .notOnPlatform(only: scope.platforms, platform: platform, why: scope.why), at: member.keyOffset,
      path: fields.path(key.name))
    return false
  }
}
