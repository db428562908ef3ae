import MediationKit

/// The text of `mediate --help` and `mediate COMMAND --help`.
enum HelpText {
  static func text(for command: CommandName?) -> String {
    switch command {
    case nil: overview
    case .simulate: simulate
    case .validate: validate
    case .adapters: adapters
    case .merge: merge
    case .compare: compare
    case .optimize: optimize
    case .fit: fit
    case .plan: plan
    case .test: test
    case .rules: rules
    case .schema: schema
    case .`init`: initText
    case .completions: completions
    }
  }

  static let overview = """
    mediate: simulate a Google Mobile Ads mediation waterfall and its custom-event
    adapters in virtual time, without a phone.

    usage:
      mediate simulate [--format auto|text|ndjson|json|mermaid|html] [--color WHEN]
                       [--seed N] [--runs N] [--jobs N] [--shard I/N|auto]
                       [--strict] [--rule NAME=SEVERITY]... [--no-expect]
                       [--world LABEL] CONFIG
      mediate validate [--format text|json] CONFIG...
      mediate test [--format auto|text|ndjson] [--color WHEN] [--junit FILE] [--strict]
                   [--rule NAME=SEVERITY]... [--jobs N] PATH...
      mediate compare [--format auto|text|ndjson|json] [--color WHEN] [--runs N]
                      [--seed N] [--jobs N] [--shard I/N|auto]
                      [--fail-if CONSTRAINT]... [--fields PATTERN]... [--all]
                      [--top K] [--group NAME]... A B
      mediate optimize [--maximize FIELD | --minimize FIELD] [--subject-to CONSTRAINT]...
                       [--vary order,floors,timeouts,drop] [--runs N] [--candidates N]
                       [--restarts K] [--price-order] [--max-seconds S] [--seed N]
                       [--jobs N] [--robust worst|mean|base] [--no-per-world]
                       [--format auto|text|ndjson|json] [--color WHEN] [--out FILE]
                       [--group NAME]... CONFIG
      mediate fit [--demand [--value-sigma S] [--sigma-worlds LIST|none]
                  [--participation-worlds LIST]] [--base CONFIG] [--prices REPORT]
                  [--split-by LIST] [--min-requests N] [--days N] [--out FILE]
                  [--format auto|text|ndjson|json] [--color WHEN] REPORT
      mediate plan --split PERCENT --requests-per-day N [--requests-per-user R]
                   [--icc RHO] [--alpha A] [--power P] [--runs N] [--seed N]
                   [--jobs N] [--check-tests L] [--format auto|text|ndjson|json] A B
      mediate adapters [--platform ios|android|all] [--format text|json] [CONFIG]
      mediate rules [--platform ios|android] [--format text|json]
      mediate merge [--format auto|text|ndjson|json|mermaid|html] [--color WHEN]
                    [--config CONFIG] [--fields PATTERN]... SUMMARY...
      mediate init [--format FORMAT] [FILE]
      mediate schema
      mediate completions bash|zsh|fish
      mediate --version | --help | help [COMMAND|config] | COMMAND --help

    CONFIG is a path, or - for standard input. mediate help config lists every
    key of the config format; mediate schema prints its JSON Schema.

    examples:
      mediate init my-waterfall.json           a starter config that runs as it is
      mediate simulate my-waterfall.json       the trace, as a timeline on a terminal
      mediate simulate my-waterfall.json | jq 'select(.type=="loadResult")'
      mediate simulate --runs 100000 my-waterfall.json   fill rate, latency, revenue
      mediate simulate --format html my-waterfall.json > run.html
      mediate compare now.json proposed.json   what the change does, with intervals
      mediate optimize --subject-to 'latencyMs.p90 <= 2500' --out best.json now.json
      mediate fit --base now.json --out fitted.json admob-report.json
      mediate plan --split 10 --requests-per-day 100000 now.json proposed.json
      mediate test scenarios/ --junit report.xml

    exit status: 0 done (no fill included), 1 a check of expect failed or --strict
    and a violation (compare: a --fail-if held; optimize: no candidate met the
    constraints), 64 usage, 65 invalid config, 66 unreadable config,
    70 internal error, 71 too little memory for a batch, 73 init would overwrite
    a file, 74 output error

    """

