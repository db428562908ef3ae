/// What a config value should have been, for "expected …, found …" messages.
package enum ConfigExpectation: Equatable, Sendable {
  case object
  case array
  case boolean
  case string
  case nonEmptyString
  case integer(ClosedRange<Int64>)
  case unsignedInteger
  case decimal(ClosedRange<DecimalNumber>, decimals: Int)
  case number(ClosedRange<Double>)
  /// Any JSON number.
  case anyNumber
  /// An array of so many elements.
  case arrayOfCount(ClosedRange<Int>)
  /// An object with at least one member.
  case nonEmptyObject
  case oneOf([String])
  case loadScript
  case presentScript
  case oneOrMoreFormats
  /// A profile's `bannerSizes`.
  case oneOrMoreSizes
  /// `banner.sizing.map`.
  case oneOrMoreSizeMapEntries
  /// A `banner.sizing.map` entry's `to`.
  case bannerSizeOrName
  case latency
  case oneOrMoreAdTypes
  case url
  case urlScheme
  case customAsset(CustomNativeFormat.FieldType, format: String)
  /// A profile's `hasVideoContent`: a boolean, or the network's `"hasVideo"`.
  case videoContent
  /// A profile's `bidding`: true, false or `"only"`.
  case biddingCapability
  /// `request.privacy.ageRestrictedTreatment`: `"child"`, `"teen"`, or a boolean.
  case ageRestrictedTreatment
  /// What the `ad` record's `assets` shows for this asset (`expect.assets`).
  case assetValue(AdAssetField)
  /// A profile's error object, or `"passThrough"`.
  case errorOrPassThrough
  /// An error pattern of `expect`, or the other value the check takes (`null`, `"ready"`).
  case errorPattern(orElse: String)
  /// A three-part version as the `setUp` record writes it.
  case versionNumber
  /// A privacy setting's `passes`: a key, or an object with `key`.
  case privacyPass
  /// What a request must have (`expect.requests`), or null for none.
  case objectOrNull
  /// A bidding line item's `bid`: a price, or `"none"`.
  case bid
  /// `demand.patienceMs`: milliseconds, a log-normal object, or null.
  case patience
  /// `app.releaseAdAtMs`: milliseconds, `"onDismiss"`, or null.
  case releaseTime
  /// A profile's `events` entry: an array of events, or an object with `forward` and `thread`.
  case eventsEntry
  /// A portfolio group's `config`: a path or the config inline.
  case groupConfig
}
