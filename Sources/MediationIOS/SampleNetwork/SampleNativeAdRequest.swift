import MediationKit

/// A Sample SDK request for a native ad (`SampleNativeAdRequest`).
struct SampleNativeAdRequest {
  var testMode = false
  /// True: the network downloads images; false: it returns URLs only.
  var shouldDownloadImages = true
  var preferredImageOrientation = NativeAdImageOrientation.any
  var shouldRequestMultipleImages = false
}
