import MediationKit

/// The sample custom event's native loader, as `Example/customevent/…/SampleNativeCustomEventLoader.java`
/// (commit c2904403) does it: an empty parameter fails at once (`:71-76`); otherwise a `SampleNativeAdRequest`
/// from the app's `NativeAdOptions` (images downloaded unless it wants URLs, multiple images, landscape and
/// portrait passed through and every other aspect ratio ANY, and no test mode: `:82-105`), and on fill a
/// `SampleNativeAdMapper` handed to `onSuccess` (`:114-141`).
///
/// The loader keeps the `MediationNativeAdCallback` `onSuccess` returns but never calls it (`:51-52`, "handled
/// through the GMA SDK"): it is no listener of the network's ad, so the network's video and tracking
/// callbacks reach nothing. No call-once guard, as the other loaders.
final class SampleNativeCustomEventLoader: SampleNativeAdListener {
  private let mediationNativeAdConfiguration: MediationNativeAdConfiguration
  private let mediationAdLoadCallback: MediationAdLoadCallback<NativeAdMapper, any MediationNativeAdCallback>
  private let sdk: SampleSDK
  private var loader: SampleNativeAdLoader?
  /// Kept, never called (`:51-52`).
  private var mediationNativeAdCallback: (any MediationNativeAdCallback)?

  init(
    _ mediationNativeAdConfiguration: MediationNativeAdConfiguration,
    _ mediationAdLoadCallback: MediationAdLoadCallback<NativeAdMapper, any MediationNativeAdCallback>,
    sdk: SampleSDK
  ) {
    self.mediationNativeAdConfiguration = mediationNativeAdConfiguration
    self.mediationAdLoadCallback = mediationAdLoadCallback
    self.sdk = sdk
  }

  /// `loadAd` (`:63-112`).
  func loadAd() {
    let loader = SampleNativeAdLoader(sdk: sdk)
    self.loader = loader
    guard let serverParameter = SampleCustomEvent.serverParameter(mediationNativeAdConfiguration.base) else {
      mediationAdLoadCallback.onFailure(SampleCustomEventError.createCustomEventNoAdIdError())
      return
    }
    loader.adUnitID = serverParameter
    // The custom event passes no test mode to the native request (`:82`).
    let request = SampleNativeAdRequest(options: mediationNativeAdConfiguration.getNativeAdOptions(), testMode: false)
    loader.delegate = self
    loader.fetchAd(request)
  }

  /// `onNativeAdFetched` (`:114-141`): the mapper to `onSuccess`, the callback kept.
  func adLoader(_ adLoader: SampleNativeAdLoader, didReceive nativeAd: SampleNativeAd) {
    mediationNativeAdCallback = mediationAdLoadCallback.onSuccess(SampleNativeAdMapper(nativeAd))
  }

  /// `onAdFetchFailed` (`:143-147`).
  func adLoader(_ adLoader: SampleNativeAdLoader, didFailToLoadAdWith errorCode: SampleErrorCode) {
    mediationAdLoadCallback.onFailure(SampleCustomEventError.createSampleSdkError(errorCode))
  }
}

/// The sample custom event's native mapper, `Example/customevent/…/SampleNativeAdMapper.java` (commit c2904403,
/// `:38-79`): headline, body, call to action, star rating (a `double`: 0 when the network has none), store, icon,
/// advertiser, a list of one image, the price in the locale's currency format when the network has one, extras
/// `{DegreeOfAwesomeness: …}`, SDK-tracked impressions and clicks, and the Sample SDK's information icon as
/// AdChoices content; no media view and no `setHasVideoContent`, whatever the network's ad has.
/// `recordImpression` and `handleClick` call the network (`:71-79`); `trackViews` and `untrackView` do nothing
/// beyond the base class (`:86-99`).
final class SampleNativeAdMapper: NativeAdMapper {
  /// `SampleCustomEvent.DEGREE_OF_AWESOMENESS`, the extras key.
  static let degreeOfAwesomenessKey = "DegreeOfAwesomeness"

  private let sampleAd: SampleNativeAd

  init(_ ad: SampleNativeAd) {
    sampleAd = ad
    super.init()
    setHeadline(ad.headline)
    setBody(ad.body)
    setCallToAction(ad.callToAction)
    // `getStarRating()` is a primitive double: a network without one gives 0.
    setStarRating(ad.starRating ?? DecimalNumber(integer: 0))
    setStore(ad.store)
    let mapped = ad.mappedImageAssets(by: .sample, keepingURLs: true)
    setIcon(mapped.icon)
    setAdvertiser(ad.advertiser)
    setImages(mapped.images)
    if let price = ad.getPrice() {
      setPrice(SampleNativeAd.currencyFormat(price))
    }
    setExtras(Bundle([Self.degreeOfAwesomenessKey: ad.degreeOfAwesomeness ?? ""]))
    setOverrideClickHandling(false)
    setOverrideImpressionRecording(false)
    setAdChoicesContent(SampleNativeAd.informationIcon)
  }

  override func recordImpression() { sampleAd.recordImpression() }

  override func handleClick(_ view: View) { sampleAd.handleClick(view) }
}
