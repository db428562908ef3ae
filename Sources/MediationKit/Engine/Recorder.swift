/// Numbers records and passes them to the sink in the order they happen.
///
/// A `load` record is held back until the adapter reaches its network, so
/// it can say what the adapter asked for; any other record releases it
/// first, which keeps records in causal order.
final class Recorder {
  private let sink: any RecordSink
  private var nextSeq = 0
  private var heldLoad: (record: LoadRecord, t: Int64)?
  /// The time of the latest record.
  private(set) var lastTime: Int64 = 0

  init(sink: any RecordSink) {
    self.sink = sink
  }

  func emit(_ body: RecordBody, at t: Int64) {
    releaseHeldLoad()
    send(body, at: t)
  }

  /// Holds a `load` record until `releaseHeldLoad(request:)`.
  func hold(_ record: LoadRecord, at t: Int64) {
    releaseHeldLoad()
    heldLoad = (record, t)
  }

  /// Emits the held `load` record, if any, with the request the adapter made.
  func releaseHeldLoad(request: NetworkRequest? = nil) {
    guard var held = heldLoad else { return }
    heldLoad = nil
    held.record.request = request
    send(.load(held.record), at: held.t)
  }

  private func send(_ body: RecordBody, at t: Int64) {
    sink.receive(Record(seq: nextSeq, t: t, body: body))
    nextSeq += 1
    lastTime = t
  }
}
