import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// A platform's table (`PlatformNames`) is how the records print its names
/// and how the config reader reads them back: every name a platform gives
/// must lead back to its case, or a config could not say what its records show.
struct PlatformNamesTests {
  private let names = IOSPlatform().names

  @Test func iOSReadsBackEveryEventItNames() {
    for event in AdEventName.allCases where names.has(event) {
      #expect(names.event(named: names.name(of: event)) == event)
    }
    // Android's own events have no iOS name.
    #expect(!names.has(.leftApplication))
    #expect(!names.has(.didFailToPresentWithMessage))
    #expect(AdEventName.allCases.filter(names.has).count == AdEventName.allCases.count - 2)
  }

  @Test func iOSReadsBackEveryCallbackOfEveryFormat() {
    for format in AdFormat.allCases {
      let callbacks = NetworkCallback.adapterCallbacks(for: format)
      for callback in callbacks {
        let name = names.name(of: callback, format: format)
        #expect(names.callback(named: name, among: callbacks, formats: [format]) == callback, "\(format) \(name)")
      }
    }
  }

  @Test func iOSNumbersTheSampleSDKsCodesAsItsHeader() {
    #expect(SampleErrorCode.allCases.map { names.networkError($0).code } == [0, 1, 2, 3])
    #expect(names.networkError(.noInventory).name == "NoInventory")
    for code in SampleErrorCode.allCases {
      #expect(names.networkError(numbered: names.networkError(code).code) == code)
    }
    #expect(names.networkError(numbered: 4) == nil)
  }

  @Test func iOSGivesTheSDKsOwnErrorsInItsDomain() {
    let error = names.error(.adapterNotFound(className: "NoSuchAdapter"))
    #expect(error.domain == "com.google.admob")
    #expect(error.code == 8)
    #expect(names.error(.noFill).code == 1)
    #expect(names.error(.timeout(afterMs: 1)).code == 5)
    #expect(names.error(.adAlreadyUsed).code == 18)
  }

  @Test func aTableNamesEachCaseByItsOwnEntry() {
    let table = PlatformNames(
      platform: .android,
      event: { $0 == .willDismissFullScreenView ? nil : "e-\($0.rawValue)" },
      callback: { "c-\($0.rawValue)-\($1.rawValue)" }, sdkCall: { "s-\($0.rawValue)" },
      networkCall: { "n-\($0.rawValue)" },
      loadMethod: { "l-\($0.rawValue)\($1 ? "-rtb" : "")" },
      events: { $0 == .banner ? [.reportImpression] : [.reportClick] },
      ignoredReason: { "r-\($0.rawValue)" },
      completion: { "k-\($0)" }, completionHandler: "handler", setUpMethod: "init", signalsMethod: "signals",
      networkError: { code in
        NetworkErrorCode(code: SampleErrorCode.allCases.firstIndex(of: code)! + 10, name: "\(code)")
      },
      sdkError: { _ in AdError(domain: "d", code: 7, localizedDescription: "m") },
      versions: VersionConventions(syntax: .java, adapterVersionRule: .foldsFifth, adSDKVersionRule: .threeOrMore),
      classNames: .java, privacy: PrivacyConventions(unsetNumber: -1, unsetRating: ""), nativePrice: .number)
    for event in AdEventName.allCases where event != .willDismissFullScreenView {
      #expect(table.name(of: event) == "e-" + event.rawValue)
      #expect(table.event(named: "e-" + event.rawValue) == event)
    }
    #expect(!table.has(.willDismissFullScreenView))
    #expect(table.event(named: "willDismissFullScreenView") == nil)
    for callback in NetworkCallback.allCases {
      for format in AdFormat.allCases {
        #expect(table.name(of: callback, format: format) == "c-\(callback.rawValue)-\(format.rawValue)")
      }
    }
    #expect(table.callback(named: "c-didPresent-banner", among: [.didPresent], formats: [.rewarded]) == nil)
    #expect(table.callback(named: "c-didPresent-banner", among: [.didPresent]) == .didPresent)
    for call in SDKCall.allCases { #expect(table.name(of: call) == "s-" + call.rawValue) }
    for call in NetworkCall.Kind.allCases { #expect(table.name(of: call) == "n-" + call.rawValue) }
    for format in AdFormat.allCases {
      #expect(table.loadMethod(for: format, bidding: false) == "l-" + format.rawValue)
      #expect(table.loadMethod(for: format, bidding: true) == "l-\(format.rawValue)-rtb")
    }
    #expect(table.events(for: .banner) == [.reportImpression])
    #expect(table.events(for: .native) == [.reportClick])
    #expect(table.name(of: IgnoredReason.noEventDelegate) == "r-noEventDelegate")
    #expect(table.name(of: CompletionCall.error) == "k-error")
    #expect(table.networkError(.unknown) == NetworkErrorCode(code: 11, name: "unknown"))
    #expect(table.networkError(numbered: 13) == .noInventory)
    #expect(table.error(.noFill).code == 7)
    #expect(table.versions.adapterVersionRule == .foldsFifth)
  }
}
