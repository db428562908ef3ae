import MediationPlatforms

@testable import MediationIOS
@testable import MediationKit

/// A sink that keeps every record, for tests that assert on a whole trace.
final class RecordCollector: RecordSink {
  private(set) var records: [Record] = []

  func receive(_ record: Record) {
    records.append(record)
  }

  /// Each record as `t type detail`, compact enough to compare whole traces.
  var lines: [String] {
    records.map { record in
      var writer = JSONWriter()
      writer.write(record)
      let json = String(decoding: writer.bytes, as: UTF8.self)
      return "\(record.t) \(record.body.type) \(Self.summary(of: record.body, json: json))"
    }
  }

  private static func summary(of body: RecordBody, json: String) -> String {
    switch body {
    case .load(let load): load.lineItem
    case .network(let network): "\(network.lineItem) \(network.callback.rawValue)"
    case .networkCall(let call): "\(call.lineItem) \(call.callName)"
    case .loadResult(let result): "\(result.lineItem) \(result.outcome.rawValue) \(result.latencyMs)"
    case .ignored(let ignored): "\(ignored.lineItem) \(ignored.call) \(ignored.reason)"
    case .delegateLost(let lost): "\(lost.lineItem) \(lost.completion)"
    case .retained(let retained): "\(retained.lineItem) \(retained.releasedAtMs)"
    case .waterfall(let waterfall): "\(waterfall.lineItem ?? "-") \(waterfall.latencyMs)"
    case .event(let event): "\(event.lineItem) \(event.name)"
    case .reward(let reward): "\(reward.lineItem) \(reward.amount)"
    case .violation(let violation): "\(violation.lineItem ?? "-") \(violation.rule)"
    case .sdk(let sdk): "\(sdk.lineItem) \(sdk.call.rawValue)\(sdk.asset.map { " " + $0.rawValue } ?? "")"
    case .presentRefused(let refused): "\(refused.lineItem) \(refused.error.code)"
    case .app(let app): "\(app.action.rawValue)\(app.asset.map { " " + $0 } ?? "")"
    case .setUp(let setUp): "\(setUp.className) \(setUp.status.rawValue)"
    case .ad(let ad): "\(ad.lineItem) \(ad.format.rawValue)"
    case .check(let check): "\(check.site.path) \(check.passed)"
    case .click(let click): "\(click.lineItem) \(click.asset) \(click.resolution)"
    case .requestRefused(let refused): "\(refused.error.code)"
    case .signals(let signals): "\(signals.lineItem) \(signals.outcome.rawValue)"
    case .bid(let bid): "\(bid.lineItem) \(bid.state.rawValue)\(bid.price.map { " \($0)" } ?? "")"
    case .auction(let auction): "\(auction.winner ?? "-") \(auction.latencyMs)"
    case .skipped(let skipped): "\(skipped.lineItem)"
    case .abandoned(let abandoned): "\(abandoned.latencyMs)"
    case .run, .result, .histogram, .auctionHistogram, .summary, .worlds, .portfolio: json.count > 0 ? "" : ""
    }
  }
}

/// Runs a config given as JSON text and returns its trace.
func trace(_ json: String, seed: UInt64? = nil, registry: AdapterRegistry = .standard) throws -> RecordCollector {
  let config = try ConfigLoader.load(Array(json.utf8), registry: registry)
  let collector = RecordCollector()
  Simulator.trace(config, seed: seed ?? config.seed, registry: registry, into: collector)
  return collector
}

/// A rewarded config around the given line items.
func rewardedConfig(_ lineItems: String, app: String = "{}", extra: String = "") -> String {
  """
  {"adUnit": {"id": "/1/r", "format": "rewarded", "reward": {"type": "coins", "amount": 10}},
   "lineItems": [\(lineItems)], "app": \(app)\(extra)}
  """
}
