import Foundation
import Testing

/// The project's shared data (`../shared` beside the package, or
/// `$MEDIATE_SHARED`): the benchmark configs and the JSONTestSuite. Tests
/// that need it are skipped, saying why, when it is not there.
public enum SharedData {
  /// The shared folder: `$MEDIATE_SHARED` when set, else `../shared` beside the package root.
  public static let root: URL = {
    if let path = ProcessInfo.processInfo.environment["MEDIATE_SHARED"] { return URL(fileURLWithPath: path) }
    return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("../shared").standardized
  }()

  /// The file or folder at `path` inside the shared data.
  public static func url(_ path: String) -> URL {
    root.appendingPathComponent(path)
  }

  /// Whether `path` exists inside the shared data.
  public static func has(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: url(path).path)
  }

  /// Why a test that needs `path` is skipped.
  public static func missing(_ path: String) -> Comment {
    "skipped: \(url(path).path) is absent (clone the shared data beside the package, or set MEDIATE_SHARED)"
  }
}
