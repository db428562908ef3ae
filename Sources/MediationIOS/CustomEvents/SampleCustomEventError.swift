import MediationKit

/// The Sample custom event's errors (`SampleCustomEventErrorCode`), in domain
/// `com.google.customevent.samplenetwork`.
enum SampleCustomEventError {
  static let domain = "com.google.customevent.samplenetwork"

  /// The network called its load failure callback.
  static func adLoadFailureCallback(_ errorCode: SampleErrorCode) -> AdError {
    AdError(
      domain: domain, code: 101,
      localizedDescription:
        "Sample SDK returned an ad load failure callback with error code: \(IOSPlatform.names.networkError(errorCode).code)"
    )
  }

  /// The app presented an ad that is not loaded; `kind` is how the custom
  /// event's message names it (`rewarded`, `interstitial`).
  static func adNotLoaded(_ kind: String = "rewarded") -> AdError {
    AdError(
      domain: domain, code: 102,
      localizedDescription: "The \(kind) ad failed to present because the ad was not loaded.")
  }
}
