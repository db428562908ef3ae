/// `--shard auto`, `--shard auto:ENGINE` and `--shard auto:OUTER,INNER`:
/// the shard a process plays, read from the job array it runs in
/// (decide2.md §6; the engines and their variables are `JobArrayEngine`).
///
/// A pure function of the environment: the same variables give the same
/// shard, and the output of the shard does not depend on the engine that
/// named it, so a retried task prints the same bytes.
///
/// - `auto` reads every engine whose index variable is set. None set is
///   refused, naming the five index variables (`MEDIATE_SHARD_COUNT` alone
///   places no process). Several set must agree on I/N, and
///   `MEDIATE_SHARD_COUNT`, when set beside Slurm or AWS Batch (which
///   export their own count), must equal their count; otherwise the
///   refusal lists what each gives and how to choose.
/// - `auto:ENGINE` reads that engine's variables alone (`auto:slurm`
///   ignores `MEDIATE_SHARD_COUNT` and `PARALLEL_SEQ`).
/// - `auto:OUTER,INNER` reads two engines, each alone, and composes them:
///   I = (I_outer − 1) · N_inner + I_inner, N = N_outer · N_inner (GNU
///   parallel inside each task of a Slurm array). Two engines that both
///   count with `MEDIATE_SHARD_COUNT` (kubernetes, parallel, env) cannot
///   be composed: one variable cannot hold both counts.
package struct ShardFromEnvironment: Equatable, Sendable {
  /// Which engines are read.
  package enum Engines: Equatable, Sendable {
    /// `auto`: every engine that is set.
    case any
    /// `auto:ENGINE`.
    case one(JobArrayEngine)
    /// `auto:OUTER,INNER`.
    case composed(outer: JobArrayEngine, inner: JobArrayEngine)
  }

  package var engines: Engines

  package init(_ engines: Engines) { self.engines = engines }

  /// The option's value as given: `auto`, `auto:slurm`, `auto:slurm,parallel`.
  package var text: String {
    switch engines {
    case .any: "auto"
    case .one(let engine): "auto:\(engine.rawValue)"
    case .composed(let outer, let inner): "auto:\(outer.rawValue),\(inner.rawValue)"
    }
  }

  /// Whether `text` is meant as one (`auto`, or `auto:` and anything):
  /// the rest of `--shard`'s values are I/N.
  package static func isRequest(_ text: String) -> Bool { text == "auto" || text.hasPrefix("auto:") }

  /// The engines, as the command line names them.
  package static let engineNames = JobArrayEngine.allCases.map(\.rawValue)

  /// Every value `--shard auto…` takes with one engine (for completions).
  package static let values = ["auto"] + engineNames.map { "auto:\($0)" }

  /// A value of `--shard` that starts `auto` but is not one: what it should be.
  package struct InvalidRequest: Error, Equatable, Sendable {
    /// What was expected, for "--shard expects …, found …".
    package var expected: String
  }

  /// `auto`, `auto:ENGINE` or `auto:OUTER,INNER`.
  package init(parsing text: String) throws(InvalidRequest) {
    if text == "auto" {
      self.init(.any)
      return
    }
    let names = Self.engineNames
    let list = "\(names.dropLast().joined(separator: ", ")) or \(names.last ?? "")"
    guard text.hasPrefix("auto:") else {
      throw InvalidRequest(expected: "auto, auto:ENGINE or auto:OUTER,INNER")
    }
    let parts = text.dropFirst("auto:".count).split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count <= 2 else {
      throw InvalidRequest(expected: "auto:ENGINE or auto:OUTER,INNER (two levels at most)")
    }
    var engines: [JobArrayEngine] = []
    for part in parts {
      guard let engine = JobArrayEngine(rawValue: String(part)) else {
        throw InvalidRequest(expected: "auto:ENGINE or auto:OUTER,INNER with ENGINE \(list)")
      }
      engines.append(engine)
    }
    guard engines.count == 2 else {
      self.init(.one(engines[0]))
      return
    }
    let (outer, inner) = (engines[0], engines[1])
    guard outer != inner else {
      throw InvalidRequest(expected: "auto:OUTER,INNER with two different engines")
    }
    guard !(outer.countsWithSharedVariable && inner.countsWithSharedVariable) else {
      throw InvalidRequest(
        expected: "auto:OUTER,INNER with at most one of kubernetes, parallel and env "
          + "(both would read their count from \(JobArrayEngine.sharedCountVariable))")
    }
    self.init(.composed(outer: outer, inner: inner))
  }

  /// The shard the environment gives, and the note that says where from.
  package struct Resolved: Equatable, Sendable {
    package var selection: ShardSelection
    /// One line for standard error (without the program's name):
    /// `shard 3/16 from SLURM_ARRAY_TASK_ID=2 (MIN 0, STEP 1, COUNT 16)`.
    package var note: String
  }

  /// Why the environment gives no shard: a usage error (64) of one line.
  package struct Refusal: Error, Equatable, Sendable {
    /// `--shard auto: none of … is set`.
    package var message: String
  }

  /// The shard `environment` gives, or why it gives none.
  package func resolve(_ environment: [String: String]) -> Result<Resolved, Refusal> {
    let variables = JobArrayEnvironment(environment)
    do throws(JobArrayProblem) {
      switch engines {
      case .any:
        return .success(try Self.resolveAny(variables))
      case .one(let engine):
        let shard = try Self.shard(of: engine, in: variables)
        return .success(Resolved(selection: shard.selection, note: "shard \(shard.fraction) from \(shard.source)"))
      case .composed(let outer, let inner):
        let outerShard = try Self.shard(of: outer, in: variables)
        let innerShard = try Self.shard(of: inner, in: variables)
        let count = outerShard.count * innerShard.count
        guard count <= ShardSelection.maximumCount else {
          throw JobArrayProblem(
            "\(outerShard.count) × \(innerShard.count) = \(count) shards, more than \(ShardSelection.maximumCount)")
        }
        let index = (outerShard.index - 1) * innerShard.count + innerShard.index
        return .success(
          Resolved(
            selection: ShardSelection(index: index, count: count),
            note: "shard \(index)/\(count) from outer shard \(outerShard.fraction), \(outerShard.source), "
              + "and inner shard \(innerShard.fraction), \(innerShard.source)"))
      }
    } catch {
      return .failure(Refusal(message: "--shard \(text): \(error.text)"))
    }
  }

  /// `engine`'s shard, when `auto:ENGINE` or a composition names it: it must be set.
  private static func shard(of engine: JobArrayEngine, in variables: JobArrayEnvironment) throws(JobArrayProblem)
    -> EngineShard
  {
    guard let shard = try engine.shard(in: variables) else {
      throw JobArrayProblem("\(engine.indexVariable) is not set")
    }
    return shard
  }

  /// `auto`: every engine that is set, agreeing.
  private static func resolveAny(_ variables: JobArrayEnvironment) throws(JobArrayProblem) -> Resolved {
    let set = JobArrayEngine.allCases.filter { variables.isSet($0.indexVariable) }
    guard !set.isEmpty else {
      let names = JobArrayEngine.allCases.map(\.indexVariable)
      throw JobArrayProblem("none of \(names.joined(separator: ", ")) is set")
    }
    // One shard for each engine set (or a refusal): `set` is not empty, so neither is `shards`.
    var shards: [EngineShard] = []
    for engine in set {
      do throws(JobArrayProblem) {
        shards.append(try shard(of: engine, in: variables))
      } catch {
        let others = set.filter { $0 != engine }
        guard !others.isEmpty else { throw error }
        let names = others.map(\.indexVariable).joined(separator: ", ")
        throw JobArrayProblem("\(error.text) (\(names) \(others.count == 1 ? "is" : "are") set too: \(choices(set)))")
      }
    }
    // MEDIATE_SHARD_COUNT beside engines that export their own count: it must say the same.
    var sharedCount: Int?
    if !shards.contains(where: \.engine.countsWithSharedVariable) {
      sharedCount = try variables.count(JobArrayEngine.sharedCountVariable)
    }
    let first = shards[0]
    let agree = shards.allSatisfy { $0.index == first.index && $0.count == first.count }
    guard agree, sharedCount.map({ $0 == first.count }) ?? true else {
      var claims = shards.map { "\($0.engine.indexVariable) gives \($0.fraction)" }
      if let sharedCount { claims.append("\(JobArrayEngine.sharedCountVariable) is \(sharedCount)") }
      throw JobArrayProblem("\(claims.joined(separator: ", ")): \(choices(set))")
    }
    var sources = shards.map(\.source)
    if let sharedCount { sources.append("\(JobArrayEngine.sharedCountVariable)=\(sharedCount)") }
    return Resolved(
      selection: first.selection, note: "shard \(first.fraction) from \(sources.joined(separator: " and "))")
  }

  /// How to pick among the engines `set`: the first of them (in the table's order) alone, as decide2.md §6 words
  /// it (`choose with --shard auto:slurm`); docs/output.md lists the others and the composition.
  private static func choices(_ set: [JobArrayEngine]) -> String {
    "choose with --shard auto:\(set[0].rawValue)"
  }
}

extension EngineShard {
  var selection: ShardSelection { ShardSelection(index: index, count: count) }
}
