#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file the command line names for mediate to write: a report
/// (`--junit FILE`, replaced if it exists) or a new config (`mediate init
/// FILE`, never over an existing file).
enum FileOutput {
  /// Why a file could not be written.
  enum Failure: Error, Equatable {
    /// A new file was asked for, and the path exists.
    case exists
    /// A new file could not be created.
    case cannotCreate(String)
    /// The file could not be opened or written.
    case cannotWrite(String)
  }

  /// Writes `bytes` to `path`: replacing what was there, or with
  /// `replacing: false` only to a file it creates.
  static func write(_ bytes: [UInt8], to path: String, replacing: Bool = true) throws(Failure) {
    let flags = O_WRONLY | O_CREAT | O_CLOEXEC | (replacing ? O_TRUNC : O_EXCL)
    let descriptor = open(ArgumentText.path(path), flags, 0o644)
    guard descriptor >= 0 else {
      let reason = String(cString: strerror(errno))
      if replacing { throw .cannotWrite(reason) }
      throw errno == EEXIST ? .exists : .cannotCreate(reason)
    }
    let output = FileDescriptorOutput(descriptor: descriptor)
    output.write(bytes)
    let closed = close(descriptor) == 0
    let closeReason = String(cString: strerror(errno))
    switch output.failure {
    case .failed(let reason)?: throw .cannotWrite(reason)
    case .closed?: throw .cannotWrite("the file was closed")
    case nil: break
    }
    guard closed else { throw .cannotWrite(closeReason) }
  }
}
