/// The job-array engines `--shard auto` reads its shard from (decide2.md
/// §6): each engine tells a process its place in the array through
/// environment variables, and this is the table of them.
///
/// | engine | index | count | I | N |
/// | --- | --- | --- | --- | --- |
/// | `kubernetes` | `JOB_COMPLETION_INDEX`, 0-based | `MEDIATE_SHARD_COUNT` | index + 1 | count |
/// | `slurm` | `SLURM_ARRAY_TASK_ID` | `SLURM_ARRAY_TASK_COUNT` (with MIN, MAX, STEP) | (ID − MIN) / STEP + 1 | COUNT |
/// | `aws-batch` | `AWS_BATCH_JOB_ARRAY_INDEX`, 0-based | `AWS_BATCH_JOB_ARRAY_SIZE` | index + 1 | SIZE |
/// | `parallel` | `PARALLEL_SEQ`, 1-based | `MEDIATE_SHARD_COUNT` | as given | count |
/// | `env` | `MEDIATE_SHARD_INDEX`, 1-based | `MEDIATE_SHARD_COUNT` | as given | count |
///
/// An engine is *set* when its index variable is set (to anything, the
/// empty string too, which is then refused as no number): a count alone
/// places no process.
package enum JobArrayEngine: String, CaseIterable, Equatable, Sendable {
  case kubernetes
  case slurm
  case awsBatch = "aws-batch"
  case parallel
  case env

  /// The count of the engines that do not export one (Kubernetes, GNU
  /// parallel) and of `env`: the user (or the shipped manifest) sets it.
  package static let sharedCountVariable = "MEDIATE_SHARD_COUNT"

  /// Every variable of the table, for those who must clear them (the test suite does).
  package static let variables: [String] = [
    "JOB_COMPLETION_INDEX", "SLURM_ARRAY_TASK_ID", "SLURM_ARRAY_TASK_COUNT", "SLURM_ARRAY_TASK_MIN",
    "SLURM_ARRAY_TASK_MAX", "SLURM_ARRAY_TASK_STEP", "AWS_BATCH_JOB_ARRAY_INDEX", "AWS_BATCH_JOB_ARRAY_SIZE",
    "PARALLEL_SEQ", "MEDIATE_SHARD_INDEX", sharedCountVariable,
  ]

  /// The variable whose presence says the process runs in this engine's array.
  package var indexVariable: String {
    switch self {
    case .kubernetes: "JOB_COMPLETION_INDEX"
    case .slurm: SlurmArray.idVariable
    case .awsBatch: "AWS_BATCH_JOB_ARRAY_INDEX"
    case .parallel: "PARALLEL_SEQ"
    case .env: "MEDIATE_SHARD_INDEX"
    }
  }

  /// The variable the engine's N is read from.
  package var countVariable: String {
    switch self {
    case .kubernetes, .parallel, .env: Self.sharedCountVariable
    case .slurm: SlurmArray.countVariable
    case .awsBatch: "AWS_BATCH_JOB_ARRAY_SIZE"
    }
  }

  /// Whether the engine's N is `MEDIATE_SHARD_COUNT` (rather than a count the engine exports itself).
  package var countsWithSharedVariable: Bool { countVariable == Self.sharedCountVariable }

  /// The index of the first process: 0 or 1.
  private var firstIndex: Int {
    switch self {
    case .kubernetes, .awsBatch: 0
    case .slurm, .parallel, .env: 1
    }
  }

  /// What to do when the count is not set.
  private var countRemedy: String {
    switch self {
    case .kubernetes: "set it to the Job's .spec.completions (the shipped manifest does), or give --shard I/N"
    case .slurm: "give --shard I/N"
    case .awsBatch: "give --shard I/N"
    case .parallel: "set it to the number of jobs ({##} under --plus), or give --shard I/N"
    case .env: "set it to N, or give --shard I/N"
    }
  }

  /// This engine's shard as `environment` gives it, reading this engine's
  /// variables alone; nil when its index variable is not set.
  package func shard(in environment: JobArrayEnvironment) throws(JobArrayProblem) -> EngineShard? {
    switch self {
    case .slurm:
      return try SlurmArray.shard(in: environment)
    case .kubernetes, .awsBatch, .parallel, .env:
      guard let index = try environment.number(indexVariable) else { return nil }
      guard let count = try environment.count(countVariable) else {
        throw JobArrayProblem("\(indexVariable)=\(index) is set but \(countVariable) is not: \(countRemedy)")
      }
      let shard = index - firstIndex + 1
      guard (1...count).contains(shard) else {
        throw JobArrayProblem(
          "\(indexVariable)=\(index) gives shard \(shard), not from 1 to \(countVariable)=\(count)")
      }
      return EngineShard(
        engine: self, index: shard, count: count, source: "\(indexVariable)=\(index) (\(countVariable) \(count))")
    }
  }
}

/// One engine's reading of the environment: the shard, and where it came
/// from as the note on standard error shows it.
package struct EngineShard: Equatable, Sendable {
  package var engine: JobArrayEngine
  /// I, 1-based.
  package var index: Int
  /// N.
  package var count: Int
  /// The variables read and their values: `SLURM_ARRAY_TASK_ID=2 (MIN 0, STEP 1, COUNT 16)`.
  package var source: String

  package init(engine: JobArrayEngine, index: Int, count: Int, source: String) {
    self.engine = engine
    self.index = index
    self.count = count
    self.source = source
  }

  /// `3/16`.
  package var fraction: String { "\(index)/\(count)" }
}

/// Why the environment gives no shard, without the `--shard auto…: ` that
/// `ShardFromEnvironment` puts before it.
package struct JobArrayProblem: Error, Equatable, Sendable {
  package var text: String

  package init(_ text: String) { self.text = text }
}
