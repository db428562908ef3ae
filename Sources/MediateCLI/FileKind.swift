#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a path names, as `stat` and `lstat` tell: a regular file, a folder,
/// a symbolic link (only `lstat` sees one), or one of the special files
/// that cannot hold a config.
package enum FileKind: Equatable, Sendable {
  case regular
  case folder
  case symbolicLink
  case namedPipe
  case socket
  case characterDevice
  case blockDevice
  /// A type this list does not name (a door, a whiteout, …).
  case other

  /// The kind of a file whose `st_mode` is `mode`.
  init(mode: mode_t) {
    switch mode & S_IFMT {
    case S_IFREG: self = .regular
    case S_IFDIR: self = .folder
    case S_IFLNK: self = .symbolicLink
    case S_IFIFO: self = .namedPipe
    case S_IFSOCK: self = .socket
    case S_IFCHR: self = .characterDevice
    case S_IFBLK: self = .blockDevice
    default: self = .other
    }
  }

  /// The kind as a message names it, with its article: `a named pipe`.
  var described: String {
    switch self {
    case .regular: "a regular file"
    case .folder: "a folder"
    case .symbolicLink: "a symbolic link"
    case .namedPipe: "a named pipe"
    case .socket: "a socket"
    case .characterDevice: "a character device"
    case .blockDevice: "a block device"
    case .other: "a special file"
    }
  }
}
