/// One callback of a network's `show` script, at an offset from the moment
/// the ad was presented (rewarded) or rendered (native).
package struct ShowStep: Hashable, Sendable {
  package var atMs: Int64
  package var callback: NetworkCallback
  /// For `userDidEarnReward`: the amount, instead of the network's `reward.amount`.
  package var amount: Int64?
  /// For `click`: the asset the network reports as clicked.
  package var asset: NativeAssetIdentifier?

  package init(atMs: Int64, callback: NetworkCallback, amount: Int64? = nil, asset: NativeAssetIdentifier? = nil) {
    self.atMs = atMs
    self.callback = callback
    self.amount = amount
    self.asset = asset
  }
}
