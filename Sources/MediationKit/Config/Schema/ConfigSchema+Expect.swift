/// What a run must show (`expect`, docs/expect.md).
extension ConfigSchema {
  /// The keys of `expect`: each one a check, none checked unless given.
  package enum Expect {
    package static let filled = TypedKey(
      optional: "filled", Booleans(), acceptsNull: false, "whether the waterfall filled")
    /// `null`: nothing filled.
    package static let lineItem = TypedKey(
      optional: "lineItem", Strings(nonEmpty: true), "the winner's label, or null")
    package static let presented = TypedKey(
      optional: "presented", Booleans(), acceptsNull: false, "whether the ad was presented or rendered")
    /// `null`: no reward granted.
    package static let reward = TypedKey(
      optional: "reward", Shaped<AdReward>(.object("reward")), "the reward granted, or null")
    package static let impressions = count("impressions", "impressions the SDK accepted")
    package static let clicks = count("clicks", "clicks the SDK accepted")
    package static let violations = count("violations", "violations of rules of severity error recorded")
    package static let latencyMs = count("latencyMs", "the waterfall's latency")
    package static let outcomes = TypedKey(
      optional: "outcomes",
      Shaped<[String: String]>(.map(.choice(LoadResultOutcome.allCases.map(\.rawValue) + ["notAttempted"]))),
      acceptsNull: false, "label to how its load ended")
    package static let events = TypedKey(
      optional: "events", Lists(of: eventNames), acceptsNull: false, "exactly these events")
    package static let eventsInclude = TypedKey(
      optional: "eventsInclude", Lists(of: eventNames), acceptsNull: false,
      "these events, in this order, among others")
    package static let eventsExclude = TypedKey(
      optional: "eventsExclude", Lists(of: eventNames), acceptsNull: false, "none of these events")
    package static let rules = TypedKey(
      optional: "rules", Lists(of: Shaped<String>(.platformName(.rule))), acceptsNull: false,
      "exactly these rules broken, errors and warnings")
    package static let warnings = count("warnings", "violations of rules of severity warning recorded")
    package static let summary = TypedKey(
      optional: "summary", Shaped<[SummaryCheck]>(.map(.any)), acceptsNull: false,
      "checks of the --runs summary record")
    package static let runs = TypedKey(
      "runs", Integers(1...Int64(Expectations.maximumRuns)), default: Int64(Expectations.defaultRuns),
      "runs mediate test plays for summary")
    package static let assets = TypedKey(
      optional: "assets", Shaped<[RunCheck]>(.map(.any)), acceptsNull: false,
      "native: asset name to the value the ad record's assets shows (null for absent)")
    package static let networkCalls = TypedKey(
      optional: "networkCalls",
      Shaped<[RunCheck]>(
        .map(
          .array(
            .platformName(.networkCall), minimum: 0, maximum: nil, unique: false))),
      acceptsNull: false, "label to the calls of its networkCall records, exactly, in order")

    /// An `expect` count: an integer from 0, or a comparison string such as `">= 1"`.
    private static func count(
      _ name: String, _ summary: String
    ) -> TypedKey<Shaped<CountExpectation>, CountExpectation?> {
      TypedKey(optional: name, Shaped<CountExpectation>(.count), acceptsNull: false, summary)
    }
  }

  package static let expect = ConfigObject(
    name: "expect", title: "expect", summary: "What a run must show (docs/expect.md).",
    keys: [
      Expect.filled.row, Expect.lineItem.row, Expect.presented.row, Expect.reward.row, Expect.impressions.row,
      Expect.clicks.row, Expect.violations.row, Expect.latencyMs.row, Expect.outcomes.row, Expect.events.row,
      Expect.eventsInclude.row, Expect.eventsExclude.row, Expect.rules.row, Expect.errors.row, Expect.signals.row,
      Expect.presentError.row, Expect.setUp.row, Expect.versions.row, Expect.assets.row, Expect.requests.row,
      Expect.setUpRequests.row, Expect.networkCalls.row, Expect.warnings.row, Expect.summary.row, Expect.runs.row,
    ])
}
