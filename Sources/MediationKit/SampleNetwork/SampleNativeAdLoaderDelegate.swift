/// The load callbacks of a Sample SDK native ad loader (`SampleNativeAdDelegate`).
protocol SampleNativeAdLoaderDelegate: AnyObject {
  func adLoader(_ adLoader: SampleNativeAdLoader, didReceive nativeAd: SampleNativeAd)
  func adLoader(_ adLoader: SampleNativeAdLoader, didFailToLoadAdWith errorCode: SampleErrorCode)
}
