import MediationKit

extension AndroidPlatform {
  /// The names of Android's contract, as the records print them and configs
  /// write them (android.md, "Names in records"): the `MediationAdCallback`
  /// methods and their formats' interfaces, the Android Sample SDK's listener
  /// methods (and those of networks that say more, in the same style), the
  /// methods the SDK calls on a loaded ad, the `Adapter` and `RtbAdapter`
  /// load methods, the events each format's callback interface has, the
  /// reasons of `ignored` records, the two completion methods of
  /// `MediationAdLoadCallback`, the Sample SDK's error codes and the SDK's own
  /// errors (domain `com.google.android.gms.ads`, `AdRequest`'s codes).
  /// Spelled case by case, so that a new case does not compile until it has
  /// its Android name.
  package static let names = PlatformNames(
    platform: .android,
    event: { event in
      switch event {
      case .willPresentFullScreenView: "onAdOpened"
      case .didFailToPresentWithError: "onAdFailedToShow"
      // Android has no "will close".
      case .willDismissFullScreenView: nil
      case .didDismissFullScreenView: "onAdClosed"
      case .reportImpression: "reportAdImpression"
      case .reportClick: "reportAdClicked"
      case .didStartVideo: "onVideoStart"
      case .didEndVideo: "onVideoComplete"
      case .didRewardUser: "onUserEarnedReward"
      // Deprecated overloads are named by their signature, so that jq tells them apart.
      case .didRewardUserWithReward: "onUserEarnedReward(RewardItem)"
      case .didPlayVideo: "onVideoPlay"
      case .didPauseVideo: "onVideoPause"
      case .didMuteVideo: "onVideoMute"
      case .didUnmuteVideo: "onVideoUnmute"
      case .didFailToPresentWithMessage: "onAdFailedToShow(String)"
      case .leftApplication: "onAdLeftApplication"
      }
    },
    callback: { callback, format in
      switch callback {
      case .didReceiveAd:
        switch format {
        case .rewarded, .rewardedInterstitial: "onRewardedAdLoaded"
        case .native: "onNativeAdFetched"
        case .interstitial, .banner, .appOpen: "onAdFetchSucceeded"
        }
      case .didFailToLoad:
        switch format {
        case .rewarded, .rewardedInterstitial: "onRewardedAdFailedToLoad"
        case .native, .interstitial, .banner, .appOpen: "onAdFetchFailed"
        }
      case .willPresent: "onAdWillShow"
      case .didPresent: "onAdFullScreen"
      case .impression: "onAdImpression"
      case .didClick, .click: "onAdClicked"
      case .userDidEarnReward: "onAdRewarded"
      case .didCompleteVideo: "onAdCompleted"
      case .didSkipVideo: "onAdSkipped"
      case .willDismiss: "onAdWillClose"
      case .didDismiss: "onAdClosed"
      case .didFailToPresent: "onAdShowFailed"
      case .didExpire: "onAdExpired"
      // A banner's show failure (Moloco's and BidMachine's banner listeners: `onAdShowFailed`), named apart from a
      // full-screen ad's `onAdShowFailed` so that a profile serving both formats keeps one entry per callback.
      case .didFailToShow: "onAdViewShowFailed"
      case .videoPlay: "onVideoStart"
      case .videoPause: "onVideoPause"
      case .videoEnd: "onVideoEnd"
      case .videoMute: "onVideoMute"
      case .videoUnmute: "onVideoUnmute"
      // A banner's or native ad's network opened, then closed, a full-screen view.
      case .didPresentModal: "onAdOpened"
      case .didDismissModal: "onAdClosed"
      }
    },
    sdkCall: { call in
      switch call {
      case .present: "showAd"
      case .didRender: "trackViews"
      case .didRecordImpression: "recordImpression"
      case .didRecordClickOnAsset: "handleClick"
      // Ad Manager's custom format ads are iOS's; the name is the one the app's call has.
      case .recordImpression: "recordImpression"
      case .didUntrackView: "untrackView"
      case .view: "getView"
      }
    },
    // The Android Sample SDK's methods (`SampleRewardedAd.showAd`, `SampleNativeAd.registerNativeAdView`).
    networkCall: { call in
      switch call {
      case .present: "showAd"
      case .recordImpression: "recordImpression"
      case .handleClick: "handleClick"
      case .setNativeAdView: "registerNativeAdView"
      case .unregisterView: "unregisterView"
      }
    },
    loadMethod: { format, bidding in
      switch format {
      case .rewarded: bidding ? "loadRtbRewardedAd" : "loadRewardedAd"
      case .rewardedInterstitial: bidding ? "loadRtbRewardedInterstitialAd" : "loadRewardedInterstitialAd"
      case .interstitial: bidding ? "loadRtbInterstitialAd" : "loadInterstitialAd"
      case .banner: bidding ? "loadRtbBannerAd" : "loadBannerAd"
      case .native: bidding ? "loadRtbNativeAdMapper" : "loadNativeAdMapper"
      case .appOpen: bidding ? "loadRtbAppOpenAd" : "loadAppOpenAd"
      }
    },
    events: { format in
      // MediationAdCallback's four, then the format's interface.
      let base: [AdEventName] = [
        .willPresentFullScreenView, .reportImpression, .reportClick, .didDismissFullScreenView,
      ]
      switch format {
      case .rewarded, .rewardedInterstitial:
        // MediationRewardedAdCallback.
        return base + [
          .didFailToPresentWithError, .didFailToPresentWithMessage, .didRewardUser, .didRewardUserWithReward,
          .didStartVideo, .didEndVideo,
        ]
      case .interstitial:
        // MediationInterstitialAdCallback: no reward and no video.
        return base + [.didFailToPresentWithError, .didFailToPresentWithMessage, .leftApplication]
      case .appOpen:
        // MediationAppOpenAdCallback: onAdFailedToShow(AdError) only; no reward, no video, no onAdLeftApplication.
        return base + [.didFailToPresentWithError]
      case .banner:
        return base + [.leftApplication]
      case .native:
        return base + [.leftApplication, .didPlayVideo, .didPauseVideo, .didEndVideo, .didMuteVideo, .didUnmuteVideo]
      }
    },
    ignoredReason: { reason in
      switch reason {
      case .duplicateCompletion: "duplicateCompletion"
      case .afterTimeout: "afterTimeout"
      // The adapter called a method on the null a duplicate onSuccess returned.
      case .noEventDelegate: "nullCallback"
      case .duplicateImpression: "duplicateImpression"
      case .rewardAlreadyGranted: "rewardAlreadyGranted"
      // The WeakReference's get() returned null once the collector ran.
      case .delegateReleased: "delegateReleased"
      }
    },
    completion: { call in
      switch call {
      case .ad: "onSuccess"
      case .error: "onFailure"
      // Deprecated overloads are named by their signature.
      case .message: "onFailure(String)"
      }
    },
    completionHandler: "onSuccess or onFailure",
    // Adapter.initialize(Context, InitializationCompleteCallback, List<MediationConfiguration>).
    setUpMethod: "initialize",
    signalsMethod: "collectSignals",
    // The sdk's SampleErrorCode enum, by ordinal.
    networkError: { code in
      switch code {
      case .unknown: NetworkErrorCode(code: 0, name: "UNKNOWN")
      case .badRequest: NetworkErrorCode(code: 1, name: "BAD_REQUEST")
      case .networkError: NetworkErrorCode(code: 2, name: "NETWORK_ERROR")
      case .noInventory: NetworkErrorCode(code: 3, name: "NO_INVENTORY")
      }
    },
    sdkError: AndroidSDKErrors.error,
    // Java's split and Integer.parseInt; the Android samples' `>= 4` (android.md, "Versions").
    versions: VersionConventions(syntax: .java, adapterVersionRule: .atLeastFour, adSDKVersionRule: .firstThree),
    classNames: .java,
    // RequestConfiguration's TAG_FOR_…_UNSPECIFIED (−1) and MAX_AD_CONTENT_RATING_UNSPECIFIED ("").
    privacy: PrivacyConventions(unsetNumber: -1, unsetRating: ""),
    // The Sample SDK native ad's price: a `Double` (`SampleNativeAd.getPrice()`).
    nativePrice: .number)
}

