#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The configs a `mediate test` PATH stands for: the file itself, or every
/// `*.json` file below a folder, recursively, sorted by path, skipping names
/// that start with a dot. Symbolic links to files are followed; links to
/// folders are not, so a link loop cannot trap the walk; a link to nothing
/// is listed, so that reading it reports it.
enum TestPaths {
  /// Why a PATH stands for no config.
  enum Failure: Error, Equatable {
    case noSuchPath
    case emptyPath
    case noConfigs
    case unreadableFolder(String)

    var message: String {
      switch self {
      case .noSuchPath: "no such file or folder"
      case .emptyPath: "an empty path names no file or folder"
      case .noConfigs: "the folder holds no *.json file"
      case .unreadableFolder(let reason): "cannot read the folder: \(reason)"
      }
    }
  }

  /// The config paths `path` stands for, as the report names them.
  static func expand(_ path: String) throws(Failure) -> [String] {
    if path == "-" { return [path] }
    var status = stat()
    guard !path.isEmpty else { throw .emptyPath }
    guard stat(ArgumentText.path(path), &status) == 0 else { throw .noSuchPath }
    guard status.st_mode & S_IFMT == S_IFDIR else { return [path] }
    var base = path
    while base.count > 1, base.hasSuffix("/") { base.removeLast() }
    var found: [String] = []
    try walk(base, into: &found)
    guard !found.isEmpty else { throw .noConfigs }
    return found.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
  }

  private static func walk(_ folder: String, into found: inout [String]) throws(Failure) {
    guard let directory = opendir(ArgumentText.path(folder)) else {
      throw .unreadableFolder(String(cString: strerror(errno)))
    }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { buffer in
        ArgumentText.decode(buffer.prefix { $0 != 0 })
      }
      if name.hasPrefix(".") { continue }
      names.append(name)
    }
    for name in names {
      let child = folder == "/" ? "/" + name : folder + "/" + name
      var link = stat()
      guard lstat(ArgumentText.path(child), &link) == 0 else { continue }
      switch link.st_mode & S_IFMT {
      case S_IFDIR:
        try walk(child, into: &found)
      case S_IFREG where name.hasSuffix(".json"):
        found.append(child)
      case S_IFLNK where name.hasSuffix(".json"):
        // A link to a folder is not followed; a dangling one is a config that cannot be read, and is reported.
        var target = stat()
        if stat(ArgumentText.path(child), &target) != 0 || target.st_mode & S_IFMT != S_IFDIR { found.append(child) }
      default:
        continue
      }
    }
  }
}
