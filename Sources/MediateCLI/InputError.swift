/// Why a config file could not be read (exit status 66).
public enum InputError: Error, Equatable, Sendable {
  case noSuchFile
  case emptyPath
  case isDirectory
  case notRegularFile
  case permissionDenied
  case readFailed(String)

  public var message: String {
    switch self {
    case .noSuchFile: "no such file"
    case .emptyPath: "an empty path names no file (give a path, or - for standard input)"
    case .isDirectory: "is a directory, not a config file"
    case .notRegularFile: "neither a regular file nor a named pipe (use - to read standard input)"
    case .permissionDenied: "permission denied"
    case .readFailed(let reason): "cannot read: \(reason)"
    }
  }
}
