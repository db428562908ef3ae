import MediationKit

/// A file named on the command line that may be a config or a portfolio (decide2.md §5), read once: a
/// portfolio's path configs are read relative to its folder (the working directory for standard input).
struct DocumentFile {
  let file: ConfigFile

  init(_ file: ConfigFile) { self.file = file }

  /// Why the file (or a group config it names) could not be loaded.
  enum Failure: Error {
    case unreadable(file: String, reportName: String, InputError)
    /// Problems, each in its file (as diagnostics name it, and as JSON reports do), and how many more.
    case invalid([(file: String, reportName: String, diagnostic: ConfigDiagnostic)], omitted: Int, main: String)
    /// A file past the size limit.
    case tooLarge(file: String, reportName: String, byteCount: Int)

    var exitCode: ExitCode {
      switch self {
      case .unreadable: .unreadableInput
      case .invalid, .tooLarge: .invalidConfig
      }
    }

    /// The diagnostic lines, without the program name.
    var lines: [String] {
      switch self {
      case .unreadable(let file, _, let error): return ["\(file): \(error.message)"]
      case .tooLarge(let file, _, let count): return ["\(file): \(ConfigError.tooLargeMessage(byteCount: count))"]
      case .invalid(let problems, let omitted, let main):
        var lines = problems.map { $0.diagnostic.line(file: $0.file) }
        if omitted > 0 { lines.append("\(main): \(omitted) more errors not shown") }
        return lines
      }
    }

    /// The failure as entries of `validate --format json`: one per file with problems.
    func reportEntries() -> [ValidationReport.Entry] {
      switch self {
      case .unreadable(_, let name, let error):
        return [
          ValidationReport.Entry(
            file: name, status: .unreadable,
            problems: [ValidationReport.Problem(location: nil, path: nil, message: error.message)], omitted: 0)
        ]
      case .tooLarge(_, let name, let count):
        return [
          ValidationReport.Entry(
            file: name, status: .invalid,
            problems: [
              ValidationReport.Problem(location: nil, path: nil, message: ConfigError.tooLargeMessage(byteCount: count))
            ], omitted: 0)
        ]
      case .invalid(let problems, let omitted, _):
        var entries: [ValidationReport.Entry] = []
        for problem in problems {
          let entry = ValidationReport.Problem(
            location: problem.diagnostic.location, path: problem.diagnostic.path,
            message: problem.diagnostic.problem.message)
          if let index = entries.firstIndex(where: { $0.file == problem.reportName }) {
            entries[index].problems.append(entry)
          } else {
            entries.append(
              ValidationReport.Entry(file: problem.reportName, status: .invalid, problems: [entry], omitted: 0))
          }
        }
        if !entries.isEmpty { entries[0].omitted = omitted }
        return entries
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
    guard !path.hasPrefix("/") else { return path }
    // A group's "-" is a file of that name, never standard input.
    guard let folder else { return path == "-" ? "./-" : path }
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
      return .failure(.unreadable(file: file.displayName, reportName: file.reportName, error))
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
      let main = file.displayName
      func names(_ path: String?) -> (String, String) {
        guard let path else { return (main, file.reportName) }
        let group = ConfigFile(groupPath(path))
        return (group.displayName, group.reportName)
      }
      switch error {
      case .invalid(let path, .tooLarge(let count)):
        let (shown, report) = names(path)
        return .failure(.tooLarge(file: shown, reportName: report, byteCount: count))
      case .invalid(let path, .invalid(let diagnostics, let omitted)):
        let (shown, report) = names(path)
        return .failure(.invalid(diagnostics.map { (shown, report, $0) }, omitted: omitted, main: main))
      case .problems(let diagnostics, let omitted):
        return .failure(
          .invalid(
            diagnostics.map { filed in
              let (shown, report) = names(filed.file)
              return (shown, report, filed.diagnostic)
            }, omitted: omitted, main: main))
      case .unreadable(let path, _):
        let (shown, report) = names(path)
        return .failure(.unreadable(file: shown, reportName: report, unreadable?.error ?? .readFailed("unknown")))
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
