/// The callbacks of the scripted network's full-screen ad (the Sample SDK's rewarded ad delegate on iOS),
/// plus the ones the scripted network adds for networks whose SDKs say more.
///
/// The seeds' adapters implement only the Sample SDK's own callbacks; the
/// others are optional, as an Objective-C network skips a delegate method
/// its delegate does not implement.
package protocol ScriptedFullScreenAdDelegate: AnyObject {
  func fullScreenAdDidReceiveAd(_ ad: ScriptedFullScreenAd)
  func fullScreenAdDidFailToLoad(withError errorCode: SampleErrorCode)
  func fullScreenAdDidPresent(_ ad: ScriptedFullScreenAd)
  func fullScreenAdDidClick(_ ad: ScriptedFullScreenAd)
  func fullScreenAd(_ ad: ScriptedFullScreenAd, userDidEarnReward reward: Int64)
  func fullScreenAdDidDismiss(_ ad: ScriptedFullScreenAd)
  func fullScreenAdWillPresent(_ ad: ScriptedFullScreenAd)
  func fullScreenAdDidRecordImpression(_ ad: ScriptedFullScreenAd)
  func fullScreenAdDidStartVideo(_ ad: ScriptedFullScreenAd)
  func fullScreenAdWillDismiss(_ ad: ScriptedFullScreenAd)
  func fullScreenAdDidCompleteVideo(_ ad: ScriptedFullScreenAd)
  func fullScreenAdDidSkipVideo(_ ad: ScriptedFullScreenAd)
  /// The network could not show the ad: its error code, or nil for an expired ad.
  func fullScreenAd(_ ad: ScriptedFullScreenAd, didFailToPresentWithErrorCode errorCode: Int?)
  func fullScreenAdDidExpire(_ ad: ScriptedFullScreenAd)
  /// A profiled network's SDK failed the load with this error object.
  func fullScreenAd(_ ad: ScriptedFullScreenAd, didFailToLoadWithError error: AdError)
  /// A profiled network's SDK called its success callback without an ad.
  func fullScreenAdDidReceiveNoAd(_ ad: ScriptedFullScreenAd)
  /// A profiled network's SDK could not show the ad, with this error object.
  func fullScreenAd(_ ad: ScriptedFullScreenAd, didFailToPresentWithError error: AdError)
  /// A profiled network's SDK could not show the ad, and gave no error (`network.present` `"failWithoutError"`).
  func fullScreenAdDidFailToPresentWithoutError(_ ad: ScriptedFullScreenAd)
}

extension ScriptedFullScreenAdDelegate {
  package func fullScreenAdWillPresent(_ ad: ScriptedFullScreenAd) {}
  package func fullScreenAdDidRecordImpression(_ ad: ScriptedFullScreenAd) {}
  package func fullScreenAdDidStartVideo(_ ad: ScriptedFullScreenAd) {}
  package func fullScreenAdWillDismiss(_ ad: ScriptedFullScreenAd) {}
  package func fullScreenAdDidCompleteVideo(_ ad: ScriptedFullScreenAd) {}
  package func fullScreenAdDidSkipVideo(_ ad: ScriptedFullScreenAd) {}
  package func fullScreenAd(_ ad: ScriptedFullScreenAd, didFailToPresentWithErrorCode errorCode: Int?) {}
  package func fullScreenAdDidExpire(_ ad: ScriptedFullScreenAd) {}
  // Config validation gives error objects and empty answers to profiled networks only.
  package func fullScreenAd(_ ad: ScriptedFullScreenAd, didFailToLoadWithError error: AdError) {}
  package func fullScreenAdDidReceiveNoAd(_ ad: ScriptedFullScreenAd) {}
  package func fullScreenAd(_ ad: ScriptedFullScreenAd, didFailToPresentWithError error: AdError) {}
  package func fullScreenAdDidFailToPresentWithoutError(_ ad: ScriptedFullScreenAd) {}
}
