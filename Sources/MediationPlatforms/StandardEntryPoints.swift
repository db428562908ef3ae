import MediationKit

// The core's entry points with the adapters of mediate's build (every
// platform it links: a config's `platform` picks its registry), for the
// code of this package that reads and plays configs without choosing a
// registry itself (the core's take the registries).

extension ConfigLoader {
  /// Reads a config whose line items name the build's adapter classes of its platform.
  package static func load(_ bytes: [UInt8]) throws(ConfigError) -> WaterfallConfig {
    try load(bytes, registries: .standard)
  }

  /// Reads a config, with its warnings, whose line items name the build's adapter classes of its platform.
  package static func read(_ bytes: [UInt8]) throws(ConfigError) -> Loaded {
    try read(bytes, registries: .standard)
  }
}

extension Simulator {
  /// Plays one run of `config` with the build's adapters of its platform and writes its records into `sink`.
  @discardableResult
  package static func trace(_ config: WaterfallConfig, seed: UInt64, into sink: any RecordSink) -> TraceOutcome {
    trace(config, seed: seed, registries: .standard, into: sink)
  }

  /// Plays the runs of `plan` with the build's adapters of the config's platform.
  package static func summarize(
    _ config: WaterfallConfig, seed: UInt64, plan: BatchPlan, progress: (@Sendable (Int) -> Void)? = nil
  ) -> BatchResult {
    summarize(config, seed: seed, plan: plan, registries: .standard, progress: progress)
  }
}
