/// Work a simulated network has scheduled for later in virtual time.
package enum NetworkAction: Sendable {
  /// Answer the load with this ticket.
  case finishLoad(ticket: Int)
  /// Answer the load with this ticket a second time (a buggy SDK).
  case repeatLoad(ticket: Int)
  /// Play step `step` of the show script of the ad with this ticket.
  case playShowStep(ticket: Int, step: Int)
  /// The rewarded ad with this ticket expires.
  case expire(ticket: Int)
  /// The shown banner's network loads a new banner by itself (`refreshesItself`).
  case refreshItself
}
