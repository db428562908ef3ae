/// A request for the scripted network's native ad (the Sample SDK's `SampleNativeAdRequest`).
package struct ScriptedNativeAdRequest {
  package var testMode = false
  /// True: the network downloads images; false: it returns URLs only.
  package var shouldDownloadImages = true
  package var preferredImageOrientation = NativeAdImageOrientation.any
  package var shouldRequestMultipleImages = false

  package init() {}
}
