#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A report written to a file the command line names (`--junit FILE`).
enum FileOutput {
  /// Writes `bytes` to `path`, replacing what was there.
  static func write(_ bytes: [UInt8], to path: String) throws(OutputFailure) {
    let descriptor = open(ArgumentText.path(path), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw .failed(String(cString: strerror(errno))) }
    let output = FileDescriptorOutput(descriptor: descriptor)
    output.write(bytes)
    let closed = close(descriptor) == 0
    if let failure = output.failure { throw failure }
    guard closed else { throw .failed(String(cString: strerror(errno))) }
  }
}
