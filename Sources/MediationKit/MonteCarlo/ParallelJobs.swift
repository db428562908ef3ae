import Dispatch

/// Work spread over threads, each job's result in a slot of its own.
///
/// No lock: job `i` writes slot `i` and nothing else, and
/// `concurrentPerform` returns only after every job has, so the writes come
/// before the reads. (A `Mutex` on the caller's stack would do the same, but
/// ThreadSanitizer cannot see the toolchain's `Mutex` order its accesses and
/// reports a race that is not there; this way `make sanitize` checks the
/// threaded paths with nothing suppressed.)
enum ParallelJobs {
  /// `body(job)` for each job from 0 to `jobs − 1`, on up to `jobs` threads; the results in job order.
  static func map<Result: Sendable>(_ jobs: Int, _ body: @Sendable (Int) -> Result) -> [Result] {
    var results = [Result?](repeating: nil, count: jobs)
    results.withUnsafeMutableBufferPointer { buffer in
      let slots = Slots(buffer: buffer)
      DispatchQueue.concurrentPerform(iterations: jobs) { job in
        slots.buffer[job] = body(job)
      }
    }
    return results.map { $0! }
  }

  /// The results' buffer, shared by the jobs; each writes only its own slot.
  private struct Slots<Element>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Element>
  }
}
