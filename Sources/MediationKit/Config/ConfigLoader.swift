/// The config pipeline: bytes → JSON tree → typed, validated `WaterfallConfig`.
public enum ConfigLoader {
  /// Reads a config file's bytes, reporting every problem found (the first
  /// `ConfigLimits.maximumReportedErrors`, in file order).
  public static func load(
    _ bytes: [UInt8], registry: AdapterRegistry = .standard
  ) throws(ConfigError) -> WaterfallConfig {
    guard bytes.count <= ConfigLimits.maximumFileBytes else {
      throw .tooLarge(byteCount: bytes.count)
    }
    let locator = SourceLocator(bytes: bytes)
    let root: JSONNode
    do throws(JSONSyntaxError) {
      root = try JSONReader.read(bytes)
    } catch {
      let diagnostic = ConfigDiagnostic(
        location: locator.location(of: error.offset), path: error.path, problem: .syntax(error.problem))
      throw .invalid([diagnostic], omitted: 0)
    }
    var decoder = ConfigDecoder(registry: registry, locator: locator)
    if let config = decoder.decodeConfig(root, fingerprint: fingerprint(of: bytes)) {
      return config
    }
    let ordered = decoder.issues.enumerated().sorted { lhs, rhs in
      (lhs.element.offset ?? -1, lhs.offset) < (rhs.element.offset ?? -1, rhs.offset)
    }
    let shown = ordered.prefix(ConfigLimits.maximumReportedErrors).map { _, issue in
      ConfigDiagnostic(location: issue.offset.map(locator.location(of:)), path: issue.path, problem: issue.problem)
    }
    throw .invalid(Array(shown), omitted: ordered.count - shown.count)
  }

  /// FNV-1a over the file's bytes: stable across runs, machines and versions.
  static func fingerprint(of bytes: [UInt8]) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01B3
    }
    return hash
  }
}
