/// The bounds config files are held to, shared by the reader, the decoder
/// and the docs.
package enum ConfigLimits {
  /// Larger files are refused before they are read.
  package static let maximumFileBytes = 16 * 1024 * 1024
  package static let maximumLineItems = 100_000
  package static let maximumTimeoutMs: Int64 = 3_600_000
  /// The longest waterfall latency a run can have, (`maximumLineItems` + 1)
  /// × `maximumTimeoutMs` = 360,003,600,000 ms (about 11 years): the auction
  /// closes by its timeout, and the walk then loads each line item at most
  /// once (the winning bidder among them), one after another, each load
  /// ended by its timeout at the latest. A run the app stops waiting for
  /// ends at its patience, before the load or the auction in flight would
  /// have ended. `merge` refuses a histogram that passes it, which keeps
  /// every mean and interval of latencies exact in 64-bit millionths.
  package static let maximumLatencyMs: Int64 = (Int64(maximumLineItems) + 1) * maximumTimeoutMs
  /// The most requests a banner run can make, 2,881: the first at 0, then
  /// one at least `adUnit.refreshIntervalMs` (30,000 ms or more) after the
  /// previous one started, while the banner is on screen (`app.viewForMs`,
  /// at most 86,400,000 ms).
  package static let maximumBannerRequests = Int(
    1 + ConfigSchema.App.viewForMs.kind.range.upperBound / ConfigSchema.AdUnit.refreshIntervalMs.kind.range.lowerBound)
  /// The largest integer every JSON reader (jq included) keeps exactly, 2^53 − 1;
  /// the bound of counts and amounts.
  package static let maximumSafeInteger: Int64 = 9_007_199_254_740_991
  /// The largest time a config may give (a latency, a delay, a step's
  /// offset), 10^14 ms (about 3,169 years). A record's `t` is a sum of such
  /// times along one chain of causes (two waterfalls of at most
  /// `maximumLineItems` × `maximumTimeoutMs` each, and fewer than ten
  /// delays), so every `t` stays below 2^53 − 1 and exact in jq.
  package static let maximumTimeMs: Int64 = 100_000_000_000_000
  /// The largest eCPM, in USD: revenue over the most runs `--runs` allows
  /// (ecpm × runs / 1000) then still fits six exact decimals in 64 bits.
  package static let maximumEcpm = DecimalNumber(integer: 1_000_000)
  package static let maximumStarRating = DecimalNumber(integer: 5)
  package static let maximumImageScale = DecimalNumber(integer: 100)
  /// How many errors `validate` and `simulate` print for one file.
  package static let maximumReportedErrors = 100
}
