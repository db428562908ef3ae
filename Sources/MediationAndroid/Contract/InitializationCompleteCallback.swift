import MediationKit

/// What an adapter's `initialize` reports its set-up through (`InitializationCompleteCallback`).
final class InitializationCompleteCallback {
  private let report: (String?) -> Void

  /// `report` hears nil on success, the message on failure.
  init(report: @escaping (String?) -> Void) {
    self.report = report
  }

  func onInitializationSucceeded() { report(nil) }
  func onInitializationFailed(_ error: String) { report(error) }
}
