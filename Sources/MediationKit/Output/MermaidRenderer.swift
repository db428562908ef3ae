/// Writes a run as a Mermaid sequence diagram (`--format mermaid`), which
/// GitHub renders in Markdown: lanes for the app, the SDK, and each
/// attempted line item's adapter and network; a message per call between
/// them, at its virtual time; notes for timeouts, discarded calls and
/// violations. With `--runs`, a note with the summary's main figures.
///
/// Every text goes through `DisplayText.mermaid`, so Mermaid parses it as
/// text and its sanitiser leaves it as it is; labels and class names are
/// elided in the middle past `labelBudget` columns, a message past
/// `textBudget`. The diagram stays within `maximumCharacters`, under the
/// 50,000 characters Mermaid draws by default: a run too long for that ends
/// in a note that says how many records are left out, after the last
/// statement that fits.
final class MermaidRenderer: WholeRunRenderer {
  let output: any ByteSink
  var records: [Record] = []

  /// The most characters (UTF-16 code units, as Mermaid counts them) a
  /// diagram holds, its closing note included.
  static let maximumCharacters = 49_000
  /// The columns of a line item's label or an adapter's class name.
  static let labelBudget = 40
  /// The columns of a message's or a note's text.
  static let textBudget = 160

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

  /// The lanes of the attempted line items, by label. Records of one line
  /// item come in runs, so the label found last is tried first: a record's
  /// label shares its storage with the config's, and equal strings that do
  /// compare at once, so a long label is hashed only when the run changes,
  /// not once per record.
  private struct LaneTable {
    private var lanes: [String: Lanes] = [:]
    private var last: (label: String, lanes: Lanes)?

    mutating func lanes(of label: String) -> Lanes? {
      if let last, last.label == label { return last.lanes }
      guard let found = lanes[label] else { return nil }
      last = (label, found)
      return found
    }

    mutating func add(_ lane: Lanes, for label: String) {
      lanes[label] = lane
      last = (label, lane)
    }
  }

  /// The statements of a diagram, kept while they fit in
  /// `maximumCharacters` with room for the closing note.
  private struct Statements {
    private(set) var lines = ["sequenceDiagram"]
    private var characters = "sequenceDiagram".utf16.count + 1
    private(set) var isFull = false
    /// The room kept for the note that says the diagram was cut.
    private static let noteRoom = 240

    /// Adds `line` when it fits; once one does not, adds nothing more.
    mutating func append(_ line: String) {
      guard !isFull else { return }
      let size = line.utf16.count + 1
      guard characters + size <= MermaidRenderer.maximumCharacters - Self.noteRoom else {
        isFull = true
        return
      }
      lines.append(line)
      characters += size
    }
  }

