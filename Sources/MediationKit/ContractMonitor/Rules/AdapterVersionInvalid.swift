/// An adapter version string the SDK's version rule cannot read, or out of its bounds.
struct AdapterVersionInvalid: SingleBreachRule {
  static let protects =
    "an adapter reports its version as the SDK reads it: a version string its rule accepts (four numbers folded to major.minor.(third×100+fourth), or the rule's variant), major 1–99, minor 0–99, patch 0–9999, and a three-part ad SDK version"
  static let source =
    "seed 001 and Google's example custom event (the 4-part rule; anything else is reported as 0.0.0); IronSource, Pangle and DT Exchange adapters (variants); Maio adapter test (the bounds); GADVersionNumber reference"
  static let examines = EventKinds(.adapterSetUp)
  static let contractRule: String? = "R14"

  func check(_ event: SimulationEvent, in run: MonitoredRun) -> RuleBreach? {
    guard case .adapterSetUp(let className, let versions, _, _) = event else { return nil }
    let lineItem = run.firstLineItem(ofClass: className)
    if !versions.rule.accepts(versions.adapterVersionString) {
      return RuleBreach(
        lineItem: lineItem,
        detail:
          "adapter version \(JSONStringLiteral.quoted(versions.adapterVersionString)) is not a version its rule (\(versions.rule.rawValue)) reads: reported as \(versions.adapterVersion)"
      )
    }
    let version = versions.adapterVersion
    guard (1...99).contains(version.majorVersion), (0...99).contains(version.minorVersion),
      (0...9999).contains(version.patchVersion)
    else {
      return RuleBreach(
        lineItem: lineItem,
        detail: "adapter version \(version) is out of bounds (major 1–99, minor 0–99, patch 0–9999)")
    }
    if versions.adSDKVersion == VersionNumber(majorVersion: 0, minorVersion: 0, patchVersion: 0) {
      return RuleBreach(lineItem: lineItem, detail: "ad SDK version is not three numbers: reported as 0.0.0")
    }
    return nil
  }
}
