/// The SDK calling into the loaded ad.
package struct SDKRecord: Sendable {
  package var lineItem: String
  package var call: SDKCall
  /// The call's name in the run's platform's contract (`PlatformNames`), as the record prints it.
  package var callName: String
  package var asset: NativeAssetIdentifier?
}

extension JSONWriter {
  /// The `sdk` record's members after `type`, `seq` and `t`, in output.md's order.
  mutating func writeMembers(_ sdk: SDKRecord) {
    field("lineItem", sdk.lineItem)
    field("call", sdk.callName)
    field("asset", sdk.asset?.rawValue)
  }
}

extension TextRenderer {
  /// The `sdk` record's row of the text timeline: its line item, its detail, its colour.
  static func timelineRow(_ sdk: SDKRecord) -> TimelineRowParts {
    let detail = sdk.asset.map { "\(sdk.callName) \($0.rawValue)" } ?? sdk.callName
    switch sdk.call {
    case .didRecordImpression: return (sdk.lineItem, detail + " (the SDK tracks the impression)", nil)
    case .didRecordClickOnAsset: return (sdk.lineItem, detail + " (the SDK tracks the click)", nil)
    case .recordImpression: return (sdk.lineItem, "impression counted (the app records it)", nil)
    case .didUntrackView: return (sdk.lineItem, detail + " (the app removed the ad view)", nil)
    case .view: return (sdk.lineItem, detail + ": the banner goes on screen", nil)
    case .present, .didRender: return (sdk.lineItem, detail, nil)
    }
  }
}
