/// Streams records as JSON Lines: one object per line, in the order things
/// happen, written out in 64 KiB blocks.
public final class NDJSONRenderer: TraceRenderer {
  private static let blockSize = 64 * 1024
  private let output: any ByteSink
  private var writer = JSONWriter()

  public init(output: any ByteSink) {
    self.output = output
  }

  public func receive(_ record: Record) {
    writer.write(record)
    writer.raw("\n")
    if writer.bytes.count >= Self.blockSize { flush() }
  }

  public func finish() {
    flush()
  }

  private func flush() {
    guard !writer.bytes.isEmpty else { return }
    output.write(writer.bytes)
    writer.removeAll()
  }
}