  static let simulate = """
    usage: mediate simulate [options] CONFIG

    Walks the waterfall of CONFIG in virtual time, calling each line item's adapter
    the way the Google Mobile Ads SDK does, shows the ad that fills, and prints
    every record: set-up, loads, network callbacks, forwarded events, the reward,
    and the result.

    options:
      --format FORMAT  auto (default: text on a terminal, ndjson otherwise),
                       text, ndjson (one JSON record per line), json (one document),
                       mermaid (a sequence diagram) or html (a self-contained page
                       with the waterfall drawn)
      --color WHEN     colour text: auto (default: on a terminal, unless NO_COLOR
                       is set and not empty or TERM=dumb), always or never
      --seed N         seed of every random draw, instead of the config's seed
      --runs N         run N requests with seeds drawn from the seed and print a
                       summary instead of a trace
      --jobs N         spread --runs over N threads (default: the number of cores;
                       at most twice that, at most the runs, and fewer when memory
                       is short); the output does not change
      --shard I/N      with --runs, play only the I-th of N disjoint slices of the
                       runs; mediate merge combines the N outputs into exactly the
                       output of the whole batch (expect.summary is not checked on
                       a shard: mediate merge --config CONFIG checks it)
      --shard auto     the shard of the job array this process runs in, read from
                       the engine's variables: a Kubernetes Indexed Job, a Slurm
                       array, an AWS Batch array job, GNU parallel, or any runner
                       that sets MEDIATE_SHARD_INDEX and MEDIATE_SHARD_COUNT; a
                       line on standard error says which. auto:ENGINE reads one
                       (kubernetes, slurm, aws-batch, parallel or env);
                       auto:OUTER,INNER composes two (auto:slurm,parallel: GNU
                       parallel in each Slurm task). --shard I/N wins over it
      --strict         exit with status 1 when a rule of severity error is broken,
                       and print each breach on standard error (warnings too,
                       which change nothing); with --runs, every rule broken,
                       how often, and the command that replays its first run
      --rule NAME=SEVERITY
                       give a contract rule the severity error, warning or off
                       for this run, over the config's "rules" (repeatable;
                       mediate rules lists the rules and their defaults)
      --no-expect      do not check the config's "expect" block
      --world LABEL    play that world of the config's "uncertain" alone; without
                       it a trace plays the base world and --runs every world
                       on the same runs, then a worlds record of their spread
      -h, --help       show this help

    A config's "expect" block is checked after the run: one check record per
    check before the last record, a line on standard error for each failed
    check, and exit status 1 if any failed. Without --runs only the one-run
    checks count; with --runs only expect.summary, and with --shard none
    (a note on standard error says so).

    CONFIG may be a portfolio (a file with "groups": many mediation groups, each
    a config with its requests a day; mediate schema --portfolio): it needs
    --runs N, plays N runs of each group on a seed of the group's own (from the
    seed and the group's name), prints each group's records with "group", then
    a portfolio record of the traffic-weighted totals and their intervals.
    --shard splits groups x runs so that the shards finish together.

    Text fits the terminal's width (or COLUMNS); piped, it is 100 columns wide.

    examples:
      mediate simulate waterfall.json
      mediate simulate --seed 42 --format ndjson waterfall.json | jq -c 'select(.type=="event")'
      mediate simulate --runs 1000000 --strict waterfall.json
      mediate simulate --format mermaid waterfall.json > run.mmd
      mediate simulate --runs 100000 portfolio.json | jq 'select(.type=="portfolio")'

    """

  static let test = """
    usage: mediate test [options] PATH...

    Runs configs as tests. A PATH is a config, or a folder standing for every
    *.json file below it (sorted by path, names starting with a dot skipped).
    In a folder, a *.json that is not a regular file (a pipe, a socket, a
    device, a link to a folder) and a sub-folder that cannot be read are tests
    that errored; a PATH itself may be a named pipe, which is waited for.

    A config passes when it is valid and every check of its "expect" block
    passes (and, with --strict, no rule of severity error is broken); a config
    without "expect" passes when it is valid and runs.

    options:
      --format FORMAT  auto (default: text on a terminal, ndjson otherwise),
                       text (a line per config and "P passed, F failed", F
                       counting the tests that errored too) or ndjson (a test
                       record per config, then a tests record of the same count)
      --color WHEN     colour the text report: auto (default), always or never
      --junit FILE     also write a JUnit XML report to FILE (no timestamps),
                       whole or not at all (a failed write leaves FILE as it was)
      --strict         a broken rule of severity error fails the test (warnings
                       are printed on standard error and fail nothing)
      --rule NAME=SEVERITY
                       give a contract rule a severity for every config
                       (repeatable)
      --jobs N         run tests on N threads (default: the number of cores;
                       at most twice that, and fewer when memory is short); the
                       output does not change
      -h, --help       show this help

    exit status: 0 every test passed, 1 a test failed and none errored,
    65 a config is invalid or unreadable, 66 a PATH does not exist or a folder
    holds no *.json file, 64 usage, 71 too little memory for the tests' runs,
    73 the --junit FILE cannot be created (a missing or unwritable folder, a
    folder, a config tested; found before any test runs), 74 the report could
    not be written

    """

