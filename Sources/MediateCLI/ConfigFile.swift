import MediationKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A config as the command line names it: a path, or `-` for standard input.
struct ConfigFile {
  /// The name diagnostics use: the path as given (invalid UTF-8 and control
  /// characters escaped, `""` for an empty one), or `<stdin>`.
  let displayName: String
  /// The name JSON reports use: the path as given (JSON escapes what it must),
  /// escaped as in `displayName` only when it has bytes that are not UTF-8, or `<stdin>`.
  let reportName: String
  let path: String

  init(_ path: String) {
    self.path = path
    self.displayName = path == "-" ? "<stdin>" : ArgumentText.shown(path)
    self.reportName = path == "-" ? "<stdin>" : ArgumentText.isUTF8(path) ? path : ArgumentText.shown(path)
  }

  /// The file's bytes; at most one byte past the size limit is read, so an
  /// oversized file is recognised without reading it all.
  ///
  /// A regular file or a named pipe (the shell's `<(generate-config)`) is
  /// read; anything else (a folder, a device, a socket) is refused before
  /// it is opened, so that nothing but a pipe without a writer can make
  /// mediate wait, as `cat` waits for one.
  func read(from standardInput: any InputSource) throws(InputError) -> [UInt8] {
    let limit = ConfigLimits.maximumFileBytes + 1
    if path == "-" { return try standardInput.readAll(limit: limit) }
    guard !path.isEmpty else { throw .emptyPath }
    let bytes = ArgumentText.path(path)
    var status = stat()
    guard stat(bytes, &status) == 0 else { throw Self.error(for: errno) }
    try Self.check(status)
    let descriptor = open(bytes, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw Self.error(for: errno) }
    defer { close(descriptor) }
    // What was opened may not be what was looked at: look again.
    guard fstat(descriptor, &status) == 0 else { throw Self.error(for: errno) }
    try Self.check(status)
    return try FileDescriptorInput(descriptor: descriptor).readAll(limit: limit)
  }

  private static func check(_ status: stat) throws(InputError) {
    switch status.st_mode & S_IFMT {
    case S_IFREG, S_IFIFO: return
    case S_IFDIR: throw .isDirectory
    default: throw .notRegularFile
    }
  }

  static func error(for code: Int32) -> InputError {
    switch code {
    case ENOENT, ENOTDIR: .noSuchFile
    case EACCES, EPERM: .permissionDenied
    case EISDIR: .isDirectory
    default: .readFailed(String(cString: strerror(code)))
    }
  }
}
