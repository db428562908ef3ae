/// The Google Mobile Ads SDK's own error codes, in domain `com.google.admob`,
/// for the failures the SDK itself decides.
package enum GADErrorCode: Int, Sendable {
  /// `GADErrorInvalidRequest`.
  case invalidRequest = 0
  case noFill = 1
  /// `GADErrorNetworkError`.
  case networkError = 2
  case timeout = 5
  case mediationAdapterError = 8

  /// `GADPresentationErrorCode` AdAlreadyUsed: a full-screen ad presented a second time.
  package static let presentationAdAlreadyUsed = 18
  /// `GADErrorCode` InternalError.
  package static let internalError = 11

  /// The error domain of the Google Mobile Ads SDK.
  package static let domain = "com.google.admob"

  /// The SDK's error for a waterfall in which no line item filled.
  package static func noFillError() -> AdError {
    AdError(domain: domain, code: GADErrorCode.noFill.rawValue, localizedDescription: "No ad to show.")
  }

  /// The SDK's error for a line item whose adapter did not complete in time.
  package static func timeoutError(afterMs timeoutMs: Int64) -> AdError {
    AdError(
      domain: domain, code: GADErrorCode.timeout.rawValue,
      localizedDescription: "Request timed out: the adapter did not call its completion handler within \(timeoutMs) ms."
    )
  }

  /// The SDK's error for a request the app stopped waiting for (`demand.patienceMs`).
  package static func appStoppedWaitingError() -> AdError {
    AdError(
      domain: domain, code: GADErrorCode.timeout.rawValue, localizedDescription: "The app stopped waiting for the ad.")
  }

  /// The SDK's error for a line item whose adapter class is not linked into the app.
  package static func adapterNotFoundError(className: String) -> AdError {
    AdError(
      domain: domain, code: GADErrorCode.mediationAdapterError.rawValue,
      localizedDescription: "Adapter not found: \(className) is not a registered adapter class.")
  }

  /// The SDK's error for a line item whose adapter cannot load the ad unit's format.
  package static func formatNotSupportedError(className: String, format: AdFormat) -> AdError {
    AdError(
      domain: domain, code: GADErrorCode.mediationAdapterError.rawValue,
      localizedDescription: "\(className) does not support the \(format.rawValue) ad format.")
  }

  /// The SDK's error for a line item it skips because its adapter is not set up
  /// (`GADRequest.shouldSkipUninitializedAdapters`).
  package static func notInitializedError(className: String) -> AdError {
    AdError(
      domain: domain, code: GADErrorCode.mediationAdapterError.rawValue,
      localizedDescription: "\(className) is not initialized, and the request skips uninitialized adapters.")
  }

  /// The SDK's error for a completion handler called with neither an ad nor an error.
  package static func emptyCompletionError(className: String) -> AdError {
    AdError(
      domain: domain, code: GADErrorCode.mediationAdapterError.rawValue,
      localizedDescription: "\(className) called its completion handler with neither an ad nor an error.")
  }

  /// The SDK's error for a line item whose ad is of a type the ad loader did not request.
  package static func notRequestedError(type: NativeAdType) -> AdError {
    let name: String
    switch type {
    case .unified: name = "unified native"
    case .appInstall: name = "app install"
    case .content: name = "content"
    case .customFormat: name = "custom format"
    }
    return AdError(
      domain: domain, code: GADErrorCode.noFill.rawValue,
      localizedDescription: "The ad loader did not request \(name) ads.")
  }

  /// The SDK's error for a custom format ad whose format the app does not list.
  package static func formatNotDisplayedError(formatId: String) -> AdError {
    AdError(
      domain: domain, code: GADErrorCode.noFill.rawValue,
      localizedDescription: "The ad loader cannot display custom format \(formatId).")
  }

  /// The SDK's error for an Ad Manager request that failed.
  package static func adServerError() -> AdError {
    AdError(domain: domain, code: GADErrorCode.networkError.rawValue, localizedDescription: "The ad request failed.")
  }
}