  static let rules = """
    usage: mediate rules [--platform ios|android] [--format text|json]

    Lists the rules of the mediation contract the contract monitor checks:
    each rule's name (as violation records and expect.rules spell it), the
    rule of the contract notes it enforces, the platforms it is on, what it
    protects (and in Android's words, where they differ) and its source.

    options:
      --platform P     only the rules of platform P, each in P's words
      --format FORMAT  text (default) or json (with platforms and android)
      -h, --help       show this help

    """

  static let validate = """
    usage: mediate validate [--format text|json] CONFIG...

    Checks every CONFIG and reports every problem it finds (at most 100 per file),
    each as file:line:column: path: message. Runs nothing. A portfolio (a file
    with "groups") is checked with every group's config, each problem in the
    file that holds it.

    options:
      --format FORMAT  text (default: problems on standard error) or json (a report
                       of every file on standard output)
      -h, --help       show this help

    """

  static let compare = """
    usage: mediate compare [options] A B

    Plays configs A and B over the same runs (run k of both with the same seed,
    from A's seed or --seed), so that every line item both have draws the same
    answers in both, and compares their --runs summaries field by field: A, B,
    the difference B − A and the 95 % interval of the paired differences (sums,
    rates, means and ratios; none for percentiles, minima, maxima and intervals).
    A and B must be of the same ad unit format.

    A and B may be two portfolios instead (files of groups): the same groups by
    name, in any order, with the same requestsPerDay (else exit status 65; a
    portfolio against a config is 65 too). Each group is compared as two configs
    are, on its group seed (from --seed, else A's portfolio seed): one comparison
    record per group, in A's order, then a portfolioComparison record of the
    traffic-weighted totals (revenue per 1,000 requests, fill rate, mean latency,
    USD a day) with their paired intervals. Its text shows the totals, then the
    --top K groups (default 5) whose USD a day moved most.

    As text (the default on a terminal), a headline of 80 columns: revenue per
    1,000 requests, fill rate, mean and p90 latency, and the line items whose win
    share moved most, each with A, B, B − A marked ▲ when its interval lies above
    0, ▼ below, ? when that depends on the world (^, v and ? where the locale is
    not UTF-8), and its interval; then the verdicts in words and how many fields
    were left out.

    options:
      --format FORMAT      auto (default: text on a terminal, ndjson otherwise),
                           text (the headline), ndjson (one comparison record)
                           or json
      --color WHEN         colour text: auto (default), always or never
      --top K              the line items of the headline: the K whose win share
                           moved most (default 3, 0 to 20); of portfolios, the K
                           groups whose USD a day moved most (default 5)
      --all                every field instead of the headline, grouped under
                           Requests, Latency, Auction and each line item; of
                           portfolios, every group in the headline
      --group NAME         of portfolios, compare only the group named NAME;
                           repeatable; a name A lacks is refused (64), and so
                           is --group with two configs
      --fields PATTERN     only the fields PATTERN selects, in the text and in the
                           record: a path of keys, line items as ["label"] and *
                           for any one of either, matching a field's path or a
                           leading part of it (latencyMs: every latency field;
                           '.lineItems[*].winShare': every win share);
                           repeatable, the union in the record's order. One that
                           selects nothing is refused; so is --fields with
                           --shard (merge --fields filters the merged record)
      --runs N             paired runs (default 100000)
      --seed N             the base seed of the runs (default: A's seed)
      --jobs N             threads (default: one per core); the output is the same
      --shard I/N          play only the I-th of N slices of the runs and print a
                           record (ndjson or json) that mediate merge combines with
                           the other N-1 into exactly the unsharded comparison
      --shard auto         the shard of the job array this process runs in
                           (auto:ENGINE, auto:OUTER,INNER), as simulate --shard
                           auto reads it; --shard I/N wins over it (not yet of
                           portfolios: 64)
      --fail-if CONSTRAINT exit status 1 when the difference meets CONSTRAINT with
                           95 % confidence (its whole interval on that side), such
                           as 'revenuePer1000Requests < 0'; fields are jq paths
                           into the summary, operators <, <=, > and >=; a field
                           without an interval (a minimum, a maximum) is refused;
                           repeatable. Of portfolios, the fields are the totals:
                           revenuePer1000Requests, fillRate, latencyMs.mean and
                           revenuePerDay (--fields is refused: 64)
      -h, --help           show this help

    examples:
      mediate compare now.json proposed.json
      mediate compare --all now.json proposed.json
      mediate compare --fields 'lineItems[*].winShare' now.json proposed.json
      mediate compare --runs 1000000 --fail-if 'revenuePer1000Requests < 0' \\
        --fail-if 'latencyMs.mean > 100' main.json branch.json
      mediate compare --fail-if 'revenuePerDay < 0' portfolio.json proposed.json

    """

