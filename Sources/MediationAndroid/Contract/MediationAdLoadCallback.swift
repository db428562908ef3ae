import MediationKit

/// The SDK's callback for one load (`MediationAdLoadCallback<MediationAdT, MediationAdCallbackT>`):
/// the adapter calls `onSuccess` with its ad, and gets back the callback to
/// report the ad's events through (nil when the SDK discarded the call), or
/// `onFailure` with its error. Java's two methods cannot carry an ad and an error at once.
final class MediationAdLoadCallback<Ad, Callback> {
  private let success: (Ad) -> Callback?
  private let failure: (AdError) -> Void

  init(onSuccess success: @escaping (Ad) -> Callback?, onFailure failure: @escaping (AdError) -> Void) {
    self.success = success
    self.failure = failure
  }

  /// The adapter loaded `ad`.
  func onSuccess(_ ad: Ad) -> Callback? { success(ad) }

  /// The load failed with `adError` (`onFailure(AdError)`).
  func onFailure(_ adError: AdError) { failure(adError) }
}
