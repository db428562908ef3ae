import MediationKit

/// The Sample ad network's own rewarded adapter (`GADMediationAdapterSampleAdNetwork`,
/// seed 001): extras, version reporting, set-up, and a rewarded ad that
/// reports its impression and names its reward.
///
/// Like the seed, it keeps the SDK's completion handler as given (no
/// call-once guard) and does not pass `isTestRequest` on to its network.
final class GADMediationAdapterSampleAdNetwork: MediationRewardedAdapter, MediationRewardedAd,
  SampleFullScreenAdDelegate
{
  /// The adapter's error domain (`kAdapterErrorDomain`).
  static let errorDomain = "com.google.SampleAdapter"
  static let adapterVersionString = "1.2.1.0"
  static var adapterVersion: VersionNumber { VersionNumber(adapterVersionString: adapterVersionString) }
  static var adSDKVersion: VersionNumber { VersionNumber(sdkVersionString: SampleSDK.versionString) }
  static var networkExtrasType: (any AdNetworkExtras.Type)? { SampleExtras.self }

  /// The Sample SDK needs no initialisation, so set-up succeeds at once.
  static func setUp(with configuration: MediationServerConfiguration, completionHandler: (AdError?) -> Void) {
    completionHandler(nil)
  }

  private let sdk: SampleSDK
  private var rewardedAd: SampleFullScreenAd?
  private var loadCompletionHandler: MediationRewardedLoadCompletionHandler?
  private var rewardedAdDelegate: EventDelegateReference<any MediationRewardedAdEventDelegate>

  init(sdk: SampleSDK) {
    self.sdk = sdk
    self.rewardedAdDelegate = EventDelegateReference(sdk: sdk)
  }

  func loadRewardedAd(
    for adConfiguration: MediationRewardedAdConfiguration,
    completionHandler: @escaping MediationRewardedLoadCompletionHandler
  ) {
    loadCompletionHandler = completionHandler
    let extras = adConfiguration.extras as? SampleExtras
    let rewardedAd = SampleFullScreenAd(adUnitID: adConfiguration.credentials.parameter, sdk: sdk, format: adConfiguration.credentials.format)
    self.rewardedAd = rewardedAd
    rewardedAd.enableDebugLogging = extras?.debugLogging ?? false
    var request = SampleAdRequest()
    request.mute = extras?.muteAudio ?? false
    rewardedAd.delegate = self
    rewardedAd.fetchAd(request)
  }

  func present(from viewController: ViewController) {
    guard let rewardedAd, rewardedAd.isReady else {
      let error = AdError(domain: Self.errorDomain, code: 0, localizedDescription: "Unable to display ad.")
      rewardedAdDelegate.send(.didFailToPresentWithError) { $0.didFailToPresentWithError(error) }
      return
    }
    rewardedAd.present(fromRootViewController: viewController)
  }

  // MARK: SampleFullScreenAdDelegate

  func fullScreenAdDidReceiveAd(_ ad: SampleFullScreenAd) {
    rewardedAdDelegate.delegate = loadCompletionHandler?(self, nil)
  }

  func fullScreenAdDidFailToLoad(withError errorCode: SampleErrorCode) {
    // The seed builds an error with no user info, so NSError's generic
    // description is what the SDK sees.
    let error = AdError(
      domain: Self.errorDomain, code: GADErrorCode.noFill.rawValue,
      localizedDescription:
        "The operation couldn’t be completed. (\(Self.errorDomain) error \(GADErrorCode.noFill.rawValue).)")
    _ = loadCompletionHandler?(nil, error)
  }

  func fullScreenAdDidPresent(_ ad: SampleFullScreenAd) {
    rewardedAdDelegate.send(.willPresentFullScreenView) { $0.willPresentFullScreenView() }
    rewardedAdDelegate.send(.didStartVideo) { $0.didStartVideo() }
    rewardedAdDelegate.send(.reportImpression) { $0.reportImpression() }
  }

  func fullScreenAdDidClick(_ ad: SampleFullScreenAd) {
    rewardedAdDelegate.send(.reportClick) { $0.reportClick() }
  }

  func fullScreenAd(_ ad: SampleFullScreenAd, userDidEarnReward reward: Int64) {
    let reward = AdReward(rewardType: "GADMediationAdapterSampleAdNetwork", rewardAmount: reward)
    rewardedAdDelegate.send(.didRewardUserWithReward) { $0.didRewardUserWithReward(reward) }
  }

  func fullScreenAdDidDismiss(_ ad: SampleFullScreenAd) {
    rewardedAdDelegate.send(.willDismissFullScreenView) { $0.willDismissFullScreenView() }
    rewardedAdDelegate.send(.didEndVideo) { $0.didEndVideo() }
    rewardedAdDelegate.send(.didDismissFullScreenView) { $0.didDismissFullScreenView() }
  }
}
