import Foundation
import MediationKit
import Testing

/// `--shard auto` on existing engines (decide2.md §6), end to end: for
/// each engine, the shards of one batch run as separate processes through
/// the scripts of `examples/job-arrays/`, each with the variables set as
/// the engine sets them (a local stand-in for the engine), then merge in
/// shuffled order into exactly the bytes of one `mediate simulate --runs`
/// (or `compare`) on one machine. The children run without any variable
/// of the table (`MediateBinary.environment`) but those each case sets.
/// `make bench` runs the full matrix (`scripts/job-array-matrix.sh`).
struct JobArrayTests {
  static let folder = Golden.fixtures.deletingLastPathComponent().appendingPathComponent("examples/job-arrays")
  /// Not a multiple of 3 or 4: the shards' slices differ in size.
  static let runs = "1001"
  /// `compare`'s A: a config of the same format as the example's.
  static let baseline = "../../Fixtures/scenarios/interstitial-runs-summary/config.json"
  static let bash = ShellIntegrationTests.bash
  static let parallel = ShellIntegrationTests.installed("parallel")

  /// One engine as the suite stands in for it.
  struct StandIn: Sendable, CustomTestStringConvertible {
    var name: String
    /// What the engine runs in each task: `shard.sh`, or `slurm-array.sh` (bash).
    var script = "shard.sh"
    /// Set in every task: what the manifest or the calling script sets.
    var settings: [String: String] = [:]
    /// The engine's variables in each task, in the order the tasks run.
    var tasks: [[String: String]]
    /// The note each task prints first on standard error (without `mediate: `).
    var notes: [String]
    /// The shards the tasks write.
    var count = 3
    /// `compare BASELINE waterfall.json` instead of `simulate waterfall.json`.
    var compare = false

    var testDescription: String { name }
  }

  static func slurm(_ ids: [Int], min: Int, max: Int, step: Int) -> [[String: String]] {
    ids.map {
      [
        "SLURM_ARRAY_TASK_ID": "\($0)", "SLURM_ARRAY_TASK_MIN": "\(min)", "SLURM_ARRAY_TASK_MAX": "\(max)",
        "SLURM_ARRAY_TASK_STEP": "\(step)", "SLURM_ARRAY_TASK_COUNT": "\(ids.count)", "SLURM_ARRAY_JOB_ID": "4242",
        "SLURM_CPUS_PER_TASK": "1",
      ]
    }
  }

  static let standIns: [StandIn] = [
    // The manifest sets MEDIATE_SHARD_COUNT; a failed pod is recreated with its index, and writes the same file.
    StandIn(
      name: "kubernetes", settings: ["MEDIATE_SHARD_COUNT": "3"],
      tasks: [0, 1, 2, 1].map { ["JOB_COMPLETION_INDEX": "\($0)"] },
      notes: [0, 1, 2, 1].map { "shard \($0 + 1)/3 from JOB_COMPLETION_INDEX=\($0) (MEDIATE_SHARD_COUNT 3)" }),
    StandIn(
      name: "slurm", script: "slurm-array.sh", tasks: slurm([0, 1, 2], min: 0, max: 2, step: 1),
      notes: [0, 1, 2].map { "shard \($0 + 1)/3 from SLURM_ARRAY_TASK_ID=\($0) (MIN 0, STEP 1, COUNT 3)" }),
    // --array=0-4:2 (tasks 0, 2, 4).
    StandIn(
      name: "slurm, --array=0-4:2", script: "slurm-array.sh", tasks: slurm([4, 0, 2], min: 0, max: 4, step: 2),
      notes: [4, 0, 2].map { "shard \($0 / 2 + 1)/3 from SLURM_ARRAY_TASK_ID=\($0) (MIN 0, STEP 2, COUNT 3)" }),
    StandIn(
      name: "aws-batch",
      tasks: [2, 0, 1].map { ["AWS_BATCH_JOB_ARRAY_INDEX": "\($0)", "AWS_BATCH_JOB_ARRAY_SIZE": "3"] },
      notes: [2, 0, 1].map { "shard \($0 + 1)/3 from AWS_BATCH_JOB_ARRAY_INDEX=\($0) (AWS_BATCH_JOB_ARRAY_SIZE 3)" }),
    // As gnu-parallel.sh has GNU parallel run shard.sh.
    StandIn(
      name: "parallel", settings: ["SHARD": "auto:parallel", "MEDIATE_SHARD_COUNT": "3"],
      tasks: [1, 2, 3].map { ["PARALLEL_SEQ": "\($0)"] },
      notes: [1, 2, 3].map { "shard \($0)/3 from PARALLEL_SEQ=\($0) (MEDIATE_SHARD_COUNT 3)" }),
    StandIn(
      name: "env", settings: ["MEDIATE_SHARD_COUNT": "3"], tasks: [3, 1, 2].map { ["MEDIATE_SHARD_INDEX": "\($0)"] },
      notes: [3, 1, 2].map { "shard \($0)/3 from MEDIATE_SHARD_INDEX=\($0) (MEDIATE_SHARD_COUNT 3)" }),
    // GNU parallel inside each task of a Slurm array, as slurm-array.sh with SHARDS_PER_TASK=2 runs it: 2 × 2.
    StandIn(
      name: "auto:slurm,parallel", settings: ["SHARD": "auto:slurm,parallel", "MEDIATE_SHARD_COUNT": "2"],
      tasks: slurm([0, 1], min: 0, max: 1, step: 1).flatMap { task in
        [1, 2].map { task.merging(["PARALLEL_SEQ": "\($0)"]) { $1 } }
      },
      notes: [(0, 1), (0, 2), (1, 1), (1, 2)].map { task, sequence in
        "shard \(task * 2 + sequence)/4 from outer shard \(task + 1)/2, SLURM_ARRAY_TASK_ID=\(task) (MIN 0, STEP 1, "
          + "COUNT 2), and inner shard \(sequence)/2, PARALLEL_SEQ=\(sequence) (MEDIATE_SHARD_COUNT 2)"
      }, count: 4),
    StandIn(
      name: "compare, aws-batch",
      tasks: [1, 2, 0].map { ["AWS_BATCH_JOB_ARRAY_INDEX": "\($0)", "AWS_BATCH_JOB_ARRAY_SIZE": "3"] },
      notes: [1, 2, 0].map { "shard \($0 + 1)/3 from AWS_BATCH_JOB_ARRAY_INDEX=\($0) (AWS_BATCH_JOB_ARRAY_SIZE 3)" },
      compare: true),
  ]

