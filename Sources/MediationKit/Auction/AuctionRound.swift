/// One request's auction among the bidding line items (auction.md, steps
/// 1 to 3): bids are added in listed order as drawn, and the round knows
/// when it closes, which bid won and at what price. The engine and the
/// Monte Carlo kernel both resolve their auctions with it, so the two
/// cannot disagree on a state, a tie or a floor.
///
/// It allocates nothing: what each bidder did is returned by `add`, and
/// its final state follows from it and the winner (`state(of:_:)`).
struct AuctionRound {
  /// How long the auction waits for bids; a later answer is a timeout.
  let timeoutMs: Int64
  /// The mediation group's bidding floor, which applies to every bidder.
  let floor: DecimalNumber

  /// When the auction closes: when the last bidder answered, or at the
  /// timeout if one did not answer in time.
  private(set) var closeMs: Int64 = 0
  /// The position (in the order bids were added) of the winning bid, and its price.
  private(set) var winner: Int?
  private(set) var price: DecimalNumber?
  private var added = 0

  init(timeoutMs: Int64, floor: DecimalNumber) {
    self.timeoutMs = timeoutMs
    self.floor = floor
  }

  /// Adds the next bidder's answer (in listed order): its price (nil for
  /// no bid), when it arrives, and its own floor. Returns the state of its
  /// `bid` record. A price below `max(bidderFloor, floor)` is `belowFloor`;
  /// an answer after the timeout (of any kind) is `timeout`, an answer at
  /// exactly the timeout is in time; of equal bids the first added wins.
  @inline(__always)
  mutating func add(price bid: DecimalNumber?, latencyMs: Int64, bidderFloor: DecimalNumber) -> BidState {
    let position = added
    added &+= 1
    guard latencyMs <= timeoutMs else {
      closeMs = timeoutMs
      return .timeout
    }
    if latencyMs > closeMs { closeMs = latencyMs }
    guard let bid else { return .noBid }
    guard bid >= bidderFloor, bid >= floor else { return .belowFloor }
    if price.map({ bid > $0 }) ?? true {
      winner = position
      price = bid
    }
    return .bid
  }

  /// The final state of the bidder added at `position`, whose `bid` record said `answered`.
  @inline(__always)
  func state(of position: Int, _ answered: BidState) -> AuctionBidState {
    AuctionBidState(answered, won: position == winner)
  }
}
