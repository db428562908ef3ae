import MediationKit

// The library's entry points with the adapters of mediate's iOS build, for a
// Swift user who simulates iOS configs (the core's take the registry).

extension ConfigLoader {
  /// Reads a config whose line items name the iOS build's adapter classes (`AdapterRegistry.standard`).
  package static func load(_ bytes: [UInt8]) throws(ConfigError) -> WaterfallConfig {
    try load(bytes, registry: .standard)
  }

  /// Reads a config, with its warnings, whose line items name the iOS build's adapter classes.
  package static func read(_ bytes: [UInt8]) throws(ConfigError) -> Loaded {
    try read(bytes, registry: .standard)
  }
}

extension Simulator {
  /// Plays one run of `config` with the iOS build's adapters and writes its records into `sink`.
  @discardableResult
  package static func trace(_ config: WaterfallConfig, seed: UInt64, into sink: any RecordSink) -> TraceOutcome {
    trace(config, seed: seed, registry: .standard, into: sink)
  }

  /// Plays the runs of `plan` with the iOS build's adapters.
  package static func summarize(
    _ config: WaterfallConfig, seed: UInt64, plan: BatchPlan, progress: (@Sendable (Int) -> Void)? = nil
  ) -> BatchResult {
    summarize(config, seed: seed, plan: plan, registry: .standard, progress: progress)
  }
}
