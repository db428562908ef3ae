/// A request for the scripted network's full-screen ad or banner (the Sample SDK's `SampleAdRequest`).
package struct ScriptedAdRequest {
  package init() {}
  /// Test ads are returned when true.
  package var testMode = false
  /// Video ads play muted when true.
  package var mute = false
  /// The keywords the adapter set (Android's `setKeywords`), or nil when it set none (iOS's Sample SDK has none).
  package var keywords: [String]?
}
