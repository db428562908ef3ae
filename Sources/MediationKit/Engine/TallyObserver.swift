/// An observer that only keeps the tally of the run, for summaries.
final class TallyObserver: SimulationObserver {
  var tally: RunOutcome

  init(lineItems: Int) {
    tally = RunOutcome(lineItems: lineItems)
  }

  func observe(_ event: SimulationEvent, in context: EventContext) {
    tally.apply(event)
  }
}
