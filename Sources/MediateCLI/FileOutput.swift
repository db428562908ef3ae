#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file the command line names for mediate to write: a report
/// (`--junit FILE`, replaced if it exists), a config (`optimize --out`,
/// `fit --out`, replaced likewise) or a new config (`mediate init FILE`,
/// never over an existing file).
///
/// A file that cannot be created is found before any work
/// (`checkCreatable`, exit status 73); a write that fails while writing
/// (a full disk) is 74.
///
/// A file appears whole or not at all: the bytes go to a temporary file in
/// the same folder (`.mediate-<random>.tmp`), which is flushed to disk and
/// only then renamed into place (or, for a new file, linked, which fails
/// rather than replace a file that appeared meanwhile). When anything fails
/// (a full disk, an I/O error, a rename refused), the temporary file is
/// removed and what was at the path before is left as it was, so a report
/// is never half-written and a failed `init` leaves no file to refuse the
/// retry. A path that names a device or a pipe (`/dev/stdout`, `>(…)`) is
/// written in place: there is nothing to replace it with.
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

  /// The calls that can fail late, after the temporary file exists:
  /// replaceable in tests, which cannot fill a disk or refuse a rename.
  struct Operations: Sendable {
    /// Writes the bytes to the descriptor; the failure, if any.
    var write: @Sendable (_ descriptor: Int32, _ bytes: [UInt8]) -> OutputFailure?
    /// `rename(2)`: 0, or the `errno` of the failure.
    var rename: @Sendable (_ from: String, _ to: String) -> Int32
    /// `link(2)`: 0, or the `errno` of the failure.
    var link: @Sendable (_ from: String, _ to: String) -> Int32

    static let system = Operations(
      write: { descriptor, bytes in
        let output = FileDescriptorOutput(descriptor: descriptor)
        output.write(bytes)
        return output.failure
      },
      rename: { from, to in systemRename(ArgumentText.path(from), ArgumentText.path(to)) == 0 ? 0 : errno },
      link: { from, to in systemLink(ArgumentText.path(from), ArgumentText.path(to)) == 0 ? 0 : errno })
  }

  /// The reason `checkCreatable` gives for a path that names an input.
  static let isInput = "it is the input file"

  /// Checks that `write` can put a file at `path`, before any work: its
  /// folder exists and is writable, and the path is neither a folder nor
  /// one of `inputs` (the same file, by device and inode, or the same path;
  /// `-`, standard input, is no file). Throws `cannotCreate` with the reason.
  ///
  /// The folder is probed as the write will use it: `access(W_OK)`, then an
  /// empty file of a random name created with `O_EXCL` and removed at once
  /// (which also finds a read-only file system, or a folder that refuses
  /// new files for another reason). A device or a pipe, written in place,
  /// must be writable itself. A symbolic link is followed, as `write` follows it.
  static func checkCreatable(_ path: String, inputs: [String] = []) throws(Failure) {
    func reason(_ code: Int32) -> Failure { .cannotCreate(String(cString: strerror(code))) }
    var destination = path
    var status = stat()
    var exists = false
    if lstat(ArgumentText.path(path), &status) == 0 {
      if FileKind(mode: status.st_mode) == .symbolicLink, let resolved = realpath(ArgumentText.path(path), nil) {
        destination = ArgumentText.decode(cString: resolved)
        free(resolved)
      }
      exists = stat(ArgumentText.path(destination), &status) == 0
    }
    for input in inputs where input != "-" {
      var inputStatus = stat()
      if input == path || input == destination
        || (exists && stat(ArgumentText.path(input), &inputStatus) == 0
          && inputStatus.st_dev == status.st_dev && inputStatus.st_ino == status.st_ino)
      {
        throw .cannotCreate(isInput)
      }
    }
    if exists {
      switch FileKind(mode: status.st_mode) {
      case .regular: break
      case .folder: throw reason(EISDIR)
      case .symbolicLink, .namedPipe, .socket, .characterDevice, .blockDevice, .other:
        guard access(ArgumentText.path(destination), W_OK) == 0 else { throw reason(errno) }
        return
      }
    }
    let folder = destination.lastIndex(of: "/").map { String(destination[...$0]) } ?? ""
    guard access(ArgumentText.path(folder.isEmpty ? "." : folder), W_OK) == 0 else { throw reason(errno) }
    let (probe, descriptor) = try createEmpty(in: folder, suffix: ".probe", failure: { .cannotCreate($0) })
    close(descriptor)
    unlink(ArgumentText.path(probe))
  }

  /// Whether the files `a` and `b` (`-`: standard input, in the working directory) are in the same folder:
  /// their folders' real paths are equal; false when either cannot be resolved.
  static func inSameFolder(_ a: String, _ b: String) -> Bool {
    func folder(_ path: String) -> String? {
      let folder = path.lastIndex(of: "/").map { String(path[...$0]) } ?? "."
      guard let resolved = realpath(ArgumentText.path(folder), nil) else { return nil }
      defer { free(resolved) }
      return ArgumentText.decode(cString: resolved)
    }
    guard let x = folder(a), let y = folder(b) else { return false }
    return x == y
  }

  /// Writes `bytes` to `path`: replacing what was there, or with
  /// `replacing: false` only where no file is.
  static func write(
    _ bytes: [UInt8], to path: String, replacing: Bool = true, operations: Operations = .system
  ) throws(Failure) {
    var destination = path
    var mode: mode_t?
    var status = stat()
    if lstat(ArgumentText.path(path), &status) == 0 {
      guard replacing else { throw .exists }
      // A link is replaced where it points, so that the link stays.
      if FileKind(mode: status.st_mode) == .symbolicLink, let resolved = realpath(ArgumentText.path(path), nil) {
        destination = ArgumentText.decode(cString: resolved)
        free(resolved)
      }
      if stat(ArgumentText.path(destination), &status) == 0 {
        switch FileKind(mode: status.st_mode) {
        case .regular: mode = status.st_mode & 0o7777
        case .folder: throw .cannotWrite(String(cString: strerror(EISDIR)))
        case .symbolicLink, .namedPipe, .socket, .characterDevice, .blockDevice, .other:
          return try writeInPlace(bytes, to: destination, operations: operations)
        }
      }
    }
    let failure: (String) -> Failure = { replacing ? .cannotWrite($0) : .cannotCreate($0) }
    let (temporary, descriptor) = try createTemporary(besides: destination, failure: failure)
    var finished = false
    defer { if !finished { unlink(ArgumentText.path(temporary)) } }
    if let mode { fchmod(descriptor, mode) }
    let written = operations.write(descriptor, bytes)
    // A full disk may show only when the data reaches it: flush before the rename.
    let synced = fsync(descriptor) == 0 || errno == EINVAL
    let syncReason = String(cString: strerror(errno))
    let closed = close(descriptor) == 0
    let closeReason = String(cString: strerror(errno))
    switch written {
    case .failed(let reason)?: throw .cannotWrite(reason)
    case .closed?: throw .cannotWrite("the file was closed")
    case nil: break
    }
    guard synced else { throw .cannotWrite(syncReason) }
    guard closed else { throw .cannotWrite(closeReason) }
    if replacing {
      let code = operations.rename(temporary, destination)
      guard code == 0 else { throw .cannotWrite(String(cString: strerror(code))) }
      finished = true
    } else {
      // linkNew removes the temporary name itself, whatever happens.
      finished = true
      try linkNew(temporary, to: destination, operations: operations)
    }
  }

  /// Creates an empty temporary file in the folder of `path`, with the
  /// permissions a new file gets (0644 less the umask).
  private static func createTemporary(
    besides path: String, failure: (String) -> Failure
  ) throws(Failure) -> (path: String, descriptor: Int32) {
    let folder = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
    return try createEmpty(in: folder, suffix: ".tmp", failure: failure)
  }

  /// Creates an empty file of a new random name (`.mediate-<hex><suffix>`)
  /// in `folder` (a path ending in `/`, or empty for the working folder).
  private static func createEmpty(
    in folder: String, suffix: String, failure: (String) -> Failure
  ) throws(Failure) -> (path: String, descriptor: Int32) {
    var attempt = 0
    while true {
      let name = folder + ".mediate-" + String(UInt64.random(in: .min ... .max), radix: 16) + suffix
      let descriptor = open(ArgumentText.path(name), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
      if descriptor >= 0 { return (name, descriptor) }
      attempt += 1
      guard errno == EEXIST, attempt < 100 else { throw failure(String(cString: strerror(errno))) }
    }
  }

  /// Puts the complete `temporary` at `path` only if no file is there, and
  /// removes the temporary name.
  private static func linkNew(_ temporary: String, to path: String, operations: Operations) throws(Failure) {
    let code = operations.link(temporary, path)
    if code == 0 {
      unlink(ArgumentText.path(temporary))
      return
    }
    if code == EEXIST {
      unlink(ArgumentText.path(temporary))
      throw .exists
    }
    guard code == EPERM || code == EOPNOTSUPP else {
      unlink(ArgumentText.path(temporary))
      throw .cannotCreate(String(cString: strerror(code)))
    }
    // A file system without hard links (FAT): claim the name with an empty
    // file, then rename the complete one over it; on failure, give the name back.
    let claimed = open(ArgumentText.path(path), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard claimed >= 0 else {
      let reason = errno
      unlink(ArgumentText.path(temporary))
      throw reason == EEXIST ? .exists : .cannotCreate(String(cString: strerror(reason)))
    }
    close(claimed)
    let renamed = operations.rename(temporary, path)
    guard renamed == 0 else {
      unlink(ArgumentText.path(temporary))
      unlink(ArgumentText.path(path))
      throw .cannotWrite(String(cString: strerror(renamed)))
    }
  }

  /// Writes to a device or a pipe, which cannot be replaced.
  private static func writeInPlace(_ bytes: [UInt8], to path: String, operations: Operations) throws(Failure) {
    let descriptor = open(ArgumentText.path(path), O_WRONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .cannotWrite(String(cString: strerror(errno))) }
    let written = operations.write(descriptor, bytes)
    let closed = close(descriptor) == 0
    let closeReason = String(cString: strerror(errno))
    switch written {
    case .failed(let reason)?: throw .cannotWrite(reason)
    case .closed?: throw .cannotWrite("the file was closed")
    case nil: break
    }
    guard closed else { throw .cannotWrite(closeReason) }
  }
}

/// `rename(2)`, named apart from `FileOutput.Operations.rename`.
private func systemRename(_ from: [CChar], _ to: [CChar]) -> Int32 {
  rename(from, to)
}

/// `link(2)`, named apart from `FileOutput.Operations.link`.
private func systemLink(_ from: [CChar], _ to: [CChar]) -> Int32 {
  link(from, to)
}
