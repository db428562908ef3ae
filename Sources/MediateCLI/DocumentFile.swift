import MediationKit

/// A file named on the command line that may be a config or a portfolio (decide2.md §5), read once: a
/// portfolio's path configs are read relative to its folder (the working directory for standard input).
struct DocumentFile {
  let file: ConfigFile

  init(_ file: ConfigFile) { self.file = file }

  /// Why the file (or a group config it names) could not be loaded.
  enum Failure: Error {
    case unreadable(file: String, InputError)
    case invalid([String])

    var exitCode: ExitCode {
      switch self {
      case .unreadable: .unreadableInput
      case .invalid: .invalidConfig
      }
    }

    /// The diagnostic lines, without the program name.
    var lines: [String] {
      switch self {
      case .unreadable(let file, let error): ["\(file): \(error.message)"]
      case .invalid(let lines): lines
      }
    }
  }

  /// The folder a portfolio's relative `config` paths are read from: the file's, or none (the working directory)
  /// for standard input and a file in the working directory.
  private var folder: String? {
    guard file.path != "-", let slash = file.path.lastIndex(of: "/") else { return nil }
    return String(file.path[...slash])
  }

  /// A group config's path as mediate opens it: relative to the portfolio's folder unless absolute.
  func groupPath(_ path: String) -> String {
    guard !path.hasPrefix("/"), let folder else { return path }
    return folder + path
  }

  /// A group config's path as diagnostics name it.
  func groupDisplayName(_ path: String) -> String { ConfigFile(groupPath(path)).displayName }

  /// Reads and validates the file.
  func load(context: CLIContext) -> Result<DocumentLoader.Document, Failure> {
    let bytes: [UInt8]
    do throws(InputError) {
      bytes = try file.read(from: context.standardInput)
    } catch {
      return .failure(.unreadable(file: file.displayName, error))
    }
    var unreadable: (path: String, error: InputError)?
    let read: DocumentLoader.ReadFile = { path in
      do throws(InputError) {
        return .success(try ConfigFile(groupPath(path)).read(from: context.standardInput))
      } catch {
        unreadable = (path, error)
        return .failure(PortfolioLoader.Unreadable(message: error.message))
      }
    }
    do throws(PortfolioLoader.Failure) {
      return .success(try DocumentLoader.read(bytes, registries: .standard, readFile: read))
    } catch {
      switch error {
      case .invalid(nil, let configError):
        return .failure(.invalid(configError.lines(file: file.displayName)))
      case .invalid(let path?, let configError):
        return .failure(.invalid(configError.lines(file: groupDisplayName(path))))
      case .problems(let diagnostics, let omitted):
        var lines = diagnostics.map { $0.line(portfolioFile: file.displayName, groupFile: groupDisplayName) }
        if omitted > 0 { lines.append("\(file.displayName): \(omitted) more errors not shown") }
        return .failure(.invalid(lines))
      case .unreadable(let path, _):
        let error = unreadable?.error ?? .readFailed("unknown")
        return .failure(.unreadable(file: groupDisplayName(path), error))
      }
    }
  }

  /// Prints a valid portfolio's warnings on standard error.
  func reportWarnings(_ loaded: PortfolioLoader.Loaded, context: CLIContext) {
    for warning in loaded.warnings {
      context.report(warning.line(portfolioFile: file.displayName, groupFile: groupDisplayName))
    }
    if loaded.omittedWarnings > 0 {
      context.report("\(file.displayName): \(loaded.omittedWarnings) more warnings not shown")
    }
  }
}
