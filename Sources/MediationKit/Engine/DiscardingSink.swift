/// A sink that drops every record, for runs only summaries are kept of.
final class DiscardingSink: RecordSink {
  func receive(_ record: Record) {}
}
