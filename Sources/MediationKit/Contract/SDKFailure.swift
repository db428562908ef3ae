/// A failure the Google Mobile Ads SDK decides itself, not an adapter: the
/// core says which, and the run's platform gives its error
/// (`PlatformNames.error(_:)`; iOS: domain `com.google.admob` and
/// `GADErrorCode`s; Android: `com.google.android.gms.ads` and `AdRequest`'s
/// codes).
package enum SDKFailure: Sendable {
  /// No line item of the waterfall filled.
  case noFill
  /// A line item's adapter did not complete within its timeout.
  case timeout(afterMs: Int64)
  /// The app stopped waiting for the request (`demand.patienceMs`).
  case appStoppedWaiting
  /// A line item's adapter class is not linked into the app.
  case adapterNotFound(className: String)
  /// A line item's adapter cannot load the ad unit's format.
  case formatNotSupported(className: String, format: AdFormat)
  /// A line item skipped because its adapter is not set up (`shouldSkipUninitializedAdapters`).
  case notInitialized(className: String)
  /// A completion with neither an ad nor an error.
  case emptyCompletion(className: String)
  /// An adapter class's set-up did not complete in time.
  case setUpTimeout(className: String, afterMs: Int64)
  /// The app presented a full-screen ad a second time.
  case adAlreadyUsed
  /// Ad Manager's ad was of a type the ad loader did not request.
  case notRequested(NativeAdType)
  /// Ad Manager's custom format ad is of a format the app does not list.
  case formatNotDisplayed(formatId: String)
  /// Ad Manager's own request failed.
  case adServerError
  /// The app asked an ad loader that is still loading to load again.
  case loaderBusy
}
