import MediationPlatforms
import Testing

@testable import MediationKit

/// A name of the other platform in a config is an error that gives the counterpart the format admits
/// (android.md, "What a mistake gives"): Android gives one name to a full-screen ad's callback and a
/// banner's, so the counterpart depends on the profile's formats.
struct OtherPlatformNameTests {
  private static func problems(_ text: String) -> [ConfigProblem] {
    do {
      _ = try ConfigLoader.load(Array(text.utf8))
      return []
    } catch {
      guard case .invalid(let diagnostics, _) = error else { return [] }
      return diagnostics.map(\.problem)
    }
  }

  @Test func anAndroidCallbackInAnIOSBannerProfileSuggestsTheBannersCallback() {
    let problems = Self.problems(
      """
      {"adUnit": {"id": "/1/b", "format": "banner"},
       "adapters": {"GADMediationAdapterB": {"formats": ["banner"],
         "events": {"onAdClicked": ["reportClick"], "onAdClosed": ["didDismissFullScreenView"]}}},
       "lineItems": [{"label": "B", "className": "GADMediationAdapterB", "parameter": "b"}]}
      """)
    #expect(
      problems == [
        .otherPlatformName("onAdClicked", kind: .callback, of: .android, on: .ios, counterpart: "click"),
        .otherPlatformName("onAdClosed", kind: .callback, of: .android, on: .ios, counterpart: "didDismissModal"),
      ])
  }

  @Test func anAndroidInterstitialRefusesARewardByItsOwnNames() {
    // didRewardUser has an Android name, but an interstitial's callback has no reward: the ordinary error.
    let problems = Self.problems(
      """
      {"platform": "android", "adUnit": {"id": "/1/i", "format": "interstitial"},
       "adapters": {"com.example.I": {"formats": ["interstitial"], "events": {"onAdFullScreen": ["didRewardUser"]}}},
       "lineItems": [{"label": "I", "className": "com.example.I", "parameter": "i"}]}
      """)
    #expect(problems.count == 1)
    guard case .unexpectedValue = problems.first else {
      Issue.record("expected the names an interstitial admits, got \(problems)")
      return
    }
  }
}
