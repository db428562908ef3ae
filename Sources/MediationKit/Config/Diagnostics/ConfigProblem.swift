/// Everything that can be wrong with a config file, syntax included.
package enum ConfigProblem: Equatable, Sendable {
  case syntax(JSONSyntaxProblem)
  case unexpectedValue(expected: ConfigExpectation, found: String, suggestion: String?)
  case unknownKey(suggestion: String?, known: [String])
  case missingKey(String)
  case unsupportedVersion(found: String)
  /// `platform` names a platform whose adapters this build does not link.
  case platformNotBuilt(Platform, built: [Platform])
  case tooFewLineItems(found: Int)
  case tooManyLineItems(found: Int)
  case duplicateLabel(first: SourceLocation)
  case conflictingKeys(String, String)
  case onlyForFormat([AdFormat], actual: AdFormat)
  /// `app.releaseAdAtMs: "onDismiss"` on an ad unit whose ads are never dismissed (the key itself applies).
  case releaseOnDismissNeedsFullScreen([AdFormat], actual: AdFormat)
  /// `app.presentAgainAfterMs` due at or after a release timed in milliseconds: the app has no ad left to present.
  case presentAgainAfterRelease(presentAgainAtMs: Int64, releaseAtMs: Int64)
  case extraNotAccepted(acceptedBy: [String])
  case errorCodeWithoutFailure(LoadScript.Outcome)
  case duplicateCallbackWithoutCallback
  case latencyRangeInverted(min: Int64, max: Int64)
  case stepBeforePrevious(previousAtMs: Int64)
  /// A key of a `show` step that only the step of the callback named (in the platform's words) takes.
  case keyOnlyForCallback(String, callback: String)
  case keyOnlyForOutcome(String, [String])
  /// A callback (named in the platform's words) the network sends only when it tracks `what` itself.
  case networkDoesNotTrack(callback: String, what: String, setting: String)
  case unknownLabel(suggestion: String?)
  /// A key of `rules` that names no contract rule.
  case unknownRule(suggestion: String?)
  /// A registered adapter class of another platform, with its twin on the config's (nil: none).
  case otherPlatformClass(String, of: Platform, on: Platform, twin: String?)
  /// A class name not of the form of the config's platform (`ClassNameForm`), with a twin that fits.
  case classNameForm(ClassNameForm, suggestion: String?)
  /// A contract rule, or a key, of other platforms than the config's (`why`: what the key belongs to).
  case notOnPlatform(only: [Platform], platform: Platform, why: String?)
  case profileNamesRegisteredClass
  case profileKeyNeedsFormat(String, [AdFormat])
  /// A key of a profile whose adapter cannot bid (`"bidding": true` is missing).
  case profileKeyNeedsBidding(String, only: Bool)
  /// An `events` entry in object form on a load answer (named in the platform's words), whose thread is
  /// `completion.thread`.
  case eventThreadOnLoadAnswer(callback: String)
  case unknownCallback(suggestion: String?)
  case callbackNeedsFormat(callback: String, [AdFormat])
  /// A name of another platform's contract, with its counterpart on the config's platform (nil: none).
  case otherPlatformName(String, kind: PlatformNameKind, of: Platform, on: Platform, counterpart: String?)
  case repeatedValue
  case extraOfWrongType(expected: AdapterProfile.ExtraType, classes: [String])
  case profileDecidesTracking(String)
  /// The class's native mapper lets the SDK track whatever its network does.
  case mapperTracksBySDK(String)
  case emptyCustomFormat
  case keyNotForCreative(NativeAdType)
  case imagesRequired
  case unknownCustomFormat(suggestion: String?, known: [String])
  case assetNotInFormat(String, suggestion: String?, known: [String])
  case customFormatWithoutIds
  case missingClassName
  case onlyForMediatedLineItems(String)
  case unknownTapTarget(found: String, suggestion: String?)
  /// A warning, not an error: the line item fails at run time, as in the real SDK.
  case unregisteredClass(String, suggestion: String?)
  /// A warning: `request.native.customFormatIds` while `adTypes` does not
  /// ask for custom format ads, so the IDs are never asked for.
  case customFormatIdsIgnored
  /// A warning: `app.registeredAssets` while every line item that could
  /// fill serves a custom format ad, which has no ad view to register with;
  /// the labels of the first few such line items, and how many there are.
  case registeredAssetsIgnored(lineItems: [String], count: Int)
  /// An empty image URL (nothing to download) on a line item whose class is not a profile.
  case emptyURLNeedsProfile
  /// An extra applied at present in a profile that presents nothing (no rewarded format).
  case appliedAtPresentNeedsFullScreen
  /// A name `expect.assets` gives that is not an asset of the `ad` record.
  case unknownAsset(suggestion: String?, known: [String])
  case badCount(found: String, reason: Comparison.ParseError)
  /// A key or value for a profiled network's SDK on a network that is not one.
  case onlyForProfiledClasses(String)
  /// `"passThrough"` (at the path given) where the network has no error to pass, and what would give it one.
  case passThroughWithoutNetworkError(passedBy: String, needs: String)
  /// A class an `expect` check names that no `setUp` record will name: the
  /// registered and profiled classes the line items use.
  case unknownSetUpClass(suggestion: String?, known: [String])
  /// A second setting of one profile marked as the placement; the key of the first.
  case secondPlacement(first: String)
  /// A key of a profile's setting that applies only when the setting is required.
  case keyOnlyForRequiredSetting(String)
  /// A key of a profile's setting that applies only to its placement setting (`testValue`).
  case keyOnlyForPlacementSetting(String)
  /// A string privacy setting (`setting`: `maxAdContentRating`, `tcString`, …)
  /// passes its string: it takes no `as`, and shares its key with no other
  /// setting (`sharedWith`, the one that does).
  case stringSettingPassesItsString(String, sharedWith: String?)
  /// `passes.unset` `restrictive` or `allowed` on a setting that is not one of the flags that take them.
  case unsetValueOnlyForFlags(String)
  /// A key of a profile's privacy setting that applies to one setting only (`vendorId`: `additionalConsent`).
  case keyOnlyForPrivacySetting(String, setting: String)
  /// A key a privacy setting is passed under that what the network receives has already: its request's, or a setting's.
  case passedKeyTaken(String, by: String)
  /// A warning: a line item's setting its class's adapter does not read (the SDK passes it, the adapter ignores it).
  case undeclaredSetting(String, suggestion: String?)
  /// A warning: a `network` key the line item's class never lets take effect in this format (`network.ready:
  /// false`, `expiresAfterMs` for a class that shows without a readiness check).
  case networkKeyWithoutEffect(String, className: String)
  /// A warning: a privacy setting's `network.at` for a network that reads the stored IAB keys itself
  /// (`takes: "storage"`): nobody forwards it, so no moment is needed.
  case privacyIntakeAtWithoutEffect
  /// A warning: `passes.unset` on a setting passed under the same key as an earlier one: the first listed
  /// setting's `unset` decides for the combined key.
  case combinedUnsetIgnored(decidedBy: String, key: String)
  /// A key of `banner.sizing` that only one of its policies reads.
  case keyOnlyForPolicy(String, [String])
  /// A `byFormat` key naming a format the profile does not list in `formats`.
  case formatNotServed(AdFormat, [AdFormat])
  /// A warning: `bannerSizes` beside `banner.sizing` policy `map`, which decides every size by itself.
  case bannerSizesUnusedByMap
  /// A warning: a banner profile's `present` on a platform whose banner callback has no show failure (Android's
  /// `MediationBannerAdCallback`, without `event`): no error of it ever reaches the SDK.
  case presentWithoutShowFailure(platform: Platform, event: String)
  case notASummaryField(suggestion: String?, known: [String])
  /// A key of `valuation` that applies to other distributions than the
  /// one in effect (`actual`; `byDefault` when the config leaves it out).
  case keyOnlyForDistribution(String, [String], actual: String, byDefault: Bool)
  /// A `"demand"` valuation in a config without `demand.valueCpm`, the value it prices from.
  case valuationNeedsValueCpm
  /// `ecpm` on a bidding line item, whose price is its bid.
  case ecpmOnBiddingLineItem
  /// `network.signals` on a waterfall line item: the SDK collects signals from bidders only.
  case signalsNeedBidding
  /// A bidding line item with neither `bid` nor a valuation to bid.
  case missingBid
  /// A bidding line item of a registered class without a profile (the
  /// Sample adapters), which collects no signals for the auction.
  case sampleClassCannotBid(String)
  /// A bidding line item of a profiled class whose profile does not say `"bidding": true`.
  case profileCannotBid(String)
  /// A warning: a waterfall line item of a class that only bids (`"bidding": "only"`), whose load fails at once.
  case biddingOnlyInWaterfall(String)
  /// A bidding line item of a class the app does not link.
  case unlinkedClassCannotBid(String, suggestion: String?)
  /// A warning: a fixed bid below `max(bidding.floor, auction.floor)` (`setBy`
  /// names the higher), so the bidder always answers `belowFloor`.
  case bidBelowFloor(bid: DecimalNumber, floor: DecimalNumber, setBy: String)
  /// A warning: a bidder's `beta` valuation whose `maxCpm` is below the bidding floor (`setBy`).
  case maxCpmBelowFloor(maxCpm: DecimalNumber, floor: DecimalNumber, setBy: String)
  /// A warning: a waterfall line item's `beta` valuation whose `maxCpm` is below its `ecpm`.
  case maxCpmBelowEcpm(maxCpm: DecimalNumber, ecpm: DecimalNumber)
  /// A path of `uncertain` that does not read as one (decide2.md §1).
  case worldPathSyntax(String)
  /// A line item by index in a path of `uncertain`: `optimize` reorders and drops line items.
  case worldPathIndex(suggestion: String?)
  /// A path of `uncertain` into a part of the config a world may not change.
  case worldPathFixed(String)
  /// A path of `uncertain` that names no numeric key of the config.
  case worldPathNotNumeric(suggestion: String?)
  /// A world whose `set` lacks a path of `about`.
  case worldLacksPath(String)
  /// A world's label used before (by `base` or another world), pointing at its first use.
  case duplicateWorldLabel(first: SourceLocation)
  /// A world's label (or `base`) longer than its limit.
  case labelTooLong(maximum: Int)
  /// A problem the config has only in one world: its message, at the path it has there.
  case inWorld(String, path: String)
  // Portfolios (decide2.md §5).
  /// A file with `groups` and `adUnit` or `lineItems`: both a portfolio and a config.
  case portfolioAndConfig
  /// A group's config that is itself a portfolio.
  case portfolioInPortfolio
  /// A group name given twice.
  case duplicateGroupName(first: SourceLocation)
  /// A group name longer than AdMob's 120 characters.
  case groupNameTooLong(length: Int)
  /// A country code that is not two capital letters.
  case notARegionCode(String)
  /// A country both in `countries` and in `excludedCountries`.
  case countryTargetedAndExcluded(String)
  /// A group whose targeting names another format or platform than its config's.
  case targetingDisagreesWithConfig(key: String, targeted: String, config: String)
  /// A warning: two groups of the same priority whose targeting can match the same request.
  case groupsOverlap(other: String, priority: Int64)
  /// A warning: the group config's ad unit is not among the ad units its targeting names.
  case adUnitNotTargeted(String)
}
