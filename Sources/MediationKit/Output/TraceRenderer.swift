/// A sink that turns records into one output format; `finish()` writes
/// whatever it still holds.
public protocol TraceRenderer: RecordSink {
  func finish()
}
