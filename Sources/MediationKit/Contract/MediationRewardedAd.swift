/// A loaded rewarded ad, as the adapter hands it to the SDK (`GADMediationRewardedAd`).
package protocol MediationRewardedAd: AnyObject {
  /// Shows the ad full screen; reports `didFailToPresentWithError` when it cannot.
  func present(from viewController: ViewController)
}
