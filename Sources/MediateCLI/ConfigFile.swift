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
  /// Whether `mediate test` found the file in a folder: then it must be a
  /// regular file, and is opened so that nothing else can make mediate wait.
  let inFolder: Bool

  init(_ path: String, inFolder: Bool = false) {
    self.path = path
    self.inFolder = inFolder
    self.displayName = path == "-" ? "<stdin>" : ArgumentText.shown(path)
    self.reportName = path == "-" ? "<stdin>" : ArgumentText.isUTF8(path) ? path : ArgumentText.shown(path)
  }

  /// The file's bytes; at most one byte past the size limit is read, so an
  /// oversized file is recognised without reading it all.
  ///
  /// A regular file or a named pipe (the shell's `<(generate-config)`) is
  /// read; anything else (a folder, a device, a socket) is refused before
  /// it is opened, so that nothing but a pipe without a writer can make
  /// mediate wait, as `cat` waits for one. A file found in a folder must be
  /// a regular file, and is opened without waiting (`O_NONBLOCK`), so that
  /// not even a pipe put in its place after it was looked at can make
  /// mediate wait.
  func read(from standardInput: any InputSource) throws(InputError) -> [UInt8] {
    let limit = ConfigLimits.maximumFileBytes + 1
    if path == "-" { return try standardInput.readAll(limit: limit) }
    guard !path.isEmpty else { throw .emptyPath }
    let bytes = ArgumentText.path(path)
    var status = stat()
    guard stat(bytes, &status) == 0 else { throw Self.error(for: errno) }
    try check(status)
    let descriptor = open(bytes, O_RDONLY | O_CLOEXEC | (inFolder ? O_NONBLOCK : 0))
    guard descriptor >= 0 else { throw Self.error(for: errno) }
    defer { close(descriptor) }
    // What was opened may not be what was looked at: look again.
    guard fstat(descriptor, &status) == 0 else { throw Self.error(for: errno) }
    try check(status)
    return try FileDescriptorInput(descriptor: descriptor).readAll(limit: limit)
  }

  /// The file opened to be read a chunk at a time (a report of any size), with the checks of `read`.
  /// The caller closes it.
  func openChunks(from standardInput: any InputSource) throws(InputError) -> OpenedInput {
    if path == "-" { return OpenedInput(chunks: standardInput.chunks(size: Self.chunkSize), close: {}) }
    guard !path.isEmpty else { throw .emptyPath }
    let bytes = ArgumentText.path(path)
    var status = stat()
    guard stat(bytes, &status) == 0 else { throw Self.error(for: errno) }
    try check(status)
    let descriptor = open(bytes, O_RDONLY | O_CLOEXEC | (inFolder ? O_NONBLOCK : 0))
    guard descriptor >= 0 else { throw Self.error(for: errno) }
    guard fstat(descriptor, &status) == 0 else {
      let code = errno
      close(descriptor)
      throw Self.error(for: code)
    }
    do throws(InputError) {
      try check(status)
    } catch {
      close(descriptor)
      throw error
    }
    return OpenedInput(
      chunks: FileDescriptorInput(descriptor: descriptor).chunks(size: Self.chunkSize), close: { close(descriptor) })
  }

  /// How much of a streamed file is read at a time.
  static let chunkSize = 256 * 1024

  /// A file open for reading a chunk at a time, and how to close it.
  struct OpenedInput {
    var chunks: () throws(InputError) -> [UInt8]
    var close: () -> Void
  }

  private func check(_ status: stat) throws(InputError) {
    let kind = FileKind(mode: status.st_mode)
    if inFolder {
      guard kind == .regular else { throw .notRegularFileInFolder(kind, link: false) }
      return
    }
    switch kind {
    case .regular, .namedPipe: return
    case .folder: throw .isDirectory
    case .symbolicLink, .socket, .characterDevice, .blockDevice, .other: throw .notRegularFile
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
