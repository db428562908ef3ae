import Testing

@testable import MediationIOS
@testable import MediationKit

/// The records print a platform's names from its table (`PlatformNames`),
/// while the config reader still reads iOS's spelling of the same cases (the
/// enums' raw values): until the reader asks the table too, the iOS table
/// must spell every case as the reader reads it, or a config's names and
/// its records' would differ.
struct PlatformNamesTests {
  private let names = IOSPlatform().names

  @Test func iOSSpellsEveryEventAsConfigsDo() {
    for event in AdEventName.allCases { #expect(names.name(of: event) == event.rawValue) }
  }

  @Test func iOSSpellsEveryCallbackAsConfigsDo() {
    for callback in NetworkCallback.allCases { #expect(names.name(of: callback) == callback.rawValue) }
  }

  @Test func iOSSpellsEverySDKCallAsRecordsDid() {
    for call in SDKCall.allCases { #expect(names.name(of: call) == call.rawValue) }
  }

  @Test func aTableNamesEachCaseByItsOwnEntry() {
    let table = PlatformNames(
      event: { "e-\($0.rawValue)" }, callback: { "c-\($0.rawValue)" }, sdkCall: { "s-\($0.rawValue)" },
      loadMethod: { "l-\($0.rawValue)\($1 ? "-rtb" : "")" })
    for event in AdEventName.allCases { #expect(table.name(of: event) == "e-" + event.rawValue) }
    for callback in NetworkCallback.allCases { #expect(table.name(of: callback) == "c-" + callback.rawValue) }
    for call in SDKCall.allCases { #expect(table.name(of: call) == "s-" + call.rawValue) }
    for format in AdFormat.allCases {
      #expect(table.loadMethod(for: format, bidding: false) == "l-" + format.rawValue)
      #expect(table.loadMethod(for: format, bidding: true) == "l-\(format.rawValue)-rtb")
    }
  }
}
