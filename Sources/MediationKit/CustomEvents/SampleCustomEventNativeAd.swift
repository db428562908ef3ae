/// The Sample custom event's native ad (`SampleCustomEventNativeAd`, seeds
/// 000 and 002): loads through the Sample SDK's native ad loader and maps
/// its ad onto the SDK's asset names.
///
/// It lets the SDK track impressions and clicks (the seeds' choice) unless
/// the line item's `handlesUserImpressions` or `handlesUserClicks` say the
/// network tracks them, in which case it hands the rendered view to the
/// network and forwards the network's own callbacks.
final class SampleCustomEventNativeAd: MediationNativeAd, SampleNativeAdLoaderDelegate, SampleNativeAdDelegate {
  /// The extra asset key of the Sample ad's degree of awesomeness.
  static let awesomenessKey = "DegreeOfAwesomeness"

  private let sdk: SampleSDK
  private var adLoader: SampleNativeAdLoader?
  private var nativeAd: SampleNativeAd?
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
    var sampleRequest = SampleNativeAdRequest()
    // The SDK wants images downloaded unless the app disabled image loading.
    sampleRequest.shouldDownloadImages = true
    sampleRequest.preferredImageOrientation = .any
    sampleRequest.shouldRequestMultipleImages = false
    sampleRequest.testMode = adConfiguration.isTestRequest
    for loaderOptions in adConfiguration.options {
      switch loaderOptions {
      case .image(let imageOptions):
        sampleRequest.shouldRequestMultipleImages = imageOptions.shouldRequestMultipleImages
        sampleRequest.shouldDownloadImages = !imageOptions.disableImageLoading
      case .media(let mediaOptions):
        switch mediaOptions.mediaAspectRatio {
        case .landscape: sampleRequest.preferredImageOrientation = .landscape
        case .portrait: sampleRequest.preferredImageOrientation = .portrait
        case .unknown, .any, .square: sampleRequest.preferredImageOrientation = .any
        }
      case .adView:
        // The SDK places the network's AdChoices view in the corner the app asked for.
        continue
      }
    }
    // The server parameter carries the network's ad unit ID.
    adLoader.adUnitID = adConfiguration.credentials.parameter
    adLoader.delegate = self
    self.adLoader = adLoader
    adLoader.fetchAd(sampleRequest)
  }

  // MARK: MediationNativeAd

  var headline: String? { nativeAd?.headline }
  var body: String? { nativeAd?.body }
  var callToAction: String? { nativeAd?.callToAction }
  var starRating: DecimalNumber? { nativeAd?.starRating }
  var store: String? { nativeAd?.store }
  var price: String? { nativeAd?.price }
  var advertiser: String? { nativeAd?.advertiser }
  var extraAssets: [String: String]? { [Self.awesomenessKey: nativeAd?.degreeOfAwesomeness ?? ""] }
  var mediaView: PlatformView? { nativeAd?.mediaView }
  var hasVideoContent: Bool { mediaView != nil }
  var handlesUserClicks: Bool { sdk.script.handlesUserClicks }
  var handlesUserImpressions: Bool { sdk.script.handlesUserImpressions }

  func didRender(
    in view: PlatformView, clickableAssetViews: [NativeAssetIdentifier: PlatformView],
    nonclickableAssetViews: [NativeAssetIdentifier: PlatformView], viewController: ViewController
  ) {
    // Only a custom event that tracks for itself passes the view on.
    guard handlesUserClicks || handlesUserImpressions else { return }
    nativeAd?.setNativeAdView(view)
  }

  func didRecordImpression() {
    nativeAd?.recordImpression()
  }

  func didRecordClickOnAsset(
    withName assetName: NativeAssetIdentifier, view: PlatformView, viewController: ViewController
  ) {
    nativeAd?.handleClick(on: view)
  }

  // MARK: SampleNativeAdLoaderDelegate

  func adLoader(_ adLoader: SampleNativeAdLoader, didReceive nativeAd: SampleNativeAd) {
    images = nativeAd.mappedImages
    icon = nativeAd.mappedIcon
    adChoicesView = PlatformView(className: "SampleAdInfoView")
    self.nativeAd = nativeAd
    nativeAd.delegate = self
    adEventDelegate.delegate = loadCompletionHandler?(self, nil)
  }

  func adLoader(_ adLoader: SampleNativeAdLoader, didFailToLoadAdWith errorCode: SampleErrorCode) {
    let error = SampleCustomEventError.adLoadFailureCallback(errorCode)
    adEventDelegate.delegate = loadCompletionHandler?(nil, error)
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
}

extension SampleNativeAd {
  /// The main image as the SDK's image asset, as seeds 000 and 002 map it:
  /// the downloaded image, or its URL and scale when images are not loaded.
  var mappedImages: [NativeAdImage]? {
    if let image { return [NativeAdImage(image: image)] }
    return imageURL.map { [NativeAdImage(url: $0, scale: imageScale)] }
  }

  /// The icon as the SDK's image asset, mapped like the main image.
  var mappedIcon: NativeAdImage? {
    if let icon { return NativeAdImage(image: icon) }
    return iconURL.map { NativeAdImage(url: $0, scale: iconScale) }
  }
}
