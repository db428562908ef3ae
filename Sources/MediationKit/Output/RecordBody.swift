/// What a trace record says, one case per record `type` of output.md.
public enum RecordBody: Sendable {
  case run(RunRecord)
  case setUp(SetUpRecord)
  case load(LoadRecord)
  case network(NetworkRecord)
  case networkCall(NetworkCallRecord)
  case loadResult(LoadResultRecord)
  case ignored(IgnoredRecord)
  case waterfall(WaterfallRecord)
  case ad(AdRecord)
  case app(AppRecord)
  case sdk(SDKRecord)
  case event(EventRecord)
  case reward(RewardRecord)
  case violation(ViolationRecord)
  case result(ResultRecord)
  case summary(SummaryRecord)

  /// The record's `type` key.
  public var type: String {
    switch self {
    case .run: "run"
    case .setUp: "setUp"
    case .load: "load"
    case .network: "network"
    case .networkCall: "networkCall"
    case .loadResult: "loadResult"
    case .ignored: "ignored"
    case .waterfall: "waterfall"
    case .ad: "ad"
    case .app: "app"
    case .sdk: "sdk"
    case .event: "event"
    case .reward: "reward"
    case .violation: "violation"
    case .result: "result"
    case .summary: "summary"
    }
  }
}
