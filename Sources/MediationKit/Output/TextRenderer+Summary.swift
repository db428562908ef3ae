extension TextRenderer {
  /// The closing block of a traced run: what the app got, line by line.
  /// A banner run's requests: how many, how many filled, and by whom.
  static func describe(_ requests: [ResultRecord.Request], label: (String) -> String = DisplayText.escaped) -> String {
    let filled = requests.filter(\.filled).count
    let refreshes = requests.count - 1
    // A day on screen is thousands of requests: the first twenty name theirs.
    let shown = requests.prefix(20).map { $0.lineItem.map(label) ?? "no fill" }
    let more = requests.count > shown.count ? " and \(requests.count - shown.count) more" : ""
    return "\(requests.count) (\(refreshes) refresh\(refreshes == 1 ? "" : "es")), \(filled) filled; "
      + shown.joined(separator: ", ") + more
  }

  /// A banner batch's requests over all runs.
  static func describe(_ banner: SummaryRecord.BannerRequests) -> String {
    "\(banner.requests) (request fill rate \(banner.requestFillRate)); \(banner.impressionsPerRun) impressions "
      + "and USD \(banner.revenuePerRun) per run"
  }

  func resultBlock(_ result: ResultRecord) -> [String] {
    var lines = [style.bold("Result")]
    if let winner = result.lineItem.map(labelText) {
      // What it was paid is news where an auction set the price.
      let auctioned = result.responseInfo.adNetworkInfoArray.contains { $0.bid != nil }
      let paid = auctioned ? result.price.map { ", paid $\($0) CPM" } ?? "" : ""
      lines.append("  filled       " + style.paint("yes, by \(winner) in \(result.latencyMs) ms", .green) + paid)
    } else {
      lines.append("  filled       " + style.paint("no, after \(result.latencyMs) ms", .red))
    }
    lines.append("  presented    \(result.presented ? "yes" : "no")")
    lines.append("  reward       " + (result.reward.map { "\($0.amount) \(DisplayText.escaped($0.type))" } ?? "none"))
    lines.append("  impressions  \(result.impressions)")
    lines.append("  clicks       \(result.clicks)")
    let violations = String(result.violations)
    lines.append("  violations   " + (result.violations > 0 ? style.paint(violations, .red) : violations))
    let warnings = String(result.warnings)
    lines.append("  warnings     " + (result.warnings > 0 ? style.paint(warnings, .yellow) : warnings))
    if let requests = result.requests {
      lines.append("  requests     " + Self.describe(requests, label: labelText))
    }
    let entries = result.responseInfo.adNetworkInfoArray
    let labels = entries.map { labelText($0.adSourceName) }
    let classes = entries.map { labelText($0.adNetworkClassName) }
    let labelWidth = labels.map(TerminalText.width).max() ?? 0
    let classWidth = classes.map(TerminalText.width).max() ?? 0
    for (index, entry) in entries.enumerated() {
      var line = index == 0 ? "  waterfall    " : "               "
      line += TerminalText.padded(labels[index], to: labelWidth) + "  "
      line += TerminalText.padded(classes[index], to: classWidth) + "  "
      switch entry.state {
      case .loaded: line += style.paint("loaded", .green) + " in \(entry.latencyMs) ms"
      case .failed: line += style.paint("failed", .red) + " after \(entry.latencyMs) ms"
      case .notAttempted: line += "not attempted"
      case .lost: line += "lost the auction"
      }
      if let bid = entry.bid { line += Self.describe(bid) }
      if let error = entry.error { line += ": \(DisplayText.escaped(error.domain)) \(error.code)" }
      lines.append(line)
    }
    lines.append("  response id  \(result.responseInfo.responseIdentifier)")
    return lines
  }

  /// A bidder's auction state after its response-info entry: what it bid,
  /// and for the winner where its bid entered the waterfall.
  static func describe(_ bid: AdNetworkResponseInfo.Bid) -> String {
    let price = bid.price.map { " $\($0)" } ?? ""
    switch bid.state {
    case .won: return " (won the auction at\(price): its bid took this place in the walk)"
    case .lost: return " (bid\(price))"
    case .noBid: return " (no bid)"
    case .belowFloor: return " (price\(price) below the floor)"
    case .timeout: return " (no bid in time)"
    }
  }

  /// What the auctions of a `--runs` summary came to, in one line.
  static func describe(_ auction: SummaryRecord.AuctionSummary) -> String {
    var line = "\(auction.auctions) auctions, \(auction.withBid) with a bid, \(auction.wonByBid) impressions won by a bid"
    if let mean = auction.meanWinningBid { line += ", mean winning bid $\(mean)" }
    if let latency = auction.latencyMs {
      line += "; closed at mean \(latency.mean) ms, p50 \(latency.p50) ms, p90 \(latency.p90) ms, p99 \(latency.p99) ms"
    }
    return line
  }

  static func describe(abandoned: Int) -> String {
    "\(abandoned) (the app stopped waiting before a fill)"
  }

  /// A label or class name as a block shows it: escaped, and elided in
  /// the middle as the timeline elides labels when the text is fitted to a
  /// width.
  func labelText(_ text: String) -> String {
    guard let width else { return DisplayText.escaped(text) }
    return DisplayText.fitted(text, to: labelBudget(width))
  }

  /// The outcome of the config's checks: a mark (`✓`/`✗` in colour,
  /// `ok`/`FAIL` without), the check, and for a failure what was expected
  /// and found. Nothing when the config has no checks.
  func checksBlock(_ checks: [CheckResult]) -> [String] {
    guard !checks.isEmpty else { return [] }
    var lines = ["", style.bold("Checks")]
    for check in checks {
      let mark =
        style.enabled
        ? (check.passed ? style.paint("✓", .green) : style.paint("✗", .red)) : (check.passed ? "ok  " : "FAIL")
      let path = DisplayText.escaped(check.site.path.description)
      lines.append(check.passed ? "  \(mark) \(path)" : "  \(mark) \(path): \(DisplayText.escaped(check.message))")
    }
    return lines
  }

  /// The block of `simulate --runs N`: totals, latency spread and a small
  /// histogram, and each line item.
  func summaryBlock(_ summary: SummaryRecord, histogram: HistogramRecord?) -> [String] {
    let runs = summary[.runs]
    var title = "Summary of \(runs) run\(runs == 1 ? "" : "s")"
    if let shard = summary.shard { title += " (shard \(shard.index) of \(shard.count), of \(shard.runs) runs in all)" }
    var lines = [
      style.bold(title),
      "  filled       \(summary[.filled]) (fill rate \(summary.fillRate), 95% CI \(summary.fillRateCI95.low) to "
        + "\(summary.fillRateCI95.high))",
      "  presented    \(summary[.presented])",
      "  rewarded     \(summary[.rewarded])",
      "  impressions  \(summary[.impressions])"
        + (summary[.impressionsLost] > 0
          ? style.paint(", \(summary[.impressionsLost]) lost (presented without an impression)", .yellow) : ""),
      "  clicks       \(summary[.clicks])",
      "  violations   " + (summary[.violations] > 0 ? style.paint(String(summary[.violations]), .red) : "0"),
      "  warnings     " + (summary[.warnings] > 0 ? style.paint(String(summary[.warnings]), .yellow) : "0"),
      "  revenue      USD \(summary.revenue) (USD \(summary.revenuePer1000Requests) per 1,000 requests, 95% CI "
        + "\(summary.revenuePer1000RequestsCI95.low) to \(summary.revenuePer1000RequestsCI95.high))",
    ]
    if let latency = summary.latencyMs {
      lines.append(
        "  latency      min \(latency.min) ms, p50 \(latency.p50) ms, p90 \(latency.p90) ms, p95 \(latency.p95) ms, "
          + "p99 \(latency.p99) ms, max \(latency.max) ms, mean \(latency.mean) ms (95% CI \(latency.meanCI95.low) to "
          + "\(latency.meanCI95.high))")
    }
    if let auction = summary.auction { lines.append("  auction      " + Self.describe(auction)) }
    if let abandoned = summary.abandoned {
      let text = "  abandoned    " + Self.describe(abandoned: abandoned)
      lines.append(abandoned > 0 ? style.paint(text, .yellow) : text)
    }
    if let banner = summary.banner { lines.append("  requests     " + Self.describe(banner)) }
    if let histogram, !histogram.latencyMs.isEmpty {
      lines.append("")
      lines += LatencyChart(histogram).lines(indent: "  ")
    }
    lines.append("")
    let columns = LineItemTable(summary)
    let header = columns.header
    let rows = columns.rows.map { [labelText($0.label)] + $0.cells }
    let table = TextTable(
      rows: [header] + rows, alignments: [.left] + Array(repeating: .right, count: header.count - 1))
    lines += table.lines(indent: "  ", maxWidth: width)
    return lines
  }
}

