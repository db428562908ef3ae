/// The names a platform's contract gives the core's neutral vocabularies:
/// what an adapter reports (`AdEventName`), what a network calls back
/// (`NetworkCallback`), what the SDK calls on a loaded ad (`SDKCall`) and
/// the adapter method the SDK loads a format with, as the records print them. Carried as data: the core spells no platform's
/// names but through the table of the run's platform
/// (`AdapterPlatform.names`), built from the platform's own exhaustive
/// spelling, so a platform that forgets a name does not compile.
package struct PlatformNames: Sendable {
  private let events: [String]
  private let callbacks: [String]
  private let sdkCalls: [String]
  /// By format (`AdFormat.allCases`' order): the method for a waterfall load, then for a bid winner's.
  private let loadMethods: [(waterfall: String, bidding: String)]

  package init(
    event: (AdEventName) -> String, callback: (NetworkCallback) -> String, sdkCall: (SDKCall) -> String,
    loadMethod: (AdFormat, _ bidding: Bool) -> String
  ) {
    events = AdEventName.allCases.map(event)
    callbacks = NetworkCallback.allCases.map(callback)
    sdkCalls = SDKCall.allCases.map(sdkCall)
    loadMethods = AdFormat.allCases.map { (loadMethod($0, false), loadMethod($0, true)) }
  }

  package func name(of event: AdEventName) -> String { events[Self.index(of: event)] }
  package func name(of callback: NetworkCallback) -> String { callbacks[Self.index(of: callback)] }
  package func name(of call: SDKCall) -> String { sdkCalls[Self.index(of: call)] }
  /// The adapter method the SDK loads `format` with: a bid winner's (`bidding`) or a waterfall line item's.
  package func loadMethod(for format: AdFormat, bidding: Bool) -> String {
    let methods = loadMethods[Self.index(of: format)]
    return bidding ? methods.bidding : methods.waterfall
  }

  /// A case's place in its enum's `allCases`, the tables' order.
  private static func index<Value: CaseIterable & Equatable>(of value: Value) -> Int {
    // The vocabularies have a few dozen cases; a linear search costs less than a dictionary's hashing.
    var index = 0
    for candidate in Value.allCases {
      if candidate == value { return index }
      index += 1
    }
    preconditionFailure("\(value) is not among its type's allCases")
  }
}
