/// The SDK granting the ad unit's reward to the app (once per ad).
package struct RewardRecord: Sendable {
  package var lineItem: String
  package var type: String
  package var amount: Int64
}

extension JSONWriter {
  /// The `reward` record's members after `type`, `seq` and `t`, in output.md's order.
  mutating func writeMembers(_ reward: RewardRecord) {
    field("lineItem", reward.lineItem)
    key("reward")
    write(AdReward(rewardType: reward.type, rewardAmount: reward.amount))
  }
}

extension TextRenderer {
  /// The `reward` record's row of the text timeline: its line item, its detail, its colour.
  static func timelineRow(_ reward: RewardRecord) -> TimelineRowParts {
    return (reward.lineItem, "\(reward.amount) \(reward.type) granted to the user", .green)
  }
}
