#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file system as `mediate test` walks a folder: the real one, or in
/// tests one that fails where the real one cannot be made to (a folder that
/// cannot be listed, when the tests run as root).
protocol FolderReader {
  /// What `path` names, following symbolic links when `followingLinks`;
  /// nil when nothing is there (or a link points to nothing).
  func kind(of path: String, followingLinks: Bool) -> FileKind?
  /// The names in `folder`, `.` and `..` left out, in no particular order;
  /// throws the system's reason when the folder cannot be listed.
  func names(in folder: String) throws(FolderReadError) -> [String]
}

/// Why a folder could not be listed: the system's reason, such as
/// `Permission denied`.
struct FolderReadError: Error, Equatable {
  var reason: String
}

/// The real file system: `stat`, `lstat`, `opendir` and `readdir`.
struct SystemFolderReader: FolderReader {
  func kind(of path: String, followingLinks: Bool) -> FileKind? {
    var status = stat()
    let bytes = ArgumentText.path(path)
    guard (followingLinks ? stat(bytes, &status) : lstat(bytes, &status)) == 0 else { return nil }
    return FileKind(mode: status.st_mode)
  }

  func names(in folder: String) throws(FolderReadError) -> [String] {
    guard let directory = opendir(ArgumentText.path(folder)) else {
      throw FolderReadError(reason: String(cString: strerror(errno)))
    }
    defer { closedir(directory) }
    var names: [String] = []
    while true {
      // readdir says "the end" and "an error" alike, with NULL: errno tells them apart.
      errno = 0
      guard let entry = readdir(directory) else {
        if errno != 0 { throw FolderReadError(reason: String(cString: strerror(errno))) }
        return names
      }
      let name = withUnsafeBytes(of: entry.pointee.d_name) { buffer in
        ArgumentText.decode(buffer.prefix { $0 != 0 })
      }
      if name != "." && name != ".." { names.append(name) }
    }
  }
}
