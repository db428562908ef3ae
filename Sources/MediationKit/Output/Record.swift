/// One line of a simulation's trace: its position in the run, its virtual
/// time, and what happened.
public struct Record: Sendable {
  /// 0-based position in the run.
  public var seq: Int
  /// Virtual milliseconds since the ad request.
  public var t: Int64
  public var body: RecordBody

  public init(seq: Int, t: Int64, body: RecordBody) {
    self.seq = seq
    self.t = t
    self.body = body
  }
}