  static let plan = """
    usage: mediate plan --split PERCENT --requests-per-day N [options] A B

    Plans AdMob's live mediation A/B test of B (on PERCENT of the group's users)
    against A (the group as it is): plays A and B over the same runs as compare
    does, shows each arm as AdMob's readout would (requests, match rate,
    impressions, eCPM, estimated earnings a day and scaled monthly earnings),
    and says how many days the test needs to find the difference mediate sees,
    at level --alpha and power --power, when each user makes R requests whose
    revenues correlate by RHO (the design effect D = 1 + (R - 1) x RHO); when
    AdMob's first readout comes (day 4 at the earliest, after 10,000
    impressions); how many paired runs compare needs for the same; and how often
    an A/A test shows a difference by chance, as planned and when the analysis
    ignores the users. A and B must be of the same ad unit format; a portfolio
    is refused (plan one group: give its config). With worlds, every world is
    planned (byWorld) and the text says when the days differ by more than a
    factor of two.

    options:
      --split PERCENT        B's share of users, 1 to 50 (% optional); required
      --requests-per-day N   the group's ad requests a day, both arms, 1 to 10^12;
                             required
      --requests-per-user R  the ad requests one user makes in the test, the
                             cluster size (default 1, at most 10^6); a returning
                             user's over the whole test, not per day
      --icc RHO              the correlation of two requests' revenue from one
                             user, 0 to 1 with at most 6 decimals (default 0)
      --alpha A              the two-sided level, more than 0 and at most 0.5
                             (default 0.05)
      --power P              the power sought, 0.5 to 0.999 (default 0.8)
      --runs N               paired runs estimating each arm (default 100000,
                             at least 2)
      --seed N               the base seed of the runs and of the self-check
                             (default: A's seed)
      --jobs N               threads (default: one per core); the output is the same
      --check-tests L        simulate L live A/B tests and L A/A tests from the
                             runs, user by user, analysed as planned, and say
                             whether they agree with the plan (default 0: none;
                             at most 100000, and at most 10^10 simulated requests)
      --format FORMAT        auto (default: text on a terminal, ndjson otherwise),
                             text, ndjson (one plan record) or json
      -h, --help             show this help

    examples:
      mediate plan --split 10 --requests-per-day 100000 now.json proposed.json
      mediate plan --split 50% --requests-per-day 2000000 --requests-per-user 10 \\
        --icc 0.05 --check-tests 1000 now.json proposed.json

    """

