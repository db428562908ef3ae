/// The scripted network's full-screen ad (the Sample SDK's on every
/// platform), answering from its line item's script instead of a server.
///
/// The Sample SDK of Google's example has a class per format
/// (`SampleRewardedAd`, `SampleInterstitial`) that load alike (`fetchAd:`,
/// a load callback or a failure with a `SampleErrorCode`) and show alike (a
/// full-screen view that calls back as it goes on screen, is clicked and
/// is closed; an ad that is not loaded does not show). One class plays
/// them all here: the format decides the show script it plays when the
/// config gives none, and config validation which callbacks a script may
/// name (an interstitial has no `userDidEarnReward`).
package final class ScriptedFullScreenAd: ScriptedLoadClient, ScriptedShowClient {
  package let adUnit: String?
  package weak var delegate: (any ScriptedFullScreenAdDelegate)?
  package var enableDebugLogging = false
  /// Whether the ad can be presented: loaded, still ready, not expired, not yet shown.
  package private(set) var isReady = false
  /// Whether the ad expired before it was shown.
  package private(set) var isExpired = false
  private var wasShown = false
  /// Whether the adapter stopped listening (`removeListener()`).
  private var listenerRemoved = false
  /// The reward amount the loaded ad grants.
  package private(set) var reward: Int64 = 0

  // The network outlives its ad objects (it keeps them while they load), so they do not keep it.
  private unowned let sdk: ScriptedNetwork

  /// The format of the ad unit that requested it.
  package let format: AdFormat

  package init(adUnitID adUnit: String?, sdk: ScriptedNetwork, format: AdFormat) {
    self.adUnit = adUnit
    self.format = format
    self.sdk = sdk
  }

  /// Requests an ad; the delegate hears back after the scripted latency.
  /// `extras` are the settings an adapter of a profiled network passes on,
  /// `passed` what it handed the network beside the request (privacy flags).
  package func fetchAd(_ request: ScriptedAdRequest, extras: NetworkExtrasValues? = nil, passed: [PassedSetting] = []) {
    let members = sdk.fullScreenRequestMembers
    let described = NetworkRequest.fullScreen(
      testMode: request.testMode, mute: members.mute ? request.mute : nil,
      debugLogging: members.debugLogging ? enableDebugLogging : nil)
    let keyworded = request.keywords.map { .withKeywords(described, $0) } ?? described
    let base = extras.map { .withExtras(keyworded, $0) } ?? keyworded
    sdk.received(.addressed(base, placement: adUnit, passed: passed))
    sdk.startLoad(adUnit: adUnit, client: self)
  }

  /// Shows the ad and plays its show script. An expired ad fails to show;
  /// an ad that is not ready makes the Sample SDK return without a word;
  /// otherwise the network shows it, fails to (`network.present`), or says nothing.
  /// `extras` are the settings an adapter of a profiled network applies at present.
  package func present(extras: NetworkExtrasValues? = nil) {
    sdk.adapterCalled(.present(extras: extras))
    if isExpired {
      sdk.willCall(.didFailToPresent, detail: .showFailure(code: nil))
      delegate?.fullScreenAd(self, didFailToPresentWithErrorCode: nil)
      return
    }
    guard isReady else { return }
    show()
  }

  /// Shows the ad whether or not it is ready or expired, as the Android Sample SDK's `SampleInterstitial.show()`
  /// does (sdk `SampleInterstitial.java:97-111`: it calls `onAdFullScreen` and opens its dialog without a
  /// check): the network shows it, fails to (`network.present`), or says nothing.
  package func showUnchecked() {
    sdk.adapterCalled(.present(extras: nil))
    show()
  }

  private func show() {
    switch sdk.script.present {
    case .show:
      isReady = false
      wasShown = true
      sdk.playShowScript(self, steps: sdk.script.show ?? sdk.defaultShowScript(for: format))
    case .fail(_, let error?):
      sdk.willCall(.didFailToPresent, detail: .error(error))
      delegate?.fullScreenAd(self, didFailToPresentWithError: error)
    case .fail(let code, nil):
      sdk.willCall(.didFailToPresent, detail: .showFailure(code: code))
      delegate?.fullScreenAd(self, didFailToPresentWithErrorCode: code)
    case .silent:
      return
    case .failWithoutError:
      sdk.willCall(.didFailToPresent, detail: nil)
      delegate?.fullScreenAdDidFailToPresentWithoutError(self)
    }
  }

  package func answerLoad(_ answer: ScriptedNetwork.LoadAnswer) {
    switch answer {
    case .fill:
      isReady = sdk.script.ready
      reward = sdk.script.rewardAmount
      sdk.willCall(.didReceiveAd, detail: nil)
      if let expiry = sdk.script.expiresAfterMs { sdk.scheduleExpiry(of: self, afterMs: expiry) }
      delegate?.fullScreenAdDidReceiveAd(self)
    case .failure(let code, _):
      if let error = sdk.loadError {
        sdk.willCall(.didFailToLoad, detail: .error(error))
        delegate?.fullScreenAd(self, didFailToLoadWithError: error)
      } else {
        sdk.willCall(.didFailToLoad, detail: .failure(sdk.names.networkError(code)))
        delegate?.fullScreenAdDidFailToLoad(withError: code)
      }
    case .empty:
      sdk.willCall(.didReceiveAd, detail: .noAd)
      delegate?.fullScreenAdDidReceiveNoAd(self)
    }
  }

  /// The ad's time is up: unless it was shown, it can no longer be.
  package func expire() {
    guard !wasShown, !isExpired else { return }
    isExpired = true
    isReady = false
    sdk.willCall(.didExpire, detail: nil)
    delegate?.fullScreenAdDidExpire(self)
  }

  /// The adapter stops listening (`present.unregistersOnDismiss`): the network's later callbacks are recorded,
  /// heard by nobody.
  package func removeListener() {
    delegate = nil
    listenerRemoved = true
  }

  package func play(_ step: ShowStep) {
    if listenerRemoved {
      // The network still calls back; nothing listens. A callback the format's scripts cannot name records
      // nothing, as below.
      guard NetworkCallback.showCallbacks(for: format).contains(step.callback) else { return }
      return sdk.willCall(step.callback, detail: .unregistered)
    }
    switch step.callback {
    case .willPresent:
      sdk.willCall(.willPresent, detail: nil)
      delegate?.fullScreenAdWillPresent(self)
    case .videoPlay:
      sdk.willCall(.videoPlay, detail: nil)
      delegate?.fullScreenAdDidStartVideo(self)
    case .willDismiss:
      sdk.willCall(.willDismiss, detail: nil)
      delegate?.fullScreenAdWillDismiss(self)
    case .didPresent:
      sdk.willCall(.didPresent, detail: nil)
      delegate?.fullScreenAdDidPresent(self)
    case .impression:
      sdk.willCall(.impression, detail: nil)
      delegate?.fullScreenAdDidRecordImpression(self)
    case .didClick:
      sdk.willCall(.didClick, detail: nil)
      delegate?.fullScreenAdDidClick(self)
    case .userDidEarnReward:
      let amount = step.amount ?? reward
      sdk.willCall(.userDidEarnReward, detail: .reward(amount: amount))
      delegate?.fullScreenAd(self, userDidEarnReward: amount)
    case .didCompleteVideo:
      sdk.willCall(.didCompleteVideo, detail: nil)
      delegate?.fullScreenAdDidCompleteVideo(self)
    case .didSkipVideo:
      sdk.willCall(.didSkipVideo, detail: nil)
      delegate?.fullScreenAdDidSkipVideo(self)
    case .didDismiss:
      sdk.willCall(.didDismiss, detail: nil)
      delegate?.fullScreenAdDidDismiss(self)
    case .didReceiveAd, .didFailToLoad, .didFailToPresent, .didExpire, .click, .videoPause, .videoEnd, .videoMute,
      .videoUnmute, .didPresentModal, .didDismissModal, .didFailToShow:
      // A Sample SDK full-screen ad has no such callback: the step calls nothing and records nothing. A config
      // file cannot script one (the decoder refuses it); a script built in code that does plays as if the step
      // were not there but for its time (InadmissibleEventsTests).
      break
    }
  }
}
