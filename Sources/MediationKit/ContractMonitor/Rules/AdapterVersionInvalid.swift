/// An adapter version or ad SDK version that comes out as `0.0.0`, each its own breach.
struct AdapterVersionInvalid: ContractRule {
  static let protects =
    "an adapter reports versions the SDK can use: its own version and its network SDK's, each read from its string by the adapter's rule (adapterVersionRule, adSDKVersionRule), do not come out as 0.0.0, the adapters' answer to a string they cannot read; each is its own breach, and no part is bounded (Pangle's 8.2.1.0.0 is 8.2.10000)"
  static let source =
    "seed 001 and Google's example custom event (the 4-part rule; anything else is reported as 0.0.0); IronSource, Mintegral, Pangle and DT Exchange adapters (their rules for both versions); GADVersionNumber reference"
  static let examines = EventKinds(.adapterSetUp)
  static let platforms: Set<Platform> = [.ios, .android]
  static let android: String? =
    "an adapter reports versions the SDK can use: getVersionInfo and getSDKVersionInfo, each read from its string as Java parses it (split, Integer.parseInt, adapterVersionRule, adSDKVersionRule), give neither 0.0.0, nor a negative part, nor a NumberFormatException; each is its own breach"
  static let contractRule: String? = "R14"

  func breaches(_ event: SimulationEvent, in run: MonitoredRun) -> [RuleBreach] {
    guard case .adapterSetUp(let setUp) = event else { return [] }
    let versions = setUp.versions
    let lineItem = run.firstLineItem(ofClass: setUp.className)
    var breaches: [RuleBreach] = []
    // A version is broken when it is 0.0.0, or (Android) when its string threw or it came out negative.
    let adapterReading = versions.rule.reading(of: versions.adapterVersionString, syntax: versions.syntax)
    if versions.adapterVersion == .zero || adapterReading.problem != nil {
      breaches.append(
        RuleBreach(
          lineItem: lineItem,
          detail: Self.explain(
            "adapter version", versions.adapterVersionString, adapterReading.problem, reported: versions.adapterVersion,
            rule: versions.rule.rawValue, partsRead: versions.rule.partsRead)))
    }
    let sdkReading = versions.adSDKVersionString.map {
      versions.adSDKVersionRule.reading(of: $0, syntax: versions.syntax)
    }
    if versions.adSDKVersion == .zero || sdkReading?.problem != nil {
      let detail: String
      if let string = versions.adSDKVersionString {
        let rule = versions.adSDKVersionRule
        detail = Self.explain(
          "ad SDK version", string, sdkReading?.problem, reported: versions.adSDKVersion, rule: rule.rawValue,
          partsRead: rule.partsRead)
      } else {
        detail = "ad SDK version is 0.0.0"
      }
      breaches.append(RuleBreach(lineItem: lineItem, detail: detail))
    }
    return breaches
  }

  /// Why `string` came out as the version `reported`: `0.0.0`, or (Android) a version with a negative part.
  private static func explain(
    _ what: String, _ string: String, _ problem: VersionProblem?, reported: VersionNumber, rule: String,
    partsRead: String
  ) -> String {
    let quoted = JSONStringLiteral.quoted(string)
    let result = "reported as \(reported)"
    switch problem {
    case .partCount(let count)?:
      let parts = count == 1 ? "1 part" : "\(count) parts"
      return "\(what) \(quoted) has \(parts), and its rule (\(rule)) reads \(partsRead): \(result)"
    case .negativePart(let part)?:
      return "\(what) \(quoted) has a negative part, \(JSONStringLiteral.quoted(part)): \(result)"
    case .partTooLarge(let part)?:
      return "\(what) \(quoted) has a part beyond 2^31 − 1, \(JSONStringLiteral.quoted(part)): \(result)"
    case .foldedPatchTooLarge(let patch)?:
      return "\(what) \(quoted) folds to a patch beyond 2^31 − 1 (\(patch)) by its rule (\(rule)): \(result)"
    case .numberFormat(let part)?:
      return "\(what) \(quoted): NumberFormatException: For input string: \(JSONStringLiteral.quoted(part)): \(result)"
    case .notAnInteger(let part)?:
      return "\(what) \(quoted) has a part that is not a Swift Int, \(JSONStringLiteral.quoted(part)): \(result)"
    case .wrappedPatch(let patch)?:
      return
        "\(what) \(quoted) folds to a patch that wraps to \(patch) in 32-bit int arithmetic by its rule (\(rule)): \(result)"
    case nil:
      return "\(what) \(quoted) reads as 0.0.0 by its rule (\(rule))"
    }
  }
}
