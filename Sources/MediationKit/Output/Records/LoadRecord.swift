/// The SDK calling a line item's adapter to load, and what the adapter then
/// asked its network for.
package struct LoadRecord: Sendable {
  package var lineItem: String
  /// The line item's position in the config's `lineItems`.
  package var index: Int
  package var className: String
  package var parameter: String?
  package var timeoutMs: Int64
  /// Nil when the adapter never reached its network.
  package var request: NetworkRequest?
  /// The line item's server settings (`credentials.settings`).
  package var settings: [String: String] = [:]
  /// The bid response a winning bidder is loaded with; nil for a waterfall line item.
  package var bidResponse: String?
  /// The adapter method the SDK loads with, as the platform names it
  /// (`PlatformNames.loadMethod`); nil for Ad Manager's own creative, which no adapter loads.
  package var method: String?
}

extension JSONWriter {
  /// The `load` record's members after `type`, `seq` and `t`, in output.md's order.
  mutating func writeMembers(_ load: LoadRecord) {
    field("lineItem", load.lineItem)
    field("index", load.index)
    field("className", load.className)
    field("parameter", load.parameter)
    field("timeoutMs", load.timeoutMs)
    key("request")
    write(load.request)
    key("settings")
    write(settings: load.settings)
    field("bidResponse", load.bidResponse)
    field("method", load.method)
  }
}

extension TextRenderer {
  /// The `load` record's row of the text timeline: its line item, its detail, its colour.
  static func timelineRow(_ load: LoadRecord) -> TimelineRowParts {
    if load.className == googleAdNetworkClassName && load.parameter == nil {
      return (
        load.lineItem,
        "#\(load.index) Ad Manager serves its own creative (\(load.className)), timeout \(load.timeoutMs) ms", nil
      )
    }
    let parameter: String
    if load.settings.keys.contains(where: { $0 != ServerParameter.key }) {
      parameter = "settings " + describe(settings: load.settings)
    } else {
      parameter = load.parameter.map { "parameter \(JSONStringLiteral.quoted($0))" } ?? "no parameter"
    }
    // The placement is news unless it is the parameter the row shows.
    let showsParameter = !load.settings.keys.contains(where: { $0 != ServerParameter.key })
    let request =
      load.request.map { describe($0, shown: showsParameter ? .some(load.parameter) : .none) }
      ?? "the adapter made no request"
    let bid = load.bidResponse.map { "; loads the winning bid (response \($0))" } ?? ""
    let method = load.method.map { " \($0)" } ?? ""
    return (
      load.lineItem,
      "#\(load.index) \(load.className)\(method), \(parameter), timeout \(load.timeoutMs) ms; \(request)\(bid)", nil
    )
  }
}
