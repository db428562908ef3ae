/// Something the app does with the loaded ad.
package struct AppRecord: Sendable {
  package var action: AppAction
  /// What a tap was on, for clicks: an asset view, `background`, or a custom format asset's key.
  package var asset: String?
}

extension JSONWriter {
  /// The `app` record's members after `type`, `seq` and `t`, in output.md's order.
  mutating func writeMembers(_ app: AppRecord) {
    field("action", app.action.rawValue)
    field("asset", app.asset)
  }
}

extension TextRenderer {
  /// The `app` record's row of the text timeline: its line item, its detail, its colour.
  static func timelineRow(_ app: AppRecord) -> TimelineRowParts {
    return (nil, app.asset.map { "\(app.action.rawValue) on \($0)" } ?? app.action.rawValue, nil)
  }
}
