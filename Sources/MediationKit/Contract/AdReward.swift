/// A reward as a network describes it (`GADAdReward`).
public struct AdReward: Equatable, Sendable {
  public var type: String
  public var amount: Int64

  public init(rewardType type: String, rewardAmount amount: Int64) {
    self.type = type
    self.amount = amount
  }
}
