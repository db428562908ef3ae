/// A Sample SDK rewarded ad (`SampleRewardedAd`), answering from its line
/// item's script instead of a server.
final class SampleRewardedAd {
  let adUnit: String?
  weak var delegate: (any SampleRewardedAdDelegate)?
  var enableDebugLogging = false
  /// Whether the ad can be presented.
  private(set) var isReady = false
  /// The reward amount the loaded ad grants.
  private(set) var reward: Int64 = 0

  // The network outlives its ad objects (it keeps them while they load), so they do not keep it.
  private unowned let sdk: SampleSDK

  init(adUnitID adUnit: String?, sdk: SampleSDK) {
    self.adUnit = adUnit
    self.sdk = sdk
  }

  /// Requests an ad; the delegate hears back after the scripted latency.
  func fetchAd(_ request: SampleAdRequest) {
    sdk.received(.rewarded(testMode: request.testMode, mute: request.mute, debugLogging: enableDebugLogging))
    sdk.startLoad(adUnit: adUnit, client: .rewarded(self))
  }

  /// Shows the ad and plays its show script; does nothing when the ad is
  /// not ready, as the Sample SDK does.
  func present(fromRootViewController viewController: ViewController) {
    guard isReady else { return }
    isReady = false
    sdk.adapterCalled(.present)
    sdk.playShowScript(.rewarded(self), steps: sdk.script.show ?? SampleSDK.defaultRewardedShowScript)
  }

  func answerLoad(_ answer: SampleSDK.LoadAnswer) {
    switch answer {
    case .fill:
      isReady = sdk.script.ready
      reward = sdk.script.rewardAmount
      sdk.willCall(.didReceiveAd, detail: nil)
      delegate?.rewardedAdDidReceiveAd(self)
    case .failure(let code, _):
      sdk.willCall(.didFailToLoad, detail: .failure(code))
      delegate?.rewardedAdDidFailToLoad(withError: code)
    }
  }

  func play(_ step: ShowStep) {
    switch step.callback {
    case .didPresent:
      sdk.willCall(.didPresent, detail: nil)
      delegate?.rewardedAdDidPresent(self)
    case .didClick:
      sdk.willCall(.didClick, detail: nil)
      delegate?.rewardedAdDidClick(self)
    case .userDidEarnReward:
      let amount = step.amount ?? reward
      sdk.willCall(.userDidEarnReward, detail: .reward(amount: amount))
      delegate?.rewardedAd(self, userDidEarnReward: amount)
    case .didDismiss:
      sdk.willCall(.didDismiss, detail: nil)
      delegate?.rewardedAdDidDismiss(self)
    case .didReceiveAd, .didFailToLoad, .impression, .click, .videoPlay, .videoPause, .videoEnd, .videoMute,
      .videoUnmute:
      // Config validation admits only rewarded callbacks in a rewarded show script.
      break
    }
  }
}
