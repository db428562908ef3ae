/// The load callbacks of the scripted network's native ad loader (the Sample SDK's `SampleNativeAdDelegate` on
/// iOS, `SampleNativeAdListener` on Android).
package protocol ScriptedNativeAdLoaderDelegate: AnyObject {
  func adLoader(_ adLoader: ScriptedNativeAdLoader, didReceive nativeAd: ScriptedNativeAd)
  func adLoader(_ adLoader: ScriptedNativeAdLoader, didFailToLoadAdWith errorCode: SampleErrorCode)
  /// A profiled network's SDK failed the load with this error object.
  func adLoader(_ adLoader: ScriptedNativeAdLoader, didFailToLoadWithError error: AdError)
  /// A profiled network's SDK called its success callback with no ads.
  func adLoaderDidReceiveNoAds(_ adLoader: ScriptedNativeAdLoader)
}

extension ScriptedNativeAdLoaderDelegate {
  // Config validation gives error objects and empty answers to profiled networks only.
  package func adLoader(_ adLoader: ScriptedNativeAdLoader, didFailToLoadWithError error: AdError) {}
  package func adLoaderDidReceiveNoAds(_ adLoader: ScriptedNativeAdLoader) {}
}
