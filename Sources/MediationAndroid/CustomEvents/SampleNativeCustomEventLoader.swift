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

  // `SampleNativeAdListener` has `onNativeAdFetched` and `onAdFetchFailed(SampleErrorCode)` alone, and config
  // validation scripts error objects and `empty` for profiled networks only: reaching either is mediate's own bug,
  // which must not pass for a load that never completes.
  func adLoader(_ adLoader: SampleNativeAdLoader, didFailToLoadWithError error: AdError) {
    preconditionFailure("the sample custom event's network failed with an error object; only a profile's can")
  }

  func adLoaderDidReceiveNoAds(_ adLoader: SampleNativeAdLoader) {
    preconditionFailure("the sample custom event's network answered empty; only a profile's can")
  }
}

/// The sample custom event's native mapper, `Example/customevent/…/SampleNativeAdMapper.java` (commit c2904403,
/// `:38-79`): the Sample mapping both Android Sample mappers share (`mapSampleAssets`); no media view and no `setHasVideoContent`, whatever the network's ad has.
/// `recordImpression` and `handleClick` call the network (`:71-79`); `trackViews` and `untrackView` do nothing
/// beyond the base class (`:86-99`).
final class SampleNativeAdMapper: NativeAdMapper {
  /// `SampleCustomEvent.DEGREE_OF_AWESOMENESS`, the extras key.
  static let degreeOfAwesomenessKey = "DegreeOfAwesomeness"

  private let sampleAd: SampleNativeAd

  init(_ ad: SampleNativeAd) {
    sampleAd = ad
    super.init()
    mapSampleAssets(from: ad)
  }

  override func recordImpression() { sampleAd.recordImpression() }

  override func handleClick(_ view: View) { sampleAd.handleClick(view) }
}
