import Synchronization

/// A request, from any thread, that a batch of runs stop: a batch (and a
/// compare or a search, which play batches) looks at it between chunks of
/// runs, stops taking new ones, and its caller throws away what it played.
///
/// What a finished batch gives never depends on it: a batch is either whole
/// or cancelled, never a summary of the runs that happened to be played.
public final class BatchCancellation: Sendable {
  private let cancelled = Atomic<Bool>(false)

  public init() {}

  /// Asks every batch that holds this to stop; it cannot be taken back.
  public func cancel() {
    cancelled.store(true, ordering: .relaxed)
  }

  /// Whether `cancel()` was called.
  public var isCancelled: Bool { cancelled.load(ordering: .relaxed) }
}

extension Optional where Wrapped == BatchCancellation {
  /// Whether there is a cancellation and it was asked for.
  package var isCancelled: Bool { self?.isCancelled ?? false }
}
