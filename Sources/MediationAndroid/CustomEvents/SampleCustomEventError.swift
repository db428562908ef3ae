import MediationKit

/// The errors of Android's sample custom event (ex `customevent/…/SampleCustomEventError.java`): its own
/// failures in domain `com.google.ads.mediation.sample.customevent`, and the Sample SDK's load failures
/// in domain `com.google.ads.mediation.sample.sdk`.
enum SampleCustomEventError {
  /// `CUSTOM_EVENT_ERROR_DOMAIN` (`SampleCustomEventError.java:29-30`).
  static let customEventDomain = "com.google.ads.mediation.sample.customevent"
  /// `SAMPLE_SDK_DOMAIN` (`SampleCustomEventError.java:28`).
  static let sampleSDKDomain = "com.google.ads.mediation.sample.sdk"

  /// The server parameter `parameter` is missing or empty: `ERROR_NO_AD_UNIT_ID` 101
  /// (`SampleCustomEventError.java:36, 47-49`).
  static func createCustomEventNoAdIdError() -> AdError {
    AdError(domain: customEventDomain, code: 101, localizedDescription: "Ad unit id is empty")
  }

  /// The app showed a rewarded ad the Sample SDK does not have: `ERROR_AD_NOT_AVAILABLE` 102
  /// (`SampleCustomEventError.java:42, 51-53`).
  static func createCustomEventAdNotAvailableError() -> AdError {
    AdError(domain: customEventDomain, code: 102, localizedDescription: "No ads to show")
  }

  /// A Sample SDK load failure (`SampleCustomEventError.java:67-70`): the message is the enum constant's name
  /// (`errorCode.toString()`), the code the custom event's own table (`getMediationErrorCode`).
  static func createSampleSdkError(_ errorCode: SampleErrorCode) -> AdError {
    AdError(
      domain: sampleSDKDomain, code: mediationErrorCode(errorCode),
      localizedDescription: AndroidPlatform.names.networkError(errorCode).name)
  }

  /// `getMediationErrorCode` (`SampleCustomEventError.java:79-92`): UNKNOWN 0, BAD_REQUEST 1, NO_INVENTORY 2,
  /// NETWORK_ERROR 3, which swaps the last two against the enum's ordinals (NETWORK_ERROR 2, NO_INVENTORY 3).
  static func mediationErrorCode(_ errorCode: SampleErrorCode) -> Int {
    switch errorCode {
    case .unknown: 0
    case .badRequest: 1
    case .noInventory: 2
    case .networkError: 3
    }
  }
}
