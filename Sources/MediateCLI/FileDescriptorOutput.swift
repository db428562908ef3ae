import MediationKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard output or standard error as a file descriptor, written with
/// `write(2)` and checked: unlike `print`, a full disk is noticed.
final class FileDescriptorOutput: OutputChannel {
  let descriptor: Int32
  let isTerminal: Bool
  private(set) var failure: OutputFailure?

  init(descriptor: Int32) {
    self.descriptor = descriptor
    self.isTerminal = isatty(descriptor) == 1
  }

  var terminalColumns: Int? {
    guard isTerminal else { return nil }
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }

  func write(_ bytes: [UInt8]) {
    guard failure == nil else { return }
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        systemWrite(descriptor, buffer.baseAddress.map { $0 + offset }, bytes.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        failure = errno == EPIPE ? .closed : .failed(String(cString: strerror(errno)))
        return
      }
      offset += written
    }
  }
}

/// `write(2)`, named apart from `ByteSink.write`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
