import Foundation
import MediateTestSupport
import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// The public JSONTestSuite parsing files: every `y_` file is accepted, every
/// `n_` file rejected, and no file crashes or hangs the reader.
struct JSONTestSuiteTests {
  /// `JSONTESTSUITE_DIR` when set, else the shared data's `testdata` (`SharedData`).
  static let directory: URL = {
    if let path = ProcessInfo.processInfo.environment["JSONTESTSUITE_DIR"] { return URL(fileURLWithPath: path) }
    return SharedData.url(suitePath)
  }()
  static let suitePath = "testdata/JSONTestSuite/test_parsing"
  static var isPresent: Bool { FileManager.default.fileExists(atPath: directory.path) }

  /// `y_` files the reader rejects on purpose: configs must not repeat keys.
  static let rejectedByPolicy: Set<String> = [
    "y_object_duplicated_key.json", "y_object_duplicated_key_and_value.json",
  ]

  static func files(prefix: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasPrefix(prefix) }.sorted()
  }

  static func read(_ name: String) throws -> Result<JSONNode, JSONSyntaxError> {
    let bytes = try [UInt8](Data(contentsOf: directory.appendingPathComponent(name)))
    do throws(JSONSyntaxError) {
      return .success(try JSONReader.read(bytes))
    } catch {
      return .failure(error)
    }
  }

  /// The whole suite is there when the shared data is: no case silently missing.
  /// Without the shared data the suite is skipped, and says so.
  @Test(.enabled(if: isPresent, SharedData.missing(suitePath)))
  func suiteIsComplete() {
    #expect(Self.files(prefix: "y_").count == 95)
    #expect(Self.files(prefix: "n_").count == 188)
    #expect(Self.files(prefix: "i_").count == 35)
  }

  @Test(.enabled(if: isPresent, SharedData.missing(suitePath)), arguments: files(prefix: "y_"))
  func acceptsValidDocument(name: String) throws {
    let result = try Self.read(name)
    if Self.rejectedByPolicy.contains(name) {
      guard case .failure(let error) = result, case .duplicateKey = error.problem else {
        Issue.record("\(name) should be rejected as a duplicate key")
        return
      }
    } else if case .failure(let error) = result {
      Issue.record("\(name) rejected: \(error.problem.message)")
    }
  }

  @Test(.enabled(if: isPresent, SharedData.missing(suitePath)), arguments: files(prefix: "n_"))
  func rejectsInvalidDocument(name: String) throws {
    if case .success = try Self.read(name) {
      Issue.record("\(name) was accepted")
    }
  }

  @Test(.enabled(if: isPresent, SharedData.missing(suitePath)), arguments: files(prefix: "i_"))
  func decidesImplementationDefinedDocument(name: String) throws {
    // Either answer is allowed; the reader only has to return one.
    _ = try Self.read(name)
  }
}
