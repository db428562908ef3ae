/// What `mediate fit` reports (decide.md): each source as the report gave
/// it and as the config takes it, how far the report departs from a
/// consistent waterfall, and the demand fit when asked for.
public struct FitRecord: Equatable, Sendable {
  public struct Source: Equatable, Sendable {
    public var label: String
    public var requests: Int64
    public var matched: Int64
    public var impressions: Int64
    public var earnings: DecimalNumber
    /// The line item's `ecpm`.
    public var ecpm: DecimalNumber
    /// Matched over requests: the line item's `fillRate`.
    public var fillRate: DecimalNumber
    /// In a consistent waterfall: the requests of the source above that it did not fill (nil for the first).
    public var expectedRequests: Int64?
    /// |requests − expected| / expected.
    public var requestsDeparture: DecimalNumber?
    /// (impressions − matched) / matched: how far an impression per match is from the report.
    public var impressionsDeparture: DecimalNumber?
    /// With `--demand`: the fill rate the fitted model gives when the source is reached.
    public var modelFillRate: DecimalNumber?
  }

  /// A warning of the report's footer (the API's `ReportWarning`: `DATA_DELAYED` and the like).
  public struct ReportWarning: Equatable, Sendable {
    public var type: String
    public var description: String
  }

  public struct Demand: Equatable, Sendable {
    public var median: DecimalNumber
    public var sigma: DecimalNumber
    public var logLikelihood: DecimalNumber?
    /// Each source's valuation scale, in the sources' order.
    public var scales: [DecimalNumber]
    public var notIdentified: [String]
  }

  /// One world of the config fit wrote (decide2.md §1): where it stands and what the config gives in it.
  public struct World: Equatable, Sendable {
    public var label: String
    /// The value's sigma in this world.
    public var sigma: DecimalNumber
    /// The common participation of the sources the value decides.
    public var participation: DecimalNumber
    /// The report's log-likelihood under this world, from the config as written in it.
    public var logLikelihood: DecimalNumber?
    /// What the config, this world's values set, gives in expectation: as `modelFillRate` for the base.
    public var modelFillRate: DecimalNumber
    public var modelRevenuePer1000Requests: DecimalNumber?
  }

  /// The portfolio `fit` wrote (decide2.md §5): how the report was split, and each group with its fit.
  public struct Portfolio: Equatable, Sendable {
    /// The days the report covers, which each group's `requestsPerDay` divides its requests by.
    public var days: Int64
    /// Where the days come from: `"dateRange"` (the header's), `"DATE"` (its distinct values) or `"--days"`.
    public var daysFrom: String
    /// The dimensions the groups are combinations of, by their API names, in the order names join them.
    public var splitBy: [String]
    /// `--min-requests`: combinations with fewer requests are pooled into their parent's `other` group.
    public var minRequests: Int64
    public var groups: [Group]
  }

  /// Which requests a group serves, as the portfolio's `targeting` writes it.
  public struct Targeting: Equatable, Sendable {
    public var platform: String?
    public var format: String?
    public var adUnits: [String]?
    public var countries: [String]?
    public var excludedCountries: [String]?
  }

  /// One group of the portfolio `fit` wrote, with the fit of its rows.
  public struct Group: Equatable, Sendable {
    public var name: String
    /// AdMob's mediation group ID: the `MEDIATION_GROUP` value, nil when the report has none.
    public var id: String?
    /// The group's requests over the report: its sources' largest `AD_REQUESTS`.
    public var requests: Int64
    public var requestsPerDay: Int64
    public var targeting: Targeting
    /// The names of the combinations pooled into this `other` group; nil for a combination of its own.
    public var pooled: [String]?
    /// The fit of the group's rows: its `adUnit`, `mediationGroup`, `format`, `sources`, `observed`, `model`,
    /// `largestRequestsDeparture`, `consistent`, `demand`, `warnings` and `worlds` are the group's.
    public var fit: FitRecord
  }

