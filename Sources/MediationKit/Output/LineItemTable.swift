/// The per-line-item table of a `--runs` summary, as the text block and the
/// HTML report both show it: one header and one row of cells per line item.
/// The bidders' columns (`bids`, `auction wins`, `mean price`) appear only
/// where the waterfall has bidders.
struct LineItemTable {
  var header: [String]
  /// Each row's label (as given: the renderer escapes or fits it) and its other cells.
  var rows: [(label: String, cells: [String])]

  /// The table of `summary`; `readable`: numbers as people read them (percentages, USD, milliseconds with
  /// separators), as the HTML report shows them, else as exact as ndjson gives them.
  init(_ summary: SummaryRecord, readable: Bool = false) {
    let bidders = summary.auction != nil
    header = ["line item", "eCPM"]
    if bidders { header += ["bids", "auction wins"] }
    header += [
      "attempts", "fills", "no fills", "errors", "timeouts", "wins", "win share", "impressions", "lost", "revenue",
    ]
    if bidders { header.append("mean price") }
    header.append(readable ? "mean wait" : "mean wait ms")
    let counts: [LineItemCount] = [.attempts, .fills, .noFills, .errors, .timeouts, .wins]
    func number(_ value: Int) -> String { readable ? ReadableNumber.count(value) : String(value) }
    func usd(_ value: DecimalNumber) -> String { readable ? ReadableNumber.usd(value) : value.description }
    func wait(_ value: DecimalNumber) -> String { readable ? ReadableNumber.milliseconds(value) : value.description }
    func share(_ value: DecimalNumber) -> String { readable ? ReadableNumber.percent(value) : value.description }
    rows = summary.lineItems.map { item -> (label: String, cells: [String]) in
      var cells: [String] = [item.ecpm.map(usd) ?? "bid"]
      if bidders {
        cells += [item.value(of: .bids), item.value(of: .auctionWins)].map { $0.map(number) ?? "-" }
      }
      cells += counts.map { number(item[$0]) }
      cells += [share(item.winShare), number(item[.impressions]), number(item[.impressionsLost]), usd(item.revenue)]
      if bidders { cells.append(item.meanPrice.map(usd) ?? "-") }
      cells.append(item.meanWaitMs.map(wait) ?? "-")
      return (item.lineItem, cells)
    }
  }
}
