import MediationAndroid
import MediationIOS
import Testing

@testable import MediationKit

/// Android's names (android.md, "Names in records"): each event, callback, SDK call, load method, error code
/// and SDK error as `AndroidNames` spells it, and each name read back to its case.
struct AndroidNamesTests {
  private let names = AndroidPlatform().names

  @Test func eventsAreTheCallbackMethods() {
    let spelled = AdEventName.allCases.compactMap { names.has($0) ? names.name(of: $0) : nil }
    #expect(
      spelled == [
        "onAdOpened", "onAdFailedToShow", "onAdClosed", "reportAdImpression", "reportAdClicked", "onVideoStart",
        "onVideoComplete", "onUserEarnedReward", "onUserEarnedReward(RewardItem)", "onVideoPlay", "onVideoPause",
        "onVideoMute", "onVideoUnmute", "onAdFailedToShow(String)", "onAdLeftApplication",
      ])
    #expect(!names.has(.willDismissFullScreenView))
    for name in spelled { #expect(names.event(named: name).map(names.name(of:)) == name) }
  }

  /// Every event a format's callback has is named: the config reader and the records can reach no other.
  @Test func everyEventOfAFormatsCallbackHasAName() {
    for table in [names, IOSPlatform.names] {
      for format in AdFormat.allCases { #expect(table.events(for: format).allSatisfy(table.has)) }
    }
  }

  @Test func eachFormatHasItsCallbacksEvents() {
    #expect(names.events(for: .interstitial).contains(.leftApplication))
    #expect(!names.events(for: .interstitial).contains(.didRewardUser))
    #expect(!names.events(for: .rewarded).contains(.leftApplication))
    #expect(names.events(for: .banner).contains(.leftApplication))
    #expect(names.events(for: .native).contains(.didPlayVideo))
    for format in AdFormat.allCases { #expect(!names.events(for: format).contains(.willDismissFullScreenView)) }
  }

  @Test func loadMethodsAreTheAdaptersAndRtbAdapters() {
    #expect(
      AdFormat.allCases.map { names.loadMethod(for: $0, bidding: false) }.sorted() == [
        "loadAppOpenAd", "loadBannerAd", "loadInterstitialAd", "loadNativeAdMapper", "loadRewardedAd",
        "loadRewardedInterstitialAd",
      ])
    #expect(names.loadMethod(for: .appOpen, bidding: true) == "loadRtbAppOpenAd")
    #expect(names.loadMethod(for: .rewarded, bidding: true) == "loadRtbRewardedAd")
    #expect(names.loadMethod(for: .native, bidding: true) == "loadRtbNativeAdMapper")
    // Set-up is Adapter.initialize; iOS's is setUpWithConfiguration:completionHandler:.
    #expect(names.setUpMethod == "initialize")
    #expect(IOSPlatform.names.setUpMethod == "setUpWithConfiguration:completionHandler:")
  }

  @Test func sdkCallsAndNetworkCallbacks() {
    #expect(names.name(of: SDKCall.present) == "showAd")
    #expect(names.name(of: SDKCall.view) == "getView")
    #expect(names.name(of: SDKCall.didRender) == "trackViews")
    #expect(names.name(of: NetworkCall.Kind.present) == "showAd")
    #expect(names.name(of: NetworkCall.Kind.setNativeAdView) == "registerNativeAdView")
    #expect(names.name(of: NetworkCallback.didPresent, format: .rewarded) == "onAdFullScreen")
    #expect(names.name(of: NetworkCallback.userDidEarnReward, format: .rewarded) == "onAdRewarded")
    #expect(names.name(of: NetworkCallback.didCompleteVideo, format: .rewarded) == "onAdCompleted")
    #expect(names.name(of: NetworkCallback.didReceiveAd, format: .rewarded) == "onRewardedAdLoaded")
    #expect(names.name(of: NetworkCallback.didReceiveAd, format: .interstitial) == "onAdFetchSucceeded")
    #expect(names.name(of: NetworkCallback.didReceiveAd, format: .native) == "onNativeAdFetched")
    #expect(names.name(of: NetworkCallback.didFailToLoad, format: .rewarded) == "onRewardedAdFailedToLoad")
    // One name, two callbacks: the format's own list tells them apart.
    #expect(names.callback(named: "onAdClosed", among: NetworkCallback.adapterCallbacks(for: .rewarded)) == .didDismiss)
    #expect(
      names.callback(named: "onAdClosed", among: NetworkCallback.adapterCallbacks(for: .banner)) == .didDismissModal)
    // A banner's show failure is named apart from a full-screen ad's, so that a profile serving both keeps one entry
    // per callback; its banner callback has no show failure to forward it with.
    #expect(names.name(of: NetworkCallback.didFailToShow, format: .banner) == "onAdViewShowFailed")
    #expect(names.name(of: NetworkCallback.didFailToPresent, format: .interstitial) == "onAdShowFailed")
    #expect(!names.events(for: .banner).contains(.didFailToPresentWithError))
    #expect(IOSPlatform.names.events(for: .banner).contains(.didFailToPresentWithError))
  }

  @Test func theSampleSDKsCodesAreItsEnumsOrdinals() {
    #expect(
      SampleErrorCode.allCases.map { names.networkError($0).name } == [
        "BAD_REQUEST", "UNKNOWN", "NETWORK_ERROR", "NO_INVENTORY",
      ])
    #expect(SampleErrorCode.allCases.map { names.networkError($0).code } == [1, 0, 2, 3])
  }

  @Test func theSDKsOwnErrorsAreAdRequestsCodes() {
    #expect(
      names.error(.noFill) == AdError(domain: "com.google.android.gms.ads", code: 3, localizedDescription: "No fill."))
    #expect(names.error(.timeout(afterMs: 10)).code == 2)
    #expect(names.error(.adapterNotFound(className: "a.B")).code == 0)
    #expect(names.error(.adapterNotFound(className: "a.B")).localizedDescription.contains("could not be instantiated"))
    #expect(names.error(.adAlreadyUsed).localizedDescription == "The ad has already been shown.")
    #expect(names.name(of: IgnoredReason.noEventDelegate) == "nullCallback")
    #expect(names.name(of: CompletionCall.ad) == "onSuccess")
  }
}