  /// The report's path as given.
  public var report: String
  public var adUnit: String?
  public var mediationGroup: String?
  /// The config's format; for a portfolio, its groups' when they share one, else nil.
  public var format: String?
  public var sources: [Source]
  /// What the report shows: matched requests over ad requests, and earnings per 1,000 ad requests.
  public var observedFillRate: DecimalNumber
  public var observedRevenuePer1000Requests: DecimalNumber?
  /// What the fitted config gives, in expectation, for the same requests.
  public var modelFillRate: DecimalNumber
  public var modelRevenuePer1000Requests: DecimalNumber?
  /// The largest requests departure of any source.
  /// Null when a source had requests that no source above left it, or past what the record writes.
  public var largestRequestsDeparture: DecimalNumber?
  /// Whether every source's requests are within 1 % of those the sources above left.
  public var consistent: Bool
  public var demand: Demand?
  public var warnings: [String]
  /// The report footer's warnings (`DATA_DELAYED` and the like).
  public var reportWarnings: [ReportWarning]
  /// The footer's count of rows, or nil.
  public var matchingRowCount: Int64?
  /// Rows read (a total row aside).
  public var rows: Int
  /// Whether a CSV total row was read and added up.
  public var totalRow: Bool
  /// The worlds of the config, the base first; nil when it has none (and for a portfolio: each group has its own).
  public var worlds: [World]?
  /// The portfolio written, when the report was split into groups; nil for one config.
  public var portfolio: Portfolio? = nil

  /// The most a derived figure of the record may be; past it (or not finite) the figure is null. A
  /// report of absurd sizes (a departure of 10¹³, earnings of 10¹⁵ USD over a few requests) then says
  /// so rather than writing a number no reader can trust.
  static let largestFigure = 9_000_000_000_000.0

  /// `value` to six decimals, rounded half away from zero; nil when it is not finite or past `largestFigure`.
  static func rounded(_ value: Double) -> DecimalNumber? {
    guard value.isFinite, abs(value) <= largestFigure else { return nil }
    return DecimalNumber(micros: Int64((value * 1e6).rounded(.toNearestOrAwayFromZero)))
  }

  /// A figure that is a rate, 0 to 1: always written.
  static func rate(_ value: Double) -> DecimalNumber {
    DecimalNumber(micros: Int64((min(max(value.isFinite ? value : 0, 0), 1) * 1e6).rounded(.toNearestOrAwayFromZero)))
  }
}

extension JSONWriter {
  /// The `fit` record.
  package mutating func write(_ fit: FitRecord) {
    beginObject()
    field("type", "fit")
    field("seq", 0)
    field("t", 0)
    field("report", fit.report)
    writeFitted(fit)
    key("reportWarnings")
    beginArray()
    for warning in fit.reportWarnings {
      beginObject()
      field("type", warning.type)
      field("description", warning.description)
      endObject()
    }
    endArray()
    field("matchingRowCount", fit.matchingRowCount)
    field("rows", fit.rows)
    field("totalRow", fit.totalRow)
    writeWorlds(fit.worlds)
    key("portfolio")
    if let portfolio = fit.portfolio {
      beginObject()
      field("days", portfolio.days)
      field("daysFrom", portfolio.daysFrom)
      key("splitBy")
      write(JSONValue.strings(portfolio.splitBy))
      field("minRequests", portfolio.minRequests)
      key("groups")
      beginArray()
      for group in portfolio.groups {
        beginObject()
        field("name", group.name)
        field("id", group.id)
        field("requests", group.requests)
        field("requestsPerDay", group.requestsPerDay)
        key("targeting")
        beginObject()
        field("platform", group.targeting.platform)
        field("format", group.targeting.format)
        key("adUnits")
        write(group.targeting.adUnits.map(JSONValue.strings) ?? .null)
        key("countries")
        write(group.targeting.countries.map(JSONValue.strings) ?? .null)
        key("excludedCountries")
        write(group.targeting.excludedCountries.map(JSONValue.strings) ?? .null)
        endObject()
        key("pooled")
        write(group.pooled.map(JSONValue.strings) ?? .null)
        writeFitted(group.fit)
        writeWorlds(group.fit.worlds)
        endObject()
      }
      endArray()
      endObject()
    } else {
      null()
    }
    endObject()
  }

