/// A version string read as a Swift adapter reads it (Moloco, MolocoMediationAdapter.swift:183-234; profile
/// `versionParts: "strict"`): Swift's `split(separator: ".")`, which drops every empty part (`"1..3"` is two
/// parts, `"..."` none), then `Int(_:)` of each part the rule reads: an optional `+` or `-` and ASCII decimal
/// digits only, within 64 bits; anything else makes the version `0.0.0`. The rules' counts and bounds apply as
/// for `VersionParts`.
struct SwiftVersionParts {
  let texts: [Substring]

  init(_ string: String) {
    texts = string.split(separator: ".")
  }

  var count: Int { texts.count }

  /// The version of the first `count` parts, or `0.0.0` with the first part read that `Int(_:)` refuses;
  /// otherwise bounded and folded as `VersionParts` does.
  func version(readingFirst count: Int) -> VersionReading {
    var values: [Int] = []
    for index in 0..<count {
      guard let value = Int(texts[index]) else {
        return VersionReading(version: .zero, problem: .notAnInteger(String(texts[index])))
      }
      values.append(value)
    }
    return VersionParts(texts: Array(texts.prefix(count)), values: values).version(readingFirst: count)
  }
}
