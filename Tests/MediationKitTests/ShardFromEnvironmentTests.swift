import Testing

@testable import MediationKit

/// `--shard auto` (decide2.md §6): each engine's variables give the shard
/// and the note; every rule refuses with its one line.
struct ShardFromEnvironmentTests {
  private static func request(_ text: String) throws -> ShardFromEnvironment {
    try ShardFromEnvironment(parsing: text)
  }

  /// The shard `text` reads from `environment`, or the refusal's message.
  private static func resolve(_ text: String, _ environment: [String: String]) throws -> Result<
    ShardFromEnvironment.Resolved, ShardFromEnvironment.Refusal
  > {
    try request(text).resolve(environment)
  }

  private static func shard(_ text: String, _ environment: [String: String]) throws -> ShardFromEnvironment.Resolved? {
    try resolve(text, environment).get()
  }

  private static func refusal(_ text: String, _ environment: [String: String]) throws -> String? {
    guard case .failure(let refusal) = try resolve(text, environment) else { return nil }
    return refusal.message
  }

  // MARK: the engines

  @Test func kubernetesCountsFromZeroWithMediateShardCount() throws {
    let environment = ["JOB_COMPLETION_INDEX": "2", "MEDIATE_SHARD_COUNT": "16"]
    for text in ["auto", "auto:kubernetes"] {
      let resolved = try #require(try Self.shard(text, environment))
      #expect(resolved.selection == ShardSelection(index: 3, count: 16))
      #expect(resolved.note == "shard 3/16 from JOB_COMPLETION_INDEX=2 (MEDIATE_SHARD_COUNT 16)")
    }
  }

  @Test func slurmStepsFromMin() throws {
    let environment = [
      "SLURM_ARRAY_TASK_ID": "2", "SLURM_ARRAY_TASK_COUNT": "16", "SLURM_ARRAY_TASK_MIN": "0",
      "SLURM_ARRAY_TASK_MAX": "15", "SLURM_ARRAY_TASK_STEP": "1",
    ]
    for text in ["auto", "auto:slurm"] {
      let resolved = try #require(try Self.shard(text, environment))
      #expect(resolved.selection == ShardSelection(index: 3, count: 16))
      #expect(resolved.note == "shard 3/16 from SLURM_ARRAY_TASK_ID=2 (MIN 0, STEP 1, COUNT 16)")
    }
    // --array=1-31:2 (16 tasks): task 5 is the third.
    let stepped = [
      "SLURM_ARRAY_TASK_ID": "5", "SLURM_ARRAY_TASK_COUNT": "16", "SLURM_ARRAY_TASK_MIN": "1",
      "SLURM_ARRAY_TASK_MAX": "31", "SLURM_ARRAY_TASK_STEP": "2",
    ]
    let resolved = try #require(try Self.shard("auto", stepped))
    #expect(resolved.selection == ShardSelection(index: 3, count: 16))
    #expect(resolved.note == "shard 3/16 from SLURM_ARRAY_TASK_ID=5 (MIN 1, STEP 2, COUNT 16)")
    // --array=0-15:4 (tasks 0, 4, 8, 12): MAX may be the bound asked for or the last task.
    for max in ["12", "15"] {
      let four = [
        "SLURM_ARRAY_TASK_ID": "8", "SLURM_ARRAY_TASK_COUNT": "4", "SLURM_ARRAY_TASK_MIN": "0",
        "SLURM_ARRAY_TASK_MAX": max, "SLURM_ARRAY_TASK_STEP": "4",
      ]
      #expect(try Self.shard("auto", four)?.selection == ShardSelection(index: 3, count: 4))
    }
  }

  /// MIN unset is 0, STEP unset is 1, MAX unset is not checked.
  @Test func slurmDefaultsMinAndStep() throws {
    let resolved = try #require(try Self.shard("auto", ["SLURM_ARRAY_TASK_ID": "0", "SLURM_ARRAY_TASK_COUNT": "3"]))
    #expect(resolved.selection == ShardSelection(index: 1, count: 3))
    #expect(resolved.note == "shard 1/3 from SLURM_ARRAY_TASK_ID=0 (MIN 0, STEP 1, COUNT 3)")
    let step = ["SLURM_ARRAY_TASK_ID": "4", "SLURM_ARRAY_TASK_COUNT": "3", "SLURM_ARRAY_TASK_STEP": "2"]
    #expect(try Self.shard("auto", step)?.selection == ShardSelection(index: 3, count: 3))
  }

