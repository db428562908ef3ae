/// One callback of a network's `show` script, at an offset from the moment
/// the ad was presented (rewarded) or rendered (native).
package struct ShowStep: Hashable, Sendable {
  package var atMs: Int64
  package var callback: NetworkCallback
  /// For `userDidEarnReward`: the amount, instead of the network's `reward.amount`.
  package var amount: Int64?
  /// For `click`: the asset the network reports as clicked.
  package var asset: NativeAssetIdentifier?
  /// For a banner's `didFailToShow`: the error its network's SDK reports; nil: it reports none.
  package var error: AdError?

  package init(
    atMs: Int64, callback: NetworkCallback, amount: Int64? = nil, asset: NativeAssetIdentifier? = nil,
    error: AdError? = nil
  ) {
    self.atMs = atMs
    self.callback = callback
    self.amount = amount
    self.asset = asset
    self.error = error
  }
}
