import MediationKit

// The Android Sample SDK (`com.google.ads.mediation.sample.sdk`) is the
// core's scripted network (`MediationKit/Network/`) under Android's names:
// the records print its listener methods (`onRewardedAdLoaded`,
// `onAdFullScreen`, …) through `AndroidNames`.

/// The Sample SDK as one line item's adapter links it.
typealias SampleSDK = ScriptedNetwork
/// A Sample SDK `SampleRewardedAd` or `SampleInterstitial`: they load and
/// show alike, and one scripted object plays both (its format picks the
/// show script a config leaves out).
typealias SampleFullScreenAd = ScriptedFullScreenAd
/// The listener of a Sample SDK full-screen ad (`SampleRewardedAdListener`,
/// `SampleAdListener`), with the callbacks networks that say more add.
typealias SampleAdListener = ScriptedFullScreenAdDelegate
/// A Sample SDK request (`SampleAdRequest`).
typealias SampleAdRequest = ScriptedAdRequest
/// A Sample SDK banner view (`SampleAdView`).
typealias SampleAdView = ScriptedBannerAd
/// The listener of a Sample SDK banner view (`SampleAdListener`'s banner side).
typealias SampleAdViewListener = ScriptedBannerAdDelegate
/// A Sample SDK native ad loader (`SampleNativeAdLoader`).
typealias SampleNativeAdLoader = ScriptedNativeAdLoader
/// The listener of a native ad loader (`SampleNativeAdListener`: `onNativeAdFetched`, `onAdFetchFailed`).
typealias SampleNativeAdListener = ScriptedNativeAdLoaderDelegate
/// A Sample SDK native ad (`SampleNativeAd`).
typealias SampleNativeAd = ScriptedNativeAd
/// The listener of a native ad's media view (`SampleMediaViewListener`: `onVideoEnd`), with the tracking and
/// video callbacks networks that say more add.
typealias SampleNativeAdEventListener = ScriptedNativeAdDelegate
/// A Sample SDK native request (`SampleNativeAdRequest`).
typealias SampleNativeAdRequest = ScriptedNativeAdRequest

extension SampleNativeAd {
  /// `getInformationIcon()`: the AdChoices view the Sample SDK supplies with every ad.
  static var informationIcon: View { View(className: "SampleAdInfoView") }

  /// `getMediaView()`: the ad's `SampleMediaView` when it has video, else null.
  func getMediaView() -> View? { hasVideo ? View(className: "SampleMediaView", asset: .media) : nil }

  /// `handleClick(View)`: a click the SDK tracked on one of the ad's asset views.
  func handleClick(_ view: View) { handleClick(on: view.asset) }

  /// `getPrice()`: the network's price, a `Double`, or null. On Android the network keeps its price as the
  /// number's decimal text (`network.ad.price` is a number; the default creative's is `1.99`), which this reads
  /// back: the one fact every Android mapper of the price starts from.
  func getPrice() -> DecimalNumber? {
    price.flatMap(DecimalNumber.init(option:))
  }

  /// The price as `NumberFormat.getCurrencyInstance()` formats it in the simulated en-US locale: a dollar
  /// sign, grouped thousands, two decimals rounded half-even (`"$1.99"`, `"$1,234.50"`).
  static func currencyFormat(_ price: DecimalNumber) -> String {
    let micros = price.micros.magnitude
    var cents = micros / 10_000
    let rest = micros % 10_000
    if rest > 5_000 || (rest == 5_000 && cents % 2 == 1) { cents += 1 }
    var whole = String(cents / 100)
    var grouped = ""
    while whole.count > 3 {
      grouped = "," + whole.suffix(3) + grouped
      whole.removeLast(3)
    }
    let fraction = cents % 100
    return (price.micros < 0 ? "-" : "") + "$" + whole + grouped + "." + (fraction < 10 ? "0" : "") + String(fraction)
  }
}

/// What the Android Sample SDK says of itself, where it differs from iOS's (android.md, "The Android Sample SDK").
enum SampleSDKFacts {
  /// `SampleAdRequest.getSDKVersion()`: sdk `build.gradle`'s `versionName` from 8a722671 to ce78a470 (HEAD sets
  /// none, so the real string is uncertain; mediate keeps the last explicit one).
  static let versionString = "1.0.0"

  /// `SampleCustomEvent.SAMPLE_SDK_IMAGE_SCALE` and `SampleAdapter`'s (ex `SampleCustomEvent.java:70`, ad
  /// `SampleAdapter.java:72`): the scale Google's Sample mappers give every image they map, whatever the network's.
  static let imageScale = DecimalNumber(integer: 1)

  /// The Android Sample SDK's app-install ad (sdk `SampleNativeAdLoader.java:104-113`), what its network returns
  /// when the config scripts no `ad`: its own texts (`Take Action!`, `Quite Awesome`), its price as the decimal
  /// text of `setPrice(1.99)`, one URI for both images, and the sizes of its drawables (`sample_app_image`
  /// 200×100 dp, `sample_app_icon` 32×32 dp). The SDK gives 80% of these ads a media view at random; mediate's
  /// always has one, as iOS's (`network.ad` scripts an ad without).
  static let appInstallAd = NativeCreative(
    headline: "Sample App!",
    body: "This app doesn't actually exist.",
    callToAction: "Take Action!",
    store: "Sample Store",
    price: "1.99",
    starRating: DecimalNumber(micros: 4_500_000),
    degreeOfAwesomeness: "Quite Awesome",
    image: CreativeImage(url: "http://www.example.com/", scale: imageScale, width: 200, height: 100),
    icon: CreativeImage(url: "http://www.example.com/", scale: imageScale, width: 32, height: 32),
    hasVideo: true)

  /// The reward type the Sample SDK reports with `onAdRewarded` (sdk `activities/SampleSDKAdsActivity.java:143`).
  static let rewardType = ""

  /// `SampleAdRequest` has `setTestMode` and `setKeywords` only, and the Sample ads no debug logging switch:
  /// a full-screen request shows neither iOS's `mute` nor its `debugLogging` (android.md, "Edge cases settled").
  static let fullScreenRequestMembers = ScriptedNetwork.FullScreenRequestMembers(mute: false, debugLogging: false)

  /// What a `SampleAdView` calls its listener with when the user taps it: `onAdFullScreen` (sdk
  /// `SampleAdView.java:98-103`), the callback a full-screen ad goes on screen with, not `onAdClicked`.
  static let bannerTapCallback = NetworkCallback.didPresent

  /// What a full-screen ad plays when the config gives no `show`. Rewarded: the activity goes full screen
  /// (`SampleSDKAdsActivity.java:94`), its 10 s countdown rewards then completes (`:124-144`), and the close
  /// comes at iOS's 12 s so twins keep one timeline. Interstitial: `SampleInterstitial.show()` calls
  /// `onAdFullScreen` and its dialog closes (sdk `SampleInterstitial.java:97-111`), 5 s later as on iOS.
  static let defaultShowScripts = ScriptedNetwork.DefaultShowScripts(
    rewarded: [
      ShowStep(atMs: 0, callback: .didPresent),
      ShowStep(atMs: 10_000, callback: .userDidEarnReward),
      ShowStep(atMs: 10_000, callback: .didCompleteVideo),
      ShowStep(atMs: 12_000, callback: .didDismiss),
    ],
    interstitial: ScriptedNetwork.defaultInterstitialShowScript)
}
