/// Writes a run as one self-contained HTML page (`--format html`): no
/// script, font or stylesheet from elsewhere, only inline CSS and SVG. A
/// traced run shows the waterfall as a Gantt chart (each attempted line
/// item's load as a bar from its start to its answer or timeout, coloured by
/// outcome, the fill marked), the winner's lifecycle after the fill, the
/// event timeline and the result; a `--runs` summary shows the figures, the
/// latency histogram, fills and win shares, and the per-line-item table. The
/// same run always gives the same bytes.
final class HTMLRenderer: WholeRunRenderer {
  let output: any ByteSink
  var records: [Record] = []

  init(output: any ByteSink) {
    self.output = output
  }

  func render() -> String {
    page()
  }

  // MARK: the page

  private func page() -> String {
    var run: RunRecord?
    var body: [String] = []
    var histogram: HistogramRecord?
    var checks: [CheckResult] = []
    for record in records {
      switch record.body {
      case .run(let value): run = value
      case .histogram(let value): histogram = value
      case .check(let check): checks.append(check)
      case .result(let result):
        // A banner's sections speak of its first request, as the result does; the timeline shows every request.
        let all = records
        records = all.filter { ($0.requestIndex ?? 0) == 0 }
        body += auctionSection(result)
        body += waterfallSection()
        body += lifecycleSection()
        records = all
        body += timelineSection()
        body += resultSection(result)
        body += checksSection(checks)
      case .summary(let summary):
        if let group = record.group { body.append("<h2>Group \(DisplayText.html(group))</h2>") }
        if let world = record.world { body.append("<h2>World \(DisplayText.html(world))</h2>") }
        body += summarySection(summary, histogram: histogram)
        body += checksSection(checks)
        checks.removeAll()
      case .worlds(let worlds):
        body +=
          ["<section id=\"worlds\">", "<pre>"] + TextRenderer.worldsLines(worlds).map(DisplayText.html) + [
            "</pre>", "</section>",
          ]
      case .portfolio(let portfolio):
        body +=
          ["<section id=\"portfolio\">", "<pre>"] + TextRenderer.portfolioLines(portfolio).map(DisplayText.html) + [
            "</pre>", "</section>",
          ]
      case .auctionHistogram:
        // The summary's auction line gives its spread.
        continue
      case .setUp, .signals, .bid, .auction, .skipped, .abandoned, .load, .network, .networkCall, .loadResult, .ignored,
        .delegateLost, .retained, .waterfall, .ad, .app, .presentRefused, .click, .requestRefused, .sdk, .event,
        .reward,
        .violation:
        // Drawn by the sections of the result: the charts and the timeline read the records themselves.
        continue
      }
    }
    let title =
      run.map {
        "mediate: \($0.format.rawValue) ad unit \(DisplayText.fitted($0.adUnit, to: Self.titleBudget)), seed \($0.seed)"
      } ?? "mediate"
    let header = run.map(TextRenderer.header) ?? "mediate"
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(DisplayText.html(title))</title>
      <style>
      \(Self.style)
      </style>
      </head>
      <body>
      <header><h1>mediate</h1><p>\(DisplayText.html(header))</p></header>
      <main>
      \(body.joined(separator: "\n"))
      </main>
      </body>
      </html>

      """
  }

  private static let style = """
    body { font: 14px/1.45 -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; color: #1d1d1f; margin: 0; background: #fafafa; }
    header { background: #263238; color: #fff; padding: 12px 24px; }
    header h1 { margin: 0; font-size: 18px; }
    header p { margin: 4px 0 0; font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 13px; }
    main { padding: 8px 24px 32px; max-width: 1100px; }
    h2 { font-size: 16px; margin: 24px 0 8px; }
    svg { background: #fff; border: 1px solid #e0e0e0; border-radius: 4px; max-width: 100%; height: auto; }
    svg text { font: 12px -apple-system, "Segoe UI", Roboto, Arial, sans-serif; fill: #37474f; }
    svg .axis { stroke: #b0bec5; stroke-width: 1; }
    svg .grid { stroke: #eceff1; stroke-width: 1; }
    .fill { fill: #2e7d32; } .noFill { fill: #9e9e9e; } .error { fill: #c62828; } .timeout { fill: #ef6c00; }
    .adapterNotFound, .formatNotSupported, .ineligible { fill: #6a1b9a; }
    .marker { stroke: #1b5e20; stroke-width: 2; } .violation { fill: #d50000; }
    .legend span { display: inline-block; margin-right: 14px; font-size: 12px; }
    .legend i { display: inline-block; width: 12px; height: 12px; margin-right: 4px; vertical-align: -2px; border-radius: 2px; }
    .legend i.fill { background: #2e7d32; } .legend i.noFill { background: #9e9e9e; } .legend i.error { background: #c62828; }
    .legend i.timeout { background: #ef6c00; } .legend i.adapterNotFound, .legend i.formatNotSupported, .legend i.ineligible { background: #6a1b9a; }
    .legend i.violation { background: #d50000; }
    .bid-won { fill: #1565c0; } .bid-lost { fill: #90caf9; } .bid-noBid, .bid-belowFloor { fill: #cfd8dc; } .bid-timeout { fill: #ef6c00; }
    .closed { stroke: #1565c0; stroke-width: 1; stroke-dasharray: 4 3; }
    .legend i.bid-won { background: #1565c0; } .legend i.bid-lost { background: #90caf9; }
    .legend i.bid-noBid { background: #cfd8dc; } .legend i.bid-timeout { background: #ef6c00; }
    table { border-collapse: collapse; background: #fff; font-size: 13px; }
    th, td { border-bottom: 1px solid #eceff1; padding: 3px 10px; text-align: left; vertical-align: top; }
    td.t, td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
    td.detail { white-space: pre-wrap; font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 12px; }
    tr.violation td { color: #b71c1c; }
    tr.background td { background: #fff8e1; }
    dl { display: grid; grid-template-columns: max-content auto; gap: 2px 16px; margin: 0; }
    dt { font-weight: 600; } dd { margin: 0; }
    .passed { color: #2e7d32; } .failed { color: #c62828; }
    """

  /// The columns of a line item's name in a chart, which has room for
  /// about 32 characters before the plot: longer ones are elided in the
  /// middle (the tooltip of a bar has the whole name).
  private static let chartLabelBudget = 32
  /// The columns of the line-item column of the timeline, which repeats a
  /// label on every row: longer ones are elided in the middle.
  private static let tableLabelBudget = 40
  /// The columns of the ad unit ID in the page's title.
  private static let titleBudget = 80

  private static let outcomeNames: [LoadResultOutcome: String] = [
    .fill: "fill", .noFill: "no fill", .error: "error", .timeout: "timeout", .adapterNotFound: "adapter not found",
    .formatNotSupported: "format not supported", .ineligible: "ineligible",
  ]

  // MARK: a traced run

  /// One attempted line item's load: when it started, when the SDK decided it, and how.
  private struct Bar {
    var lineItem: String
    var index: Int
    var className: String
    var start: Int64
    var end: Int64?
    var outcome: LoadResultOutcome?
  }

  private func bars() -> (bars: [Bar], winner: String?, fillTime: Int64?) {
    var bars: [Bar] = []
    var winner: String?
    var fillTime: Int64?
    // Each line item's load still open, by label: a result finds its bar at once, however many line items.
    var open: [String: Int] = [:]
    for record in records {
      switch record.body {
      case .load(let load):
        open[load.lineItem] = bars.count
        bars.append(Bar(lineItem: load.lineItem, index: load.index, className: load.className, start: record.t))
      case .loadResult(let result):
        if let last = open.removeValue(forKey: result.lineItem) {
          bars[last].end = record.t
          bars[last].outcome = result.outcome
        }
      case .waterfall(let waterfall):
        winner = waterfall.lineItem
        fillTime = waterfall.filled ? record.t : nil
      case .run, .setUp, .signals, .bid, .auction, .skipped, .abandoned, .network, .networkCall, .ignored,
        .delegateLost, .retained, .ad,
        .app, .presentRefused, .click, .requestRefused, .sdk, .event, .reward, .violation, .check, .result, .histogram,
        .auctionHistogram, .summary, .worlds, .portfolio:
        // Not a load's bar: the auction, the life after the fill and the timeline show the rest.
        break
      }
    }
    return (bars, winner, fillTime)
  }

  private func waterfallSection() -> [String] {
    let (bars, winner, fillTime) = bars()
    let notAttempted = notAttemptedLabels(bars)
    let (bids, closed) = auction()
    let end = max(bars.compactMap(\.end).max() ?? 0, fillTime ?? 0, closed?.t ?? 0, 1)
    let labelWidth = 220
    let plotWidth = 720
    let rowHeight = 26
    let top = 30
    let rows = bids.count + bars.count + notAttempted.count
    let height = top + rows * rowHeight + 30
    let width = labelWidth + plotWidth + 80
    func x(_ t: Int64) -> Int { labelWidth + Int(t * Int64(plotWidth) / end) }
    var svg = [
      "<svg id=\"waterfall-chart\" role=\"img\" aria-label=\"The waterfall: each line item's load in time\" "
        + "xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">"
    ]
    for tick in Self.ticks(upTo: end) {
      svg.append(
        "<line class=\"grid\" x1=\"\(x(tick))\" y1=\"\(top - 6)\" x2=\"\(x(tick))\" y2=\"\(height - 24)\"/>"
          + "<text x=\"\(x(tick))\" y=\"\(height - 8)\" text-anchor=\"middle\">\(tick) ms</text>")
    }
    svg.append(
      "<line class=\"axis\" x1=\"\(labelWidth)\" y1=\"\(height - 24)\" x2=\"\(labelWidth + plotWidth)\" y2=\"\(height - 24)\"/>"
    )
    // The auction first: each bidder's bid from the auction's start to its answer.
    for (row, bid) in bids.enumerated() {
      let y = top + row * rowHeight
      let label = DisplayText.fitted(bid.lineItem, to: Self.chartLabelBudget - 6)
      svg.append("<text x=\"8\" y=\"\(y + 15)\">\(DisplayText.html(label)) (bid)</text>")
      let price = bid.price.map { " $\($0)" } ?? ""
      let title = "\(bid.lineItem): \(Self.bidStateNames[bid.state] ?? bid.state.rawValue)\(price) after \(bid.t) ms"
      svg.append(
        "<rect class=\"bar bid-\(bid.state.rawValue)\" data-line-item=\"\(DisplayText.html(bid.lineItem))\" "
          + "data-bid=\"\(bid.state.rawValue)\" x=\"\(x(0))\" y=\"\(y + 4)\" width=\"\(max(x(bid.t) - x(0), 3))\" "
          + "height=\"16\" rx=\"2\"><title>\(DisplayText.html(title))</title></rect>"
          + "<text x=\"\(max(x(bid.t) - x(0), 3) + x(0) + 6)\" y=\"\(y + 16)\">\(DisplayText.html(String(price.dropFirst())))</text>"
      )
    }
    if let closed {
      let bottom = top + rows * rowHeight
      svg.append(
        "<line class=\"closed\" x1=\"\(x(closed.t))\" y1=\"\(top - 6)\" x2=\"\(x(closed.t))\" y2=\"\(bottom)\"/>"
          + "<text x=\"\(x(closed.t) + 4)\" y=\"\(top - 10)\">auction closed</text>")
    }
    for (offset, bar) in bars.enumerated() {
      let row = bids.count + offset
      let y = top + row * rowHeight
      let label = DisplayText.fitted(bar.lineItem, to: Self.chartLabelBudget - 3 - String(bar.index).count)
      svg.append("<text x=\"8\" y=\"\(y + 15)\">\(DisplayText.html(label)) (#\(bar.index))</text>")
      let barEnd = bar.end ?? end
      let outcome = bar.outcome.map { Self.outcomeNames[$0] ?? $0.rawValue } ?? "no answer"
      let barWidth = max(x(barEnd) - x(bar.start), 3)
      let title = "\(bar.lineItem): \(outcome) after \(barEnd - bar.start) ms (\(bar.start)–\(barEnd) ms)"
      svg.append(
        "<rect class=\"bar \(bar.outcome?.rawValue ?? "timeout")\" data-line-item=\"\(DisplayText.html(bar.lineItem))\" "
          + "data-outcome=\"\(bar.outcome?.rawValue ?? "none")\" x=\"\(x(bar.start))\" y=\"\(y + 4)\" width=\"\(barWidth)\" "
          + "height=\"16\" rx=\"2\"><title>\(DisplayText.html(title))</title></rect>")
      if bar.lineItem == winner, let fillTime {
        svg.append(
          "<line class=\"marker\" x1=\"\(x(fillTime))\" y1=\"\(y)\" x2=\"\(x(fillTime))\" y2=\"\(y + 24)\"/>"
            + "<text x=\"\(x(fillTime) + 6)\" y=\"\(y + 16)\">filled</text>")
      }
    }
    for (offset, label) in notAttempted.enumerated() {
      let y = top + (bids.count + bars.count + offset) * rowHeight
      svg.append(
        "<text x=\"8\" y=\"\(y + 15)\" fill-opacity=\"0.55\">\(DisplayText.html(DisplayText.fitted(label, to: Self.chartLabelBudget)))</text>"
      )
      svg.append("<text x=\"\(labelWidth + 4)\" y=\"\(y + 15)\" fill-opacity=\"0.55\">not attempted</text>")
    }
    svg.append("</svg>")
    var legend = LoadResultOutcome.allCases.map { outcome in
      "<span><i class=\"\(outcome.rawValue)\"></i>\(Self.outcomeNames[outcome] ?? outcome.rawValue)</span>"
    }
    if !bids.isEmpty {
      legend += [AuctionBidState.won, .lost, .noBid, .timeout].map { state in
        "<span><i class=\"bid-\(state.rawValue)\"></i>\(Self.bidStateNames[state] ?? state.rawValue)</span>"
      }
    }
    return ["<section id=\"waterfall\">", "<h2>Waterfall</h2>"] + svg
      + ["<p class=\"legend\">\(legend.joined())</p>", "</section>"]
  }

  /// A bid as the chart draws it: its bidder, its state in the closed
  /// auction, its price and when it arrived.
  private struct Bid {
    var lineItem: String
    var className: String
    var state: AuctionBidState
    var price: DecimalNumber?
    var t: Int64
  }

  private static let bidStateNames: [AuctionBidState: String] = [
    .won: "won", .lost: "lost", .noBid: "no bid", .belowFloor: "below the floor", .timeout: "no bid in time",
  ]

  /// The bids with their state in the auction, and the auction record with
  /// its time: the bids alone when the app stopped waiting before it closed;
  /// nothing without bidders.
  private func auction() -> (bids: [Bid], closed: (t: Int64, record: AuctionRecord)?) {
    var bids: [Bid] = []
    for record in records {
      switch record.body {
      case .bid(let bid):
        bids.append(
          Bid(
            lineItem: bid.lineItem, className: bid.className, state: AuctionBidState(bid.state), price: bid.price,
            t: record.t))
      case .auction(let auction):
        // The closed auction says who won; a bidder's state in it wins over its bid's (by label: linear in bids).
        var closing: [String: AuctionBidState] = [:]
        for bid in auction.bids where closing[bid.lineItem] == nil { closing[bid.lineItem] = bid.state }
        for index in bids.indices {
          if let state = closing[bids[index].lineItem] { bids[index].state = state }
        }
        return (bids, (record.t, auction))
      case .run, .setUp, .signals, .skipped, .abandoned, .load, .network, .networkCall, .loadResult, .ignored,
        .delegateLost, .retained,
        .waterfall, .ad, .app, .presentRefused, .click, .requestRefused, .sdk, .event, .reward, .violation, .check,
        .result, .histogram, .auctionHistogram, .summary, .worlds, .portfolio:
        // Not the auction's.
        break
      }
    }
    // The app stopped waiting before the auction closed: the bids that came, unresolved.
    return (bids, nil)
  }

  /// The auction of a traced run: every bid, the winner, and where its bid
  /// entered the waterfall; nothing without bidders.
  private func auctionSection(_ result: ResultRecord) -> [String] {
    let (bids, closed) = auction()
    var sentence: String
    guard let closed else {
      guard !bids.isEmpty else { return [] }
      sentence = "The app stopped waiting before the auction closed: no bid was used."
      return ["<section id=\"auction\">", "<h2>Auction</h2>", "<p>\(DisplayText.html(sentence))</p>", "<table>"]
        + bidRows(bids) + ["</table>", "</section>"]
    }
    if let winner = closed.record.winner, let price = closed.record.price {
      sentence = "\(winner) won the auction at $\(price) CPM, when it closed after \(closed.t) ms"
      let walk = result.responseInfo.adNetworkInfoArray.filter { $0.state != .lost }
      if let place = walk.firstIndex(where: { $0.adSourceName == winner && $0.bid?.state == .won }) {
        let before = place > 0 ? walk[place - 1].adSourceName : nil
        let after = place + 1 < walk.count ? walk[place + 1].adSourceName : nil
        switch (before, after) {
        case (nil, nil): sentence += "; its bid was the whole waterfall."
        case (nil, let after?): sentence += "; its bid entered the waterfall first, before \(after)."
        case (let before?, nil): sentence += "; its bid entered the waterfall last, after \(before)."
        case (let before?, let after?): sentence += "; its bid entered the waterfall after \(before), before \(after)."
        }
      } else {
        sentence += "."
      }
    } else {
      sentence = "The auction closed after \(closed.t) ms without a bid; the waterfall ran alone."
    }
    return ["<section id=\"auction\">", "<h2>Auction</h2>", "<p>\(DisplayText.html(sentence))</p>", "<table>"]
      + bidRows(bids) + ["</table>", "</section>"]
  }

  /// The auction table's header and a row per bid.
  private func bidRows(_ bids: [Bid]) -> [String] {
    var rows = [
      "<tr><th>bidder</th><th>class</th><th>state</th><th class=\"n\">price (USD CPM)</th><th class=\"n\">answered</th></tr>"
    ]
    for bid in bids {
      rows.append(
        "<tr class=\"bid-\(bid.state.rawValue)\"><td>\(DisplayText.html(bid.lineItem))</td><td>\(DisplayText.html(bid.className))</td>"
          + "<td>\(Self.bidStateNames[bid.state] ?? bid.state.rawValue)</td><td class=\"n\">\(bid.price?.description ?? "-")</td>"
          + "<td class=\"n\">\(bid.t) ms</td></tr>")
    }
    return rows
  }

  /// The line items the walk never reached, from the result's response info.
  private func notAttemptedLabels(_ bars: [Bar]) -> [String] {
    for record in records {
      if case .result(let result) = record.body {
        return result.responseInfo.adNetworkInfoArray.filter { $0.state == .notAttempted }.map(\.adSourceName)
      }
    }
    return []
  }

  /// The winner's life after the fill: each app action, SDK call, event,
  /// reward and violation as a tick on one line.
  private func lifecycleSection() -> [String] {
    let (_, _, fillTime) = bars()
    guard let fillTime else { return [] }
    var ticks: [(t: Int64, kind: String, text: String)] = []
    for record in records where record.t >= fillTime {
      switch record.body {
      case .app(let app):
        ticks.append(
          (record.t, "app", app.asset.map { "app \(app.action.rawValue) \($0)" } ?? "app \(app.action.rawValue)"))
      case .event(let event): ticks.append((record.t, "event", event.name))
      case .reward(let reward): ticks.append((record.t, "reward", "reward \(reward.amount) \(reward.type)"))
      case .violation(let violation): ticks.append((record.t, "violation", "violation \(violation.rule)"))
      case .click(let click): ticks.append((record.t, "click", click.summary))
      case .sdk(let sdk): ticks.append((record.t, "sdk", "sdk \(sdk.callName)"))
      case .run, .setUp, .signals, .bid, .auction, .skipped, .abandoned, .load, .network, .networkCall, .loadResult,
        .ignored,
        .delegateLost, .retained, .waterfall, .ad, .presentRefused, .requestRefused, .check, .result, .histogram,
        .auctionHistogram, .summary, .worlds, .portfolio:
        // No tick: the load and the walk have the waterfall's chart; refusals, checks and totals the timeline.
        break
      }
    }
    guard !ticks.isEmpty else { return [] }
    let end = max((ticks.map(\.t).max() ?? fillTime) - fillTime, 1)
    let left = 20
    let plotWidth = 900
    let height = 70
    func x(_ t: Int64) -> Int { left + Int((t - fillTime) * Int64(plotWidth) / end) }
    var svg = [
      "<svg id=\"lifecycle-chart\" role=\"img\" aria-label=\"The ad's life after the fill\" xmlns=\"http://www.w3.org/2000/svg\" "
        + "width=\"\(plotWidth + 40)\" height=\"\(height)\" viewBox=\"0 0 \(plotWidth + 40) \(height)\">",
      "<line class=\"axis\" x1=\"\(left)\" y1=\"30\" x2=\"\(left + plotWidth)\" y2=\"30\"/>",
      "<text x=\"\(left)\" y=\"60\">\(fillTime) ms (fill)</text>",
      "<text x=\"\(left + plotWidth)\" y=\"60\" text-anchor=\"end\">\(fillTime + end) ms</text>",
    ]
    for tick in ticks {
      let cls = tick.kind == "violation" ? "violation" : tick.kind == "reward" ? "fill" : "noFill"
      svg.append(
        "<circle class=\"\(cls)\" cx=\"\(x(tick.t))\" cy=\"30\" r=\"5\"><title>\(DisplayText.html("\(tick.t) ms: \(tick.text)"))</title></circle>"
      )
    }
    svg.append("</svg>")
    let legend =
      "<p class=\"legend\"><span><i class=\"noFill\"></i>app, SDK and adapter events</span>"
      + "<span><i class=\"fill\"></i>reward</span><span><i class=\"violation\"></i>violation</span></p>"
    return ["<section id=\"lifecycle\">", "<h2>After the fill</h2>"] + svg + [legend, "</section>"]
  }

  private func timelineSection() -> [String] {
    var rows: [String] = []
    var label = DisplayText.FittedLabels(columns: Self.tableLabelBudget)
    var request = 0
    for record in records {
      switch record.body {
      case .run, .result, .histogram, .auctionHistogram, .summary, .check, .worlds, .portfolio: continue
      case .setUp, .signals, .bid, .auction, .skipped, .abandoned, .load, .network, .networkCall, .loadResult, .ignored,
        .delegateLost, .retained, .waterfall, .ad, .app, .presentRefused, .click, .requestRefused, .sdk, .event,
        .reward,
        .violation:
        // A row each.
        break
      }
      if let index = record.requestIndex, index != request {
        request = index
        rows.append("<tr class=\"request\"><th colspan=\"4\">Request \(index) (refresh) at \(record.t) ms</th></tr>")
      }
      let row = TextRenderer.row(for: record.body)
      // Background work is coloured; main is not.
      let cls =
        record.body.type == "violation"
        ? " class=\"violation\"" : record.body.thread == .background ? " class=\"background\"" : ""
      rows.append(
        "<tr\(cls)><td class=\"t\">\(record.t) ms</td><td>\(record.body.type)</td>"
          + "<td>\(DisplayText.html(label(row.lineItem ?? "")))</td>"
          + "<td class=\"detail\">\(row.detail.map(DisplayText.html).joined(separator: "\n"))</td></tr>")
    }
    return [
      "<section id=\"timeline\">", "<h2>Timeline</h2>", "<table>",
      "<thead><tr><th class=\"n\">time</th><th>record</th><th>line item</th><th>detail</th></tr></thead>", "<tbody>",
    ] + rows + ["</tbody>", "</table>", "</section>"]
  }

  private func resultSection(_ result: ResultRecord) -> [String] {
    var items: [(String, String)] = [
      (
        "filled",
        result.lineItem.map { "yes, by \($0) in \(result.latencyMs) ms" } ?? "no, after \(result.latencyMs) ms"
      ),
      ("presented", result.presented ? "yes" : "no"),
      ("reward", result.reward.map { "\($0.amount) \($0.type)" } ?? "none"),
      ("impressions", String(result.impressions)), ("clicks", String(result.clicks)),
      ("violations", String(result.violations)), ("warnings", String(result.warnings)),
      ("response id", result.responseInfo.responseIdentifier),
    ]
    if let requests = result.requests {
      items.insert(("requests", TextRenderer.describe(requests)), at: items.count - 1)
    }
    return ["<section id=\"result\">", "<h2>Result</h2>", definitionList(items), "</section>"]
  }

  private func checksSection(_ checks: [CheckResult]) -> [String] {
    guard !checks.isEmpty else { return [] }
    let items = checks.map { check in
      let text = check.passed ? "passed" : "failed: \(check.message)"
      return
        "<li class=\"\(check.passed ? "passed" : "failed")\">\(DisplayText.html(check.site.path.description)): \(DisplayText.html(text))</li>"
    }
    return ["<section id=\"checks\">", "<h2>Checks</h2>", "<ul>"] + items + ["</ul>", "</section>"]
  }

  // MARK: a summary of many runs

  private func summarySection(_ summary: SummaryRecord, histogram: HistogramRecord?) -> [String] {
    // Numbers as people read them: percentages, USD, milliseconds (ndjson keeps the exact values).
    typealias Readable = ReadableNumber
    func count(_ key: RunCount) -> String { Readable.count(summary[key]) }
    var items: [(String, String)] = [
      ("runs", count(.runs)),
      (
        "filled",
        "\(count(.filled)) (fill rate \(Readable.percent(summary.fillRate)), 95% CI "
          + "\(Readable.percent(summary.fillRateCI95.low)) to \(Readable.percent(summary.fillRateCI95.high)))"
      ),
      ("presented", count(.presented)), ("rewarded", count(.rewarded)),
      ("impressions", "\(count(.impressions)) (\(count(.impressionsLost)) lost)"),
      ("clicks", count(.clicks)),
      ("violations", count(.violations)), ("warnings", count(.warnings)),
      (
        "revenue",
        "\(Readable.usd(summary.revenue)) (\(Readable.usd(summary.revenuePer1000Requests)) per 1,000 requests, 95% CI "
          + "\(Readable.usd(summary.revenuePer1000RequestsCI95.low)) to \(Readable.usd(summary.revenuePer1000RequestsCI95.high)))"
      ),
    ]
    if let latency = summary.latencyMs {
      let spread = [
        ("min", latency.min), ("p50", latency.p50), ("p90", latency.p90), ("p95", latency.p95), ("p99", latency.p99),
        ("max", latency.max),
      ]
      items.append(
        (
          "latency",
          spread.map { "\($0.0) \(Readable.milliseconds($0.1))" }.joined(separator: ", ")
            + ", mean \(Readable.milliseconds(latency.mean)) (95% CI \(Readable.milliseconds(latency.meanCI95.low)) to "
            + "\(Readable.milliseconds(latency.meanCI95.high)))"
        ))
    }
    if let auction = summary.auction {
      var line =
        "\(Readable.count(auction.auctions)) auctions, \(Readable.count(auction.withBid)) with a bid, "
        + "\(Readable.count(auction.wonByBid)) impressions won by a bid"
      if let mean = auction.meanWinningBid { line += ", mean winning bid \(Readable.usd(mean)) CPM" }
      if let latency = auction.latencyMs {
        line +=
          "; closed at mean \(Readable.milliseconds(latency.mean)), p50 \(Readable.milliseconds(latency.p50)), "
          + "p90 \(Readable.milliseconds(latency.p90)), p99 \(Readable.milliseconds(latency.p99))"
      }
      items.append(("auction", line))
    }
    if let abandoned = summary.abandoned {
      items.append(("abandoned", "\(Readable.count(abandoned)) (the app stopped waiting before a fill)"))
    }
    if let banner = summary.banner {
      items.append(
        (
          "requests",
          "\(Readable.count(banner.requests)) (request fill rate \(Readable.percent(banner.requestFillRate))); "
            + "\(banner.impressionsPerRun) impressions and \(Readable.usd(banner.revenuePerRun)) per run"
        ))
    }
    var section = ["<section id=\"summary\">", "<h2>Summary</h2>", definitionList(items), "</section>"]
    if let histogram, !histogram.latencyMs.isEmpty { section += histogramSection(histogram) }
    section += shareSection(summary)
    section += lineItemTable(summary)
    return section
  }

  private func histogramSection(_ histogram: HistogramRecord) -> [String] {
    let bins = LatencyChart(histogram).bins
    let most = max(bins.map(\.runs).max() ?? 1, 1)
    let barWidth = 40
    let chartHeight = 200
    let width = 60 + bins.count * (barWidth + 8)
    var svg = [
      "<svg id=\"histogram-chart\" role=\"img\" aria-label=\"Waterfall latency histogram\" xmlns=\"http://www.w3.org/2000/svg\" "
        + "width=\"\(width)\" height=\"\(chartHeight + 60)\" viewBox=\"0 0 \(width) \(chartHeight + 60)\">"
    ]
    for (index, bin) in bins.enumerated() {
      let height = bin.runs * chartHeight / most
      let x = 50 + index * (barWidth + 8)
      svg.append(
        "<rect class=\"bar fill\" x=\"\(x)\" y=\"\(20 + chartHeight - height)\" width=\"\(barWidth)\" height=\"\(max(height, 1))\">"
          + "<title>\(bin.low)–\(bin.high) ms: \(bin.runs) runs</title></rect>"
          + "<text x=\"\(x + barWidth / 2)\" y=\"\(chartHeight + 36)\" text-anchor=\"middle\">\(bin.low)</text>")
    }
    svg.append("<text x=\"8\" y=\"14\">runs (max \(most))</text>")
    svg.append("</svg>")
    return ["<section id=\"histogram\">", "<h2>Latency (ms, bins from their lower bound)</h2>"] + svg + ["</section>"]
  }

  private func shareSection(_ summary: SummaryRecord) -> [String] {
    let rowHeight = 24
    let labelWidth = 220
    let plotWidth = 500
    let height = 20 + summary.lineItems.count * rowHeight
    var svg = [
      "<svg id=\"share-chart\" role=\"img\" aria-label=\"Fill rate and win share per line item\" xmlns=\"http://www.w3.org/2000/svg\" "
        + "width=\"\(labelWidth + plotWidth + 120)\" height=\"\(height)\" viewBox=\"0 0 \(labelWidth + plotWidth + 120) \(height)\">"
    ]
    for (row, item) in summary.lineItems.enumerated() {
      let y = 10 + row * rowHeight
      let fillRate = item[.attempts] > 0 ? item[.fills] * 1000 / item[.attempts] : 0
      let share = Int(item.winShare.micros / 1000)
      svg.append(
        "<text x=\"8\" y=\"\(y + 13)\">\(DisplayText.html(DisplayText.fitted(item.lineItem, to: Self.chartLabelBudget)))</text>"
      )
      svg.append(
        "<rect class=\"bar noFill\" x=\"\(labelWidth)\" y=\"\(y)\" width=\"\(max(fillRate * plotWidth / 1000, 1))\" height=\"8\">"
          + "<title>fill rate \(fillRate / 10).\(fillRate % 10)% of \(item[.attempts]) attempts</title></rect>")
      svg.append(
        "<rect class=\"bar fill\" x=\"\(labelWidth)\" y=\"\(y + 9)\" width=\"\(max(share * plotWidth / 1000, 1))\" height=\"8\">"
          + "<title>win share \(ReadableNumber.percent(item.winShare))</title></rect>")
      svg.append("<text x=\"\(labelWidth + plotWidth + 8)\" y=\"\(y + 13)\">\(item[.wins]) wins</text>")
    }
    svg.append("</svg>")
    return [
      "<section id=\"shares\">", "<h2>Fill rate (grey) and win share (green) per line item</h2>",
    ] + svg + ["</section>"]
  }

  private func lineItemTable(_ summary: SummaryRecord) -> [String] {
    let columns = LineItemTable(summary, readable: true)
    var rows = [
      "<tr>" + columns.header.enumerated().map { $0 == 0 ? "<th>\($1)</th>" : "<th class=\"n\">\($1)</th>" }.joined()
        + "</tr>"
    ]
    for row in columns.rows {
      rows.append(
        "<tr><td>\(DisplayText.html(row.label))</td>" + row.cells.map { "<td class=\"n\">\($0)</td>" }.joined()
          + "</tr>")
    }
    return ["<section id=\"line-items\">", "<h2>Line items</h2>", "<table>"] + rows + ["</table>", "</section>"]
  }

  // MARK: helpers

  private func definitionList(_ items: [(String, String)]) -> String {
    "<dl>" + items.map { "<dt>\(DisplayText.html($0.0))</dt><dd>\(DisplayText.html($0.1))</dd>" }.joined() + "</dl>"
  }

  /// Round tick marks from 0 to `end`: about six of them.
  private static func ticks(upTo end: Int64) -> [Int64] {
    let step = LatencyChart.roundWidth(for: max(1, (end + 5) / 6))
    return Array(stride(from: Int64(0), through: end, by: Int(step)))
  }
}
