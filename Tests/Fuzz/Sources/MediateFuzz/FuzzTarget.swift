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
  _ = config.expectations?.evaluate(result.summary)
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
/// of a choice the schema tables list, quoted as JSON spells them, and the
/// JSON tokens between them.
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
  func addChoices(_ type: ConfigValueType) {
    switch type {
    case .choice(let names):
      for name in names { add("\"\(name)\"") }
    case .array(let element, _, _, _): addChoices(element)
    case .map(let value): addChoices(value)
    case .anyOf(let types):
      for type in types { addChoices(type) }
    default: break
    }
  }
  for object in ConfigSchema.objects {
    for key in object.keys {
      add("\"\(key.name)\":")
      addChoices(key.type)
    }
  }
  for token in ["{", "}", "[", "]", ":", ",", "null", "true", "false", "-1", "0", "1e3", "9007199254740991", "1.5"] {
    add(token)
  }
  return words.joined(separator: "\n") + "\n"
}
