import MediationKit

extension Command {
  /// The command with `--shard auto…` replaced by the shard the job array
  /// gives (`ShardFromEnvironment`, read from `context.environment`), its
  /// note printed on standard error: `mediate: shard 3/16 from
  /// SLURM_ARRAY_TASK_ID=2 (MIN 0, STEP 1, COUNT 16)`. Nil when the
  /// environment gives no shard: the refusal's one line is printed, and
  /// the caller exits with 64. Commands without `--shard auto…` are
  /// returned as they are, and their environment is not read.
  func resolvingShard(context: CLIContext) -> Command? {
    switch self {
    case .simulate(var options):
      guard let request = options.shardFromEnvironment else { return self }
      guard let shard = Self.resolve(request, context: context) else { return nil }
      options.shard = shard
      options.shardFromEnvironment = nil
      return .simulate(options)
    case .compare(var options):
      guard let request = options.shardFromEnvironment else { return self }
      guard let shard = Self.resolve(request, context: context) else { return nil }
      options.shard = shard
      options.shardFromEnvironment = nil
      return .compare(options)
    case .validate, .adapters, .merge, .optimize, .fit, .plan, .test, .rules, .schema, .initConfig, .completions,
      .version,
      .help, .helpConfig:
      return self
    }
  }

  /// The shard `request` reads, its note printed; nil, its refusal printed.
  private static func resolve(_ request: ShardFromEnvironment, context: CLIContext) -> ShardSelection? {
    switch request.resolve(context.environment) {
    case .success(let resolved):
      context.report(resolved.note)
      return resolved.selection
    case .failure(let refusal):
      context.report(refusal.message)
      return nil
    }
  }
}
