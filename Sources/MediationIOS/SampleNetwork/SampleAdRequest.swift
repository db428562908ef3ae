import MediationKit

/// A Sample SDK request for a full-screen ad (`SampleAdRequest`).
struct SampleAdRequest {
  /// Test ads are returned when true.
  var testMode = false
  /// Video ads play muted when true.
  var mute = false
}
