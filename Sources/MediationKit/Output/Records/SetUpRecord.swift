/// An adapter class set up before the waterfall, with the versions it reports.
package struct SetUpRecord: Sendable {
  /// Whether set-up succeeded.
  package enum Status: String, Sendable {
    case ready
    case error
  }

  package var className: String
  package var adapterVersion: VersionNumber
  package var adapterVersionString: String
  package var adSDKVersion: VersionNumber
  package var status: Status
  package var error: AdError?
  /// How long set-up took before the request (`GADAdapterStatus.latency`);
  /// the SDK's set-up timeout when it never completed.
  package var latencyMs: Int64
  /// The settings of every line item of the class, in listed order: the credentials set-up received.
  package var settings: [[String: String]] = []
  /// What set-up handed its network; nil when it failed before calling it.
  package var request: [PassedSetting]?
  /// Where the adapter did its set-up work.
  package var thread: AdapterThread = .background
}

extension JSONWriter {
  /// The `setUp` record's members after `type`, `seq` and `t`, in output.md's order.
  mutating func writeMembers(_ setUp: SetUpRecord) {
    field("className", setUp.className)
    field("adapterVersion", setUp.adapterVersion.description)
    field("adapterVersionString", setUp.adapterVersionString)
    field("adSDKVersion", setUp.adSDKVersion.description)
    field("status", setUp.status.rawValue)
    writeError(setUp.error)
    field("latencyMs", setUp.latencyMs)
    key("settings")
    beginArray()
    for settings in setUp.settings { write(settings: settings) }
    endArray()
    key("request")
    write(setUp.request)
    field("thread", setUp.thread.rawValue)
  }
}

extension TextRenderer {
  /// The `setUp` record's row of the text timeline: its line item, its detail, its colour.
  static func timelineRow(_ setUp: SetUpRecord) -> TimelineRowParts {
    let versions = "adapter \(setUp.adapterVersion) (\(setUp.adapterVersionString)), ad SDK \(setUp.adSDKVersion)"
    let took = setUp.latencyMs > 0 ? " after \(setUp.latencyMs) ms" : ""
    let handed = setUp.request.map { $0.isEmpty ? "" : "; set-up handed its network " + describe($0) } ?? ""
    if let error = setUp.error {
      return (nil, "\(setUp.className) not ready\(took): \(describe(error)); \(versions)\(handed)", .red)
    }
    return (nil, "\(setUp.className) ready\(took); \(versions)\(handed)", .dim)
  }
}