  private func diagram() -> String {
    var lanes = LaneTable()
    var statements = Statements()
    statements.append("  participant App")
    statements.append("  participant SDK as Google Mobile Ads SDK")
    // A lane pair for each line item that bids or loads, in order of appearance.
    var bidders = 0
    for record in records {
      let lane: Lanes
      let lineItem: String
      let className: String
      var hasNetwork = true
      switch record.body {
      case .signals(let signals) where lanes.lanes(of: signals.lineItem) == nil:
        (lineItem, className) = (signals.lineItem, signals.className)
        lane = Lanes(adapter: "B\(bidders)", network: "BN\(bidders)")
        bidders += 1
      case .bid(let bid) where lanes.lanes(of: bid.lineItem) == nil:
        (lineItem, className) = (bid.lineItem, bid.className)
        lane = Lanes(adapter: "B\(bidders)", network: "BN\(bidders)")
        bidders += 1
      case .load(let load) where lanes.lanes(of: load.lineItem) == nil:
        (lineItem, className) = (load.lineItem, load.className)
        lane = Lanes(adapter: "A\(load.index)", network: "N\(load.index)")
        hasNetwork = load.className != googleAdNetworkClassName || load.parameter != nil
      case .signals, .bid, .load:
        // Its line item has its lanes already.
        continue
      case .run, .setUp, .auction, .skipped, .abandoned, .network, .networkCall, .loadResult, .ignored, .delegateLost,
        .retained,
        .waterfall, .ad, .app, .presentRefused, .click, .requestRefused, .sdk, .event, .reward, .violation, .check,
        .result, .histogram, .auctionHistogram, .summary, .worlds, .portfolio:
        // Lanes are for the line items that bid or load; the rest speak of them, the App or the SDK.
        continue
      }
      lanes.add(lane, for: lineItem)
      let name = Self.text(Self.label(lineItem))
      statements.append("  participant \(lane.adapter) as \(name) (\(Self.text(Self.label(className))))")
      if hasNetwork { statements.append("  participant \(lane.network) as \(name)'s network") }
      if statements.isFull { break }
    }
    func adapter(_ label: String) -> String { lanes.lanes(of: label)?.adapter ?? "SDK" }
    func network(_ label: String) -> String { lanes.lanes(of: label)?.network ?? "SDK" }
    func message(_ from: String, _ arrow: String, _ to: String, _ text: String, _ t: Int64) {
      statements.append("  \(from)\(arrow)\(to): \(Self.text(text)) (\(t) ms)")
    }
    func note(_ over: String, _ text: String, _ t: Int64) {
      statements.append("  Note over \(over): \(Self.text(text)) (\(t) ms)")
    }
    // The index of the first record whose statements did not all fit.
    var cut: Int? = statements.isFull ? 0 : nil
    // A banner's refreshes, each a new request from the SDK.
    var request = 0
    for (index, record) in records.enumerated() {
      guard cut == nil else { break }
      defer { if statements.isFull { cut = index } }
      let t = record.t
      if let index = record.requestIndex, index != request, record.body.type != "result" {
        request = index
        note("App,SDK", "refresh: the SDK requests the banner again (request \(index))", t)
      }
      // Background work says so in its message; main is unmarked.
      let bg = record.body.thread == .background ? " (bg)" : ""
      switch record.body {
      case .run(let run):
        let adUnit = DisplayText.fitted(run.adUnit, to: Self.labelBudget)
        note("App,SDK", "request for \(run.format.rawValue) ad unit \(adUnit), seed \(run.seed)", t)
      case .setUp(let setUp):
        note("SDK", "set-up of \(Self.label(setUp.className)): \(setUp.status.rawValue)\(bg)", t)
      case .signals(let signals):
        let text = signals.error.map { "signals failed (\($0.code))" } ?? "signals: token"
        message(adapter(signals.lineItem), "-->>", "SDK", text + bg, t)
      case .bid(let bid):
        let text: String =
          switch bid.state {
          case .bid: "bid $\(bid.price?.description ?? "")"
          case .noBid: "no bid"
          case .belowFloor: "below the floor ($\(bid.price?.description ?? ""))"
          case .timeout: "no bid by the timeout"
          }
        message(network(bid.lineItem), "-->>", "SDK", text, t)
      case .auction(let auction):
        if let winner = auction.winner, let price = auction.price {
          note("SDK", "auction won by \(Self.label(winner)) at $\(price)", t)
        } else {
          note("SDK", "auction closed without a winner", t)
        }
      case .skipped(let skipped):
        note("SDK", "\(Self.label(skipped.lineItem)) skipped: a bidder of its class lost the auction", t)
      case .abandoned(let abandoned):
        note("App,SDK", "the app stopped waiting after \(abandoned.latencyMs) ms", t)
      case .load(let load):
        // The platform's load method; Ad Manager's own creative is requested, not loaded by an adapter.
        let verb = load.method ?? "request"
        let text = load.bidResponse == nil ? verb : "\(verb) with the winning bid"
        message("SDK", "->>", adapter(load.lineItem), text, t)
        if load.request != nil { message(adapter(load.lineItem), "->>", network(load.lineItem), "ad request", t) }
      case .network(let record):
        message(network(record.lineItem), "-->>", adapter(record.lineItem), record.callbackName + bg, t)
      case .networkCall(let call):
        message(
          adapter(call.lineItem), "->>", network(call.lineItem), Self.name(of: call.call, name: call.callName) + bg, t)
      case .loadResult(let result):
        switch result.outcome {
        case .fill:
          message(adapter(result.lineItem), "-->>", "SDK", "ad" + bg, t)
        case .timeout:
          note(adapter(result.lineItem), "timeout after \(result.latencyMs) ms", t)
        case .noFill, .error, .adapterNotFound, .formatNotSupported, .ineligible:
          message(adapter(result.lineItem), "-->>", "SDK", result.outcome.rawValue + bg, t)
        }
      case .ignored(let ignored):
        note(adapter(ignored.lineItem), "ignored \(ignored.call): \(ignored.reason)\(bg)", t)
      case .delegateLost(let lost):
        note(adapter(lost.lineItem), "event delegate lost (\(lost.completion))", t)
      case .retained(let retained):
        note(adapter(retained.lineItem), "still alive, released at \(retained.releasedAtMs) ms", t)
      case .waterfall(let waterfall):
        note("SDK", waterfall.lineItem.map { "waterfall filled by \(Self.label($0))" } ?? "waterfall: no fill", t)
      case .ad(let ad):
        message("SDK", "-->>", "App", "\(ad.format.rawValue) ad from \(Self.label(ad.lineItem))", t)
      case .app(let app):
        message("App", "->>", "SDK", app.asset.map { "\(app.action.rawValue) \($0)" } ?? app.action.rawValue, t)
      case .presentRefused(let refused):
        message("SDK", "-->>", "App", "present refused: \(refused.error.code)", t)
      case .click(let click):
        note("SDK", click.summary, t)
      case .requestRefused(let refused):
        message("SDK", "-->>", "App", "request refused: \(refused.error.code)", t)
      case .sdk(let sdk):
        let text = sdk.asset.map { "\(sdk.callName) \($0.rawValue)" } ?? sdk.callName
        message("SDK", "->>", lanes.lanes(of: sdk.lineItem) == nil ? "App" : adapter(sdk.lineItem), text, t)
      case .event(let event):
        message(adapter(event.lineItem), "-->>", "SDK", event.name + bg, t)
      case .reward(let reward):
        message("SDK", "-->>", "App", "reward \(reward.amount) \(reward.type)", t)
      case .violation(let violation):
        note(violation.lineItem.map(adapter) ?? "SDK", "violation \(violation.rule): \(violation.detail)", t)
      case .check(let check):
        note("App,SDK", "check \(check.site.path): \(check.passed ? "passed" : "failed")", t)
      case .result(let result):
        let summary =
          "result: \(result.filled ? "filled by \(result.lineItem.map(Self.label) ?? "")" : "no fill"), "
          + "\(result.impressions) impression\(result.impressions == 1 ? "" : "s"), \(result.clicks) click\(result.clicks == 1 ? "" : "s"), "
          + "\(result.violations) violation\(result.violations == 1 ? "" : "s")"
        note("App,SDK", summary, t)
      case .summary(let summary):
        let latency = summary.latencyMs.map { ", latency p50 \($0.p50) ms, p90 \($0.p90) ms" } ?? ""
        note(
          "App,SDK",
          "\(summary[.runs]) runs: fill rate \(summary.fillRate)\(latency), revenue USD \(summary.revenue), "
            + "\(summary[.violations]) violations", t)
        for item in summary.lineItems where !statements.isFull {
          note(
            "SDK",
            "\(Self.label(item.lineItem)): \(item[.wins]) wins (share \(item.winShare)), \(item[.timeouts]) timeouts",
            t)
        }
      case .histogram, .auctionHistogram, .worlds, .portfolio:
        break
      }
    }
    var lines = statements.lines
    if let cut {
      lines.append(
        "  Note over App,SDK: the diagram ends here, within the 50,000 characters Mermaid draws: "
          + "\(records.count - cut) of the run's \(records.count) records are not shown "
          + "(--format html or ndjson shows them all)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func name(of call: NetworkCall, name: String) -> String {
    switch call {
    case .present(let extras?) where !extras.entries.isEmpty:
      "\(name) (" + extras.entries.map(\.key).joined(separator: ", ") + ")"
    case .handleClick(let asset): "\(name) \(asset.rawValue)"
    case .present, .recordImpression, .setNativeAdView, .unregisterView: name
    }
  }

  /// A label or class name inside a text: escaped and elided to `labelBudget`.
  static func label(_ raw: String) -> String {
    DisplayText.fitted(raw, to: labelBudget)
  }

  /// A text as Mermaid shows it: one line, elided to `textBudget`, with
  /// Mermaid's syntax and markup characters as its entity codes, and the
  /// colon of a leading `wrap:` or `nowrap:` (which Mermaid would take for
  /// its wrapping option and drop) as `#58;`.
  static func text(_ raw: String) -> String {
    let text = DisplayText.mermaid(DisplayText.fitted(raw, to: textBudget))
    for option in ["wrap:", "nowrap:"] where text.lowercased().hasPrefix(option) {
      return text.prefix(option.count - 1) + "#58;" + text.dropFirst(option.count)
    }
    return text
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