  static let optimize = """
    usage: mediate optimize [options] CONFIG

    Searches changes to CONFIG for the best objective among the candidates that
    meet every constraint. Each candidate is played on the same runs 0 to N-1 of
    the seed (common random numbers); the baseline and the best are then played
    again on runs N to 2N-1, which the search did not see, and those figures are
    reported. When only the order, the drops or both vary and their
    combinations number at most --candidates, every one is played; otherwise an
    iterated local search runs: local search (floors on a coarse-to-fine grid,
    insertions, swaps, joint floors, drops, timeouts) from the config as it is
    and from the waterfall sorted by price, then kicks of three random moves
    from the best so far, until --restarts kicks in a row bring nothing. The
    result does not depend on --jobs.

    The best config (the input's bytes with only the varied keys changed) goes to
    --out FILE, or else (or with --out -) to standard output; the report goes
    to standard output when --out names a file, else to standard error. --out is
    checked before anything is played: a missing or unwritable folder, a folder
    or CONFIG itself is exit status 73. If the final write fails, the report is
    printed all the same (written false) and the exit status is 74.

    A config with uncertain (worlds the data cannot tell apart) plays each
    candidate in every world on the same runs, scored by --robust; one more
    search per world finds that world's own best, and the holdout plays the
    baseline, the best and each world's best in every world. When what to do
    depends on the world, the report says what each world would do and what is
    safe in all of them.

    CONFIG may be a portfolio (a file of groups): each group is optimized on its
    own, with the same objective and constraints on its own summary, on its
    group seed (from --seed, else the portfolio's); --candidates is per group,
    --max-seconds is shared in proportion to the groups' traffic, and a group
    with nothing to vary is left as it is (a note on standard error). One
    optimization record per group, then a portfolioOptimization record with the
    gain a day (when the objective is revenuePer1000Requests). The portfolio
    with every changed group's config inline (every other byte as it was) goes
    where a config would.

    options:
      --maximize FIELD       the objective (default revenuePer1000Requests); a jq
                             path into the --runs summary, line items by label:
                             '.lineItems["Network B"].wins'
      --minimize FIELD       minimise FIELD instead
      --subject-to CONSTRAINT  a constraint every candidate must meet, such as
                             'latencyMs.p90 <= 2500' (<, <=, >, >=); repeatable
      --vary WHAT            a comma list of what may change (default order,floors):
                             order (the waterfall's walk order, written as
                             waterfallOrder listed), floors (ecpm of line items
                             whose network has a valuation, bidders' bidding.floor;
                             0 to 10 times the largest price), timeouts (timeoutMs,
                             auction.timeoutMs), drop (leave out waterfall line
                             items; one stays, and none that expect names goes)
      --runs N               runs per candidate (default 20000)
      --candidates N         the most candidates played (default \(Optimizer.defaultCandidates))
      --restarts K           end the search after K kicks in a row that bring
                             nothing (default \(Optimizer.defaultRestarts); 0: no kicks)
      --price-order          keep every candidate's waterfall in descending
                             price order, as AdMob orders waterfall sources by
                             eCPM (no insertion or swap moves; compares ecpm
                             only: bidders have no place to keep)
      --max-seconds S        end within about 1.1 S + 1 s: the search stops when
                             the time spent plus twice the mean candidate time
                             plus 50 ms reaches S (a candidate cut short is
                             discarded; the report says stoppedBy time), and the
                             holdout plays the runs the time left allows, at
                             least 1,000 (holdoutRuns); only then can the result
                             depend on the machine
      --seed N               the base seed of the runs (default: the config's)
      --jobs N               threads (default: one per core); the output is the same
      --robust RULE          with worlds, a candidate's score: worst (default: its
                             worst world; feasible when every constraint holds in
                             every world), mean (the mean over the worlds, the
                             constraints as worst) or base (the base world alone)
      --no-per-world         no search per world for that world's own best
                             (worldOptima null); without it, --max-seconds gives
                             the robust search half the time and each world an
                             equal share of the rest
      --format FORMAT        auto (default: text on a terminal, ndjson otherwise),
                             text, ndjson (one optimization record) or json
      --color WHEN           colour text: auto (default), always or never
      --out FILE             write the best config to FILE (replaced whole; -:
                             standard output); of a portfolio, the portfolio
      --group NAME           of a portfolio, optimize only the group NAME;
                             repeatable (one it lacks, or one with nothing to
                             vary, is refused: 64)
      -h, --help             show this help

    exit status: 0 a feasible best was found, 1 no candidate met the constraints
    (the best config is the baseline; with worlds, the worlds that break them are
    named), 64 usage (an unknown field, a malformed constraint, nothing to vary,
    --robust unknown, --vary of a key a world sets, --group unknown), 65
    invalid config or portfolio, 66 unreadable config (or a group's), 73 --out
    cannot be created (before the search),
    74 --out failed to write

    examples:
      mediate optimize --out best.json waterfall.json
      mediate optimize --vary order,floors,drop --subject-to 'latencyMs.p90 <= 2500' \\
        --runs 50000 --out best.json waterfall.json
      mediate optimize --minimize latencyMs.mean --subject-to 'fillRate >= 0.9' \\
        --vary timeouts --format json waterfall.json > /dev/null
      mediate optimize --group 'Rewarded US' --out best.json portfolio.json

    """

