/// The callbacks of a Sample SDK rewarded ad (`SampleRewardedAdDelegate`),
/// plus the click callback the simulated network adds.
protocol SampleRewardedAdDelegate: AnyObject {
  func rewardedAdDidReceiveAd(_ rewardedAd: SampleRewardedAd)
  func rewardedAdDidFailToLoad(withError errorCode: SampleErrorCode)
  func rewardedAdDidPresent(_ rewardedAd: SampleRewardedAd)
  func rewardedAdDidClick(_ rewardedAd: SampleRewardedAd)
  func rewardedAd(_ rewardedAd: SampleRewardedAd, userDidEarnReward reward: Int64)
  func rewardedAdDidDismiss(_ rewardedAd: SampleRewardedAd)
}
