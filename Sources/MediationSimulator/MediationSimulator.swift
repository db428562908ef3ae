// MediationSimulator: the library façade. A Swift program imports this one module and reaches what
// the `mediate` command does: load a config, trace one run, summarize a batch of runs (with cancellation),
// play a batch as jobs and merge their partial results, compare two configs, optimize one, and fit one from
// a report. The records these return are the core's public records (re-exported here); everything else of
// the core and of the iOS platform is `package`, for the command line alone (docs/public-api.md).

@_exported import MediationKit

/// The simulator's entry points: each plays what its `mediate` command
/// plays, with mediate's iOS adapters, and returns the record it prints.
///
/// Every function is synchronous and deterministic: the same inputs give the
/// same values on every machine, whatever `jobs` is. The long ones (batches,
/// compare, optimize) take a `BatchCancellation` that another thread (or a
/// task's cancellation handler) may cancel; they then throw `MediationError`
/// of kind `.cancelled` as soon as the chunk of runs under way ends.
public enum Mediation {}
