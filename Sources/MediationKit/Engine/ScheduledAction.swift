/// Work the simulation has scheduled in virtual time.
enum ScheduledAction {
  /// Work a line item's network scheduled.
  case network(lineItem: Int, NetworkAction)
  /// The SDK's timer for a line item's load.
  case loadTimeout(lineItem: Int)
  /// The app presents the loaded rewarded ad.
  case present
  /// The app renders the loaded native ad.
  case render
  /// The user taps the native ad (index into `app.clicks`).
  case click(Int)
}
