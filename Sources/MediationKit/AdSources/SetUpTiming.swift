/// The set-up timing the SDK keeps to.
enum SetUpTiming {
  /// How long the SDK waits for an adapter's set-up completion before it
  /// reports the adapter not ready: about 30 s, as observed of the Google
  /// Mobile Ads SDK (contract notes §2; Google's configurable adapter
  /// initialization guide notes set-up "can take more than 30 seconds").
  static let timeoutMs: Int64 = 30_000
}
