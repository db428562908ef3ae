import MediationKit

/// The callbacks of a Sample SDK rewarded ad (`SampleFullScreenAdDelegate`),
/// plus the ones the scripted network adds for networks whose SDKs say more.
///
/// The seeds' adapters implement only the Sample SDK's own callbacks; the
/// others are optional, as an Objective-C network skips a delegate method
/// its delegate does not implement.
protocol SampleFullScreenAdDelegate: AnyObject {
  func fullScreenAdDidReceiveAd(_ ad: SampleFullScreenAd)
  func fullScreenAdDidFailToLoad(withError errorCode: SampleErrorCode)
  func fullScreenAdDidPresent(_ ad: SampleFullScreenAd)
  func fullScreenAdDidClick(_ ad: SampleFullScreenAd)
  func fullScreenAd(_ ad: SampleFullScreenAd, userDidEarnReward reward: Int64)
  func fullScreenAdDidDismiss(_ ad: SampleFullScreenAd)
  func fullScreenAdWillPresent(_ ad: SampleFullScreenAd)
  func fullScreenAdDidRecordImpression(_ ad: SampleFullScreenAd)
  func fullScreenAdDidStartVideo(_ ad: SampleFullScreenAd)
  func fullScreenAdWillDismiss(_ ad: SampleFullScreenAd)
  func fullScreenAdDidCompleteVideo(_ ad: SampleFullScreenAd)
  func fullScreenAdDidSkipVideo(_ ad: SampleFullScreenAd)
  /// The network could not show the ad: its error code, or nil for an expired ad.
  func fullScreenAd(_ ad: SampleFullScreenAd, didFailToPresentWithErrorCode errorCode: Int?)
  func fullScreenAdDidExpire(_ ad: SampleFullScreenAd)
  /// A profiled network's SDK failed the load with this error object.
  func fullScreenAd(_ ad: SampleFullScreenAd, didFailToLoadWithError error: AdError)
  /// A profiled network's SDK called its success callback without an ad.
  func fullScreenAdDidReceiveNoAd(_ ad: SampleFullScreenAd)
  /// A profiled network's SDK could not show the ad, with this error object.
  func fullScreenAd(_ ad: SampleFullScreenAd, didFailToPresentWithError error: AdError)
}

extension SampleFullScreenAdDelegate {
  func fullScreenAdWillPresent(_ ad: SampleFullScreenAd) {}
  func fullScreenAdDidRecordImpression(_ ad: SampleFullScreenAd) {}
  func fullScreenAdDidStartVideo(_ ad: SampleFullScreenAd) {}
  func fullScreenAdWillDismiss(_ ad: SampleFullScreenAd) {}
  func fullScreenAdDidCompleteVideo(_ ad: SampleFullScreenAd) {}
  func fullScreenAdDidSkipVideo(_ ad: SampleFullScreenAd) {}
  func fullScreenAd(_ ad: SampleFullScreenAd, didFailToPresentWithErrorCode errorCode: Int?) {}
  func fullScreenAdDidExpire(_ ad: SampleFullScreenAd) {}
  // Config validation gives error objects and empty answers to profiled networks only.
  func fullScreenAd(_ ad: SampleFullScreenAd, didFailToLoadWithError error: AdError) {}
  func fullScreenAdDidReceiveNoAd(_ ad: SampleFullScreenAd) {}
  func fullScreenAd(_ ad: SampleFullScreenAd, didFailToPresentWithError error: AdError) {}
}
