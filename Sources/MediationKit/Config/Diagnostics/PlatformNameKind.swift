/// What kind of name a config wrote in another platform's words.
package enum PlatformNameKind: Sendable {
  /// An event an adapter reports.
  case event
  /// A callback a network makes.
  case callback
}
