/// The SDK granted the ad unit's reward to the app.
struct RewardGranted {
  /// The line item whose ad earned it: the event's source.
  var lineItem: Int
  var reward: AdReward
}

extension RewardGranted: TracedEvent {
  func trace(into recorder: TraceRecorder, at t: Int64) {
    recorder.emit(
      .reward(RewardRecord(lineItem: recorder.label(lineItem), type: reward.type, amount: reward.amount)), at: t)
  }
}
