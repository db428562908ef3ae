/// A rule of the mediation contract an adapter can break.
public enum ContractRule: String, Sendable {
  /// A full-screen event before `willPresentFullScreenView`.
  case eventBeforePresent
  /// `willPresentFullScreenView` while the ad is already on screen.
  case presentedTwice
  /// `didFailToPresentWithError` after the ad went on screen.
  case presentFailureAfterPresent
  /// Any event after `didDismissFullScreenView`.
  case eventAfterDismiss
  /// Any event after `didFailToPresentWithError`.
  case eventAfterPresentFailure
  /// A native ad event before the app rendered the ad.
  case eventBeforeRender
  /// A load completion with both an ad and an error.
  case completionWithAdAndError
  /// A load completion with neither an ad nor an error.
  case completionWithoutAdOrError
}
