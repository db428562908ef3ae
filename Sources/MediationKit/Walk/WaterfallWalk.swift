/// One run's walk of the waterfall: the line items in the order this run
/// tries them, and how far it got. The simulation asks it which line item
/// comes next and tells it when the walk is over; it decides nothing else.
///
/// A run with an auction changes its walk here and nowhere else: the
/// winning bid enters before the first line item priced lower, and the line
/// items of a class whose bidder lost are passed over (kept in `order`, as
/// the response info lists them).
struct WaterfallWalk {
  /// Line item indices in the order this run tries them (or passes them over).
  private(set) var order: [Int]
  /// By position in `order`: taken out of the walk (a losing bidder's class).
  private var skipped: [Bool]
  /// The next position in `order` to load.
  private var position = 0
  /// Set when a load failed: the SDK loads the next line item as soon as
  /// the call that reported the failure returns.
  var continues = false
  /// Whether the walk ended, with or without a fill, or was abandoned.
  private(set) var ended = false

  init(plan: WalkPlan) {
    order = plan.order
    skipped = Array(repeating: false, count: plan.order.count)
  }

  /// The winning bid's line item enters the walk at its price, before the
  /// first line item priced lower (`ecpm` gives a line item's price).
  mutating func admit(_ lineItem: Int, pricedAt price: DecimalNumber, ecpm: (Int) -> DecimalNumber) {
    let at = WalkPlan.entry(of: price, among: order.lazy.map(ecpm))
    order.insert(lineItem, at: at)
    skipped.insert(false, at: at)
  }

  /// Takes the line items `isOut` picks out of the walk; returns them, in walk order.
  mutating func skip(where isOut: (Int) -> Bool) -> [Int] {
    var out: [Int] = []
    for index in order.indices where isOut(order[index]) {
      skipped[index] = true
      out.append(order[index])
    }
    return out
  }

  /// The next line item to load, moving past it; nil when none is left or the walk ended.
  mutating func next() -> Int? {
    while !ended, position < order.count {
      position += 1
      if !skipped[position - 1] { return order[position - 1] }
    }
    return nil
  }

  /// The walk is over: a line item filled, none is left, or the app stopped waiting.
  mutating func end() {
    ended = true
  }
}
