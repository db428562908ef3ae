import Foundation
import MediationPlatforms
import Synchronization
import Testing

@testable import MediateCLI
@testable import MediationIOS
@testable import MediationKit

/// The command line in-process: parsing, formats, exit statuses.
struct CommandLineTests {
  static let fixture = Golden.fixtures.appendingPathComponent("scenarios/rewarded-fall-through/config.json").path

  @Test(arguments: [
    (
      ["simulate", "c.json", "--seed", "5", "--strict"],
      SimulateOptions(format: nil, seed: 5, runs: nil, jobs: nil, strict: true, config: "c.json")
    ),
    (
      ["simulate", "--format=json", "--runs=10", "--jobs", "3", "-"],
      SimulateOptions(format: .json, seed: nil, runs: 10, jobs: 3, strict: false, config: "-")
    ),
    (
      ["simulate", "--format", "auto", "--", "--odd-name.json"],
      SimulateOptions(format: nil, seed: nil, runs: nil, jobs: nil, strict: false, config: "--odd-name.json")
    ),
  ])
  func parsesSimulateOptionsAnywhere(arguments: [String], options: SimulateOptions) throws {
    #expect(try ArgumentParser.parse(arguments) == .simulate(options))
  }

  @Test func parsesTheOtherCommands() throws {
    #expect(
      try ArgumentParser.parse(["validate", "a.json", "b.json", "--format", "json"])
        == .validate(format: .json, configs: ["a.json", "b.json"]))
    #expect(try ArgumentParser.parse(["adapters"]) == .adapters(format: .text, config: nil, platforms: .ofConfig))
    #expect(
      try ArgumentParser.parse(["adapters", "--platform", "all"])
        == .adapters(format: .text, config: nil, platforms: .all))
    #expect(
      try ArgumentParser.parse(["init", "--platform", "android", "-"])
        == .initConfig(format: .rewarded, platform: .android, file: nil))
    #expect(try ArgumentParser.parse(["rules", "--platform", "android"]) == .rules(format: .text, platform: .android))
    #expect(try ArgumentParser.parse(["--version"]) == .version)
    #expect(try ArgumentParser.parse(["help", "simulate"]) == .help(.simulate))
    #expect(try ArgumentParser.parse(["validate", "--help"]) == .help(.validate))
    #expect(try ArgumentParser.parse(["-h"]) == .help(nil))
  }

  @Test(arguments: [
    (
      ["simulate", "--jobs", "0", "c"],
      UsageError.invalidValue(command: "simulate", option: "--jobs", value: "0", expected: "an integer from 1 to 1024")
    ),
    (
      ["simulate", "--seed", "+5", "c"],
      .invalidValue(
        command: "simulate", option: "--seed", value: "+5", expected: "an integer from 0 to 18446744073709551615")
    ),
    (
      ["simulate", "--runs=+3", "c"],
      .invalidValue(command: "simulate", option: "--runs", value: "+3", expected: "an integer from 1 to 1000000000")
    ),
    (
      ["simulate", "--strict=yes", "c"],
      .invalidValue(command: "simulate", option: "--strict", value: "yes", expected: "no value")
    ),
    (
      ["adapters", "--format", "ndjson"],
      .invalidValue(command: "adapters", option: "--format", value: "ndjson", expected: "text or json")
    ),
    (["adapters", "x.json", "y.json"], .unexpectedArgument(command: "adapters", argument: "y.json")),
    (["validate"], .missingConfig(command: "validate")),
    (["help", "simulat"], .unknownHelpTopic("simulat")),
    (["validate", "--strict", "a"], .unknownOption(command: "validate", option: "--strict", suggestion: nil)),
    (
      ["simulate", "--frmat", "text", "a"],
      .unknownOption(command: "simulate", option: "--frmat", suggestion: "--format")
    ),
  ])
  func rejectsBadCommandLines(arguments: [String], error: UsageError) {
    #expect(throws: error) { try ArgumentParser.parse(arguments) }
  }

  /// `plan` (decide2.md §7): every option, its default, and its bounds (64 out of bounds or missing).
  @Test func parsesPlan() throws {
    var options = PlanCommand.Options()
    options.a = "a.json"
    options.b = "b.json"
    options.split = 10
    options.requestsPerDay = 100_000
    #expect(
      try ArgumentParser.parse(["plan", "--split", "10", "--requests-per-day", "100000", "a.json", "b.json"])
        == .plan(options))
    options.split = 50
    options.requestsPerDay = 1_000_000_000_000
    options.requestsPerUser = 1_000_000
    options.icc = DecimalNumber(micros: 1_000_000)
    options.alpha = DecimalNumber(micros: 500_000)
    options.power = DecimalNumber(micros: 999_000)
    options.runs = 1_000_000_000
    options.seed = 3
    options.jobs = 2
    options.checkTests = 100_000
    options.format = .json
    #expect(
      try ArgumentParser.parse([
        "plan", "a.json", "--split=50%", "--requests-per-day", "1000000000000", "--requests-per-user", "1000000",
        "--icc", "1", "--alpha", "0.5", "--power", "0.999", "--runs", "1000000000", "--seed", "3", "--jobs", "2",
        "--check-tests", "100000", "--format", "json", "b.json",
      ]) == .plan(options))
    options.format = nil
    options.split = 1
    options.requestsPerDay = 1
    options.icc = DecimalNumber(micros: 0)
    options.alpha = DecimalNumber(micros: 1)
    options.power = DecimalNumber(micros: 500_000)
    options.runs = 2
    options.checkTests = 0
    options.requestsPerUser = 1
    options.seed = nil
    options.jobs = nil
    #expect(
      try ArgumentParser.parse([
        "plan", "--split", "1", "--requests-per-day", "1", "--icc", "0", "--alpha", "0.000001", "--power", "0.5",
        "--runs", "2", "--check-tests", "0", "--format", "auto", "a.json", "b.json",
      ]) == .plan(options))
  }

  @Test(arguments: [
    (["--split", "0"], "--split", "0", "an integer from 1 to 50, % optional (B's share of users, in percent)"),
    (["--split", "51%"], "--split", "51%", "an integer from 1 to 50, % optional (B's share of users, in percent)"),
    (["--split", "10.5"], "--split", "10.5", "an integer from 1 to 50, % optional (B's share of users, in percent)"),
    (["--split", "%"], "--split", "%", "an integer from 1 to 50, % optional (B's share of users, in percent)"),
    (
      ["--requests-per-day", "1000000000001"], "--requests-per-day", "1000000000001",
      "an integer from 1 to 1000000000000 (the group's ad requests a day)"
    ),
    (
      ["--requests-per-day", "0"], "--requests-per-day", "0",
      "an integer from 1 to 1000000000000 (the group's ad requests a day)"
    ),
    (["--requests-per-user", "1000001"], "--requests-per-user", "1000001", "an integer from 1 to 1000000"),
    (["--icc", "1.000001"], "--icc", "1.000001", "a number from 0 to 1, with at most 6 decimals"),
    (["--icc", "0.0000001"], "--icc", "0.0000001", "a number from 0 to 1, with at most 6 decimals"),
    (["--alpha", "0"], "--alpha", "0", "a number more than 0 and at most 0.5, with at most 6 decimals"),
    (["--alpha", "0.51"], "--alpha", "0.51", "a number more than 0 and at most 0.5, with at most 6 decimals"),
    (["--power", "0.4999"], "--power", "0.4999", "a number from 0.5 to 0.999, with at most 6 decimals"),
    (["--power", "0.9995"], "--power", "0.9995", "a number from 0.5 to 0.999, with at most 6 decimals"),
    (["--runs", "1"], "--runs", "1", "an integer from 2 to 1000000000"),
    (["--check-tests", "100001"], "--check-tests", "100001", "an integer from 0 to 100000"),
    (["--format", "html"], "--format", "html", "auto, text, ndjson or json"),
  ])
  func refusesPlanOptionsOutOfBounds(arguments: [String], option: String, value: String, expected: String) {
    let error = UsageError.invalidValue(command: "plan", option: option, value: value, expected: expected)
    #expect(throws: error) {
      try ArgumentParser.parse(["plan", "--split", "10", "--requests-per-day", "100"] + arguments + ["a", "b"])
    }
  }

  @Test func refusesAPlanWithoutItsRequiredOptions() {
    #expect(
      throws: UsageError.missingOperand(command: "plan", operand: "--split PERCENT (B's share of users, from 1 to 50)")
    ) {
      try ArgumentParser.parse(["plan", "--requests-per-day", "100", "a", "b"])
    }
    #expect(
      throws: UsageError.missingOperand(
        command: "plan", operand: "--requests-per-day N (the group's ad requests a day)")
    ) { try ArgumentParser.parse(["plan", "--split", "10", "a", "b"]) }
    #expect(throws: UsageError.missingOperand(command: "plan", operand: "B (a second config)")) {
      try ArgumentParser.parse(["plan", "--split", "10", "--requests-per-day", "100", "a"])
    }
    #expect(throws: UsageError.unexpectedArgument(command: "plan", argument: "c")) {
      try ArgumentParser.parse(["plan", "--split", "10", "--requests-per-day", "100", "a", "b", "c"])
    }
    #expect(throws: UsageError.standardInputTwice(command: "plan")) {
      try ArgumentParser.parse(["plan", "--split", "10", "--requests-per-day", "100", "-", "-"])
    }
    #expect(throws: UsageError.unknownOption(command: "plan", option: "--shard", suggestion: nil)) {
      try ArgumentParser.parse(["plan", "--shard", "1/2", "a", "b"])
    }
  }

  @Test func parsesOptimizeRestartsAndPriceOrder() throws {
    var options = OptimizeCommand.Options()
    options.config = "c.json"
    #expect(options.restarts == Optimizer.defaultRestarts)
    #expect(options.candidates == Optimizer.defaultCandidates)
    #expect(!options.priceOrder)
    #expect(try ArgumentParser.parse(["optimize", "c.json"]) == .optimize(options))
    options.restarts = 0
    options.priceOrder = true
    #expect(try ArgumentParser.parse(["optimize", "--restarts", "0", "--price-order", "c.json"]) == .optimize(options))
    options.restarts = 1_000
    #expect(try ArgumentParser.parse(["optimize", "c.json", "--price-order", "--restarts=1000"]) == .optimize(options))
  }

  @Test(arguments: ["-1", "1001", "x", "", "+5", "1.5", "99999999999999999999"])
  func rejectsRestartsOutOfRange(value: String) {
    let error = UsageError.invalidValue(
      command: "optimize", option: "--restarts", value: value, expected: "an integer from 0 to 1000")
    #expect(throws: error) { try ArgumentParser.parse(["optimize", "--restarts", value, "c.json"]) }
  }

  @Test func refusesAValueForPriceOrder() {
    let error = UsageError.invalidValue(
      command: "optimize", option: "--price-order", value: "yes", expected: "no value")
    #expect(throws: error) { try ArgumentParser.parse(["optimize", "--price-order=yes", "c.json"]) }
  }

  @Test func choosesTextOnATerminalAndNDJSONOtherwise() {
    let piped = InProcess(["simulate", Self.fixture])
    #expect(piped.status == .success)
    #expect(piped.stdout.text.hasPrefix("{\"type\":\"run\""))
    let terminal = InProcess(["simulate", Self.fixture], terminal: true)
    #expect(terminal.stdout.text.hasPrefix("\u{1B}[1mmediate "))
    let noColor = InProcess(["simulate", Self.fixture], terminal: true, environment: ["NO_COLOR": "1"])
    #expect(noColor.stdout.text.hasPrefix("mediate "))
    #expect(!noColor.stdout.text.contains("\u{1B}"))
  }

  /// no-color.org: only a non-empty `NO_COLOR` turns colour off; a dumb
  /// terminal gets none; `--color` overrides both ways.
  @Test(arguments: [
    ([String](), [String: String](), true, true),
    ([], ["NO_COLOR": ""], true, true),
    ([], ["NO_COLOR": "1"], true, false),
    ([], ["TERM": "dumb"], true, false),
    (["--color", "never"], [:], true, false),
    (["--color=always"], ["NO_COLOR": "1"], false, true),
    (["--color", "auto"], [:], false, false),
  ])
  func colorsTextAsAsked(options: [String], environment: [String: String], terminal: Bool, colored: Bool) {
    let run = InProcess(
      ["simulate", "--format", "text"] + options + [Self.fixture], terminal: terminal, environment: environment)
    #expect(run.status == .success)
    #expect(run.stdout.text.contains("\u{1B}[") == colored)
  }

  /// Text fits the terminal's width, `COLUMNS` first; piped text is 100 columns wide.
  @Test(arguments: [
    (Int?.none, [String: String](), false, 100), (50, [:], true, 50), (50, ["COLUMNS": "70"], true, 70),
  ])
  func fitsTheTextToTheWidth(columns: Int?, environment: [String: String], terminal: Bool, width: Int) {
    let run = InProcess(
      ["simulate", "--format", "text", "--color", "never", Self.fixture], terminal: terminal, columns: columns,
      environment: environment)
    let widest = run.stdout.text.split(separator: "\n").map { TerminalText.width(String($0)) }.max() ?? 0
    #expect(widest <= width)
    #expect(widest > width - 15)
  }

  /// `mediate init` writes a config that runs as it is and passes its own
  /// checks, one run or many.
  @Test(arguments: ["rewarded", "native", "interstitial", "rewardedInterstitial", "banner", "appOpen"])
  func initWritesAStarterThatPassesItsChecks(format: String) {
    let starter = InProcess(["init", "--format", format])
    #expect(starter.status == .success)
    let config = starter.stdout.text
    let run = InProcess(["simulate", "-"], stdin: config)
    #expect(run.status == .success, "\(run.stderr.text)")
    #expect(run.stdout.text.contains("\"passed\":true") && !run.stdout.text.contains("\"passed\":false"))
    // The first thing a user tries after init: a clean, meaningful --runs summary.
    let many = InProcess(["simulate", "--runs", "2000", "--strict", "--format", "json", "-"], stdin: config)
    #expect(many.status == .success, "\(many.stderr.text)")
    let summary =
      (try? JSONSerialization.jsonObject(with: Data(many.stdout.bytes)) as? [String: Any])?["result"]
      as? [String: Any]
    let number = { (key: String) in (summary?[key] as? NSNumber)?.doubleValue ?? -1 }
    #expect(number("impressions") > 1_000 && number("revenue") > 0 && number("violations") == 0)
    #expect(number("warnings") == 0 && number("impressionsLost") == 0)
    #expect(number("fillRate") > 0.9 && number("fillRate") < 1, "fills vary from run to run")
    let test = InProcess(["test", "-"], stdin: config)
    #expect(test.status == .success, "\(test.stderr.text)")
  }

  @Test func readsTheConfigFromStandardInput() throws {
    let config = try String(contentsOfFile: Self.fixture, encoding: .utf8)
    let fromFile = InProcess(["simulate", Self.fixture])
    let fromStdin = InProcess(["simulate", "-"], stdin: config)
    #expect(fromStdin.status == .success)
    #expect(fromStdin.stdout.bytes == fromFile.stdout.bytes)
  }

  @Test func overridesTheSeed() {
    let seeded = InProcess(["simulate", "--seed", "99", Self.fixture])
    #expect(seeded.stdout.text.hasPrefix(#"{"type":"run","seq":0,"t":0,"mediate":"0.1.0","seed":99,"#))
  }

  @Test func stopsQuietlyWhenTheReaderGoesAway() {
    let stdout = MemoryChannel()
    stdout.failure = .closed
    let context = CLIContext(
      standardInput: MemoryInput(), standardOutput: stdout, standardError: MemoryChannel(), environment: [:],
      processorCount: 1)
    #expect(CLI.run(arguments: ["simulate", Self.fixture], context: context) == .success)
    #expect((context.standardError as? MemoryChannel)?.bytes.isEmpty == true)
  }

  @Test func reportsAnOutputFailureWithStatus74() {
    let stdout = MemoryChannel()
    stdout.failure = .failed("No space left on device")
    let stderr = MemoryChannel()
    let context = CLIContext(
      standardInput: MemoryInput(), standardOutput: stdout, standardError: stderr, environment: [:], processorCount: 1)
    #expect(CLI.run(arguments: ["simulate", Self.fixture], context: context) == .outputError)
    #expect(stderr.text == "mediate: cannot write output: No space left on device\n")
  }

  @Test func refusesAnOversizedFileWithoutReadingIt() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("mediate-oversized-\(getpid()).json")
    defer { try? FileManager.default.removeItem(at: url) }
    try #require(FileManager.default.createFile(atPath: url.path, contents: nil))
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: UInt64(ConfigLimits.maximumFileBytes + 10))
    try handle.close()
    let run = InProcess(["simulate", url.path])
    #expect(run.status == .invalidConfig)
    #expect(run.stdout.bytes.isEmpty)
    #expect(run.stderr.text == "mediate: \(url.path): file is larger than 16 MiB (16777217 bytes or more)\n")
  }

  @Test func printsVersionHelpAndAdapters() {
    #expect(InProcess(["--version"]).stdout.text == "mediate 0.1.0\n")
    #expect(
      InProcess(["--help"]).stdout.text.contains("mediate simulate [--format auto|text|ndjson|json|mermaid|html]"))
    #expect(InProcess(["simulate", "--help"]).stdout.text.hasPrefix("usage: mediate simulate"))
    let adapters = InProcess(["adapters", "--format", "json"])
    #expect(adapters.status == .success)
    let listing = (try? JSONSerialization.jsonObject(with: Data(adapters.stdout.bytes))) as? [String: [[String: Any]]]
    #expect(
      listing?["adapters"]?.map { $0["className"] as? String } == [
        "GADMediationAdapterSampleAdNetwork", "SampleCustomEvent",
      ])
  }

  @Test func printsTheSameSummaryForAnyNumberOfJobs() {
    func summary(jobs: String) -> [UInt8] {
      InProcess(["simulate", "--runs", "300", "--jobs", jobs, "--format", "json", Self.fixture]).stdout.bytes
    }
    let one = summary(jobs: "1")
    #expect(!one.isEmpty)
    for jobs in ["2", "5"] { #expect(summary(jobs: jobs) == one) }
  }

  @Test(arguments: [
    (ENOENT, InputError.noSuchFile), (ENOTDIR, .noSuchFile), (EACCES, .permissionDenied), (EPERM, .permissionDenied),
    (EISDIR, .isDirectory), (EIO, .readFailed("Input/output error")),
  ])
  func mapsSystemErrorsToInputErrors(code: Int32, error: InputError) {
    #expect(ConfigFile.error(for: code) == error)
  }

  @Test func runsManyWaterfallsIntoOneSummary() {
    let run = InProcess(["simulate", "--runs", "50", "--format", "ndjson", Self.fixture])
    let lines = run.stdout.text.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines[0].hasPrefix(#"{"type":"run","seq":0,"t":0,"#))
    #expect(lines[1].hasPrefix(#"{"type":"histogram","seq":1,"t":0,"latencyMs":[["#))
    #expect(lines[2].hasPrefix(#"{"type":"summary","seq":2,"t":0,"runs":50,"shard":null,"#))
  }

  @Test func refusesAShardWithoutRuns() {
    let run = InProcess(["simulate", "--shard", "1/2", Self.fixture])
    #expect(run.status == .usage)
    #expect(run.stderr.text == "mediate: simulate: --shard needs --runs\n")
  }

  @Test(arguments: ["0/2", "3/2", "1/0", "1", "a/b", "1/2/3", "+1/2", "1/1000001"])
  func refusesABadShard(value: String) {
    let run = InProcess(["simulate", "--runs", "10", "--shard", value, Self.fixture])
    #expect(run.status == .usage)
    #expect(
      run.stderr.text
        == "mediate: simulate: --shard expects I/N with 1 <= I <= N <= 1000000, such as 2/4, or auto (from the job "
        + "array), found \(value)\n")
  }

  /// `--shard auto…` parses into a request the environment resolves
  /// before the command runs; `--shard I/N` wins over it wherever it stands.
  @Test func parsesShardAutoAndLetsAnExplicitShardWin() throws {
    var options = SimulateOptions(runs: 10, config: "c.json")
    options.shardFromEnvironment = ShardFromEnvironment(.composed(outer: .slurm, inner: .parallel))
    #expect(
      try ArgumentParser.parse(["simulate", "--runs", "10", "--shard", "auto:slurm,parallel", "c.json"])
        == .simulate(options))
    options.shardFromEnvironment = nil
    options.shard = ShardSelection(index: 2, count: 4)
    for arguments in [["--shard", "auto", "--shard", "2/4"], ["--shard", "2/4", "--shard=auto"]] {
      #expect(try ArgumentParser.parse(["simulate", "--runs", "10"] + arguments + ["c.json"]) == .simulate(options))
    }
    #expect(throws: UsageError.optionNeedsOption(command: "simulate", option: "--shard", needs: "--runs")) {
      try ArgumentParser.parse(["simulate", "--shard", "auto", "c.json"])
    }
    #expect(
      throws: UsageError.invalidValue(
        command: "compare", option: "--shard", value: "auto:slurmm",
        expected: "auto:ENGINE or auto:OUTER,INNER with ENGINE kubernetes, slurm, aws-batch, parallel or env")
    ) { try ArgumentParser.parse(["compare", "--shard", "auto:slurmm", "a.json", "b.json"]) }
    #expect(throws: UsageError.self) {
      try ArgumentParser.parse(["compare", "--shard", "auto", "--format", "text", "a.json", "b.json"])
    }
  }

  /// The environment gives the shard: one note on standard error, the
  /// shard's output; none is 64 with one line, and an explicit I/N reads nothing.
  @Test func resolvesShardAutoFromTheEnvironment() {
    let environment = ["PARALLEL_SEQ": "2", "MEDIATE_SHARD_COUNT": "3"]
    let auto = InProcess(
      ["simulate", "--runs", "30", "--shard", "auto", "--no-expect", Self.fixture], environment: environment)
    let explicit = InProcess(["simulate", "--runs", "30", "--shard", "2/3", "--no-expect", Self.fixture])
    #expect(auto.status == .success)
    #expect(auto.stderr.text == "mediate: shard 2/3 from PARALLEL_SEQ=2 (MEDIATE_SHARD_COUNT 3)\n")
    #expect(auto.stdout.text == explicit.stdout.text)
    let none = InProcess(["simulate", "--runs", "30", "--shard", "auto", Self.fixture])
    #expect(none.status == .usage)
    #expect(
      none.stderr.text
        == "mediate: --shard auto: none of JOB_COMPLETION_INDEX, SLURM_ARRAY_TASK_ID, AWS_BATCH_JOB_ARRAY_INDEX, "
        + "PARALLEL_SEQ, MEDIATE_SHARD_INDEX is set\n")
    #expect(none.stdout.bytes.isEmpty)
    let overridden = InProcess(
      ["simulate", "--runs", "30", "--shard", "auto", "--shard", "2/3", "--no-expect", Self.fixture],
      environment: ["PARALLEL_SEQ": "x"])
    #expect(overridden.status == .success)
    #expect(overridden.stderr.text == "")
    #expect(overridden.stdout.text == explicit.stdout.text)
  }

  @Test func mergesShardOutputsIntoTheWholeBatch() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mediate-merge-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var paths: [String] = []
    for index in 1...3 {
      let shard = InProcess(["simulate", "--runs", "100", "--shard", "\(index)/3", "--format", "ndjson", Self.fixture])
      #expect(shard.status == .success)
      let path = directory.appendingPathComponent("shard-\(index).ndjson").path
      try #require(FileManager.default.createFile(atPath: path, contents: Data(shard.stdout.bytes)))
      paths.append(path)
    }
    let whole = InProcess(["simulate", "--runs", "100", "--format", "ndjson", Self.fixture])
    let merged = InProcess(["merge"] + paths.reversed())
    #expect(merged.status == .success)
    #expect(merged.stderr.text == "")
    #expect(merged.stdout.text == whole.stdout.text)
    let incomplete = InProcess(["merge", paths[0], paths[2]])
    #expect(incomplete.status == .invalidConfig)
    #expect(incomplete.stderr.text == "mediate: missing shard 2\n")
    #expect(incomplete.stdout.bytes.isEmpty)
    let unreadable = InProcess(["merge", paths[0], directory.appendingPathComponent("nothing").path])
    #expect(unreadable.status == .unreadableInput)
  }

  /// A shard does not check `expect.summary` (a slice of the runs says
  /// nothing of the batch); `merge --config` checks it on the merged summary,
  /// with the very records, lines and status of `simulate --runs` on the
  /// whole batch.
  @Test func checksTheSummaryOnTheMergedBatchAsSimulateRunsDoes() throws {
    let config = Golden.fixtures.appendingPathComponent("commands/merge-config-fails/config.json").path
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mediate-merge-config-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var paths: [String] = []
    for index in 1...4 {
      let shard = InProcess(["simulate", "--runs", "3", "--shard", "\(index)/4", "--format", "ndjson", config])
      #expect(shard.status == .success, "shard \(index): \(shard.stderr.text)")
      #expect(!shard.stdout.text.contains(#""type":"check""#))
      #expect(
        shard.stderr.text
          == "mediate: \(config): note: expect.summary is not checked on shard \(index)/4, a slice of the runs; "
          + "mediate merge --config \(config) checks it on the merged summary\n")
      let path = directory.appendingPathComponent("shard-\(index).ndjson").path
      try #require(FileManager.default.createFile(atPath: path, contents: Data(shard.stdout.bytes)))
      paths.append(path)
    }
    let whole = InProcess(["simulate", "--runs", "3", "--format", "ndjson", config])
    #expect(whole.status == .failure)
    #expect(whole.stdout.text.contains(#""type":"check""#))
    let merged = InProcess(["merge", "--config", config] + paths)
    #expect(merged.status == whole.status)
    #expect(merged.stdout.text == whole.stdout.text)
    #expect(merged.stderr.text == whole.stderr.text)
    // Without --config, merge checks nothing.
    let unchecked = InProcess(["merge"] + paths)
    #expect(unchecked.status == .success)
    #expect(!unchecked.stdout.text.contains(#""type":"check""#))
  }

  @Test func showsProgressOnlyOnATerminalsStandardError() {
    // A clock that moves half a second each time it is read: the batch "takes" seconds.
    let ticks = Mutex<UInt64>(0)
    let clock: @Sendable () -> UInt64 = {
      ticks.withLock {
        $0 += 500_000_000
        return $0
      }
    }
    let arguments = ["simulate", "--runs", "300000", "--jobs", "1", "--format", "ndjson", Self.fixture]
    let quiet = InProcess(arguments, clock: clock)
    let shown = InProcess(arguments, errorTerminal: true, clock: clock)
    #expect(quiet.stderr.text == "")
    #expect(shown.stdout.text == quiet.stdout.text)
    let progress = shown.stderr.text
    // Nothing in the first second; then a line per update, redrawn in place.
    #expect(progress.hasPrefix("\r\u{1B}[Kmediate: 131072 of 300000 runs, 131072 runs/s, 2 s left"))
    #expect(progress.contains("mediate: 300000 of 300000 runs, "))
    #expect(progress.hasSuffix("s left\r\u{1B}[K"))
  }

  /// Every usage error names the command it is about, as text on standard error.
  @Test(arguments: [
    (["adapters", "a.json", "extra"], "adapters: unexpected argument extra (adapters takes at most one CONFIG)"),
    (["rules", "extra"], "rules: unexpected argument extra (rules takes no argument)"),
    (["simulate", "a.json", "b.json"], "simulate: unexpected argument b.json (simulate takes one CONFIG)"),
    (["--version", "extra"], "--version: unexpected argument extra (--version takes no argument)"),
    (["validate"], "validate: missing CONFIG (a path, or - for standard input)"),
    (["test"], "test: missing PATH (a config or a folder of configs)"),
    (["merge"], "merge: missing SUMMARY"),
    (["test", "--format", "json", "x"], "test: --format expects auto, text or ndjson, found json"),
    (["test", "--jobs", "0", "x"], "test: --jobs expects an integer from 1 to 1024, found 0"),
    (["test", "--junit"], "test: option --junit needs a value"),
    (["test", "--seed", "1", "x"], "test: unknown option --seed (try mediate test --help)"),
    (["rules", "--format", "ndjson"], "rules: --format expects text or json, found ndjson"),
    (["merge", "--strict", "x"], "merge: unknown option --strict (try mediate merge --help)"),
    (["merge", "--confg", "c.json", "x"], "merge: unknown option --confg (did you mean --config?)"),
    (["merge", "--config"], "merge: option --config needs a value"),
    (["validate", "--runs", "5", "x"], "validate: unknown option --runs (try mediate validate --help)"),
    (["adapters", "--fromat", "json"], "adapters: unknown option --fromat (did you mean --format?)"),
    (
      ["help", "tset"],
      "help: no topic tset (topics: simulate, validate, adapters, test, compare, optimize, fit, plan, rules, merge, schema, init, completions, config)"
    ),
    (["help", "test", "more"], "help: unexpected argument more (help takes one topic: a command or config)"),
    (["schema", "x"], "schema: unexpected argument x (schema takes no argument)"),
    (["init", "a.json", "b.json"], "init: unexpected argument b.json (init takes at most one FILE)"),
    (
      ["init", "--format", "video"],
      "init: --format expects native, rewarded, interstitial, rewardedInterstitial, banner or appOpen, found video"
    ),
    (["completions"], "completions: missing SHELL (bash, zsh or fish)"),
    (
      ["simulate", "--color", "sometimes", "x.json"], "simulate: --color expects auto, always or never, found sometimes"
    ),
  ])
  func usageErrorsNameTheirCommand(arguments: [String], message: String) {
    let run = InProcess(arguments)
    #expect(run.status == .usage)
    #expect(run.stdout.bytes.isEmpty)
    #expect(run.stderr.text == "mediate: \(message)\n")
  }

  /// Every argument a message names is visible in it: an empty one as `""`,
  /// control characters escaped; standard input is read at most once.
  @Test(arguments: [
    ([""], ExitCode.usage, "unknown command \"\" (try mediate --help)"),
    (["\u{1B}[2Jx"], .usage, "unknown command \\u{1B}[2Jx (try mediate --help)"),
    (
      ["help", "simulate", "extra"], .usage,
      "help: unexpected argument extra (help takes one topic: a command or config)"
    ),
    (["simulate", ""], .unreadableInput, "\"\": an empty path names no file (give a path, or - for standard input)"),
    (
      ["validate", "a.json", ""], .unreadableInput,
      "a.json: no such file\nmediate: \"\": an empty path names no file (give a path, or - for standard input)\nmediate: 2 files: 0 valid, 0 invalid, 2 unreadable"
    ),
    (["test", ""], .unreadableInput, "\"\": an empty path names no file or folder"),
    (["validate", "-", "-"], .usage, "validate: - given twice (standard input can be read only once)"),
    (["merge", "-", "x", "-"], .usage, "merge: - given twice (standard input can be read only once)"),
    (["test", "-", "--strict", "-"], .usage, "test: - given twice (standard input can be read only once)"),
    (["merge", "--config", "-", "x", "-"], .usage, "merge: - given twice (standard input can be read only once)"),
    (["simulate", "-", "-"], .usage, "simulate: unexpected argument - (simulate takes one CONFIG)"),
    (["init", "-", "-"], .usage, "init: unexpected argument - (init takes at most one FILE)"),
    (["simulate", "a\\x41.json"], .unreadableInput, "a\\\\x41.json: no such file"),
  ])
  func namesEveryArgumentVisibly(arguments: [String], status: ExitCode, message: String) {
    let run = InProcess(arguments, stdin: "{}")
    #expect(run.status == status)
    #expect(run.stdout.bytes.isEmpty)
    #expect(run.stderr.text == "mediate: " + message + "\n")
  }

  /// JSON reports name a file as it is (JSON escapes what it must); only bytes
  /// that are not UTF-8 are written escaped.
  @Test(arguments: [("", "\"\""), ("a\u{1}.json", "\"a\\u0001.json\""), ("a\u{10FFFE}.json", "\"a\\\\xFE.json\"")])
  func namesFilesInJSONReportsAsTheyAre(path: String, json: String) {
    let run = InProcess(["validate", "--format", "json", path])
    #expect(run.status == .unreadableInput)
    #expect(run.stdout.text.hasPrefix("{\"files\":[{\"file\":\(json),"))
  }

  /// The `--strict` lines are worded by MediationKit's output, for
  /// `simulate` and `test` alike: the CLI only adds the program name.
  @Test func wordsStrictViolationsInOnePlace() {
    let record = ViolationRecord(
      lineItem: "Network B", rule: "eventAfterDismiss", severity: .error, detail: "didRewardUser after dismiss")
    let replay = StrictViolation.Replay(run: 3, seed: 42, config: "w.json")
    #expect(
      StrictViolation.traced(record).line(file: "w.json")
        == "w.json: violation: Network B: eventAfterDismiss: didRewardUser after dismiss")
    #expect(
      StrictViolation.replayed(record, run: 3).line(file: "w.json")
        == "w.json: violation: run 3: Network B: eventAfterDismiss: didRewardUser after dismiss")
    #expect(
      StrictViolation.batch(errors: 5, warnings: 0, runs: 100).line(file: "w.json")
        == "w.json: violation: 5 contract violations in 100 runs")
    #expect(
      StrictViolation.batch(errors: 0, warnings: 1, runs: 10).line(file: "w.json")
        == "w.json: warning: 0 contract violations and 1 warning in 10 runs")
    let rule = RuleSummary(rule: "eventAfterDismiss", severity: .error, count: 5, firstRun: 3)
    #expect(
      StrictViolation.rule(rule, replay: replay).line(file: "w.json")
        == "w.json: violation: eventAfterDismiss: 5 times, first in run 3, which "
        + "`mediate simulate --no-expect --seed 42 w.json` replays:")
    let warned = RuleSummary(rule: "deprecatedRewardEvent", severity: .warning, count: 1, firstRun: 0)
    let overridden = StrictViolation.Replay(
      run: 0, seed: 1, config: nil, rules: [RuleOverride(rule: "noImpressionReported", severity: .off)])
    #expect(
      StrictViolation.rule(warned, replay: overridden).line(file: "-")
        == "-: warning: deprecatedRewardEvent: 1 time, first in run 0, which "
        + "`mediate simulate --no-expect --rule noImpressionReported=off --seed 1 CONFIG` replays:")
    let warning = ViolationRecord(
      lineItem: "Network B", rule: "deprecatedRewardEvent", severity: .warning, detail: "deprecated")
    #expect(
      StrictViolation.traced(warning).line(file: "w.json")
        == "w.json: warning: Network B: deprecatedRewardEvent: deprecated")
  }

  /// Config errors and warnings reach standard error through the one escaping
  /// policy: a bidirectional control in a key or a class name is shown escaped.
  @Test func escapesWhatAConfigPutsInItsErrorLines() {
    let config = """
      {"adUnit": {"id": "u", "format": "native"}, "b\u{202E}ad": 1,
       "lineItems": [{"label": "A", "className": "X\u{2028}\\u001b[2J"}]}
      """
    let run = InProcess(["validate", "-"], stdin: config)
    #expect(run.status == .invalidConfig)
    let text = run.stderr.text
    #expect(text.contains("b\\u{202E}ad"), "\(text)")
    #expect(!text.unicodeScalars.contains { $0 == "\u{202E}" || $0 == "\u{2028}" || $0 == "\u{1B}" }, "\(text)")
  }
}
