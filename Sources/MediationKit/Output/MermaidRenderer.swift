/// Writes a run as a Mermaid sequence diagram (`--format mermaid`), which
/// GitHub renders in Markdown: lanes for the app, the SDK, and each
/// attempted line item's adapter and network; a message per call between
/// them, at its virtual time; notes for timeouts, discarded calls and
/// violations. With `--runs`, a note with the summary's main figures.
final class MermaidRenderer: WholeRunRenderer {
  let output: any ByteSink
  var records: [Record] = []

  init(output: any ByteSink) {
    self.output = output
  }

  func render() -> String {
    diagram()
  }

  /// The lanes of one attempted line item: its adapter and its network.
  private struct Lanes {
    var adapter: String
    var network: String
  }

  private func diagram() -> String {
    var lanes: [String: Lanes] = [:]
    var declarations = ["  participant App", "  participant SDK as Google Mobile Ads SDK"]
    for record in records {
      guard case .load(let load) = record.body, lanes[load.lineItem] == nil else { continue }
      let lane = Lanes(adapter: "A\(load.index)", network: "N\(load.index)")
      lanes[load.lineItem] = lane
      let name = Self.text(load.lineItem)
      declarations.append("  participant \(lane.adapter) as \(name) (\(Self.text(load.className)))")
      if load.className != googleAdNetworkClassName || load.parameter != nil {
        declarations.append("  participant \(lane.network) as \(name)'s network")
      }
    }
    var lines = ["sequenceDiagram"] + declarations
    func adapter(_ label: String) -> String { lanes[label]?.adapter ?? "SDK" }
    func network(_ label: String) -> String { lanes[label]?.network ?? "SDK" }
    func message(_ from: String, _ arrow: String, _ to: String, _ text: String, _ t: Int64) {
      lines.append("  \(from)\(arrow)\(to): \(Self.text(text)) (\(t) ms)")
    }
    func note(_ over: String, _ text: String, _ t: Int64) {
      lines.append("  Note over \(over): \(Self.text(text)) (\(t) ms)")
    }
    for record in records {
      let t = record.t
      switch record.body {
      case .run(let run):
        note("App,SDK", "request for \(run.format.rawValue) ad unit \(run.adUnit), seed \(run.seed)", t)
      case .setUp(let setUp):
        note("SDK", "set-up of \(setUp.className): \(setUp.status.rawValue)", t)
      case .load(let load):
        message(
          "SDK", "->>", adapter(load.lineItem), load.className == googleAdNetworkClassName ? "request" : "load", t)
        if load.request != nil { message(adapter(load.lineItem), "->>", network(load.lineItem), "ad request", t) }
      case .network(let network):
        message(networkLane(network.lineItem, lanes), "-->>", adapter(network.lineItem), network.callback.rawValue, t)
      case .networkCall(let call):
        message(adapter(call.lineItem), "->>", network(call.lineItem), Self.name(of: call.call), t)
      case .loadResult(let result):
        switch result.outcome {
        case .fill:
          message(adapter(result.lineItem), "-->>", "SDK", "ad", t)
        case .timeout:
          note(adapter(result.lineItem), "timeout after \(result.latencyMs) ms", t)
        default:
          message(adapter(result.lineItem), "-->>", "SDK", result.outcome.rawValue, t)
        }
      case .ignored(let ignored):
        note(adapter(ignored.lineItem), "ignored \(ignored.call): \(ignored.reason.rawValue)", t)
      case .delegateLost(let lost):
        note(adapter(lost.lineItem), "event delegate lost (\(lost.completion))", t)
      case .waterfall(let waterfall):
        note("SDK", waterfall.lineItem.map { "waterfall filled by \($0)" } ?? "waterfall: no fill", t)
      case .ad(let ad):
        message("SDK", "-->>", "App", "\(ad.format.rawValue) ad from \(ad.lineItem)", t)
      case .app(let app):
        message("App", "->>", "SDK", app.asset.map { "\(app.action.rawValue) \($0)" } ?? app.action.rawValue, t)
      case .presentRefused(let refused):
        message("SDK", "-->>", "App", "present refused: \(refused.error.code)", t)
      case .click(let click):
        note("SDK", click.summary, t)
      case .requestRefused(let refused):
        message("SDK", "-->>", "App", "request refused: \(refused.error.code)", t)
      case .sdk(let sdk):
        let text = sdk.asset.map { "\(sdk.call.rawValue) \($0.rawValue)" } ?? sdk.call.rawValue
        message("SDK", "->>", lanes[sdk.lineItem] == nil ? "App" : adapter(sdk.lineItem), text, t)
      case .event(let event):
        message(adapter(event.lineItem), "-->>", "SDK", event.name.rawValue, t)
      case .reward(let reward):
        message("SDK", "-->>", "App", "reward \(reward.amount) \(reward.type)", t)
      case .violation(let violation):
        note(violation.lineItem.map(adapter) ?? "SDK", "violation \(violation.rule): \(violation.detail)", t)
      case .check(let check):
        note("App,SDK", "check \(check.site.path): \(check.passed ? "passed" : "failed")", t)
      case .result(let result):
        let summary =
          "result: \(result.filled ? "filled by \(result.lineItem ?? "")" : "no fill"), "
          + "\(result.impressions) impression\(result.impressions == 1 ? "" : "s"), \(result.clicks) click\(result.clicks == 1 ? "" : "s"), "
          + "\(result.violations) violation\(result.violations == 1 ? "" : "s")"
        note("App,SDK", summary, t)
      case .summary(let summary):
        let latency = summary.latencyMs.map { ", latency p50 \($0.p50) ms, p90 \($0.p90) ms" } ?? ""
        note(
          "App,SDK",
          "\(summary[.runs]) runs: fill rate \(summary.fillRate)\(latency), revenue USD \(summary.revenue), "
            + "\(summary[.violations]) violations", t)
        for item in summary.lineItems {
          note("SDK", "\(item.lineItem): \(item[.wins]) wins (share \(item.winShare)), \(item[.timeouts]) timeouts", t)
        }
      case .histogram:
        break
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func name(of call: NetworkCall) -> String {
    switch call {
    case .present: "present"
    case .recordImpression: "recordImpression"
    case .handleClick(let asset): "handleClick \(asset.rawValue)"
    case .setNativeAdView: "setNativeAdView"
    }
  }

  private func networkLane(_ label: String, _ lanes: [String: Lanes]) -> String {
    lanes[label]?.network ?? "SDK"
  }

  /// Text Mermaid shows as it is: one line; `;` and `#`, which Mermaid
  /// reads as syntax, as its entity codes; control characters escaped.
  static func text(_ raw: String) -> String {
    var result = ""
    for character in TerminalText.escaped(raw) {
      switch character {
      case ";": result += "#59;"
      case "#": result += "#35;"
      case "\n": result += " "
      default: result.append(character)
      }
    }
    return result
  }
}

extension ClickRecord {
  /// What the tap came to, in words.
  var summary: String {
    switch resolution {
    case .notAClick(let reason): "tap on \(asset): not a click (\(reason.rawValue))"
    case .counted(nil): "click on \(asset)"
    case .counted(.customClickHandler?): "click on \(asset): custom click handler"
    case .counted(.deepLink(let url)?): "click on \(asset): deep link \(url)"
    case .counted(.browser(let url)?): "click on \(asset): browser \(url)"
    }
  }
}