/// The Android SDK's own errors, in `MobileAds.ERROR_DOMAIN` with
/// `AdRequest`'s codes (android.md, "Errors"; the codes Android does not
/// document for a case are mediate's choice, docs/behaviour.md).
enum AndroidSDKErrors {
  static let domain = "com.google.android.gms.ads"

  /// `AdRequest.ERROR_CODE_INTERNAL_ERROR`.
  static let internalError = 0
  /// `AdRequest.ERROR_CODE_INVALID_REQUEST`; `FullScreenContentCallback.ERROR_CODE_AD_REUSED` has the same value.
  static let invalidRequest = 1
  /// `AdRequest.ERROR_CODE_NETWORK_ERROR`.
  static let networkError = 2
  /// `AdRequest.ERROR_CODE_NO_FILL`.
  static let noFill = 3

  @Sendable static func error(_ failure: SDKFailure) -> AdError {
    let (code, message): (Int, String) =
      switch failure {
      case .noFill: (noFill, "No fill.")
      // Android documents no timeout code: mediate's choice.
      case .timeout(let timeoutMs):
        (networkError, "Request timed out: the adapter did not call its completion handler within \(timeoutMs) ms.")
      case .appStoppedWaiting: (networkError, "The app stopped waiting for the ad.")
      case .adapterNotFound(let className):
        (internalError, "Adapter not found: \(className) could not be instantiated.")
      case .formatNotSupported(let className, let format):
        (internalError, "\(className) does not support the \(format.rawValue) ad format.")
      case .notInitialized(let className):
        (internalError, "\(className) is not initialized, and the request skips uninitialized adapters.")
      case .emptyCompletion(let className):
        (internalError, "\(className) called neither onSuccess nor onFailure.")
      case .setUpTimeout(let className, let timeoutMs):
        (internalError, "\(className) did not call its InitializationCompleteCallback within \(timeoutMs) ms.")
      case .adAlreadyUsed: (invalidRequest, "The ad has already been shown.")
      case .notRequested(let type): (noFill, "The ad loader did not request \(name(of: type)) ads.")
      case .formatNotDisplayed(let formatId): (noFill, "The ad loader cannot display custom format \(formatId).")
      case .adServerError: (networkError, "The ad request failed.")
      case .loaderBusy: (invalidRequest, "The ad loader is already loading a request; wait for it to finish.")
      }
    return AdError(domain: domain, code: code, localizedDescription: message)
  }

  private static func name(of type: NativeAdType) -> String {
    switch type {
    case .unified: "unified native"
    case .appInstall: "app install"
    case .content: "content"
    case .customFormat: "custom format"
    }
  }
}
