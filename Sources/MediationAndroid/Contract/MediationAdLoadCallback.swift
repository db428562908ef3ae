import MediationKit

/// The SDK's callback for one load (`MediationAdLoadCallback<MediationAdT, MediationAdCallbackT>`):
/// the adapter calls `onSuccess` with its ad, and gets back the callback to
/// report the ad's events through (nil when the SDK discarded the call), or
/// `onFailure` with its error. Java's two methods cannot carry an ad and an error at once.
final class MediationAdLoadCallback<Ad, Callback> {
  private let success: (Ad) -> Callback?
  private let failure: (AdError) -> Void
  private let failureMessage: (String) -> Void

  init(
    onSuccess success: @escaping (Ad) -> Callback?, onFailure failure: @escaping (AdError) -> Void,
    onFailureMessage failureMessage: @escaping (String) -> Void
  ) {
    self.success = success
    self.failure = failure
    self.failureMessage = failureMessage
  }

  /// The adapter loaded `ad`.
  func onSuccess(_ ad: Ad) -> Callback? { success(ad) }

  /// The load failed with `adError` (`onFailure(AdError)`).
  func onFailure(_ adError: AdError) { failure(adError) }

  /// The load failed with a message alone: `onFailure(String)`, deprecated ("Use onFailure(AdError)
  /// instead."), which carries no code or domain.
  func onFailure(_ message: String) { failureMessage(message) }
}

extension AdError {
  /// The one rendering of a message-only Android failure (`onFailure(String)`, `onAdFailedToShow(String)`,
  /// `onInitializationFailed(String)`): `AdError.UNDEFINED_DOMAIN` and code 0 (android.md, "Names in records").
  static func undefined(message: String) -> AdError {
    AdError(domain: "undefined", code: 0, localizedDescription: message)
  }
}
