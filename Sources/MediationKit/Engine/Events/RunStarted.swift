/// The request starts.
struct RunStarted {
  /// The seed of the run's random streams, as the `run` record prints it.
  var seed: UInt64
}

extension RunStarted: TracedEvent {
  func trace(into recorder: TraceRecorder, at t: Int64) {
    recorder.seed = seed
    recorder.emit(.run(RunRecord(config: recorder.config, seed: seed)), at: t)
  }
}
