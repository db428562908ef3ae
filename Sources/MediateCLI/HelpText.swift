/// The text of `mediate --help` and `mediate COMMAND --help`.
enum HelpText {
  static func text(for command: CommandName?) -> String {
    switch command {
    case nil: overview
    case .simulate: simulate
    case .validate: validate
    case .adapters: adapters
    case .merge: merge
    }
  }

  static let overview = """
    mediate: simulate a Google Mobile Ads mediation waterfall and its custom-event
    adapters in virtual time, without a phone.

    usage:
      mediate simulate [--format auto|text|ndjson|json] [--seed N] [--runs N] [--jobs N]
                       [--shard I/N] [--strict] CONFIG
      mediate validate [--format text|json] CONFIG...
      mediate adapters [--format text|json]
      mediate merge [--format auto|text|ndjson|json] SUMMARY...
      mediate --version | --help | help [COMMAND] | COMMAND --help

    CONFIG is a path, or - for standard input. See docs/config.md for the format.

    exit status: 0 done (no fill included), 1 --strict and a violation, 64 usage,
    65 invalid config, 66 unreadable config, 70 internal error, 74 output error

    """

  static let simulate = """
    usage: mediate simulate [options] CONFIG

    Walks the waterfall of CONFIG in virtual time, calling each line item's adapter
    the way the Google Mobile Ads SDK does, shows the ad that fills, and prints
    every record: set-up, loads, network callbacks, forwarded events, the reward,
    and the result.

    options:
      --format FORMAT  auto (default: text on a terminal, ndjson otherwise),
                       text, ndjson (one JSON record per line) or json (one document)
      --seed N         seed of every random draw, instead of the config's seed
      --runs N         run N requests with seeds drawn from the seed and print a
                       summary instead of a trace
      --jobs N         spread --runs over N threads (default: the number of cores);
                       the output does not change
      --shard I/N      with --runs, play only the I-th of N disjoint slices of the
                       runs; mediate merge combines the N outputs into exactly the
                       output of the whole batch
      --strict         exit with status 1 when a contract violation is recorded
      -h, --help       show this help

    """

  static let validate = """
    usage: mediate validate [--format text|json] CONFIG...

    Checks every CONFIG and reports every problem it finds (at most 100 per file),
    each as file:line:column: path: message. Runs nothing.

    options:
      --format FORMAT  text (default: problems on standard error) or json (a report
                       of every file on standard output)
      -h, --help       show this help

    """

  static let merge = """
    usage: mediate merge [--format auto|text|ndjson|json] SUMMARY...

    Combines the outputs of `mediate simulate --runs N --shard I/K`, one for each
    of the K shards (ndjson or json), into exactly the output of the whole batch:
    counts and latency histograms add, and every rate, percentile and revenue
    figure is computed again. Refuses shards of different configs or batches,
    a shard given twice, and a missing shard.

    options:
      --format FORMAT  auto (default: text on a terminal, ndjson otherwise),
                       text, ndjson or json
      -h, --help       show this help

    """

  static let adapters = """
    usage: mediate adapters [--format text|json]

    Lists the registered adapter classes: the formats each serves, its own 4-part
    version, the 3-part version it reports (major.minor.(third*100+fourth)), the
    ad SDK version, and the request.extras keys it accepts.

    options:
      --format FORMAT  text (default) or json
      -h, --help       show this help

    """
}
