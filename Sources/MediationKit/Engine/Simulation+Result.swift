extension Simulation {
  /// The `result` record: what the app got, and the SDK's response info.
  func makeResult() -> ResultRecord {
    let entries = walkOrder.map(responseEntry(for:))
    let winnerEntry = tally.winner.flatMap { winner in entries[walkOrder.firstIndex(of: winner) ?? 0] }
    let identifier = SplitMix64.mix(config.fingerprint ^ SplitMix64.mix(seed))
    let hex = String(identifier, radix: 16)
    let info = ResponseInfo(
      responseIdentifier: String(repeating: "0", count: 16 - hex.count) + hex,
      loadedAdNetworkResponseInfo: winnerEntry, adNetworkInfoArray: entries)
    return ResultRecord(
      filled: tally.filled, lineItem: tally.winner.map(label), latencyMs: tally.waterfallLatencyMs,
      presented: tally.presented, reward: tally.rewardGranted ? config.adUnit.reward : nil,
      impressions: tally.impressions, clicks: tally.clicks, violations: tally.violations, responseInfo: info)
  }

  private func responseEntry(for lineItem: Int) -> AdNetworkResponseInfo {
    let item = config.lineItems[lineItem]
    let attempt = attempts[lineItem]
    let state: AdNetworkResponseInfo.State
    switch attempt.state {
    case .loaded: state = .loaded
    case .failed, .timedOut: state = .failed
    case .notAttempted, .loading: state = .notAttempted
    }
    return AdNetworkResponseInfo(
      adNetworkClassName: item.className, adSourceName: item.label, parameter: item.parameter, state: state,
      latencyMs: state == .notAttempted ? 0 : attempt.latencyMs, error: state == .notAttempted ? nil : attempt.error)
  }
}