  static let fit = """
    usage: mediate fit [options] REPORT

    Builds a config from an AdMob mediation report: the JSON the AdMob API's
    accounts.mediationReport.generate returns, or a CSV export of it (columns
    named as the API names them or as the AdMob UI does). Rows of the same ad
    source are summed (or of the same ad source instance, when the report has
    them). The config has one line item per source, labelled by its display
    label, in descending observed eCPM, with ecpm its observed eCPM and
    network.load.fillRate its matched requests over its ad requests, and a
    profile class of its own that reports an impression on every present.
    The config is Android's when the report's PLATFORM says so (else when
    --base's is, else iOS's): "platform": "android" after seed, each profile
    a Java class (com.example.fit.UnityAdsAdapter) with Android's event names.

    The fit report says how far the report departs from a consistent waterfall
    (a source's requests are those the sources above it did not fill; an
    impression per matched request), and what the config gives in expectation.

    With --demand and one floor per network the report fits every sigma equally
    well, so the config gets uncertain: the worlds it stands for, one per other
    sigma of --sigma-worlds (and, with --participation-worlds, per common
    participation of the sources), each with its scales refitted: the worlds a
    decision must hold in. With instance rows sigma is fitted instead.

    A report with more than one value of a dimension fit splits by (and no
    --base) becomes a portfolio: one group per combination, named by their
    labels ("Rewarded iOS · United States"), its id the MEDIATION_GROUP, its
    targeting the combination's, its requestsPerDay the combination's ad
    requests over the report's days, its config fitted from its rows, inline.
    Combinations of fewer than --min-requests requests are pooled per parent
    group into "… · other" (the countries kept apart excluded).

    options:
      --base CONFIG     pick the ad unit (adUnit.id) and the mediation group (the
                        line items' labels) of a report that holds several; keep
                        the base's ad unit, adapters, classes and scripts for the
                        labels it has (its line items absent from the report are
                        dropped, with a warning)
      --prices REPORT   a report of the same dates without MEDIATION_GROUP whose
                        earnings price the sources of a REPORT without money (by
                        ad source, and AD_UNIT, FORMAT, PLATFORM, COUNTRY where
                        both have them)
      --split-by LIST   what a portfolio's groups are combinations of: a comma
                        list of MEDIATION_GROUP, AD_UNIT, COUNTRY and PLATFORM
                        (default MEDIATION_GROUP and AD_UNIT where the report has
                        more than one value of them)
      --min-requests N  pool combinations of fewer requests (default 10,000; 0
                        pools none)
      --days N          the report's days when neither its header's dateRange
                        nor its DATE values give them (1 to 100,000)
      --demand          fit the demand model (a value per request, each source a
                        valuation of distribution demand) by maximum likelihood
                        instead of independent fill rates
      --value-sigma S   the value's log-normal sigma the demand fit fixes: the
                        base world's (0.9; more than 0, at most 10)
      --sigma-worlds LIST
                        the sigmas of the worlds, a comma list (default
                        0.3,0.6,0.9,1.2,1.5; --value-sigma joins it when
                        absent); none: no worlds over sigma, with a warning
      --participation-worlds LIST
                        common participations of the sources (more than 0, at
                        most 1; default 1, the base's): worlds with each sigma,
                        at most 64 in all
      --out FILE        write the config (or portfolio) to FILE (replaced whole;
                        -: standard output); the report then goes to standard
                        output, else to standard error
      --format FORMAT   the report: auto (default: text on a terminal, ndjson
                        otherwise), text, ndjson (one fit record) or json
      --color WHEN      colour text: auto (default), always or never
      -h, --help        show this help

    exit status: 0 fitted, 64 usage (a sigma or participation out of bounds, more
    than 64 worlds, a portfolio without its days), 65 a malformed report (the
    row and the metric named), a report --base cannot pick from or contradicts
    (format, platform), a platform other than Android or iOS, a sigma no scale
    fits, MEDIATION_GROUP without money and without --prices, a source --prices
    lacks, 66 the report or --prices unreadable, 73 --out cannot be created
    (checked before the report is read), 74 --out failed to write

    examples:
      mediate fit --out fitted.json examples/fit/admob-report-api.txt
      mediate fit --base now.json --demand admob-report.csv > fitted.json
      mediate fit --demand --value-sigma 1 --sigma-worlds 0.5,1,1.5 \\
        --participation-worlds 0.8,1 --out fitted.json admob-report.csv
      mediate fit --split-by MEDIATION_GROUP,COUNTRY --prices by-source.csv \\
        --out portfolio.json by-group.csv

    """

