/// The config `mediate optimize` writes: the input's own bytes with only
/// the varied keys changed (decide.md), so the file keeps its key order,
/// its layout, its `expect` and everything else, and a diff shows the
/// changes alone. A key the input leaves to its default is added at the
/// end of its object, laid out as the object's last member. The edits are
/// `ConfigPatch`es addressed by the schema's typed keys.
struct ConfigRewrite {
  private let patch: ConfigPatch

  /// Refused when `bytes` is not JSON (the config was read from them, so it always is).
  init(bytes: [UInt8]) throws(ConfigWriteError) {
    do throws(JSONSyntaxError) {
      patch = try ConfigPatch(bytes: bytes)
    } catch {
      throw .notJSON(error)
    }
  }

  /// The input with `candidate`'s values for everything `space` varies.
  ///
  /// The input was read and checked, and the candidate comes from its
  /// search space, so every path the edits name is there and every value
  /// has a spelling: a failure is optimize's bug, not the user's, reported
  /// as one (exit 70) rather than a config that is not the best found.
  func rewrite(_ candidate: Candidate, in space: SearchSpace) throws(ConfigWriteError) -> [UInt8] {
    let baseline = space.baseline
    guard candidate != baseline else { return patch.bytes }
    var patch = self.patch
    let lineItems = ConfigPath.root.appending(ConfigSchema.Root.lineItems)
    for (index, item) in space.base.lineItems.enumerated() {
      let path = lineItems.appending(index: index)
      if candidate.floors[index] != baseline.floors[index] {
        let floor = DecimalNumber(micros: candidate.floors[index])
        if item.bidding != nil {
          try patch.set(ConfigSchema.Bidding.floor, in: path.appending(ConfigSchema.LineItem.bidding), to: floor)
        } else {
          try patch.set(ConfigSchema.LineItem.ecpm, in: path, to: floor)
        }
      }
      if candidate.timeouts[index] != baseline.timeouts[index] {
        try patch.set(ConfigSchema.LineItem.timeoutMs, in: path, to: candidate.timeouts[index])
      }
    }
    // The line items in the candidate's order, the separators between them kept.
    try patch.reorder(lineItems, as: space.layout(of: candidate))
    if space.writesListedOrder(for: candidate) {
      try patch.set(ConfigSchema.Root.waterfallOrder, to: .listed)
    }
    if candidate.auctionTimeoutMs != baseline.auctionTimeoutMs {
      try patch.set(
        ConfigSchema.Auction.timeoutMs, in: ConfigPath.root.appending(ConfigSchema.Root.auction),
        to: candidate.auctionTimeoutMs)
    }
    return try patch.patched()
  }
}
