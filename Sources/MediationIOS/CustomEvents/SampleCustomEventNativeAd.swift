import MediationKit

/// The Sample custom event's native ad (`SampleCustomEventNativeAd`, seeds
/// 000 and 002): loads through the Sample SDK's native ad loader and maps
/// its ad onto the SDK's asset names.
///
/// It lets the SDK track impressions and clicks (the seeds' choice) unless
/// the line item's `handlesUserImpressions` or `handlesUserClicks` say the
/// network tracks them, in which case it hands the rendered view to the
/// network and forwards the network's own callbacks.
final class SampleCustomEventNativeAd: SampleNativeAdMapping, SampleNativeAdLoaderDelegate, SampleNativeAdDelegate {
  private let sdk: SampleSDK
  private var adLoader: SampleNativeAdLoader?
  private(set) var mappedAd: SampleNativeAd?
  /// Calls the SDK's completion handler at most once, as the seeds' atomic flag does.
  private var loadCompletionHandler: MediationNativeLoadCompletionHandler?
  private var adEventDelegate: EventDelegateReference<any MediationNativeAdEventDelegate>

  private(set) var images: [NativeAdImage]?
  private(set) var icon: NativeAdImage?
  private(set) var adChoicesView: PlatformView?

  init(sdk: SampleSDK) {
    self.sdk = sdk
    self.adEventDelegate = EventDelegateReference(sdk: sdk)
  }

  func loadNativeAd(
    for adConfiguration: MediationNativeAdConfiguration,
    completionHandler: @escaping MediationNativeLoadCompletionHandler
  ) {
    loadCompletionHandler = callOnce(completionHandler)
    let adLoader = SampleNativeAdLoader(sdk: sdk)
    // The SDK wants images downloaded unless the app disabled image loading.
    let sampleRequest = SampleNativeAdRequest(
      options: adConfiguration.options, testMode: adConfiguration.isTestRequest)
    // The server parameter carries the network's ad unit ID.
    adLoader.adUnitID = adConfiguration.credentials.parameter
    adLoader.delegate = self
    self.adLoader = adLoader
    adLoader.fetchAd(sampleRequest)
  }

  // MARK: MediationNativeAd

  var handlesUserClicks: Bool { sdk.script.handlesUserClicks }
  var handlesUserImpressions: Bool { sdk.script.handlesUserImpressions }

  // MARK: SampleNativeAdLoaderDelegate

  func adLoader(_ adLoader: SampleNativeAdLoader, didReceive nativeAd: SampleNativeAd) {
    let mapped = nativeAd.mappedImageAssets(by: assetMapping, keepingURLs: false)
    images = mapped.images
    icon = mapped.icon
    adChoicesView = SampleNativeAd.adChoicesView
    mappedAd = nativeAd
    nativeAd.delegate = self
    adEventDelegate.delegate = loadCompletionHandler?(self, nil)
  }

  func adLoader(_ adLoader: SampleNativeAdLoader, didFailToLoadAdWith errorCode: SampleErrorCode) {
    let error = SampleCustomEventError.adLoadFailureCallback(errorCode)
    adEventDelegate.delegate = loadCompletionHandler?(nil, error)
  }

  func adLoader(_ adLoader: SampleNativeAdLoader, didFailToLoadWithError error: AdError) {
    // The seeds' delegate has no such callback, and config validation scripts error objects for profiled networks
    // only: reaching this is mediate's own bug, which must not pass for a load that never completes.
    preconditionFailure("the Sample custom event's network failed with an error object; only a profile's can")
  }

  func adLoaderDidReceiveNoAds(_ adLoader: SampleNativeAdLoader) {
    // Likewise: `empty` is a profiled network's answer only.
    preconditionFailure("the Sample custom event's network answered empty; only a profile's can")
  }

  // MARK: SampleNativeAdDelegate

  func nativeAdDidRecordImpression(_ nativeAd: SampleNativeAd) {
    adEventDelegate.send(.reportImpression) { $0.reportImpression() }
  }

  func nativeAd(_ nativeAd: SampleNativeAd, didRecordClickOn asset: NativeAssetIdentifier) {
    adEventDelegate.send(.reportClick) { $0.reportClick() }
  }

  func nativeAdDidPlayVideo(_ nativeAd: SampleNativeAd) {
    adEventDelegate.send(.didPlayVideo) { $0.didPlayVideo() }
  }

  func nativeAdDidPauseVideo(_ nativeAd: SampleNativeAd) {
    adEventDelegate.send(.didPauseVideo) { $0.didPauseVideo() }
  }

  func nativeAdDidEndVideo(_ nativeAd: SampleNativeAd) {
    adEventDelegate.send(.didEndVideo) { $0.didEndVideo() }
  }

  func nativeAdDidMuteVideo(_ nativeAd: SampleNativeAd) {
    adEventDelegate.send(.didMuteVideo) { $0.didMuteVideo() }
  }

  func nativeAdDidUnmuteVideo(_ nativeAd: SampleNativeAd) {
    adEventDelegate.send(.didUnmuteVideo) { $0.didUnmuteVideo() }
  }

  // The seeds' delegate implements neither (optional in Objective-C): a scripted modal reaches nothing.
  func nativeAdDidPresentModal(_ nativeAd: SampleNativeAd) {}
  func nativeAdDidDismissModal(_ nativeAd: SampleNativeAd) {}
}
