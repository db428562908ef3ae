/// Where rendered output goes: standard output in the CLI, a buffer in tests.
public protocol ByteSink: AnyObject {
  func write(_ bytes: [UInt8])
}
