/// Where a simulation sends its records as they happen: a renderer, a
/// collector, or a counter.
public protocol RecordSink: AnyObject {
  func receive(_ record: Record)
}
