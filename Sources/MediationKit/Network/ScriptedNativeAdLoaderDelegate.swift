/// The load callbacks of the scripted network's native ad loader (the Sample SDK's `SampleNativeAdDelegate` on
/// iOS, `SampleNativeAdListener` on Android).
package protocol ScriptedNativeAdLoaderDelegate: AnyObject {
  func adLoader(_ adLoader: ScriptedNativeAdLoader, didReceive nativeAd: ScriptedNativeAd)
  func adLoader(_ adLoader: ScriptedNativeAdLoader, didFailToLoadAdWith errorCode: SampleErrorCode)
  /// A profiled network's SDK failed the load with this error object (config validation scripts error objects
  /// for profiled networks only: each conformer says what it does, a registered class that it cannot happen).
  func adLoader(_ adLoader: ScriptedNativeAdLoader, didFailToLoadWithError error: AdError)
  /// A profiled network's SDK called its success callback with no ads (`empty`, likewise profiled networks only).
  func adLoaderDidReceiveNoAds(_ adLoader: ScriptedNativeAdLoader)
}
