/// The scripted network's banner (the Sample SDK's on every platform: iOS's
/// `ScriptedBannerAd`, Android's `SampleAdView`, a view of the requested size
/// that loads an ad with `fetchAd`), answering from its line item's script
/// instead of a server.
///
/// It loads as the other Sample ads do; once the SDK shows its view, the
/// network plays the line item's `show` script (none by default), passes
/// the user's taps on to its delegate as clicks, and, when the script says
/// the network refreshes its own banners (`refreshesItself`), calls its load
/// callback again 30 s after the fill, unsolicited.
package final class ScriptedBannerAd: ScriptedBanner {
  package let adUnit: String?
  /// The view's size, as the adapter made it (`initWithFrame:`).
  package let size: AdSize
  package weak var delegate: (any ScriptedBannerAdDelegate)?
  /// The callback the network makes when the user taps the view: `click` (iOS's Sample SDK, profiled
  /// networks); the Android Sample SDK's `SampleAdView` reports a tap as `onAdFullScreen`, `didPresent`
  /// (sdk `SampleAdView.java:98-103`).
  package var tapCallback = NetworkCallback.click
  /// What the adapter asked its network for beside the view (a profile's `banner.sizing`); nil: the view's
  /// size, and the records say nothing more.
  package var networkSize: BannerSizing.NetworkSize?
  /// The size the adapter expects the banner back at: the size it asked for, or the view's for a size name.
  package var expectedSize: AdSize { networkSize?.expected(requested: size) ?? size }
  /// The size the loaded banner came back at: the line item's `network.load.adSize`, else the expected size.
  package var returnedSize: AdSize { sdk.script.load.adSize ?? expectedSize }

  private unowned let sdk: ScriptedNetwork

  package init(adUnitID adUnit: String?, size: AdSize, sdk: ScriptedNetwork) {
    self.adUnit = adUnit
    self.size = size
    self.sdk = sdk
  }

  /// Requests an ad; the delegate hears back after the scripted latency.
  /// `extras` and `passed` are what an adapter of a profiled network hands on.
  package func fetchAd(_ request: ScriptedAdRequest, extras: NetworkExtrasValues? = nil, passed: [PassedSetting] = []) {
    let described = NetworkRequest.banner(testMode: request.testMode, adSize: size)
    let keyworded = request.keywords.map { .withKeywords(described, $0) } ?? described
    let base = extras.map { .withExtras(keyworded, $0) } ?? keyworded
    let addressed = NetworkRequest.addressed(base, placement: adUnit, passed: passed)
    sdk.received(networkSize.map { .sized(addressed, networkSize: $0) } ?? addressed)
    sdk.startLoad(adUnit: adUnit, client: self)
  }

  package func answerLoad(_ answer: ScriptedNetwork.LoadAnswer) {
    switch answer {
    case .fill:
      // The size is shown where the config makes it a question: a sizing profile, or a scripted size.
      let showsSize = networkSize != nil || sdk.script.load.adSize != nil
      sdk.willCall(.didReceiveAd, detail: showsSize ? .adSize(returnedSize) : nil)
      delegate?.bannerDidLoad(self)
    case .failure(let code, _):
      if let error = sdk.loadError {
        sdk.willCall(.didFailToLoad, detail: .error(error))
        delegate?.banner(self, didFailToLoadWithError: error)
      } else {
        sdk.willCall(.didFailToLoad, detail: .failure(sdk.names.networkError(code)))
        delegate?.banner(self, didFailToLoadAdWithErrorCode: code)
      }
    case .empty:
      sdk.willCall(.didReceiveAd, detail: .noAd)
      delegate?.bannerDidReceiveNoAd(self)
    }
  }

  /// The network loaded a new banner by itself and calls its load callback
  /// again, to an adapter that completed long ago.
  package func refreshItself() {
    sdk.willCall(.didReceiveAd, detail: .selfRefresh)
    delegate?.bannerDidLoad(self)
  }

  /// The user tapped the banner's view: the network counts a click.
  package func userTapped() {
    sdk.willCall(tapCallback, detail: nil)
    delegate?.bannerWillLeaveApplication(self)
  }

  package func play(_ step: ShowStep) {
    switch step.callback {
    case .impression:
      sdk.willCall(.impression, detail: nil)
      delegate?.bannerDidRecordImpression(self)
    case .click:
      userTapped()
    case .didPresentModal:
      sdk.willCall(.didPresentModal, detail: nil)
      delegate?.bannerDidPresentModal(self)
    case .didDismissModal:
      sdk.willCall(.didDismissModal, detail: nil)
      delegate?.bannerDidDismissModal(self)
    case .didFailToShow:
      sdk.willCall(.didFailToShow, detail: step.error.map(NetworkCallbackDetail.error))
      delegate?.banner(self, didFailToShowWithError: step.error)
    case .didReceiveAd, .didFailToLoad, .willPresent, .didPresent, .didClick, .userDidEarnReward, .willDismiss,
      .didDismiss, .didCompleteVideo, .didSkipVideo, .didFailToPresent, .didExpire, .videoPlay, .videoPause, .videoEnd,
      .videoMute, .videoUnmute:
      // A Sample SDK banner has no such callback: the step calls nothing and records nothing. A config file
      // cannot script one (the decoder refuses it); a script built in code that does plays as if the step
      // were not there but for its time (InadmissibleEventsTests).
      break
    }
  }
}

/// The callbacks of the scripted network's banner (the Sample SDK's `SampleBannerAdDelegate` on iOS: loaded,
/// failed, will leave the application), plus the ones the scripted network
/// adds for networks whose SDKs say more; those are optional, as an
/// Objective-C network skips a delegate method its delegate lacks.
package protocol ScriptedBannerAdDelegate: AnyObject {
  func bannerDidLoad(_ banner: ScriptedBannerAd)
  func banner(_ banner: ScriptedBannerAd, didFailToLoadAdWithErrorCode errorCode: SampleErrorCode)
  /// A click: the banner opens its destination outside the app.
  func bannerWillLeaveApplication(_ banner: ScriptedBannerAd)
  func bannerDidRecordImpression(_ banner: ScriptedBannerAd)
  func bannerDidPresentModal(_ banner: ScriptedBannerAd)
  func bannerDidDismissModal(_ banner: ScriptedBannerAd)
  /// A profiled network's SDK failed the load with this error object.
  func banner(_ banner: ScriptedBannerAd, didFailToLoadWithError error: AdError)
  /// A profiled network's SDK called its success callback without an ad.
  func bannerDidReceiveNoAd(_ banner: ScriptedBannerAd)
  /// A profiled network's SDK could not show the banner, with its error or none (a `didFailToShow` step).
  func banner(_ banner: ScriptedBannerAd, didFailToShowWithError error: AdError?)
}

extension ScriptedBannerAdDelegate {
  package func bannerDidRecordImpression(_ banner: ScriptedBannerAd) {}
  package func bannerDidPresentModal(_ banner: ScriptedBannerAd) {}
  package func bannerDidDismissModal(_ banner: ScriptedBannerAd) {}
  // Config validation gives error objects, empty answers and show failures to profiled networks only
  // (`ProfiledNetworkAd` implements all three); the Sample SDK's banner delegates have no such methods, as
  // an Objective-C delegate lacks an optional one.
  package func banner(_ banner: ScriptedBannerAd, didFailToLoadWithError error: AdError) {}
  package func bannerDidReceiveNoAd(_ banner: ScriptedBannerAd) {}
  package func banner(_ banner: ScriptedBannerAd, didFailToShowWithError error: AdError?) {}
}