  @Test func awsBatchCountsFromZeroWithItsSize() throws {
    let environment = ["AWS_BATCH_JOB_ARRAY_INDEX": "0", "AWS_BATCH_JOB_ARRAY_SIZE": "4"]
    for text in ["auto", "auto:aws-batch"] {
      let resolved = try #require(try Self.shard(text, environment))
      #expect(resolved.selection == ShardSelection(index: 1, count: 4))
      #expect(resolved.note == "shard 1/4 from AWS_BATCH_JOB_ARRAY_INDEX=0 (AWS_BATCH_JOB_ARRAY_SIZE 4)")
    }
  }

  @Test func parallelCountsFromOne() throws {
    let environment = ["PARALLEL_SEQ": "4", "MEDIATE_SHARD_COUNT": "4"]
    for text in ["auto", "auto:parallel"] {
      let resolved = try #require(try Self.shard(text, environment))
      #expect(resolved.selection == ShardSelection(index: 4, count: 4))
      #expect(resolved.note == "shard 4/4 from PARALLEL_SEQ=4 (MEDIATE_SHARD_COUNT 4)")
    }
  }

  @Test func envIsAsGiven() throws {
    let environment = ["MEDIATE_SHARD_INDEX": "1", "MEDIATE_SHARD_COUNT": "1"]
    for text in ["auto", "auto:env"] {
      let resolved = try #require(try Self.shard(text, environment))
      #expect(resolved.selection == ShardSelection(index: 1, count: 1))
      #expect(resolved.note == "shard 1/1 from MEDIATE_SHARD_INDEX=1 (MEDIATE_SHARD_COUNT 1)")
    }
  }

  /// Leading zeros are digits; the largest count is 1,000,000.
  @Test func readsLeadingZerosAndTheLargestCount() throws {
    let environment = ["MEDIATE_SHARD_INDEX": "01000000", "MEDIATE_SHARD_COUNT": "1000000"]
    #expect(try Self.shard("auto", environment)?.selection == ShardSelection(index: 1_000_000, count: 1_000_000))
  }

  // MARK: several engines

