import Foundation
import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// The catalogue of bad input, `Fixtures/bad-input`: one config per class of
/// problem the JSON reader and the config decoder report, in a folder named
/// after the class (`syntax-trailingComma` for `JSONSyntaxProblem.trailingComma`,
/// `config-unknownKey` for `ConfigProblem.unknownKey`, `expected-oneOf` for a
/// value that is not `ConfigExpectation.oneOf`, `file-tooLarge` for
/// `ConfigError.tooLarge`). `mediate validate config.json` must print exactly
/// `expected.stderr` and exit with `expected.status`; the config must show the
/// class its folder names; and every class the sources declare must have its
/// folder, so that no new problem ships without an example of its message.
///
/// A folder with a `size` file instead of a config stands for a config of
/// that many bytes, made when the test runs (16 MiB is not checked in).
struct BadInputFixtureTests {
  @Test(arguments: Golden.folders("bad-input"))
  func reportsTheBadInput(name: String) throws {
    let folder = try Golden.folder("bad-input", name)
    let (directory, bytes) = try Self.config(in: folder, name: name)
    defer { if directory != folder { try? FileManager.default.removeItem(at: directory) } }
    let outcome = try MediateBinary.run(["validate", "config.json"], in: directory)
    try Golden.checkCommand(outcome, in: folder, name: name)
    let classes = Self.classes(of: bytes, in: directory)
    #expect(classes.contains(name), "\(name) shows \(classes.sorted()), not its own class")
  }

  @Test func everyClassHasAFixture() throws {
    let declared = Set(try Self.declaredClasses())
    let present = Set(Golden.folders("bad-input"))
    #expect(declared.subtracting(present).sorted() == [], "classes of bad input without a fixture")
    #expect(present.subtracting(declared).sorted() == [], "fixtures of no class the sources declare")
  }

  /// The folder to run in and the config's bytes.
  private static func config(in folder: URL, name: String) throws -> (URL, [UInt8]) {
    guard let size = FileManager.default.contents(atPath: folder.appendingPathComponent("size").path) else {
      return (folder, Array(try Data(contentsOf: folder.appendingPathComponent("config.json"))))
    }
    let count = try #require(Int(String(decoding: size, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)))
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mediate-\(name)-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let bytes = [UInt8](repeating: UInt8(ascii: " "), count: count)
    try Data(bytes).write(to: directory.appendingPathComponent("config.json"))
    return (directory, bytes)
  }

  /// The classes of the problems (and warnings) reading `bytes` reports: a config's, or a portfolio's (decide2.md
  /// §5), whose path configs are read from `folder`.
  private static func classes(of bytes: [UInt8], in folder: URL) -> Set<String> {
    do throws(PortfolioLoader.Failure) {
      let document = try DocumentLoader.read(bytes, registries: .standard) { path in
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path) else {
          return .failure(PortfolioLoader.Unreadable(message: "no such file"))
        }
        return .success(Array(data))
      }
      switch document {
      case .config(let loaded): return Set(loaded.warnings.map { className(of: $0.problem) })
      case .portfolio(let loaded): return Set(loaded.warnings.map { className(of: $0.diagnostic.problem) })
      }
    } catch {
      switch error {
      case .invalid(_, .tooLarge): return ["file-tooLarge"]
      case .invalid(_, .invalid(let diagnostics, _)): return Set(diagnostics.map { className(of: $0.problem) })
      case .problems(let diagnostics, _): return Set(diagnostics.map { className(of: $0.diagnostic.problem) })
      case .unreadable: return ["unreadable"]
      }
    }
  }

  private static func className(of problem: ConfigProblem) -> String {
    switch problem {
    case .syntax(let syntax): "syntax-" + caseName(syntax)
    case .unexpectedValue(let expected, _, _): "expected-" + caseName(expected)
    default: "config-" + caseName(problem)
    }
  }

  /// An enum value's case name: the label of its payload, or the value itself when it has none.
  private static func caseName(_ value: Any) -> String {
    Mirror(reflecting: value).children.first?.label ?? String(describing: value)
  }

  /// Every class, from the `case` lines of the enums that declare them.
  private static func declaredClasses() throws -> [String] {
    func cases(_ path: String) throws -> [String] {
      try Golden.repositoryFile(path).split(separator: "\n").compactMap { line in
        let words = line.split(whereSeparator: { " (:".contains($0) })
        guard words.count >= 2, words[0] == "case" else { return nil }
        return String(words[1])
      }
    }
    let syntax = try cases("Sources/MediationKit/Config/JSON/JSONSyntaxProblem.swift")
    let problems = try cases("Sources/MediationKit/Config/Diagnostics/ConfigProblem.swift")
    let expectations = try cases("Sources/MediationKit/Config/Diagnostics/ConfigExpectation.swift")
    let errors = try cases("Sources/MediationKit/Config/Diagnostics/ConfigError.swift")
    #expect(!syntax.isEmpty && !problems.isEmpty && !expectations.isEmpty && errors.contains("invalid"))
    return syntax.map { "syntax-" + $0 }
      // `platformNotBuilt` comes only from registries that lack a platform (the iOS-only readers of
      // MediationIOS/Port/IOSDefaults.swift, ConfigLoaderTests); mediate's build links every platform.
      + problems.filter { $0 != "syntax" && $0 != "unexpectedValue" && $0 != "platformNotBuilt" }.map { "config-" + $0 }
      + expectations.map { "expected-" + $0 } + errors.filter { $0 != "invalid" }.map { "file-" + $0 }
  }
}
