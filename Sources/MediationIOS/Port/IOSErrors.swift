import MediationKit

/// The Google Mobile Ads SDK's own error codes on iOS, in domain
/// `com.google.admob`, for the failures the SDK itself decides.
package enum GADErrorCode: Int, Sendable {
  /// `GADErrorInvalidRequest`.
  case invalidRequest = 0
  case noFill = 1
  /// `GADErrorNetworkError`.
  case networkError = 2
  case timeout = 5
  case mediationAdapterError = 8
  /// `GADPresentationErrorCode` AdAlreadyUsed: a full-screen ad presented a second time.
  case presentationAdAlreadyUsed = 18

  /// The error domain of the Google Mobile Ads SDK.
  package static let domain = "com.google.admob"

  /// The iOS SDK's error for `failure`.
  package static func error(_ failure: SDKFailure) -> AdError {
    let (code, message): (GADErrorCode, String) =
      switch failure {
      case .noFill: (.noFill, "No ad to show.")
      case .timeout(let timeoutMs):
        (.timeout, "Request timed out: the adapter did not call its completion handler within \(timeoutMs) ms.")
      case .appStoppedWaiting: (.timeout, "The app stopped waiting for the ad.")
      case .adapterNotFound(let className):
        (.mediationAdapterError, "Adapter not found: \(className) is not a registered adapter class.")
      case .formatNotSupported(let className, let format):
        (.mediationAdapterError, "\(className) does not support the \(format.rawValue) ad format.")
      case .notInitialized(let className):
        (
          .mediationAdapterError,
          "\(className) is not initialized, and the request skips uninitialized adapters."
        )
      case .emptyCompletion(let className):
        (.mediationAdapterError, "\(className) called its completion handler with neither an ad nor an error.")
      case .setUpTimeout(let className, let timeoutMs):
        (.mediationAdapterError, "\(className) did not call its set-up completion handler within \(timeoutMs) ms.")
      case .adAlreadyUsed:
        (.presentationAdAlreadyUsed, "The ad has already been presented; a full-screen ad can be presented once.")
      case .notRequested(let type): (.noFill, "The ad loader did not request \(Self.name(of: type)) ads.")
      case .formatNotDisplayed(let formatId): (.noFill, "The ad loader cannot display custom format \(formatId).")
      case .adServerError: (.networkError, "The ad request failed.")
      case .loaderBusy: (.invalidRequest, "The ad loader is already loading a request; wait for it to finish.")
      }
    return AdError(domain: domain, code: code.rawValue, localizedDescription: message)
  }

  private static func name(of type: NativeAdType) -> String {
    switch type {
    case .unified: "unified native"
    case .appInstall: "app install"
    case .content: "content"
    case .customFormat: "custom format"
    }
  }
}
