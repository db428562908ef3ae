import MediationKit

/// The load callbacks of a Sample SDK native ad loader (`SampleNativeAdDelegate`).
protocol SampleNativeAdLoaderDelegate: AnyObject {
  func adLoader(_ adLoader: SampleNativeAdLoader, didReceive nativeAd: SampleNativeAd)
  func adLoader(_ adLoader: SampleNativeAdLoader, didFailToLoadAdWith errorCode: SampleErrorCode)
  /// A profiled network's SDK failed the load with this error object.
  func adLoader(_ adLoader: SampleNativeAdLoader, didFailToLoadWithError error: AdError)
  /// A profiled network's SDK called its success callback with no ads.
  func adLoaderDidReceiveNoAds(_ adLoader: SampleNativeAdLoader)
}

extension SampleNativeAdLoaderDelegate {
  // Config validation gives error objects and empty answers to profiled networks only.
  func adLoader(_ adLoader: SampleNativeAdLoader, didFailToLoadWithError error: AdError) {}
  func adLoaderDidReceiveNoAds(_ adLoader: SampleNativeAdLoader) {}
}
