/// The loaded ad handed to the app.
package struct AdRecord: Sendable {
  package var lineItem: String
  package var format: AdFormat
  /// The mapped native assets; nil for rewarded ads.
  package var assets: NativeAssets?
}

extension JSONWriter {
  /// The `ad` record's members after `type`, `seq` and `t`, in output.md's order.
  mutating func writeMembers(_ ad: AdRecord) {
    field("lineItem", ad.lineItem)
    field("format", ad.format.rawValue)
    key("assets")
    write(ad.assets)
  }
}

extension TextRenderer {
  /// The `ad` record's row of the text timeline: its line item, its detail, its colour.
  static func timelineRow(_ ad: AdRecord) -> TimelineRowParts {
    return (ad.lineItem, "\(ad.format.rawValue) ad handed to the app", nil)
  }
}
