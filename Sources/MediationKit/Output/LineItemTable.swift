/// The per-line-item table of a `--runs` summary, as the text block and the
/// HTML report both show it: one header and one row of cells per line item.
/// The bidders' columns (`bids`, `auction wins`, `mean price`) appear only
/// where the waterfall has bidders.
struct LineItemTable {
  var header: [String]
  /// Each row's label (as given: the renderer escapes or fits it) and its other cells.
  var rows: [(label: String, cells: [String])]

  init(_ summary: SummaryRecord) {
    let bidders = summary.auction != nil
    header = ["line item", "eCPM"]
    if bidders { header += ["bids", "auction wins"] }
    header += [
      "attempts", "fills", "no fills", "errors", "timeouts", "wins", "win share", "impressions", "lost", "revenue",
    ]
    if bidders { header.append("mean price") }
    header.append("mean wait ms")
    let counts: [LineItemCount] = [.attempts, .fills, .noFills, .errors, .timeouts, .wins]
    rows = summary.lineItems.map { item in
      var cells = [item.ecpm?.description ?? "bid"]
      if bidders {
        cells += [item.value(of: .bids), item.value(of: .auctionWins)].map { $0.map(String.init) ?? "-" }
      }
      cells += counts.map { String(item[$0]) }
      cells += [
        item.winShare.description, String(item[.impressions]), String(item[.impressionsLost]), item.revenue.description,
      ]
      if bidders { cells.append(item.meanPrice?.description ?? "-") }
      cells.append(item.meanWaitMs?.description ?? "-")
      return (item.lineItem, cells)
    }
  }
}
