/// What one run came to, for the `result` record and for summaries of many runs.
struct RunTally {
  /// The line item that filled.
  var winner: Int?
  var waterfallLatencyMs: Int64 = 0
  var presented = false
  var rewardGranted = false
  var impressions = 0
  var clicks = 0
  var violations = 0

  var filled: Bool { winner != nil }
}
