import MediationKit

/// A loaded rewarded or rewarded interstitial ad (`MediationRewardedAd`): the SDK shows it.
protocol MediationRewardedAd: AnyObject {
  func showAd(_ context: Context)
}

/// A loaded interstitial ad (`MediationInterstitialAd`): the SDK shows it.
protocol MediationInterstitialAd: AnyObject {
  func showAd(_ context: Context)
}
