/// One run's walk of the waterfall: the line items in the order this run
/// tries them, and how far it got. The simulation asks it which line item
/// comes next and tells it when the walk is over; it decides nothing else.
///
/// Today every run walks its config's `WalkPlan` as it is; the auction will
/// change a run's order here (a winning bid entering before the first line
/// item priced lower), and nowhere else.
struct WaterfallWalk {
  /// Line item indices in the order this run tries them.
  private(set) var order: [Int]
  /// The next position in `order` to load.
  private var position = 0
  /// Set when a load failed: the SDK loads the next line item as soon as
  /// the call that reported the failure returns.
  var continues = false
  /// Whether the walk ended, with or without a fill.
  private(set) var ended = false

  init(plan: WalkPlan) {
    order = plan.order
  }

  /// The next line item to load, moving past it; nil when none is left.
  mutating func next() -> Int? {
    guard position < order.count else { return nil }
    position += 1
    return order[position - 1]
  }

  /// The walk is over: a line item filled, or none is left.
  mutating func end() {
    ended = true
  }
}
