import MediationKit

/// A Sample SDK native ad (`SampleNativeAd`): the assets its network
/// returned, and the tracking and video callbacks of its show script.
final class SampleNativeAd: ScriptedNativeAd {
  let headline: String?
  let body: String?
  let callToAction: String?
  let advertiser: String?
  let store: String?
  let price: String?
  let starRating: DecimalNumber?
  let degreeOfAwesomeness: String?
  /// The main image, when the request asked the network to download images and it could.
  let image: PlatformImage?
  /// Where the main image can be downloaded, when it was not.
  let imageURL: String?
  let imageScale: DecimalNumber
  /// Whether the network has no main image to show: its download failed, or its URL is empty.
  let imageMissing: Bool
  let icon: PlatformImage?
  let iconURL: String?
  let iconScale: DecimalNumber
  let iconMissing: Bool
  let mediaView: PlatformView?
  /// Whether the ad has video (`network.ad.hasVideo`).
  let hasVideo: Bool
  weak var delegate: (any SampleNativeAdDelegate)?

  // The network outlives its ad objects (it keeps them while they load), so they do not keep it.
  private unowned let sdk: SampleSDK
  /// The view the network tracks, once the adapter hands it over.
  private(set) var nativeAdView: PlatformView?
  /// Whether the adapter told the network to stop tracking the ad's view.
  private(set) var isUnregistered = false

  init(creative: NativeCreative, request: SampleNativeAdRequest, sdk: SampleSDK) {
    headline = creative.headline
    body = creative.body
    callToAction = creative.callToAction
    advertiser = creative.advertiser
    store = creative.store
    price = creative.price
    starRating = creative.starRating
    degreeOfAwesomeness = creative.degreeOfAwesomeness
    // Like the Sample SDK, images are either downloaded or given as URLs; an
    // image the network could not download is given as its URL.
    let download = request.shouldDownloadImages
    let imageMissing = creative.image?.isMissing(downloading: download) ?? false
    self.imageMissing = imageMissing
    image = creative.image.flatMap {
      download && !imageMissing ? PlatformImage(width: $0.width, height: $0.height, scale: $0.scale) : nil
    }
    imageURL = download && !imageMissing ? nil : creative.image?.url
    imageScale = creative.image?.scale ?? DecimalNumber(integer: 1)
    let iconMissing = creative.icon?.isMissing(downloading: download) ?? false
    self.iconMissing = iconMissing
    icon = creative.icon.flatMap {
      download && !iconMissing ? PlatformImage(width: $0.width, height: $0.height, scale: $0.scale) : nil
    }
    iconURL = download && !iconMissing ? nil : creative.icon?.url
    iconScale = creative.icon?.scale ?? DecimalNumber(integer: 1)
    hasVideo = creative.hasVideo
    mediaView = creative.hasVideo ? PlatformView(className: "SampleMediaView") : nil
    self.sdk = sdk
  }

  /// Records the impression the SDK tracked (the Sample SDK just logs it).
  func recordImpression() {
    sdk.adapterCalled(.recordImpression)
  }

  /// Handles a click the SDK tracked on one of the ad's asset views.
  func handleClick(on view: PlatformView) {
    sdk.adapterCalled(.handleClick(view.asset ?? .callToAction))
  }

  /// Hands the rendered ad view to the network so it can track it itself.
  func setNativeAdView(_ view: PlatformView) {
    nativeAdView = view
    sdk.adapterCalled(.setNativeAdView)
  }

  /// Stops tracking the ad's view (Pangle's `unregisterView`): the network
  /// reports no more impressions or clicks of it.
  func unregisterView() {
    nativeAdView = nil
    isUnregistered = true
    sdk.adapterCalled(.unregisterView)
  }

  /// Tells the ad that the user tapped one of its asset views; a network
  /// that tracks clicks and holds the ad view reports the click.
  func userTapped(_ asset: NativeAssetIdentifier) {
    guard nativeAdView != nil, sdk.script.handlesUserClicks else { return }
    play(ShowStep(atMs: 0, callback: .click, asset: asset))
  }

  func play(_ step: ShowStep) {
    // A network told to stop tracking the view has nothing more to track.
    if isUnregistered, step.callback == .impression || step.callback == .click { return }
    switch step.callback {
    case .impression:
      sdk.willCall(.impression, detail: nil)
      delegate?.nativeAdDidRecordImpression(self)
    case .click:
      let asset = step.asset ?? .callToAction
      sdk.willCall(.click, detail: .asset(asset))
      delegate?.nativeAd(self, didRecordClickOn: asset)
    case .videoPlay:
      sdk.willCall(.videoPlay, detail: nil)
      delegate?.nativeAdDidPlayVideo(self)
    case .videoPause:
      sdk.willCall(.videoPause, detail: nil)
      delegate?.nativeAdDidPauseVideo(self)
    case .videoEnd:
      sdk.willCall(.videoEnd, detail: nil)
      delegate?.nativeAdDidEndVideo(self)
    case .videoMute:
      sdk.willCall(.videoMute, detail: nil)
      delegate?.nativeAdDidMuteVideo(self)
    case .videoUnmute:
      sdk.willCall(.videoUnmute, detail: nil)
      delegate?.nativeAdDidUnmuteVideo(self)
    case .didPresentModal:
      sdk.willCall(.didPresentModal, detail: nil)
      delegate?.nativeAdDidPresentModal(self)
    case .didDismissModal:
      sdk.willCall(.didDismissModal, detail: nil)
      delegate?.nativeAdDidDismissModal(self)
    case .didReceiveAd, .didFailToLoad, .willPresent, .didPresent, .didClick, .userDidEarnReward, .willDismiss,
      .didDismiss, .didCompleteVideo, .didSkipVideo, .didFailToPresent, .didExpire:
      // A Sample SDK native ad has no such callback: the step calls nothing and records nothing. A config file
      // cannot script one (the decoder refuses it); a script built in code that does plays as if the step were
      // not there but for its time (InadmissibleEventsTests).
      break
    }
  }
}
