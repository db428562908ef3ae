/// How many jobs a batch of runs is spread over, and whether the machine
/// has the memory for it: estimated before anything starts, since running
/// out of memory cannot be caught once it happens.
///
/// A batch keeps one set of counts per job until its end (the Monte Carlo
/// kernel's `BatchTally`): a latency histogram of 65,536 `Int` counters
/// (512 KiB) and a row of counts per line item (about 100 bytes, measured).
/// Each thread that plays runs also holds one run's state, per line item
/// (about 400 bytes on the trace engine, measured; less on the kernel); no
/// more threads run at once than there are cores. So memory grows as jobs ×
/// line items: 100,000 line items on 256 jobs took 2.6 GB.
///
/// Jobs beyond twice the number of cores buy nothing (the runs keep every
/// core busy) and cost that memory, so a larger `--jobs` is lowered to that,
/// and to the number of runs; then, while the estimate exceeds half the
/// memory the process may use, to fewer. None of this changes a byte of the
/// output. Only when a single job does not fit is the batch refused.
enum BatchMemory {
  /// Each job's latency histogram.
  static let histogramBytes = 65_536 * MemoryLayout<Int>.size
  /// Each job's counts of one line item, with a margin over the ~100 measured.
  static let countsBytesPerLineItem = 128
  /// A running thread's state of one run, per line item, with a margin over the ~400 measured.
  static let runBytesPerLineItem = 512
  /// The most jobs per core.
  static let jobsPerCore = 2

  /// What one config asks of memory, for `estimate`.
  struct Load: Equatable {
    var lineItems: Int
    /// The runs of its batch, in this process (a shard's slice); 0 when it
    /// plays no batch (a `mediate test` config without summary checks).
    var runs: Int
  }

  /// Why no number of jobs fits: even one needs `bytes`, more than the
  /// `budget` (half of `limit`, the memory the process may use).
  struct Refusal: Error, Equatable {
    var bytes: Int
    var budget: Int
    var limit: Int

    /// The reason, after what needs the memory: `needs about 64.5 MiB of
    /// memory even on one thread, more than …`.
    var message: String {
      "needs about \(BatchMemory.shown(bytes)) of memory even on one thread, more than the "
        + "\(BatchMemory.shown(budget)) a batch may use (half of the \(BatchMemory.shown(limit)) this process may use)"
    }
  }

  /// The jobs for `loads` (one config for `simulate`, every config for
  /// `test`): `requested` or the number of cores, at most `jobsPerCore` per
  /// core (and, for one config, at most its runs), lowered until the
  /// estimate, with the `besides` bytes the command keeps whatever the jobs
  /// (`plan`'s runs' revenues), fits half of `memoryLimit` (nil: unknown, not checked).
  static func jobs(
    requested: Int?, loads: [Load], cores: Int, memoryLimit: Int?, besides: Int = 0
  ) throws(Refusal) -> Int {
    let cores = max(1, cores)
    var jobs = max(1, min(requested ?? cores, cores * jobsPerCore))
    if loads.count == 1, let load = loads.first, load.runs > 0 { jobs = min(jobs, load.runs) }
    guard let memoryLimit else { return jobs }
    let budget = memoryLimit / 2
    let estimate = Estimate(loads, cores: cores)
    while jobs > 1, estimate.bytes(jobs: jobs) + besides > budget { jobs -= 1 }
    let bytes = estimate.bytes(jobs: jobs) + besides
    guard bytes <= budget else { throw Refusal(bytes: bytes, budget: budget, limit: memoryLimit) }
    return jobs
  }

  /// The bytes `loads` need, by the number of jobs, beyond the configs themselves.
  ///
  /// One config spreads its batch over every job; several configs run side
  /// by side, one job each (`ConfigTest.run`), so the largest `jobs` of them
  /// may be in memory at once.
  struct Estimate {
    private let single: Load?
    private let cores: Int
    /// With several configs: the sums of the largest 0, 1, 2, … configs' needs.
    private let largest: [Int]

    init(_ loads: [Load], cores: Int) {
      self.cores = max(1, cores)
      if loads.count == 1 {
        single = loads.first
        largest = []
      } else {
        single = nil
        let each = loads.map(oneJob)
        var sums = [0]
        for bytes in each.sorted(by: >) { sums.append((sums.last ?? 0) + bytes) }
        largest = sums
      }
    }

    func bytes(jobs: Int) -> Int {
      if let single {
        let batchJobs = single.runs > 0 ? min(jobs, single.runs) : 0
        return batch(lineItems: single.lineItems, jobs: batchJobs, threads: max(1, min(batchJobs, cores)))
      }
      return largest[min(max(jobs, 0), largest.count - 1)]
    }
  }

  /// The bytes of one config run on one job, beside the others (`mediate test`).
  static func oneJob(_ load: Load) -> Int {
    batch(lineItems: load.lineItems, jobs: load.runs > 0 ? 1 : 0, threads: 1)
  }

  /// A batch's counts on `jobs` jobs and its runs' state on `threads` threads
  /// (a traced run alone is a batch of no jobs on one thread).
  fileprivate static func batch(lineItems: Int, jobs: Int, threads: Int) -> Int {
    jobs * (histogramBytes + countsBytesPerLineItem * lineItems) + threads * runBytesPerLineItem * lineItems
  }

  /// `bytes` for a message: `1.5 GiB`, `12.3 MiB`.
  static func shown(_ bytes: Int) -> String {
    let mebibytes = Double(bytes) / 1_048_576
    if mebibytes >= 1024 { return tenths(mebibytes / 1024) + " GiB" }
    return tenths(mebibytes) + " MiB"
  }

  private static func tenths(_ value: Double) -> String {
    let scaled = Int((value * 10).rounded())
    return "\(scaled / 10).\(scaled % 10)"
  }
}