  static let merge = """
    usage: mediate merge [options] SUMMARY...

    Combines the outputs of `mediate simulate --runs N --shard I/K`, one for each
    of the K shards (ndjson or json), into exactly the output of the whole batch:
    counts and latency histograms add, and every rate, percentile and revenue
    figure is computed again. Refuses shards of different configs or batches,
    a shard given twice, and a missing shard. The outputs of `mediate compare
    --shard I/K` merge the same way into exactly the unsharded comparison (text,
    ndjson or json; no --config). A portfolio's shards merge into the output of
    the whole portfolio, every group's runs covered once; --config then names
    the portfolio, whose groups' expect.summary are checked.

    options:
      --format FORMAT  auto (default: text on a terminal, ndjson otherwise),
                       text, ndjson, json, mermaid or html
      --color WHEN     colour text: auto (default), always or never
      --config CONFIG  check CONFIG's expect.summary on the merged summary, as
                       simulate --runs does on a whole batch: a check record per
                       check before the summary, a line on standard error for each
                       failed check, and exit status 1 if any failed. CONFIG must
                       have the shards' ad unit and line items (labels, eCPMs)
      --fields PATTERN only the fields of the merged comparison PATTERN selects,
                       as compare --fields does (comparison shards only);
                       repeatable
      -h, --help       show this help

    examples:
      mediate merge --config waterfall.json shard-*.ndjson
      mediate merge compare-shard-*.ndjson

    """

  static let adapters = """
    usage: mediate adapters [--platform ios|android|all] [--format text|json] [CONFIG]

    Lists the registered adapter classes of a platform (CONFIG's, else ios): the
    formats each serves, its own version string, the 3-part version it reports
    (VersionInfo on Android), the ad SDK version, the request.extras keys it
    accepts, and its twin on the other platform. With CONFIG, also the adapter
    classes the config defines as profiles ("adapters"), marked (profile).

    options:
      --platform P     ios, android, or all (every platform's classes)
      --format FORMAT  text (default) or json
      -h, --help       show this help

    """

  static let schema = """
    usage: mediate schema [--portfolio]

    Prints the JSON Schema (draft 2020-12) of the config format, generated from
    the same key tables the config reader uses. One schema for both platforms:
    the config's "platform" selects (through if/then) its class-name form and
    its names (events, network callbacks, rules). Point an editor at it:

      mediate schema > mediate-config.schema.json

    and start a config with "$schema": "./mediate-config.schema.json" (mediate
    accepts and ignores that key), or map *.waterfall.json files to the schema
    in the editor's settings.

    options:
      --portfolio      the schema of a portfolio instead (many mediation groups,
                       each a config with its traffic), whose inline group
                       configs it holds to the config's schema
      -h, --help       show this help

    """

  static let initText = """
    usage: mediate init [--format FORMAT] [FILE]

    Writes a starter config to FILE (or to standard output without FILE, or with
    -): three line items that show a no-fill, a timeout and a fill, labels that
    say so, and an expect block the config passes. It runs as it is:

      mediate init waterfall.json && mediate simulate waterfall.json

    It never overwrites a file (exit status 73), and a write that fails (a
    full disk: exit status 74) leaves no file behind.

    options:
      --format FORMAT  rewarded (default), native, interstitial,
                       rewardedInterstitial, banner or appOpen
      -h, --help       show this help

    """

  static let completions = """
    usage: mediate completions bash|zsh|fish

    Prints a completion script: commands, options, the values of --format and
    --color, and config paths. For example:

      mediate completions bash > /etc/bash_completion.d/mediate
      mediate completions zsh > "${fpath[1]}/_mediate"
      mediate completions fish > ~/.config/fish/completions/mediate.fish

    make install puts all three in place.

    options:
      -h, --help       show this help

    """
}
