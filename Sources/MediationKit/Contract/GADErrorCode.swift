/// The Google Mobile Ads SDK's own error codes, in domain `com.google.admob`,
/// for the failures the SDK itself decides.
public enum GADErrorCode: Int, Sendable {
  case noFill = 1
  case timeout = 5
  case mediationAdapterError = 8

  /// `GADPresentationErrorCode` AdAlreadyUsed: a full-screen ad presented a second time.
  public static let presentationAdAlreadyUsed = 18
  /// `GADErrorCode` InternalError.
  public static let internalError = 11

  /// The error domain of the Google Mobile Ads SDK.
  public static let domain = "com.google.admob"

  /// The SDK's error for a waterfall in which no line item filled.
  public static func noFillError() -> AdError {
    AdError(domain: domain, code: GADErrorCode.noFill.rawValue, localizedDescription: "No ad to show.")
  }

  /// The SDK's error for a line item whose adapter did not complete in time.
  public static func timeoutError(afterMs timeoutMs: Int64) -> AdError {
    AdError(
      domain: domain, code: GADErrorCode.timeout.rawValue,
      localizedDescription: "Request timed out: the adapter did not call its completion handler within \(timeoutMs) ms."
    )
  }

  /// The SDK's error for a line item whose adapter class is not linked into the app.
  public static func adapterNotFoundError(className: String) -> AdError {
    AdError(
      domain: domain, code: GADErrorCode.mediationAdapterError.rawValue,
      localizedDescription: "Adapter not found: \(className) is not a registered adapter class.")
  }

  /// The SDK's error for a line item whose adapter cannot load the ad unit's format.
  public static func formatNotSupportedError(className: String, format: AdFormat) -> AdError {
    AdError(
      domain: domain, code: GADErrorCode.mediationAdapterError.rawValue,
      localizedDescription: "\(className) does not support the \(format.rawValue) ad format.")
  }

  /// The SDK's error for a line item it skips because its adapter is not set up
  /// (`GADRequest.shouldSkipUninitializedAdapters`).
  public static func notInitializedError(className: String) -> AdError {
    AdError(
      domain: domain, code: GADErrorCode.mediationAdapterError.rawValue,
      localizedDescription: "\(className) is not initialized, and the request skips uninitialized adapters.")
  }

  /// The SDK's error for a completion handler called with neither an ad nor an error.
  public static func emptyCompletionError(className: String) -> AdError {
    AdError(
      domain: domain, code: GADErrorCode.mediationAdapterError.rawValue,
      localizedDescription: "\(className) called its completion handler with neither an ad nor an error.")
  }
}
