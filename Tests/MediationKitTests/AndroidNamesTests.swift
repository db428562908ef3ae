import MediationAndroid
import Testing

@testable import MediationKit

/// Android's names (android.md, "Names in records"): each event, callback, SDK call and load method as
/// `AndroidNames` spells it, and no two events of one name.
struct AndroidNamesTests {
  private let names = AndroidPlatform().names

  @Test func eventsAreTheCallbackMethods() {
    let spelled = AdEventName.allCases.map(names.name(of:))
    #expect(
      spelled == [
        "onAdOpened", "onAdFailedToShow", "willDismissFullScreenView", "onAdClosed", "reportAdImpression",
        "reportAdClicked", "onVideoStart", "onVideoComplete", "onUserEarnedReward", "onUserEarnedReward(RewardItem)",
        "onVideoPlay", "onVideoPause", "onVideoMute", "onVideoUnmute",
      ])
    #expect(Set(spelled).count == spelled.count)
  }

  @Test func loadMethodsAreTheAdaptersAndRtbAdapters() {
    #expect(
      AdFormat.allCases.map { names.loadMethod(for: $0, bidding: false) }.sorted() == [
        "loadBannerAd", "loadInterstitialAd", "loadNativeAdMapper", "loadRewardedAd", "loadRewardedInterstitialAd",
      ])
    #expect(names.loadMethod(for: .rewarded, bidding: true) == "loadRtbRewardedAd")
    #expect(names.loadMethod(for: .native, bidding: true) == "loadRtbNativeAdMapper")
  }

  @Test func sdkCallsAndNetworkCallbacks() {
    #expect(names.name(of: SDKCall.present) == "showAd")
    #expect(names.name(of: SDKCall.view) == "getView")
    #expect(names.name(of: SDKCall.didRender) == "trackViews")
    #expect(names.name(of: NetworkCallback.didPresent) == "onAdFullScreen")
    #expect(names.name(of: NetworkCallback.userDidEarnReward) == "onAdRewarded")
    #expect(names.name(of: NetworkCallback.didCompleteVideo) == "onAdCompleted")
  }
}
