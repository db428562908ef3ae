import MediationPlatforms
import Testing

@testable import MediationKit

/// Profile `present.errors` (contract2.md §5, "Present errors by cause"): each cause's error, each defaulting to
/// `present.error`.
struct PresentErrorsTests {
  private func profile(_ present: String) throws -> AdapterProfile {
    let config = try ConfigLoader.load(
      Array(
        #"""
        {"adUnit": {"id": "/1/i", "format": "interstitial"},
         "adapters": {"M": {"formats": ["interstitial"], "present": \#(present)}},
         "lineItems": [{"label": "A", "className": "M", "parameter": "p"}]}
        """#.utf8))
    return try #require(config.profiles.first)
  }

  @Test func eachCauseDefaultsToThePresentError() throws {
    let plain = try profile(#"{"error": {"code": 7}}"#)
    let base = AdapterProfile.ErrorTemplate(domain: "M", code: 7, message: "The ad failed to present ({networkCode}).")
    for cause in [AdapterProfile.PresentFailure.notReady, .expired, .showFailed, .showFailedWithoutError] {
      #expect(plain.presentFailure(cause).template == base)
      #expect(!plain.presentFailure(cause).passThrough)
    }
    #expect(try profile(#"{"error": "passThrough"}"#).presentFailure(.showFailed).passThrough)
    #expect(try !profile(#"{"error": "passThrough"}"#).presentFailure(.notReady).passThrough)
  }

  @Test func aCauseTakesItsOwnErrorItsMembersDefaultingToThePresentErrors() throws {
    let moloco = try profile(
      #"{"error": {"domain": "com.moloco"}, "errors": {"notReady": {"code": 104, "message": "Ad is not ready to be shown"}, "showFailed": "passThrough", "showFailedWithoutError": {"code": 105, "message": "Ad failed to show"}}}"#
    )
    #expect(
      moloco.presentFailure(.notReady).template
        == AdapterProfile.ErrorTemplate(domain: "com.moloco", code: 104, message: "Ad is not ready to be shown"))
    #expect(moloco.presentFailure(.expired).template.code == 102)
    #expect(moloco.presentFailure(.showFailed).passThrough)
    #expect(
      moloco.presentFailure(.showFailedWithoutError).template
        == AdapterProfile.ErrorTemplate(domain: "com.moloco", code: 105, message: "Ad failed to show"))
  }
}
