/// The callbacks of a Sample SDK rewarded ad (`SampleRewardedAdDelegate`),
/// plus the ones the scripted network adds for networks whose SDKs say more.
///
/// The seeds' adapters implement only the Sample SDK's own callbacks; the
/// others are optional, as an Objective-C network skips a delegate method
/// its delegate does not implement.
protocol SampleRewardedAdDelegate: AnyObject {
  func rewardedAdDidReceiveAd(_ rewardedAd: SampleRewardedAd)
  func rewardedAdDidFailToLoad(withError errorCode: SampleErrorCode)
  func rewardedAdDidPresent(_ rewardedAd: SampleRewardedAd)
  func rewardedAdDidClick(_ rewardedAd: SampleRewardedAd)
  func rewardedAd(_ rewardedAd: SampleRewardedAd, userDidEarnReward reward: Int64)
  func rewardedAdDidDismiss(_ rewardedAd: SampleRewardedAd)
  func rewardedAdWillPresent(_ rewardedAd: SampleRewardedAd)
  func rewardedAdDidRecordImpression(_ rewardedAd: SampleRewardedAd)
  func rewardedAdDidStartVideo(_ rewardedAd: SampleRewardedAd)
  func rewardedAdWillDismiss(_ rewardedAd: SampleRewardedAd)
  func rewardedAdDidCompleteVideo(_ rewardedAd: SampleRewardedAd)
  func rewardedAdDidSkipVideo(_ rewardedAd: SampleRewardedAd)
  /// The network could not show the ad: its error code, or nil for an expired ad.
  func rewardedAd(_ rewardedAd: SampleRewardedAd, didFailToPresentWithErrorCode errorCode: Int?)
  func rewardedAdDidExpire(_ rewardedAd: SampleRewardedAd)
  /// A profiled network's SDK failed the load with this error object.
  func rewardedAd(_ rewardedAd: SampleRewardedAd, didFailToLoadWithError error: AdError)
  /// A profiled network's SDK called its success callback without an ad.
  func rewardedAdDidReceiveNoAd(_ rewardedAd: SampleRewardedAd)
  /// A profiled network's SDK could not show the ad, with this error object.
  func rewardedAd(_ rewardedAd: SampleRewardedAd, didFailToPresentWithError error: AdError)
}

extension SampleRewardedAdDelegate {
  func rewardedAdWillPresent(_ rewardedAd: SampleRewardedAd) {}
  func rewardedAdDidRecordImpression(_ rewardedAd: SampleRewardedAd) {}
  func rewardedAdDidStartVideo(_ rewardedAd: SampleRewardedAd) {}
  func rewardedAdWillDismiss(_ rewardedAd: SampleRewardedAd) {}
  func rewardedAdDidCompleteVideo(_ rewardedAd: SampleRewardedAd) {}
  func rewardedAdDidSkipVideo(_ rewardedAd: SampleRewardedAd) {}
  func rewardedAd(_ rewardedAd: SampleRewardedAd, didFailToPresentWithErrorCode errorCode: Int?) {}
  func rewardedAdDidExpire(_ rewardedAd: SampleRewardedAd) {}
  // Config validation gives error objects and empty answers to profiled networks only.
  func rewardedAd(_ rewardedAd: SampleRewardedAd, didFailToLoadWithError error: AdError) {}
  func rewardedAdDidReceiveNoAd(_ rewardedAd: SampleRewardedAd) {}
  func rewardedAd(_ rewardedAd: SampleRewardedAd, didFailToPresentWithError error: AdError) {}
}
