import MediationKit

extension IOSPlatform {
  /// The names of iOS's contract, as the records print them: the
  /// `GADMediationAdEventDelegate` methods an adapter calls, the Sample
  /// SDK's delegate callbacks (and those of networks that say more, in the
  /// same style), the `GADMediationAd` methods the SDK calls, and the
  /// `GADMediationAdapter` load methods (a bid winner is loaded by the same
  /// method, its configuration carrying the bid response), the events each
  /// format's event delegate has, the reasons of `ignored` records and the
  /// SDK's own errors (`GADErrorCode`). Spelled
  /// case by case, so that a new case of a vocabulary does not compile until
  /// it has its iOS name.
  package static let names = PlatformNames(
    platform: .ios,
    event: { event in
      switch event {
      case .willPresentFullScreenView: "willPresentFullScreenView"
      case .didFailToPresentWithError: "didFailToPresentWithError"
      case .willDismissFullScreenView: "willDismissFullScreenView"
      case .didDismissFullScreenView: "didDismissFullScreenView"
      case .reportImpression: "reportImpression"
      case .reportClick: "reportClick"
      case .didStartVideo: "didStartVideo"
      case .didEndVideo: "didEndVideo"
      case .didRewardUser: "didRewardUser"
      case .didRewardUserWithReward: "didRewardUserWithReward"
      case .didPlayVideo: "didPlayVideo"
      case .didPauseVideo: "didPauseVideo"
      case .didMuteVideo: "didMuteVideo"
      case .didUnmuteVideo: "didUnmuteVideo"
      case .didFailToPresentWithMessage, .leftApplication: nil
      }
    },
    callback: { callback, _ in
      switch callback {
      case .didReceiveAd: "didReceiveAd"
      case .didFailToLoad: "didFailToLoad"
      case .willPresent: "willPresent"
      case .didPresent: "didPresent"
      case .impression: "impression"
      case .didClick: "didClick"
      case .userDidEarnReward: "userDidEarnReward"
      case .didCompleteVideo: "didCompleteVideo"
      case .didSkipVideo: "didSkipVideo"
      case .willDismiss: "willDismiss"
      case .didDismiss: "didDismiss"
      case .didFailToPresent: "didFailToPresent"
      case .didExpire: "didExpire"
      case .didFailToShow: "didFailToShow"
      case .click: "click"
      case .videoPlay: "videoPlay"
      case .videoPause: "videoPause"
      case .videoEnd: "videoEnd"
      case .videoMute: "videoMute"
      case .videoUnmute: "videoUnmute"
      case .didPresentModal: "didPresentModal"
      case .didDismissModal: "didDismissModal"
      }
    },
    sdkCall: { call in
      switch call {
      case .present: "present"
      case .didRender: "didRender"
      case .didRecordImpression: "didRecordImpression"
      case .didRecordClickOnAsset: "didRecordClickOnAsset"
      case .recordImpression: "recordImpression"
      case .didUntrackView: "didUntrackView"
      case .view: "view"
      }
    },
    // The Sample SDK's methods (SampleSDK.h).
    networkCall: { call in
      switch call {
      case .present: "present"
      case .recordImpression: "recordImpression"
      case .handleClick: "handleClick"
      case .setNativeAdView: "setNativeAdView"
      case .unregisterView: "unregisterView"
      }
    },
    loadMethod: { format, _ in
      switch format {
      case .native: "loadNativeAdForAdConfiguration:completionHandler:"
      case .rewarded: "loadRewardedAdForAdConfiguration:completionHandler:"
      case .interstitial: "loadInterstitialForAdConfiguration:completionHandler:"
      case .rewardedInterstitial: "loadRewardedInterstitialAdForAdConfiguration:completionHandler:"
      case .banner: "loadBannerForAdConfiguration:completionHandler:"
      case .appOpen: "loadAppOpenAdForAdConfiguration:completionHandler:"
      }
    },
    events: { format in
      switch format {
      case .rewarded, .rewardedInterstitial:
        [
          .willPresentFullScreenView, .didFailToPresentWithError, .willDismissFullScreenView,
          .didDismissFullScreenView, .reportImpression, .reportClick, .didStartVideo, .didEndVideo, .didRewardUser,
          .didRewardUserWithReward,
        ]
      case .interstitial, .appOpen:
        // GADMediationInterstitialAdEventDelegate and GADMediationAppOpenAdEventDelegate
        // have only the base events; an adapter that sends a reward anyway
        // (Objective-C messages what the delegate object answers) breaks rewardOnInterstitial.
        [
          .willPresentFullScreenView, .didFailToPresentWithError, .willDismissFullScreenView,
          .didDismissFullScreenView, .reportImpression, .reportClick, .didRewardUser, .didRewardUserWithReward,
        ]
      case .banner:
        // A click that opens a full-screen view reports its presentation and dismissal; a banner its network
        // could not show reports didFailToPresentWithError (GADMediationBannerAdEventDelegate inherits it from
        // GADMediationAdEventDelegate: Moloco's BannerAdLoader, maio's banner).
        [
          .reportImpression, .reportClick, .willPresentFullScreenView, .willDismissFullScreenView,
          .didDismissFullScreenView, .didFailToPresentWithError,
        ]
      case .native:
        [
          .reportImpression, .reportClick, .willPresentFullScreenView, .willDismissFullScreenView,
          .didDismissFullScreenView, .didPlayVideo, .didPauseVideo, .didEndVideo, .didMuteVideo, .didUnmuteVideo,
        ]
      }
    },
    ignoredReason: { reason in
      switch reason {
      case .duplicateCompletion: "duplicateCompletion"
      case .afterTimeout: "afterTimeout"
      case .noEventDelegate: "noEventDelegate"
      case .duplicateImpression: "duplicateImpression"
      case .rewardAlreadyGranted: "rewardAlreadyGranted"
      // The adapter's __weak delegate is nil: the message goes nowhere.
      case .delegateReleased: "delegateReleased"
      }
    },
    // One completion handler takes the ad or the error.
    completion: { _ in "completion" },
    completionHandler: "completion handler",
    setUpMethod: "setUpWithConfiguration:completionHandler:",
    signalsMethod: "collectSignalsForRequestParameters:completionHandler:",
    // SampleSDK.h's SampleErrorCode.
    networkError: { code in
      switch code {
      case .badRequest: NetworkErrorCode(code: 0, name: "BadRequest")
      case .unknown: NetworkErrorCode(code: 1, name: "Unknown")
      case .networkError: NetworkErrorCode(code: 2, name: "NetworkError")
      case .noInventory: NetworkErrorCode(code: 3, name: "NoInventory")
      }
    },
    sdkError: GADErrorCode.error,
    // NSString's integerValue; Google's example custom event's four-part rule.
    versions: VersionConventions(syntax: .objectiveC, adapterVersionRule: .exactlyFour, adSDKVersionRule: .firstThree),
    classNames: .objectiveC,
    // GADRequestConfiguration's unset settings are nil.
    privacy: PrivacyConventions(unsetNumber: nil, unsetRating: nil),
    // The Sample SDK native ad's price: a string (`SampleNativeAd.price`).
    nativePrice: .text)
}