  /// The members a fit of one config has, from `adUnit` to `warnings`: the record's, and each portfolio group's.
  private mutating func writeFitted(_ fit: FitRecord) {
    field("adUnit", fit.adUnit)
    field("mediationGroup", fit.mediationGroup)
    field("format", fit.format)
    key("sources")
    beginArray()
    for source in fit.sources {
      beginObject()
      field("label", source.label)
      field("requests", source.requests)
      field("matched", source.matched)
      field("impressions", source.impressions)
      field("earnings", source.earnings)
      field("ecpm", source.ecpm)
      field("fillRate", source.fillRate)
      field("expectedRequests", source.expectedRequests)
      field("requestsDeparture", source.requestsDeparture)
      field("impressionsDeparture", source.impressionsDeparture)
      if fit.demand != nil { field("modelFillRate", source.modelFillRate) }
      endObject()
    }
    endArray()
    key("observed")
    beginObject()
    field("fillRate", fit.observedFillRate)
    field("revenuePer1000Requests", fit.observedRevenuePer1000Requests)
    endObject()
    key("model")
    beginObject()
    field("fillRate", fit.modelFillRate)
    field("revenuePer1000Requests", fit.modelRevenuePer1000Requests)
    endObject()
    field("largestRequestsDeparture", fit.largestRequestsDeparture)
    field("consistent", fit.consistent)
    key("demand")
    if let demand = fit.demand {
      beginObject()
      field("median", demand.median)
      field("sigma", demand.sigma)
      field("logLikelihood", demand.logLikelihood)
      key("scales")
      write(JSONValue.array(demand.scales.map(JSONValue.decimal)))
      key("notIdentified")
      write(JSONValue.strings(demand.notIdentified))
      endObject()
    } else {
      null()
    }
    key("warnings")
    write(JSONValue.strings(fit.warnings))
  }

  /// The worlds of a fitted config, the base first, or null.
  private mutating func writeWorlds(_ worlds: [FitRecord.World]?) {
    key("worlds")
    if let worlds {
      beginArray()
      for world in worlds {
        beginObject()
        field("label", world.label)
        field("sigma", world.sigma)
        field("participation", world.participation)
        field("logLikelihood", world.logLikelihood)
        key("model")
        beginObject()
        field("fillRate", world.modelFillRate)
        field("revenuePer1000Requests", world.modelRevenuePer1000Requests)
        endObject()
        endObject()
      }
      endArray()
    } else {
      null()
    }
  }
}

extension FitRecord {
  /// The report for people: the sources, the departures, the demand fit.
  package func textLines(width: Int, color: Bool) -> [String] {
    if let portfolio { return portfolioLines(portfolio, width: width, color: color) }
    let style = TextStyle(enabled: color)
    func shown(_ value: DecimalNumber?) -> String { value.map(\.description) ?? "-" }
    var lines = [
      style.bold("Fit of \(DisplayText.escaped(report))") + "  (\(format ?? "-")"
        + (adUnit.map { ", ad unit \(DisplayText.escaped($0))" } ?? "")
        + (mediationGroup.map { ", mediation group \(DisplayText.escaped($0))" } ?? "") + ")",
      "",
    ]
    var rows = [
      ["source", "requests", "matched", "impressions", "eCPM", "fill rate", "requests vs above", "impr. vs matched"]
    ]
    if demand != nil { rows[0].append("model fill") }
    for source in sources {
      var row = [
        DisplayText.escaped(source.label), String(source.requests), String(source.matched), String(source.impressions),
        source.ecpm.description, source.fillRate.description,
        source.requestsDeparture.map { "±\(percent($0))" } ?? "-",
        source.impressionsDeparture.map { percent($0) } ?? "-",
      ]
      if demand != nil { row.append(shown(source.modelFillRate)) }
      rows.append(row)
    }
    lines += TextTable(rows: rows, alignments: [.left] + Array(repeating: .right, count: rows[0].count - 1)).lines(
      indent: "  ", maxWidth: width)
    lines.append("")
    lines.append(
      "  the report: fill rate \(observedFillRate), USD \(shown(observedRevenuePer1000Requests)) per 1,000 requests")
    lines.append(
      "  the config: fill rate \(modelFillRate), USD \(shown(modelRevenuePer1000Requests)) per 1,000 requests (expected)"
    )
    if consistent {
      lines.append("  a consistent waterfall: each source's requests are within 1 % of what the sources above left")
    } else {
      lines.append(
        style.paint(
          "  not a consistent waterfall: "
            + (largestRequestsDeparture.map {
              "a source's requests depart by up to \(percent($0)) from what the sources above left;"
            }
              ?? "a source has requests where the sources above left none;"),
          .yellow))
      lines.append("  the config reproduces each source's fill rate, not the report's totals")
    }
    if let demand {
      lines.append("")
      lines.append(
        "  demand model: value median \(demand.median), sigma \(demand.sigma), log-likelihood \(shown(demand.logLikelihood))"
      )
      for item in demand.notIdentified { lines.append("    not identified: \(item)") }
    }
    if let worlds {
      lines.append("")
      lines.append("  worlds (the config's uncertain: values the report cannot tell apart):")
      var rows = [["world", "log-likelihood", "fill rate", "USD per 1,000 requests"]]
      for (index, world) in worlds.enumerated() {
        rows.append([
          DisplayText.escaped(world.label) + (index == 0 ? " (base)" : ""), shown(world.logLikelihood),
          world.modelFillRate.description, shown(world.modelRevenuePer1000Requests),
        ])
      }
      lines += TextTable(rows: rows, alignments: [.left, .right, .right, .right]).lines(indent: "    ", maxWidth: width)
    }
    for warning in reportWarnings {
      lines.append(
        "  warning: report footer: \(DisplayText.escaped(warning.type)): \(DisplayText.escaped(warning.description))")
    }
    for warning in warnings { lines.append("  warning: \(DisplayText.escaped(warning))") }
    return lines
  }

