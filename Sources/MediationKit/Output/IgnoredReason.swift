/// Why the SDK discarded a call from an adapter.
public enum IgnoredReason: String, Sendable {
  /// A load completion after the first.
  case duplicateCompletion
  /// A load completion after the line item timed out.
  case afterTimeout
  /// An event the adapter sent to an event delegate it no longer holds.
  case noEventDelegate
  /// An impression after the ad's first.
  case duplicateImpression
  /// A reward after the ad's reward was granted.
  case rewardAlreadyGranted
}
