/// A kind of count the `--runs` summary reports: every case is one counter
/// that the tally adds up run by run, that shards add, and that the
/// summary writes and `merge` reads back, under the key `key`.
public protocol SummaryCountKind: CaseIterable, Hashable, Sendable, RawRepresentable where RawValue == Int {
  /// The counter's key in the `summary` record.
  var key: String { get }
}

/// A count of the summary's top level.
public enum RunCount: Int, SummaryCountKind {
  case runs, filled, presented, rewarded, impressions, impressionsLost, clicks
  /// Breaches of rules of severity `error`, and of those of severity `warning`.
  case violations, warnings
  /// Runs whose app stopped waiting before a fill (`demand.patienceMs`).
  case abandoned
  /// Runs whose auction closed, those with at least one bid, and those whose
  /// impression went to a bid winner (the summary's `auction` object).
  case auctions, withBid, wonByBid

  public var key: String {
    switch self {
    case .abandoned: "abandoned"
    case .auctions: "auctions"
    case .withBid: "withBid"
    case .wonByBid: "wonByBid"
    case .runs: "runs"
    case .filled: "filled"
    case .presented: "presented"
    case .rewarded: "rewarded"
    case .impressions: "impressions"
    case .impressionsLost: "impressionsLost"
    case .clicks: "clicks"
    case .violations: "violations"
    case .warnings: "warnings"
    }
  }
}

/// A count of one line item's entry in the summary.
public enum LineItemCount: Int, SummaryCountKind {
  case attempts, fills, noFills, errors, timeouts, wins, impressions, impressionsLost
  /// Milliseconds the SDK spent waiting on the line item's loads.
  case waitMs
  /// A bidder's bids made, and auctions won.
  case bids, auctionWins

  public var key: String {
    switch self {
    case .bids: "bids"
    case .auctionWins: "auctionWins"
    case .attempts: "attempts"
    case .fills: "fills"
    case .noFills: "noFills"
    case .errors: "errors"
    case .timeouts: "timeouts"
    case .wins: "wins"
    case .impressions: "impressions"
    case .impressionsLost: "impressionsLost"
    case .waitMs: "waitMs"
    }
  }

  /// Whether only a bidding line item has the counter (else its entry says null).
  public var isBidders: Bool { self == .bids || self == .auctionWins }

  /// The counter a load that ended with `outcome` adds one to.
  @inline(__always)
  static func counting(_ outcome: LoadResultOutcome) -> LineItemCount {
    switch outcome {
    case .fill: .fills
    case .noFill: .noFills
    case .timeout: .timeouts
    case .error, .adapterNotFound, .formatNotSupported, .ineligible: .errors
    }
  }
}

/// One value per counter of `Kind`, added counter by counter.
public struct SummaryCounts<Kind: SummaryCountKind>: Equatable, Sendable {
  private var values: [Int]

  public init() {
    values = Array(repeating: 0, count: Kind.allCases.count)
  }

  public subscript(kind: Kind) -> Int {
    get { values[kind.rawValue] }
    set { values[kind.rawValue] = newValue }
  }

  /// Adds `other` counter by counter; false (and nothing changed) when a
  /// sum would pass `Int.max`.
  mutating func add(_ other: SummaryCounts) -> Bool {
    var sums = values
    for index in values.indices {
      let (sum, overflow) = values[index].addingReportingOverflow(other.values[index])
      guard !overflow else { return false }
      sums[index] = sum
    }
    values = sums
    return true
  }
}