  /// The environment of a script run in `results`: the built mediate, the
  /// batch's runs and its config as the examples' folder names it.
  static func environment(_ results: FileOutputTests.Folder, compare: Bool, _ more: [String: String] = [:])
    -> [String: String]
  {
    var environment = [
      "MEDIATE": MediateBinary.url.path, "RESULTS": results.url.path, "RUNS": runs, "CONFIG": "waterfall.json",
    ]
    if compare { environment["BASELINE"] = baseline }
    return MediateBinary.environment(environment.merging(more) { $1 })
  }

  /// Runs `script` of the examples' folder (in that folder) with `shell`.
  static func run(
    _ script: String, _ arguments: [String] = [], shell: String = "/bin/sh", environment: [String: String],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> MediateBinary.Outcome {
    try ChildProcess.run(
      executable: URL(fileURLWithPath: shell), arguments: [folder.appendingPathComponent(script).path] + arguments,
      in: folder, environment: environment, sourceLocation: sourceLocation)
  }

  /// What one process prints for the whole batch: `simulate`'s, then
  /// `compare`'s; nil when it fails.
  static let wholeBatches: [Data?] = [false, true].map { compare in
    let arguments =
      compare
      ? ["compare", "--runs", runs, "--format", "ndjson", baseline, "waterfall.json"]
      : ["simulate", "--runs", runs, "waterfall.json"]
    guard let outcome = try? MediateBinary.run(arguments, in: folder), outcome.status == 0 else { return nil }
    return outcome.stdout
  }

  /// The shards in `results`, in an order drawn from `seed` (never their sorted one), merged by merge.sh
  /// into what one process prints for the whole batch.
  static func expectMerged(
    _ results: FileOutputTests.Folder, count: Int, compare: Bool, seed: UInt64,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    let names = (1...count).map { "shard-\($0)-of-\(count).ndjson" }
    #expect(results.names == names.sorted(), "hidden or extra files", sourceLocation: sourceLocation)
    var random = SplitMix64(seed: seed)
    var shuffled = names
    for index in shuffled.indices.reversed() {
      shuffled.swapAt(index, Int(random.next(upTo: UInt64(index + 1))))
    }
    if shuffled == names { shuffled.reverse() }
    let merged = try run(
      "merge.sh", shuffled.map(results.path), environment: environment(results, compare: compare),
      sourceLocation: sourceLocation)
    #expect(merged.status == 0, "\(String(decoding: merged.stderr, as: UTF8.self))", sourceLocation: sourceLocation)
    let output = FileManager.default.contents(atPath: results.path(compare ? "comparison.ndjson" : "summary.ndjson"))
    let whole = try #require(wholeBatches[compare ? 1 : 0], "one process of the whole batch failed")
    #expect(output == whole, "the merged shards differ", sourceLocation: sourceLocation)
  }

  @Test(
    .enabled(if: bash != nil, "skipped: no bash to run slurm-array.sh and gnu-parallel.sh in"),
    arguments: zip(standIns, standIns.indices))
  func shardsOfEachEngineMergeIntoTheWholeBatch(standIn: StandIn, seed: Int) throws {
    let results = try FileOutputTests.Folder("job-array")
    for (task, note) in zip(standIn.tasks, standIn.notes) {
      let shell = standIn.script == "slurm-array.sh" ? try #require(Self.bash) : "/bin/sh"
      let outcome = try Self.run(
        standIn.script, shell: shell,
        environment: Self.environment(results, compare: standIn.compare, standIn.settings.merging(task) { $1 }))
      let stderr = String(decoding: outcome.stderr, as: UTF8.self)
      #expect(outcome.status == 0, "\(task): \(stderr)")
      #expect(stderr.split(separator: "\n").first.map(String.init) == "mediate: \(note)")
    }
    try Self.expectMerged(results, count: standIn.count, compare: standIn.compare, seed: UInt64(seed))
  }

  /// The manifest's count is its completions, and its pods run shard.sh.
  @Test func theManifestCountsItsCompletions() throws {
    let manifest = try Golden.repositoryFile("examples/job-arrays/kubernetes-indexed-job.yaml")
    #expect(manifest.contains("completionMode: Indexed"))
    #expect(manifest.contains("completions: 16\n"))
    #expect(manifest.contains(#"env: [ { name: MEDIATE_SHARD_COUNT, value: "16" } ]"#))
    #expect(manifest.contains(#"command: [ "sh", "/config/shard.sh" ]"#))
  }

  /// With GNU parallel installed, gnu-parallel.sh itself, inside the tasks
  /// of a Slurm array (slurm-array.sh with SHARDS_PER_TASK=2: 2 × 2 shards).
  @Test(.enabled(if: parallel != nil && bash != nil, "skipped: GNU parallel is not installed"))
  func gnuParallelRunsTheShardsInSlurmTasks() throws {
    let bash = try #require(Self.bash)
    let results = try FileOutputTests.Folder("job-array-slurm-parallel")
    for task in Self.slurm([0, 1], min: 0, max: 1, step: 1) {
      let run = try Self.run(
        "slurm-array.sh", shell: bash,
        environment: Self.environment(results, compare: false, task.merging(["SHARDS_PER_TASK": "2"]) { $1 }))
      #expect(run.status == 0, "\(String(decoding: run.stderr, as: UTF8.self))")
    }
    try Self.expectMerged(results, count: 4, compare: false, seed: 2)
  }

  /// A refusal is 64 and one line, and shard.sh leaves nothing behind.
  @Test func refusesWithOneLineAndWritesNothing() throws {
    let results = try FileOutputTests.Folder("job-array-refused")
    let none = try Self.run("shard.sh", environment: Self.environment(results, compare: false))
    #expect(none.status == 64)
    #expect(
      String(decoding: none.stderr, as: UTF8.self)
        == "mediate: --shard auto: none of JOB_COMPLETION_INDEX, SLURM_ARRAY_TASK_ID, AWS_BATCH_JOB_ARRAY_INDEX, "
        + "PARALLEL_SEQ, MEDIATE_SHARD_INDEX is set\n")
    #expect(results.names.isEmpty)
    // --array=1,2,9: Slurm gives MIN 1, MAX 9 and COUNT 3.
    let list = try Self.run(
      "slurm-array.sh", shell: try #require(Self.bash),
      environment: Self.environment(
        results, compare: true,
        [
          "SLURM_ARRAY_TASK_ID": "9", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_MAX": "9",
          "SLURM_ARRAY_TASK_COUNT": "3", "SLURM_ARRAY_TASK_STEP": "1",
        ]))
    #expect(list.status == 64)
    #expect(
      String(decoding: list.stderr, as: UTF8.self)
        == "mediate: --shard auto: SLURM_ARRAY_TASK_ID=9 (MIN 1, MAX 9, STEP 1, COUNT 3) is no evenly stepped "
        + "array ((MAX − MIN) / STEP + 1 is 9, not COUNT): submit --array=0-N−1, or give --shard I/N\n")
    #expect(results.names.isEmpty)
    // Engines that disagree, on compare itself.
    let disagreeing = try MediateBinary.run(
      ["compare", "--runs", Self.runs, "--shard", "auto", Self.baseline, "waterfall.json"], in: Self.folder,
      environment: ["JOB_COMPLETION_INDEX": "0", "PARALLEL_SEQ": "2", "MEDIATE_SHARD_COUNT": "3"])
    #expect(disagreeing.status == 64)
    #expect(
      String(decoding: disagreeing.stderr, as: UTF8.self)
        == "mediate: --shard auto: JOB_COMPLETION_INDEX gives 1/3, PARALLEL_SEQ gives 2/3: "
        + "choose with --shard auto:kubernetes\n")
    #expect(disagreeing.stdout.isEmpty)
  }
}

extension MediateBinary {
  /// Every variable of decide2.md §6's table, which children run without.
  static var jobArrayVariables: [String] { JobArrayEngine.variables }
}
