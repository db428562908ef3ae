/// A Slurm job array's task as `--shard auto` reads it (decide2.md §6):
/// task `SLURM_ARRAY_TASK_ID` of an array of `SLURM_ARRAY_TASK_COUNT`
/// tasks from `SLURM_ARRAY_TASK_MIN` (0 when unset) in steps of
/// `SLURM_ARRAY_TASK_STEP` (1 when unset) is shard (ID − MIN) / STEP + 1 of
/// COUNT.
///
/// That holds only for an evenly stepped range (`--array=0-15`,
/// `--array=1-31:2`), so the array must be one: ID − MIN a multiple of
/// STEP, ID from MIN on, and, when `SLURM_ARRAY_TASK_MAX` is set (Slurm
/// always sets it), (MAX − MIN) / STEP + 1 = COUNT, the division rounding
/// down as Slurm's own `--array=0-15:4` (tasks 0, 4, 8, 12) does. A list
/// (`--array=1,2,9`) is refused: it has a count but no step its IDs keep.
enum SlurmArray {
  static let idVariable = "SLURM_ARRAY_TASK_ID"
  static let countVariable = "SLURM_ARRAY_TASK_COUNT"
  static let minVariable = "SLURM_ARRAY_TASK_MIN"
  static let maxVariable = "SLURM_ARRAY_TASK_MAX"
  static let stepVariable = "SLURM_ARRAY_TASK_STEP"

  /// The task's shard; nil when `SLURM_ARRAY_TASK_ID` is not set.
  static func shard(in environment: JobArrayEnvironment) throws(JobArrayProblem) -> EngineShard? {
    guard let id = try environment.number(idVariable) else { return nil }
    guard let count = try environment.count(countVariable) else {
      throw JobArrayProblem("\(idVariable)=\(id) is set but \(countVariable) is not: give --shard I/N")
    }
    let min = try environment.number(minVariable) ?? 0
    let step = try environment.number(stepVariable) ?? 1
    guard step >= 1 else { throw JobArrayProblem("\(stepVariable)=\(step) is not a step (1 or more)") }
    let max = try environment.number(maxVariable)
    let values =
      "\(idVariable)=\(id) (MIN \(min), MAX \(max.map(String.init) ?? "unset"), STEP \(step), COUNT \(count))"
    func notARange(_ reason: String) -> JobArrayProblem {
      JobArrayProblem(
        "\(values) is no evenly stepped array (\(reason)): submit --array=0-N−1, "
          + "or give --shard I/N")
    }
    guard id >= min else { throw notARange("ID below MIN") }
    guard (id - min) % step == 0 else { throw notARange("ID − MIN is no multiple of STEP") }
    if let max {
      guard max >= min else { throw notARange("MAX below MIN") }
      let tasks = (max - min) / step + 1
      guard tasks == count else { throw notARange("(MAX − MIN) / STEP + 1 is \(tasks), not COUNT") }
    }
    let shard = (id - min) / step + 1
    guard shard <= count else { throw notARange("(ID − MIN) / STEP + 1 is \(shard), above COUNT") }
    return EngineShard(
      engine: .slurm, index: shard, count: count,
      source: "\(idVariable)=\(id) (MIN \(min), STEP \(step), COUNT \(count))")
  }
}
