/// A lifecycle event the adapter forwarded and the SDK accepted.
package struct EventRecord: Sendable {
  package var lineItem: String
  /// What the adapter reported, in the core's vocabulary.
  package var event: AdEventName
  /// Its name in the run's platform's contract (`PlatformNames`), as the record prints it.
  package var name: String
  /// For `didFailToPresentWithError`.
  package var error: AdError?
  /// For `didRewardUserWithReward`: the reward the adapter names.
  package var reward: AdReward?
  /// The thread the adapter forwarded it on.
  package var thread: AdapterThread = .main
}

extension JSONWriter {
  /// The `event` record's members after `type`, `seq` and `t`, in output.md's order.
  mutating func writeMembers(_ event: EventRecord) {
    field("lineItem", event.lineItem)
    field("name", event.name)
    writeError(event.error)
    key("reward")
    write(event.reward)
    field("thread", event.thread.rawValue)
  }
}

extension TextRenderer {
  /// The `event` record's row of the text timeline: its line item, its detail, its colour.
  static func timelineRow(_ event: EventRecord) -> TimelineRowParts {
    var detail = event.name
    if let error = event.error { detail += ": " + describe(error) }
    // A reward without a type (the Android Sample SDK's `""`) is its amount alone.
    if let reward = event.reward {
      detail += reward.type.isEmpty ? " (\(reward.amount))" : " (\(reward.amount) \(reward.type))"
    }
    return (event.lineItem, detail, nil)
  }
}
