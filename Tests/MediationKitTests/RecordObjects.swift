import Foundation
import MediateTestSupport
import MediationPlatforms
import Testing

@testable import MediationKit

/// One run's records as JSON objects, as the tests of the registered Android classes read them (each config
/// played with its platform's registry), and the iOS twin's.
enum RecordObjects {
  /// Every record of one run of `text` as its JSON object.
  static func records(_ text: String) throws -> [[String: Any]] {
    let config = try ConfigLoader.load(Array(text.utf8), registries: .standard)
    let collector = RecordCollector()
    Simulator.trace(config, seed: config.seed, registries: .standard, into: collector)
    return try collector.records.map { record in
      var writer = JSONWriter()
      writer.write(record)
      return try #require(JSONSerialization.jsonObject(with: Data(writer.bytes)) as? [String: Any])
    }
  }

  /// The records of the iOS twin of the Android config `text`.
  static func twinRecords(_ text: String) throws -> [[String: Any]] {
    try records(String(decoding: TwinTranslation.ios(fromAndroid: Array(text.utf8)), as: UTF8.self))
  }

  static func all(_ records: [[String: Any]], _ type: String) -> [[String: Any]] {
    records.filter { $0["type"] as? String == type }
  }

  static func first(_ records: [[String: Any]], _ type: String) throws -> [String: Any] {
    try #require(all(records, type).first)
  }

  static func names(_ records: [[String: Any]], _ type: String, _ key: String) -> [String] {
    all(records, type).compactMap { $0[key] as? String }
  }

  static func result(_ records: [[String: Any]]) throws -> [String: Any] { try first(records, "result") }
}
