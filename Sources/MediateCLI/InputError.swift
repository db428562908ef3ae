/// Why a config file could not be read (exit status 66).
package enum InputError: Error, Equatable, Sendable {
  case noSuchFile
  case emptyPath
  case isDirectory
  case notRegularFile
  /// Found in a folder by `mediate test`, which reads only regular files
  /// there: this kind of file, or a symbolic link (`link`) to it.
  case notRegularFileInFolder(FileKind, link: Bool)
  /// A folder below a `mediate test` PATH that cannot be listed, for this reason.
  case unreadableFolder(String)
  case permissionDenied
  case readFailed(String)

  package var message: String {
    switch self {
    case .noSuchFile: "no such file"
    case .emptyPath: "an empty path names no file (give a path, or - for standard input)"
    case .isDirectory: "is a directory, not a config file"
    case .notRegularFile: "neither a regular file nor a named pipe (use - to read standard input)"
    case .notRegularFileInFolder(.folder, link: true):
      "a symbolic link to a folder, not to a config file (links to folders are not followed)"
    case .notRegularFileInFolder(let kind, let link):
      (link ? "a symbolic link to \(kind.described), not to a regular file" : "\(kind.described), not a regular file")
        + " (in a folder, only regular files are read as configs)"
    case .unreadableFolder(let reason): "cannot read the folder: \(reason)"
    case .permissionDenied: "permission denied"
    case .readFailed(let reason): "cannot read: \(reason)"
    }
  }
}
