extension TextRenderer {
  /// The closing block of a traced run: what the app got, line by line.
  func resultBlock(_ result: ResultRecord) -> [String] {
    var lines = [style.bold("Result")]
    if let winner = result.lineItem {
      lines.append("  filled       " + style.paint("yes, by \(winner) in \(result.latencyMs) ms", .green))
    } else {
      lines.append("  filled       " + style.paint("no, after \(result.latencyMs) ms", .red))
    }
    lines.append("  presented    \(result.presented ? "yes" : "no")")
    lines.append("  reward       " + (result.reward.map { "\($0.amount) \($0.type)" } ?? "none"))
    lines.append("  impressions  \(result.impressions)")
    lines.append("  clicks       \(result.clicks)")
    let violations = String(result.violations)
    lines.append("  violations   " + (result.violations > 0 ? style.paint(violations, .red) : violations))
    let entries = result.responseInfo.adNetworkInfoArray
    let labelWidth = entries.map(\.adSourceName.count).max() ?? 0
    let classWidth = entries.map(\.adNetworkClassName.count).max() ?? 0
    for (index, entry) in entries.enumerated() {
      var line = index == 0 ? "  waterfall    " : "               "
      line += entry.adSourceName.padding(toLength: labelWidth, withPad: " ", startingAt: 0) + "  "
      line += entry.adNetworkClassName.padding(toLength: classWidth, withPad: " ", startingAt: 0) + "  "
      switch entry.state {
      case .loaded: line += style.paint("loaded", .green) + " in \(entry.latencyMs) ms"
      case .failed: line += style.paint("failed", .red) + " after \(entry.latencyMs) ms"
      case .notAttempted: line += "not attempted"
      }
      if let error = entry.error { line += ": \(error.domain) \(error.code)" }
      lines.append(line)
    }
    lines.append("  response id  \(result.responseInfo.responseIdentifier)")
    return lines
  }

  /// The block of `simulate --runs N`: totals, latency spread, and each line item.
  func summaryBlock(_ summary: SummaryRecord) -> [String] {
    let latency = summary.latencyMs
    var lines = [
      style.bold("Summary of \(summary.runs) run\(summary.runs == 1 ? "" : "s")"),
      "  filled       \(summary.filled) (fill rate \(summary.fillRate))",
      "  presented    \(summary.presented)",
      "  rewarded     \(summary.rewarded)",
      "  impressions  \(summary.impressions)",
      "  clicks       \(summary.clicks)",
      "  violations   \(summary.violations)",
      "  latency      min \(latency.min) ms, p50 \(latency.p50) ms, p90 \(latency.p90) ms, p99 \(latency.p99) ms, "
        + "max \(latency.max) ms, mean \(latency.mean) ms",
      "  revenue      USD \(summary.revenue)",
    ]
    let header = ["line item", "attempts", "fills", "no fills", "errors", "timeouts", "wins"]
    let rows = summary.lineItems.map { item in
      [item.lineItem]
        + [item.attempts, item.fills, item.noFills, item.errors, item.timeouts, item.wins].map(String.init)
    }
    let table = TextTable(
      rows: [header] + rows, alignments: [.left] + Array(repeating: .right, count: header.count - 1))
    lines += table.lines(indent: "  ")
    return lines
  }
}