  /// Engines that agree give their shard; the note names each.
  @Test func enginesThatAgreeGiveTheirShard() throws {
    let environment = ["JOB_COMPLETION_INDEX": "2", "MEDIATE_SHARD_INDEX": "3", "MEDIATE_SHARD_COUNT": "16"]
    let resolved = try #require(try Self.shard("auto", environment))
    #expect(resolved.selection == ShardSelection(index: 3, count: 16))
    #expect(
      resolved.note
        == "shard 3/16 from JOB_COMPLETION_INDEX=2 (MEDIATE_SHARD_COUNT 16) and MEDIATE_SHARD_INDEX=3 (MEDIATE_SHARD_COUNT 16)"
    )
    // MEDIATE_SHARD_COUNT beside Slurm: the same count.
    let slurm = ["SLURM_ARRAY_TASK_ID": "2", "SLURM_ARRAY_TASK_COUNT": "16", "MEDIATE_SHARD_COUNT": "16"]
    let withCount = try #require(try Self.shard("auto", slurm))
    #expect(withCount.selection == ShardSelection(index: 3, count: 16))
    #expect(
      withCount.note == "shard 3/16 from SLURM_ARRAY_TASK_ID=2 (MIN 0, STEP 1, COUNT 16) and MEDIATE_SHARD_COUNT=16")
  }

  @Test func enginesThatDisagreeAreRefused() throws {
    let environment = [
      "SLURM_ARRAY_TASK_ID": "2", "SLURM_ARRAY_TASK_COUNT": "16", "PARALLEL_SEQ": "2", "MEDIATE_SHARD_COUNT": "4",
    ]
    #expect(
      try Self.refusal("auto", environment)
        == "--shard auto: SLURM_ARRAY_TASK_ID gives 3/16, PARALLEL_SEQ gives 2/4: choose with --shard auto:slurm")
    // Each alone, as chosen.
    #expect(try Self.shard("auto:slurm", environment)?.selection == ShardSelection(index: 3, count: 16))
    #expect(try Self.shard("auto:parallel", environment)?.selection == ShardSelection(index: 2, count: 4))
    // Two that share MEDIATE_SHARD_COUNT cannot compose; three list every choice.
    let three = [
      "JOB_COMPLETION_INDEX": "0", "PARALLEL_SEQ": "2", "MEDIATE_SHARD_INDEX": "3", "MEDIATE_SHARD_COUNT": "4",
    ]
    #expect(
      try Self.refusal("auto", three)
        == "--shard auto: JOB_COMPLETION_INDEX gives 1/4, PARALLEL_SEQ gives 2/4, MEDIATE_SHARD_INDEX gives 3/4: "
        + "choose with --shard auto:kubernetes")
    let two = ["JOB_COMPLETION_INDEX": "0", "MEDIATE_SHARD_INDEX": "3", "MEDIATE_SHARD_COUNT": "4"]
    #expect(
      try Self.refusal("auto", two)
        == "--shard auto: JOB_COMPLETION_INDEX gives 1/4, MEDIATE_SHARD_INDEX gives 3/4: "
        + "choose with --shard auto:kubernetes")
  }

  /// MEDIATE_SHARD_COUNT is not Slurm's or AWS Batch's count: set beside
  /// them, it must be theirs.
  @Test func aSharedCountThatDiffersFromTheEnginesIsRefused() throws {
    let slurm = ["SLURM_ARRAY_TASK_ID": "2", "SLURM_ARRAY_TASK_COUNT": "16", "MEDIATE_SHARD_COUNT": "4"]
    #expect(
      try Self.refusal("auto", slurm)
        == "--shard auto: SLURM_ARRAY_TASK_ID gives 3/16, MEDIATE_SHARD_COUNT is 4: choose with --shard auto:slurm")
    #expect(try Self.shard("auto:slurm", slurm)?.selection == ShardSelection(index: 3, count: 16))
    let aws = ["AWS_BATCH_JOB_ARRAY_INDEX": "2", "AWS_BATCH_JOB_ARRAY_SIZE": "3", "MEDIATE_SHARD_COUNT": "4"]
    #expect(
      try Self.refusal("auto", aws)
        == "--shard auto: AWS_BATCH_JOB_ARRAY_INDEX gives 3/3, MEDIATE_SHARD_COUNT is 4: choose with --shard auto:aws-batch"
    )
    let bad = ["AWS_BATCH_JOB_ARRAY_INDEX": "2", "AWS_BATCH_JOB_ARRAY_SIZE": "3", "MEDIATE_SHARD_COUNT": "x"]
    #expect(
      try Self.refusal("auto", bad) == #"--shard auto: MEDIATE_SHARD_COUNT="x" is not a number (decimal digits only)"#)
  }

  /// One engine set but unreadable, another set too: the line says so.
  @Test func anUnreadableEngineBesideAnotherNamesBoth() throws {
    let environment = ["SLURM_ARRAY_TASK_ID": "2", "SLURM_ARRAY_TASK_COUNT": "16", "PARALLEL_SEQ": "3"]
    #expect(
      try Self.refusal("auto", environment)
        == "--shard auto: PARALLEL_SEQ=3 is set but MEDIATE_SHARD_COUNT is not: set it to the number of jobs "
        + "({##} under --plus), or give --shard I/N (SLURM_ARRAY_TASK_ID is set too: choose with --shard auto:slurm)")
    #expect(try Self.shard("auto:slurm", environment)?.selection == ShardSelection(index: 3, count: 16))
  }

  // MARK: composition

  /// I = (I_outer − 1) · N_inner + I_inner, N = N_outer · N_inner: every
  /// pair of an outer and an inner shard is one shard, and all of them
  /// cover 1 … N once.
  @Test(arguments: [(1, 1), (2, 2), (2, 3), (3, 2), (4, 4), (1, 5)])
  func compositionCoversEveryShardOnce(outer: Int, inner: Int) throws {
    var seen: [Int] = []
    for task in 0..<outer {
      for sequence in 1...inner {
        let environment = [
          "SLURM_ARRAY_TASK_ID": "\(task)", "SLURM_ARRAY_TASK_COUNT": "\(outer)", "SLURM_ARRAY_TASK_MIN": "0",
          "SLURM_ARRAY_TASK_MAX": "\(outer - 1)", "SLURM_ARRAY_TASK_STEP": "1", "PARALLEL_SEQ": "\(sequence)",
          "MEDIATE_SHARD_COUNT": "\(inner)",
        ]
        let resolved = try #require(try Self.shard("auto:slurm,parallel", environment))
        #expect(resolved.selection.count == outer * inner)
        #expect(resolved.selection.index == task * inner + sequence)
        seen.append(resolved.selection.index)
      }
    }
    #expect(seen == Array(1...(outer * inner)))
  }

  @Test func compositionNotesBothLevels() throws {
    let environment = [
      "SLURM_ARRAY_TASK_ID": "1", "SLURM_ARRAY_TASK_COUNT": "4", "PARALLEL_SEQ": "3", "MEDIATE_SHARD_COUNT": "4",
    ]
    let resolved = try #require(try Self.shard("auto:slurm,parallel", environment))
    #expect(resolved.selection == ShardSelection(index: 7, count: 16))
    #expect(
      resolved.note
        == "shard 7/16 from outer shard 2/4, SLURM_ARRAY_TASK_ID=1 (MIN 0, STEP 1, COUNT 4), "
        + "and inner shard 3/4, PARALLEL_SEQ=3 (MEDIATE_SHARD_COUNT 4)")
    // Any two engines that do not share MEDIATE_SHARD_COUNT: AWS Batch outside env.
    let aws = [
      "AWS_BATCH_JOB_ARRAY_INDEX": "1", "AWS_BATCH_JOB_ARRAY_SIZE": "2", "MEDIATE_SHARD_INDEX": "1",
      "MEDIATE_SHARD_COUNT": "3",
    ]
    #expect(try Self.shard("auto:aws-batch,env", aws)?.selection == ShardSelection(index: 4, count: 6))
  }

  @Test func compositionRefusesALevelNotSetAndTooManyShards() throws {
    #expect(
      try Self.refusal("auto:slurm,parallel", ["PARALLEL_SEQ": "1", "MEDIATE_SHARD_COUNT": "2"])
        == "--shard auto:slurm,parallel: SLURM_ARRAY_TASK_ID is not set")
    #expect(
      try Self.refusal("auto:slurm,parallel", ["SLURM_ARRAY_TASK_ID": "0", "SLURM_ARRAY_TASK_COUNT": "2"])
        == "--shard auto:slurm,parallel: PARALLEL_SEQ is not set")
    let large = [
      "SLURM_ARRAY_TASK_ID": "0", "SLURM_ARRAY_TASK_COUNT": "2000", "PARALLEL_SEQ": "1", "MEDIATE_SHARD_COUNT": "1000",
    ]
    #expect(
      try Self.refusal("auto:slurm,parallel", large)
        == "--shard auto:slurm,parallel: 2000 × 1000 = 2000000 shards, more than 1000000")
  }

  // MARK: refusals

  @Test func noEngineSetIsRefused() throws {
    let message =
      "--shard auto: none of JOB_COMPLETION_INDEX, SLURM_ARRAY_TASK_ID, AWS_BATCH_JOB_ARRAY_INDEX, PARALLEL_SEQ, "
      + "MEDIATE_SHARD_INDEX is set"
    #expect(try Self.refusal("auto", [:]) == message)
    // A count alone places no process; nor do Slurm's other variables.
    #expect(try Self.refusal("auto", ["MEDIATE_SHARD_COUNT": "4", "SLURM_ARRAY_TASK_COUNT": "4"]) == message)
    // A Kubernetes pod that is not an Indexed Job.
    #expect(
      try Self.refusal("auto:kubernetes", ["MEDIATE_SHARD_COUNT": "4"])
        == "--shard auto:kubernetes: JOB_COMPLETION_INDEX is not set")
    // auto:ENGINE reads only that engine.
    #expect(
      try Self.refusal("auto:aws-batch", ["PARALLEL_SEQ": "1", "MEDIATE_SHARD_COUNT": "1"])
        == "--shard auto:aws-batch: AWS_BATCH_JOB_ARRAY_INDEX is not set")
  }

  @Test(arguments: [
    (
      ["JOB_COMPLETION_INDEX": "2"],
      "--shard auto: JOB_COMPLETION_INDEX=2 is set but MEDIATE_SHARD_COUNT is not: set it to the Job's "
        + ".spec.completions (the shipped manifest does), or give --shard I/N"
    ),
    (
      ["PARALLEL_SEQ": "2"],
      "--shard auto: PARALLEL_SEQ=2 is set but MEDIATE_SHARD_COUNT is not: set it to the number of jobs "
        + "({##} under --plus), or give --shard I/N"
    ),
    (
      ["MEDIATE_SHARD_INDEX": "2"],
      "--shard auto: MEDIATE_SHARD_INDEX=2 is set but MEDIATE_SHARD_COUNT is not: set it to N, or give --shard I/N"
    ),
    (
      ["SLURM_ARRAY_TASK_ID": "2"],
      "--shard auto: SLURM_ARRAY_TASK_ID=2 is set but SLURM_ARRAY_TASK_COUNT is not: give --shard I/N"
    ),
    (
      ["AWS_BATCH_JOB_ARRAY_INDEX": "2"],
      "--shard auto: AWS_BATCH_JOB_ARRAY_INDEX=2 is set but AWS_BATCH_JOB_ARRAY_SIZE is not: give --shard I/N"
    ),
    // MEDIATE_SHARD_COUNT is not AWS Batch's count.
    (
      ["AWS_BATCH_JOB_ARRAY_INDEX": "2", "MEDIATE_SHARD_COUNT": "4"],
      "--shard auto: AWS_BATCH_JOB_ARRAY_INDEX=2 is set but AWS_BATCH_JOB_ARRAY_SIZE is not: give --shard I/N"
    ),
  ])
  func anEngineWithoutItsCountIsRefused(environment: [String: String], message: String) throws {
    #expect(try Self.refusal("auto", environment) == message)
  }

  @Test(arguments: ["", " 3", "3 ", "+3", "-3", "3.0", "0x3", "٣", "3\n"])
  func aValueOtherThanDigitsIsRefused(value: String) throws {
    for (variable, engine) in [
      ("JOB_COMPLETION_INDEX", "kubernetes"), ("SLURM_ARRAY_TASK_ID", "slurm"),
      ("AWS_BATCH_JOB_ARRAY_INDEX", "aws-batch"), ("PARALLEL_SEQ", "parallel"), ("MEDIATE_SHARD_INDEX", "env"),
    ] {
      let environment = [
        variable: value, "MEDIATE_SHARD_COUNT": "4", "SLURM_ARRAY_TASK_COUNT": "4", "AWS_BATCH_JOB_ARRAY_SIZE": "4",
      ]
      #expect(
        try Self.refusal("auto:\(engine)", environment)
          == "--shard auto:\(engine): \(variable)=\"\(value)\" is not a number (decimal digits only)")
    }
    for variable in [
      "MEDIATE_SHARD_COUNT", "SLURM_ARRAY_TASK_MIN", "SLURM_ARRAY_TASK_MAX", "SLURM_ARRAY_TASK_STEP",
      "SLURM_ARRAY_TASK_COUNT",
    ] {
      var environment = ["SLURM_ARRAY_TASK_ID": "0", "SLURM_ARRAY_TASK_COUNT": "1"]
      environment[variable] = value
      #expect(
        try Self.refusal("auto", environment)
          == "--shard auto: \(variable)=\"\(value)\" is not a number (decimal digits only)")
    }
  }

  @Test func aCountOutOfRangeIsRefused() throws {
    #expect(
      try Self.refusal("auto", ["MEDIATE_SHARD_INDEX": "1", "MEDIATE_SHARD_COUNT": "0"])
        == "--shard auto: MEDIATE_SHARD_COUNT=0 is not a shard count from 1 to 1000000")
    #expect(
      try Self.refusal("auto", ["MEDIATE_SHARD_INDEX": "1", "MEDIATE_SHARD_COUNT": "1000001"])
        == "--shard auto: MEDIATE_SHARD_COUNT=1000001 is not a shard count from 1 to 1000000")
    #expect(
      try Self.refusal("auto", ["AWS_BATCH_JOB_ARRAY_INDEX": "1", "AWS_BATCH_JOB_ARRAY_SIZE": "0"])
        == "--shard auto: AWS_BATCH_JOB_ARRAY_SIZE=0 is not a shard count from 1 to 1000000")
    #expect(
      try Self.refusal("auto", ["SLURM_ARRAY_TASK_ID": "1", "SLURM_ARRAY_TASK_COUNT": "99999999999999999999"])
        == "--shard auto: SLURM_ARRAY_TASK_COUNT=99999999999999999999 is too large")
  }

  @Test(arguments: [
    (
      ["JOB_COMPLETION_INDEX": "4", "MEDIATE_SHARD_COUNT": "4"],
      "--shard auto: JOB_COMPLETION_INDEX=4 gives shard 5, not from 1 to MEDIATE_SHARD_COUNT=4"
    ),
    (
      ["AWS_BATCH_JOB_ARRAY_INDEX": "4", "AWS_BATCH_JOB_ARRAY_SIZE": "4"],
      "--shard auto: AWS_BATCH_JOB_ARRAY_INDEX=4 gives shard 5, not from 1 to AWS_BATCH_JOB_ARRAY_SIZE=4"
    ),
    // decide2.md: PARALLEL_SEQ greater than MEDIATE_SHARD_COUNT is 64.
    (
      ["PARALLEL_SEQ": "5", "MEDIATE_SHARD_COUNT": "4"],
      "--shard auto: PARALLEL_SEQ=5 gives shard 5, not from 1 to MEDIATE_SHARD_COUNT=4"
    ),
    (
      ["PARALLEL_SEQ": "0", "MEDIATE_SHARD_COUNT": "4"],
      "--shard auto: PARALLEL_SEQ=0 gives shard 0, not from 1 to MEDIATE_SHARD_COUNT=4"
    ),
    (
      ["MEDIATE_SHARD_INDEX": "0", "MEDIATE_SHARD_COUNT": "4"],
      "--shard auto: MEDIATE_SHARD_INDEX=0 gives shard 0, not from 1 to MEDIATE_SHARD_COUNT=4"
    ),
  ])
  func anIndexOutOfRangeIsRefused(environment: [String: String], message: String) throws {
    #expect(try Self.refusal("auto", environment) == message)
  }

  @Test(arguments: [
    // --array=1,2,9: a list, not a range.
    (
      [
        "SLURM_ARRAY_TASK_ID": "9", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_MAX": "9",
        "SLURM_ARRAY_TASK_COUNT": "3",
      ],
      "SLURM_ARRAY_TASK_ID=9 (MIN 1, MAX 9, STEP 1, COUNT 3) is no evenly stepped array "
        + "((MAX − MIN) / STEP + 1 is 9, not COUNT)"
    ),
    (
      [
        "SLURM_ARRAY_TASK_ID": "3", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_MAX": "5",
        "SLURM_ARRAY_TASK_STEP": "2", "SLURM_ARRAY_TASK_COUNT": "3",
      ],
      nil
    ),
    (
      [
        "SLURM_ARRAY_TASK_ID": "2", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_MAX": "5",
        "SLURM_ARRAY_TASK_STEP": "2", "SLURM_ARRAY_TASK_COUNT": "3",
      ],
      "SLURM_ARRAY_TASK_ID=2 (MIN 1, MAX 5, STEP 2, COUNT 3) is no evenly stepped array (ID − MIN is no multiple of STEP)"
    ),
    (
      ["SLURM_ARRAY_TASK_ID": "0", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_COUNT": "3"],
      "SLURM_ARRAY_TASK_ID=0 (MIN 1, MAX unset, STEP 1, COUNT 3) is no evenly stepped array (ID below MIN)"
    ),
    (
      [
        "SLURM_ARRAY_TASK_ID": "5", "SLURM_ARRAY_TASK_MIN": "5", "SLURM_ARRAY_TASK_MAX": "4",
        "SLURM_ARRAY_TASK_COUNT": "3",
      ],
      "SLURM_ARRAY_TASK_ID=5 (MIN 5, MAX 4, STEP 1, COUNT 3) is no evenly stepped array (MAX below MIN)"
    ),
    (
      ["SLURM_ARRAY_TASK_ID": "3", "SLURM_ARRAY_TASK_COUNT": "3"],
      "SLURM_ARRAY_TASK_ID=3 (MIN 0, MAX unset, STEP 1, COUNT 3) is no evenly stepped array "
        + "((ID − MIN) / STEP + 1 is 4, above COUNT)"
    ),
  ])
  func aSlurmArrayThatIsNoSteppedRangeIsRefused(environment: [String: String], problem: String?) throws {
    let refusal = try Self.refusal("auto:slurm", environment)
    #expect(
      refusal
        == problem.map { "--shard auto:slurm: \($0): submit --array=0-N−1, or give --shard I/N" })
  }

  @Test func aSlurmStepOfZeroIsRefused() throws {
    #expect(
      try Self.refusal(
        "auto", ["SLURM_ARRAY_TASK_ID": "0", "SLURM_ARRAY_TASK_COUNT": "1", "SLURM_ARRAY_TASK_STEP": "0"])
        == "--shard auto: SLURM_ARRAY_TASK_STEP=0 is not a step (1 or more)")
  }

  // MARK: the option's value

  @Test func parsesTheValues() throws {
    #expect(try Self.request("auto").engines == .any)
    for engine in JobArrayEngine.allCases {
      #expect(try Self.request("auto:\(engine.rawValue)").engines == .one(engine))
      #expect(try Self.request("auto:\(engine.rawValue)").text == "auto:\(engine.rawValue)")
    }
    #expect(try Self.request("auto:slurm,parallel").engines == .composed(outer: .slurm, inner: .parallel))
    #expect(try Self.request("auto:kubernetes,aws-batch").engines == .composed(outer: .kubernetes, inner: .awsBatch))
    #expect(ShardFromEnvironment.isRequest("auto:"))
    #expect(!ShardFromEnvironment.isRequest("automatic"))
    #expect(!ShardFromEnvironment.isRequest("2/4"))
  }

  @Test(arguments: [
    ("auto:", "auto:ENGINE or auto:OUTER,INNER with ENGINE kubernetes, slurm, aws-batch, parallel or env"),
    ("auto:slurmm", "auto:ENGINE or auto:OUTER,INNER with ENGINE kubernetes, slurm, aws-batch, parallel or env"),
    ("auto:Slurm", "auto:ENGINE or auto:OUTER,INNER with ENGINE kubernetes, slurm, aws-batch, parallel or env"),
    ("auto:slurm,", "auto:ENGINE or auto:OUTER,INNER with ENGINE kubernetes, slurm, aws-batch, parallel or env"),
    ("auto:slurm,parallel,env", "auto:ENGINE or auto:OUTER,INNER (two levels at most)"),
    ("auto:slurm,slurm", "auto:OUTER,INNER with two different engines"),
    (
      "auto:kubernetes,parallel",
      "auto:OUTER,INNER with at most one of kubernetes, parallel and env (both would read their count from "
        + "MEDIATE_SHARD_COUNT)"
    ),
  ])
  func refusesValuesThatAreNoRequest(text: String, expected: String) {
    #expect(throws: ShardFromEnvironment.InvalidRequest(expected: expected)) { try Self.request(text) }
  }
}