/// A latency histogram a person reads at a glance: about ten equal bins
/// of a round width, each with a bar, its runs and its share.
struct LatencyChart {
  private static let barWidth = 30
  private static let blocks: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]
  private(set) var bins: [(low: Int64, high: Int64, runs: Int)] = []
  private var total = 0

  init(_ histogram: HistogramRecord) {
    guard let first = histogram.latencyMs.first, let last = histogram.latencyMs.last else { return }
    let width = Self.roundWidth(for: (last.latencyMs - first.latencyMs + 1 + 9) / 10)
    let start = first.latencyMs / width * width
    var index = 0
    var low = start
    while low <= last.latencyMs {
      let high = low + width - 1
      var runs = 0
      while index < histogram.latencyMs.count, histogram.latencyMs[index].latencyMs <= high {
        runs += histogram.latencyMs[index].runs
        index += 1
      }
      bins.append((low, high, runs))
      total += runs
      low += width
    }
  }

  /// The smallest of 1, 2, 5, 10, 20, 50, … that is at least `width`.
  static func roundWidth(for width: Int64) -> Int64 {
    var scale: Int64 = 1
    while true {
      for step: Int64 in [1, 2, 5] where step * scale >= width { return step * scale }
      scale *= 10
    }
  }

  func lines(indent: String) -> [String] {
    let most = bins.map(\.runs).max() ?? 0
    guard most > 0 else { return [] }
    let rows = bins.map { bin -> [String] in
      // The bar's length in eighths of a character, rounded.
      let eighths = (bin.runs * Self.barWidth * 8 + most / 2) / most
      var bar = String(repeating: "█", count: eighths / 8)
      if eighths % 8 > 0 { bar.append(Self.blocks[eighths % 8 - 1]) }
      if bar.isEmpty, bin.runs > 0 { bar = "▏" }
      let tenths = (bin.runs * 1000 + total / 2) / total
      return ["\(bin.low)–\(bin.high) ms", bar, String(bin.runs), "\(tenths / 10).\(tenths % 10)%"]
    }
    return TextTable(rows: [["latency", "", "runs", "share"]] + rows, alignments: [.right, .left, .right, .right])
      .lines(indent: indent)
  }
}
