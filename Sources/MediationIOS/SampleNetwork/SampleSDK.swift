import MediationKit

// The Sample SDK of Google's iOS guides is the core's scripted network
// (`MediationKit/Network/`) under its iOS names.

/// The Sample SDK as one line item's adapter links it.
typealias SampleSDK = ScriptedNetwork
/// A Sample SDK rewarded ad or interstitial (`SampleRewardedAd`, `SampleInterstitial`).
typealias SampleFullScreenAd = ScriptedFullScreenAd
/// The callbacks of a Sample SDK full-screen ad.
typealias SampleFullScreenAdDelegate = ScriptedFullScreenAdDelegate
/// A Sample SDK request (`SampleAdRequest`).
typealias SampleAdRequest = ScriptedAdRequest
/// A Sample SDK banner view (`SampleBanner`).
typealias SampleBanner = ScriptedBannerAd
/// The callbacks of a Sample SDK banner (`SampleBannerAdDelegate`).
typealias SampleBannerAdDelegate = ScriptedBannerAdDelegate
/// A Sample SDK native ad loader (`SampleNativeAdLoader`).
typealias SampleNativeAdLoader = ScriptedNativeAdLoader
/// The load callbacks of a native ad loader (`SampleNativeAdLoaderDelegate`).
typealias SampleNativeAdLoaderDelegate = ScriptedNativeAdLoaderDelegate
/// A Sample SDK native ad (`SampleNativeAd`).
typealias SampleNativeAd = ScriptedNativeAd
/// The callbacks of a shown native ad (`SampleNativeAdDelegate`).
typealias SampleNativeAdDelegate = ScriptedNativeAdDelegate
/// A Sample SDK native request (`SampleNativeAdRequest`).
typealias SampleNativeAdRequest = ScriptedNativeAdRequest

extension SampleSDK {
  /// The iOS Sample SDK's version string (`SampleSDKVersion`).
  static let versionString = "1.2.1"
}

extension SampleFullScreenAd {
  /// Shows the ad from the app's view controller (`presentFromRootViewController:`).
  func present(fromRootViewController viewController: ViewController, extras: NetworkExtrasValues? = nil) {
    present(extras: extras)
  }
}

extension NativeCreative {
  /// The iOS Sample SDK's app-install creative: what its network returns when the config scripts no `ad`.
  static let sampleAppInstall = NativeCreative(
    headline: "Sample App!",
    body: "This app doesn't actually exist.",
    callToAction: "Take Action",
    store: "Sample Store",
    price: "$1.99",
    starRating: DecimalNumber(micros: 4_500_000),
    degreeOfAwesomeness: "Quite Awesome!",
    image: CreativeImage(
      url: "https://www.example.com/some_other_image.gif", scale: DecimalNumber(integer: 1), width: 300, height: 150),
    icon: CreativeImage(
      url: "https://www.example.com/some_image.gif", scale: DecimalNumber(integer: 1), width: 50, height: 50),
    hasVideo: true)
}
