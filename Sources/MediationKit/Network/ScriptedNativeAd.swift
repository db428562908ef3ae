/// The scripted network's native ad (the Sample SDK's `SampleNativeAd` on
/// every platform): the assets its network returned, and the tracking and
/// video callbacks of its show script. A platform's adapters see it through
/// their own names (iOS's `SampleNativeAd`, Android's
/// `com.google.ads.mediation.sample.sdk.SampleNativeAd`).
package final class ScriptedNativeAd: ScriptedNative {
  package let headline: String?
  package let body: String?
  package let callToAction: String?
  package let advertiser: String?
  package let store: String?
  package let price: String?
  package let starRating: DecimalNumber?
  package let degreeOfAwesomeness: String?
  /// The main image, when the request asked the network to download images and it could.
  package let image: PlatformImage?
  /// Where the main image can be downloaded, when it was not.
  package let imageURL: String?
  /// Where the main image comes from, downloaded or not (an Android Sample ad's `getImageUri()`).
  package let imageSourceURL: String?
  package let imageScale: DecimalNumber
  /// Whether the network has no main image to show: its download failed, or its URL is empty.
  package let imageMissing: Bool
  package let icon: PlatformImage?
  package let iconURL: String?
  /// Where the icon comes from, downloaded or not (an Android Sample ad's `getIconUri()`).
  package let iconSourceURL: String?
  package let iconScale: DecimalNumber
  package let iconMissing: Bool
  /// Whether the ad has video (`network.ad.hasVideo`): it then has a media view (the Sample SDK's
  /// `SampleMediaView`), whose video callbacks its show script plays.
  package let hasVideo: Bool
  package weak var delegate: (any ScriptedNativeAdDelegate)?

  // The network outlives its ad objects (it keeps them while they load), so they do not keep it.
  private unowned let sdk: ScriptedNetwork
  /// Whether the network tracks the ad's view, once the adapter handed it over.
  package private(set) var tracksAdView = false
  /// Whether the adapter told the network to stop tracking the ad's view.
  package private(set) var isUnregistered = false

  package init(creative: NativeCreative, request: ScriptedNativeAdRequest, sdk: ScriptedNetwork) {
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
    imageSourceURL = creative.image?.url
    imageScale = creative.image?.scale ?? DecimalNumber(integer: 1)
    let iconMissing = creative.icon?.isMissing(downloading: download) ?? false
    self.iconMissing = iconMissing
    icon = creative.icon.flatMap {
      download && !iconMissing ? PlatformImage(width: $0.width, height: $0.height, scale: $0.scale) : nil
    }
    iconURL = download && !iconMissing ? nil : creative.icon?.url
    iconSourceURL = creative.icon?.url
    iconScale = creative.icon?.scale ?? DecimalNumber(integer: 1)
    hasVideo = creative.hasVideo
    self.sdk = sdk
  }

  /// Records the impression the SDK tracked (the Sample SDK just logs it).
  package func recordImpression() {
    sdk.adapterCalled(.recordImpression)
  }

  /// Handles a click the SDK tracked on the view of `asset` (the call to action when the view shows no asset).
  package func handleClick(on asset: NativeAssetIdentifier?) {
    sdk.adapterCalled(.handleClick(asset ?? .callToAction))
  }

  /// Hands the rendered ad view to the network so it can track it itself (iOS's `setNativeAdView:`,
  /// Android's `registerNativeAdView(View)`).
  package func registerNativeAdView() {
    tracksAdView = true
    sdk.adapterCalled(.setNativeAdView)
  }

  /// Stops tracking the ad's view (Pangle's `unregisterView`): the network
  /// reports no more impressions or clicks of it.
  package func unregisterView() {
    tracksAdView = false
    isUnregistered = true
    sdk.adapterCalled(.unregisterView)
  }

  /// Tells the ad that the user tapped one of its asset views; a network
  /// that tracks clicks and holds the ad view reports the click.
  package func userTapped(_ asset: NativeAssetIdentifier) {
    guard tracksAdView, sdk.script.handlesUserClicks else { return }
    play(ShowStep(atMs: 0, callback: .click, asset: asset))
  }

  package func play(_ step: ShowStep) {
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
      .didDismiss, .didCompleteVideo, .didSkipVideo, .didFailToPresent, .didExpire, .didFailToShow:
      // A Sample SDK native ad has no such callback: the step calls nothing and records nothing. A config file
      // cannot script one (the decoder refuses it); a script built in code that does plays as if the step were
      // not there but for its time (InadmissibleEventsTests).
      break
    }
  }
}
