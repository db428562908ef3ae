/// The configs a `mediate test` PATH stands for: the file itself, or every
/// `*.json` file below a folder, recursively, sorted by path, skipping names
/// that start with a dot.
///
/// In a folder a config must be a regular file: a `*.json` name that is a
/// named pipe, a socket or a device (or a symbolic link to one, or to a
/// folder) is listed with the reason it cannot be read, and so is a
/// sub-folder that cannot be listed, so that each is reported as a test that
/// errored and the walk goes on. Nothing in a folder can make mediate wait:
/// a pipe nobody writes is never opened. Symbolic links to files are
/// followed; links to folders are not, so a link loop cannot trap the walk; a
/// link to nothing is listed, so that reading it reports it. A PATH named on
/// the command line is read whatever it is, as `simulate` reads a CONFIG: a
/// named pipe there (`<(generate-config)`) is waited for, as `cat` waits.
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

  /// A config a PATH stands for, or something below a folder that cannot be one.
  struct Entry: Equatable {
    /// The path as the report names it.
    var path: String
    /// Whether the walk of a folder found it (it must then be a regular
    /// file), rather than the command line naming it.
    var inFolder: Bool
    /// Why it cannot be read as a config, when the walk already knows.
    var problem: InputError?
  }

  /// The entries `path` stands for, sorted by path.
  static func expand(_ path: String, reader: some FolderReader = SystemFolderReader()) throws(Failure) -> [Entry] {
    if path == "-" { return [Entry(path: path, inFolder: false)] }
    guard !path.isEmpty else { throw .emptyPath }
    guard let kind = reader.kind(of: path, followingLinks: true) else { throw .noSuchPath }
    guard kind == .folder else { return [Entry(path: path, inFolder: false)] }
    var base = path
    while base.count > 1, base.hasSuffix("/") { base.removeLast() }
    var found: [Entry] = []
    do throws(FolderReadError) {
      try walk(base, reader: reader, into: &found)
    } catch {
      throw .unreadableFolder(error.reason)
    }
    guard !found.isEmpty else { throw .noConfigs }
    return found.sorted { Array($0.path.utf8).lexicographicallyPrecedes(Array($1.path.utf8)) }
  }

  /// Lists the entries below `folder`; throws only when `folder` itself
  /// cannot be listed (a sub-folder that cannot is an entry).
  private static func walk(
    _ folder: String, reader: some FolderReader, into found: inout [Entry]
  ) throws(FolderReadError) {
    for name in try reader.names(in: folder) where !name.hasPrefix(".") {
      let child = folder == "/" ? "/" + name : folder + "/" + name
      // Gone since the listing: nothing to test.
      guard let kind = reader.kind(of: child, followingLinks: false) else { continue }
      if kind == .folder {
        do throws(FolderReadError) {
          try walk(child, reader: reader, into: &found)
        } catch {
          found.append(Entry(path: child, inFolder: true, problem: .unreadableFolder(error.reason)))
        }
        continue
      }
      guard name.hasSuffix(".json") else { continue }
      switch kind {
      case .regular:
        found.append(Entry(path: child, inFolder: true))
      case .symbolicLink:
        // A link to nothing is listed without a problem: reading it says "no such file".
        let target = reader.kind(of: child, followingLinks: true)
        let problem = target.flatMap { $0 == .regular ? nil : InputError.notRegularFileInFolder($0, link: true) }
        found.append(Entry(path: child, inFolder: true, problem: problem))
      case .folder, .namedPipe, .socket, .characterDevice, .blockDevice, .other:
        found.append(Entry(path: child, inFolder: true, problem: .notRegularFileInFolder(kind, link: false)))
      }
    }
  }
}