  /// A portfolio's report: how the report was split, a line per group, the totals, the pools and the warnings.
  private func portfolioLines(_ portfolio: Portfolio, width: Int, color: Bool) -> [String] {
    let style = TextStyle(enabled: color)
    func shown(_ value: DecimalNumber?) -> String { value.map(\.description) ?? "-" }
    let from =
      switch portfolio.daysFrom {
      case "dateRange": "the header's dateRange"
      case "DATE": "its DATE values"
      default: "--days"
      }
    var lines = [
      style.bold("Fit of \(DisplayText.escaped(report))") + "  (a portfolio of \(portfolio.groups.count) groups)",
      "  split by \(portfolio.splitBy.joined(separator: ", ")) over \(CSVReportReader.grouped(Int128(portfolio.days))) "
        + "days (\(from))",
      "  combinations of fewer than \(CSVReportReader.grouped(Int128(portfolio.minRequests))) requests pooled "
        + "per parent group",
      "",
      "  fill rate and USD per 1,000 requests: the report's, then the config's (expected)",
    ]
    var rows = [["group", "requests/day", "fill rate", "config", "USD/1,000", "config"]]
    for group in portfolio.groups {
      rows.append([
        DisplayText.fitted(group.name, to: 40),
        CSVReportReader.grouped(Int128(group.requestsPerDay)), group.fit.observedFillRate.description,
        group.fit.modelFillRate.description, shown(group.fit.observedRevenuePer1000Requests),
        shown(group.fit.modelRevenuePer1000Requests),
      ])
    }
    lines += TextTable(rows: rows, alignments: [.left] + Array(repeating: .right, count: rows[0].count - 1)).lines(
      indent: "  ", maxWidth: width)
    lines.append("")
    lines.append(
      "  the report: fill rate \(observedFillRate), USD \(shown(observedRevenuePer1000Requests)) per 1,000 requests")
    lines.append(
      "  the configs: fill rate \(modelFillRate), USD \(shown(modelRevenuePer1000Requests)) per 1,000 requests "
        + "(expected)")
    if !consistent {
      lines.append(
        style.paint(
          "  not a consistent waterfall in every group: each group reproduces its sources' fill rates", .yellow))
    }
    for group in portfolio.groups {
      guard let pooled = group.pooled else { continue }
      lines.append(
        "  \(DisplayText.escaped(group.name)) pools " + pooled.map(DisplayText.escaped).joined(separator: ", "))
    }
    for warning in reportWarnings {
      lines.append(
        "  warning: report footer: \(DisplayText.escaped(warning.type)): \(DisplayText.escaped(warning.description))")
    }
    for warning in warnings { lines.append("  warning: \(DisplayText.escaped(warning))") }
    return lines
  }

  private func percent(_ value: DecimalNumber) -> String {
    let tenths = (value.micros + (value.micros >= 0 ? 500 : -500)) / 1000
    return "\(tenths / 10).\(abs(tenths % 10)) %"
  }
}
