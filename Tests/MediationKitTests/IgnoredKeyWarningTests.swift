import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// Seed 003: keys a config may give that the run can never use are warnings
/// (the config stays valid): `request.native.customFormatIds` when `adTypes`
/// does not ask for custom formats, and `app.registeredAssets` when every
/// line item that could fill serves a custom format ad.
struct IgnoredKeyWarningTests {
  private static let custom = #"{"label": "Custom", "adManager": {"type": "customFormat", "formatId": "10063170"}}"#
  private static let mediated = #"{"label": "Mediated", "className": "SampleCustomEvent", "parameter": "m"}"#

  /// The warnings of a native config, as `path: problem`.
  private func warnings(_ lineItems: [String], request: String = #"{"customFormatIds": ["10063170"]}"#, app: String)
    throws -> [String]
  {
    let json = """
      {"adUnit": {"id": "/6499/example/native", "format": "native"}, "request": {"native": \(request)},
       "lineItems": [\(lineItems.joined(separator: ", "))], "app": \(app)}
      """
    return try ConfigLoader.read(Array(json.utf8)).warnings.map { "\($0.path): \($0.problem)" }
  }

  private let registered = #"{"registeredAssets": ["headline"]}"#

  @Test func customFormatIdsAreIgnoredOnlyWhenAdTypesLeaveOutCustomFormats() throws {
    let ignored = ".request.native.customFormatIds: customFormatIdsIgnored"
    let cases: [(request: String, warned: Bool)] = [
      (#"{"adTypes": ["unified"], "customFormatIds": ["10063170"]}"#, true),
      (#"{"adTypes": ["unified", "customFormat"], "customFormatIds": ["10063170"]}"#, false),
      // Without adTypes, custom format IDs ask for custom formats.
      (#"{"customFormatIds": ["10063170"]}"#, false),
      // No IDs, nothing ignored.
      (#"{"adTypes": ["unified"], "customFormatIds": []}"#, false),
    ]
    for (request, warned) in cases {
      let found = try warnings([Self.mediated], request: request, app: "{}")
      #expect(found == (warned ? [ignored] : []), "\(request)")
    }
  }

  @Test func registeredAssetsAreIgnoredWhenOnlyCustomFormatAdsCanFill() throws {
    let ignored = #".app.registeredAssets: registeredAssetsIgnored(lineItems: ["Custom"], count: 1)"#
    #expect(try warnings([Self.custom], app: registered) == [ignored])
    #expect(try warnings([Self.custom], app: #"{"registeredAssets": null}"#) == [])
    #expect(try warnings([Self.custom], app: "{}") == [])
  }

  @Test func aLineItemThatCouldFillWithAnAdViewUsesRegisteredAssets() throws {
    #expect(try warnings([Self.mediated, Self.custom], app: registered) == [])
    #expect(
      try warnings([Self.custom, #"{"label": "Install", "adManager": {"type": "appInstall"}}"#], app: registered) == [])
    #expect(
      try warnings(
        [#"{"label": "F", "className": "SampleCustomEvent", "network": {"load": {"fillRate": 0.1}}}"#, Self.custom],
        app: registered) == [])
  }

  /// What the config alone says cannot fill does not count.
  @Test(arguments: [
    // The load never fills.
    #"{"label": "M", "className": "SampleCustomEvent", "network": {"load": "noFill"}}"#,
    #"{"label": "M", "className": "SampleCustomEvent", "network": {"load": {"outcome": "timeout"}}}"#,
    #"{"label": "M", "className": "SampleCustomEvent", "network": {"load": {"fillRate": 0}}}"#,
    #"{"label": "M", "adManager": {"type": "appInstall"}, "network": {"load": "error"}}"#,
    // The class is not registered, or does not load native ads.
    #"{"label": "M", "className": "NoSuchAdapter"}"#,
    #"{"label": "M", "className": "GADMediationAdapterSampleAdNetwork"}"#,
  ])
  func aLineItemThatCannotFillDoesNotCount(lineItem: String) throws {
    let found = try warnings([lineItem, Self.custom], app: registered)
    #expect(found.contains(#".app.registeredAssets: registeredAssetsIgnored(lineItems: ["Custom"], count: 1)"#))
  }

  @Test func aLineItemTheAppDidNotAskForDoesNotCount() throws {
    let found = try warnings(
      [Self.mediated, Self.custom], request: #"{"adTypes": ["customFormat"], "customFormatIds": ["10063170"]}"#,
      app: registered)
    #expect(found == [#".app.registeredAssets: registeredAssetsIgnored(lineItems: ["Custom"], count: 1)"#])
  }

  /// When nothing could fill, no key of `app` is used: that is no reason to
  /// single out `registeredAssets`.
  @Test func noWarningWhenNothingCouldFill() throws {
    // The custom format ad is not among the formats the app can display.
    #expect(try warnings([Self.custom], request: #"{"customFormatIds": ["42"]}"#, app: registered) == [])
  }

  @Test func namesTheFirstThreeLineItemsThatCouldFill() throws {
    let items = (1...5).map { #"{"label": "C\#($0)", "adManager": {"type": "customFormat", "formatId": "10063170"}}"# }
    let found = try warnings(items, app: registered)
    #expect(found == [#".app.registeredAssets: registeredAssetsIgnored(lineItems: ["C1", "C2", "C3"], count: 5)"#])
    let message = ConfigProblem.registeredAssetsIgnored(lineItems: ["C1", "C2", "C3"], count: 5).message
    #expect(message.contains(#"("C1", "C2", "C3" and 2 more)"#))
  }
}
