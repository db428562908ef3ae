import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// The auction's rules (auction.md, steps 1–3 and the settled edge cases),
/// on hand-built answers: first price, ties to the first listed, floors,
/// the timeout, and when the auction closes.
struct AuctionRoundTests {
  private func price(_ dollars: Double) -> DecimalNumber { PriceCpm.rounded(dollars) }

  @Test func theHighestBidWinsAndTiesGoToTheFirstListed() {
    var round = AuctionRound(timeoutMs: 1_000, floor: price(0.5))
    #expect(round.add(price: price(3), latencyMs: 100, bidderFloor: price(0)) == .bid)
    #expect(round.add(price: price(5), latencyMs: 300, bidderFloor: price(0)) == .bid)
    #expect(round.add(price: price(5), latencyMs: 50, bidderFloor: price(0)) == .bid)
    #expect(round.winner == 1 && round.price == price(5))
    #expect(round.state(of: 0, .bid) == .lost && round.state(of: 1, .bid) == .won && round.state(of: 2, .bid) == .lost)
    // Every bidder answered: the auction closes with the last answer.
    #expect(round.closeMs == 300)
  }

  @Test func floorsTurnLowBidsAway() {
    var round = AuctionRound(timeoutMs: 1_000, floor: price(2))
    #expect(round.add(price: price(1.99), latencyMs: 10, bidderFloor: price(0)) == .belowFloor)
    #expect(round.add(price: price(4), latencyMs: 10, bidderFloor: price(4.000001)) == .belowFloor)
    #expect(round.add(price: price(2), latencyMs: 10, bidderFloor: price(2)) == .bid)
    #expect(round.winner == 2 && round.price == price(2))
  }

  @Test func aBidAtTheTimeoutIsInTimeAndALaterAnswerIsNot() {
    var round = AuctionRound(timeoutMs: 800, floor: price(0))
    #expect(round.add(price: price(1), latencyMs: 800, bidderFloor: price(0)) == .bid)
    #expect(round.closeMs == 800)
    #expect(round.add(price: price(9), latencyMs: 801, bidderFloor: price(0)) == .timeout)
    #expect(round.add(price: nil, latencyMs: 900, bidderFloor: price(0)) == .timeout)
    #expect(round.winner == 0 && round.price == price(1))
    #expect(round.state(of: 1, .timeout) == .timeout)
  }

  @Test func aTimeoutClosesTheAuctionAtTheTimeout() {
    var round = AuctionRound(timeoutMs: 800, floor: price(0))
    _ = round.add(price: price(1), latencyMs: 900, bidderFloor: price(0))
    _ = round.add(price: price(2), latencyMs: 100, bidderFloor: price(0))
    #expect(round.closeMs == 800 && round.winner == 1)
  }

  @Test func noBidsNoWinner() {
    var round = AuctionRound(timeoutMs: 1_000, floor: price(0))
    #expect(round.add(price: nil, latencyMs: 40, bidderFloor: price(0)) == .noBid)
    #expect(round.winner == nil && round.price == nil && round.closeMs == 40)
    #expect(round.state(of: 0, .noBid) == .noBid)
  }
}
