extension LineItemSummary {
  /// Adds another batch's counts for the same line item.
  mutating func add(_ other: LineItemSummary) {
    attempts += other.attempts
    fills += other.fills
    noFills += other.noFills
    errors += other.errors
    timeouts += other.timeouts
    wins += other.wins
  }
}
