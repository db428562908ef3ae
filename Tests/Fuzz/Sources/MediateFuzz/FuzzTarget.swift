import Foundation
import MediationIOS
import MediationKit

/// libFuzzer's entry point: every input is a config. It is read, decoded,
/// and when valid simulated once in every output format and over a few runs
/// (with its summary checks), so that the reader, the decoder, the engine,
/// the kernel and the renderers all see it. A crash, a sanitizer report or a
/// hang is a finding.
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  guard let loaded = try? ConfigLoader.read(bytes) else { return 0 }
  let config = loaded.config
  for format in OutputFormat.allCases {
    let renderer = format.renderer(to: Discard(), color: format == .text, width: 80)
    _ = Simulator.trace(config, seed: config.seed, into: renderer)
    renderer.finish()
  }
  let result = Simulator.summarize(config, seed: config.seed, plan: BatchPlan(runs: 20, jobs: 1))
  _ = config.checkSummary(result.summary)
  let renderer = OutputFormat.text.renderer(to: Discard(), width: 80)
  Simulator.write(result, run: RunRecord(config: config, seed: config.seed), into: renderer)
  renderer.finish()
  return 0
}

/// Output nobody reads.
final class Discard: ByteSink {
  func write(_ bytes: [UInt8]) {}
}

/// A libFuzzer dictionary of the config format: every key and every value
/// of a choice the config's JSON Schema lists (`ConfigReference.jsonSchema(platforms:)`,
/// written from the schema tables), quoted as JSON spells them, and the JSON
/// tokens between them.
func dictionary() -> String {
  var words: [String] = []
  func add(_ word: String) {
    let entry =
      "\""
      + word.unicodeScalars.map { scalar in
        switch scalar {
        case "\"": "\\\""
        case "\\": "\\\\"
        default: String(scalar)
        }
      }.joined() + "\""
    if !words.contains(entry) { words.append(entry) }
  }
  /// Keys of `properties` objects and strings of `enum` arrays, anywhere in the schema.
  func collect(_ value: Any) {
    if let object = value as? [String: Any] {
      if let properties = object["properties"] as? [String: Any] {
        for key in properties.keys.sorted() { add("\"\(key)\":") }
      }
      if let choices = object["enum"] as? [Any] {
        for case let choice as String in choices { add("\"\(choice)\"") }
      }
      for key in object.keys.sorted() { collect(object[key] as Any) }
    } else if let array = value as? [Any] {
      for element in array { collect(element) }
    }
  }
  let schemaText = ConfigReference.jsonSchema(platforms: [IOSPlatform.names])
  if let schema = try? JSONSerialization.jsonObject(with: Data(schemaText.utf8)) {
    collect(schema)
  }
  for token in ["{", "}", "[", "]", ":", ",", "null", "true", "false", "-1", "0", "1e3", "9007199254740991", "1.5"] {
    add(token)
  }
  return words.joined(separator: "\n") + "\n"
}
