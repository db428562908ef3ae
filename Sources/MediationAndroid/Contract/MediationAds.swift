import MediationKit

/// A loaded rewarded or rewarded interstitial ad (`MediationRewardedAd`): the SDK shows it.
protocol MediationRewardedAd: AnyObject {
  func showAd(_ context: Context)
}

/// A loaded interstitial ad (`MediationInterstitialAd`): the SDK shows it.
protocol MediationInterstitialAd: AnyObject {
  func showAd(_ context: Context)
}

/// A loaded app open ad (`MediationAppOpenAd`): the SDK shows it.
protocol MediationAppOpenAd: AnyObject {
  func showAd(_ context: Context)
}

/// A loaded banner (`MediationBannerAd`): the SDK puts its view on screen.
protocol MediationBannerAd: AnyObject {
  func getView() -> View
}

/// An Android `View`, named by its class: what the SDK puts on screen; a native ad's asset view says which
/// asset it shows.
struct View {
  let className: String
  var asset: NativeAssetIdentifier?

  init(className: String, asset: NativeAssetIdentifier? = nil) {
    self.className = className
    self.asset = asset
  }
}
