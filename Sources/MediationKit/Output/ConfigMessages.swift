/// Config diagnostics in words: what the decoder and the JSON reader found,
/// as the message of a `file:line:column: path: message` line.

extension ConfigProblem {
  /// What a count must be, as messages say it.
  static let countPhrase =
    "expected a count: an integer from 0, or a comparison string of <, <=, >, >=, == or != and a number, such as \">= 1\""

  /// The problem in the words of a diagnostic line: lowercase, no final period.
  package var message: String {
    switch self {
    case .syntax(let problem):
      return problem.message
    case .unexpectedValue(let expected, let found, let suggestion):
      let hint = suggestion.map { " (did you mean \(JSONStringLiteral.quoted($0))?)" } ?? ""
      return "expected \(expected.phrase), found \(found)\(hint)"
    case .unknownKey(let suggestion?, _):
      return "unknown key (did you mean \(JSONStringLiteral.quoted(suggestion))?)"
    case .unknownKey(nil, let known):
      return "unknown key (known keys: \(known.map(JSONStringLiteral.quoted).joined(separator: ", ")))"
    case .missingKey(let key):
      return "missing required key \(JSONStringLiteral.quoted(key))"
    case .unsupportedVersion(let found):
      return "unsupported config version \(found): this mediate reads version 1"
    case .platformNotBuilt(let platform, let built):
      return
        "\(platform.rawValue) adapters are not in this build of mediate: it plays \(DisplayText.list(built.map(\.rawValue))) configs only"
    case .tooFewLineItems(let found):
      return "expected at least 1 line item, found \(found)"
    case .tooManyLineItems(let found):
      return "expected at most \(ConfigLimits.maximumLineItems) line items, found \(found)"
    case .duplicateLabel(let first):
      return "duplicate label: labels name ad sources in the output and must be unique (first at \(first))"
    case .conflictingKeys(let first, let second):
      return "\(JSONStringLiteral.quoted(first)) and \(JSONStringLiteral.quoted(second)) cannot be used together"
    case .onlyForFormat(let formats, let actual):
      return
        "applies only to \(DisplayText.list(formats.map(\.rawValue))) ad units, and adUnit.format is \(JSONStringLiteral.quoted(actual.rawValue))"
    case .releaseOnDismissNeedsFullScreen(let formats, let actual):
      return
        "\"onDismiss\" applies only to \(DisplayText.list(formats.map(\.rawValue))) ad units (a \(actual.rawValue) ad is never dismissed); give milliseconds"
    case .presentAgainAfterRelease(let again, let release):
      return
        "the second present is due \(again) ms after the ad record, at or after the app's release of the ad at \(release) ms (app.releaseAdAtMs): the app has no ad left to present"
    case .extraNotAccepted(let classes):
      return
        "no line item's adapter accepts this extra (accepted by \(classes.map(JSONStringLiteral.quoted).joined(separator: ", ")))"
    case .errorCodeWithoutFailure(let outcome):
      return "errorCode applies only to failed loads, and the outcome is \(JSONStringLiteral.quoted(outcome.rawValue))"
    case .duplicateCallbackWithoutCallback:
      return "duplicateCallbackAfterMs needs a network that calls back, and the outcome is \"timeout\""
    case .latencyRangeInverted(let min, let max):
      return "min (\(min)) is greater than max (\(max))"
    case .stepBeforePrevious(let previous):
      return "steps play in order: atMs must be at least the previous step's \(previous)"
    case .keyOnlyForCallback(let key, let callback):
      return "\(JSONStringLiteral.quoted(key)) applies only to \(JSONStringLiteral.quoted(callback)) steps"
    case .keyOnlyForPolicy(let key, let policies):
      return "\(JSONStringLiteral.quoted(key)) applies only to the policy \(Self.either(policies))"
    case .formatNotServed(let format, let formats):
      return
        "the profile does not serve \(JSONStringLiteral.quoted(format.rawValue)): its formats are \(DisplayText.list(formats.map { JSONStringLiteral.quoted($0.rawValue) }))"
    case .bannerSizesUnusedByMap:
      return
        "warning: \"bannerSizes\" has no effect beside banner.sizing policy \"map\": the map decides every size"
    case .presentWithoutShowFailure(let platform, let event):
      return
        "warning: \"present\" has no effect on a banner on \(platform.rawValue): its banner callback has no \(event), so no show failure reaches the SDK"
    case .keyOnlyForOutcome(let key, let outcomes):
      return "\(JSONStringLiteral.quoted(key)) applies only to the outcome \(Self.either(outcomes))"
    case .networkDoesNotTrack(let callback, let what, let setting):
      return
        "the network sends \(JSONStringLiteral.quoted(callback)) only when it tracks \(what) itself: set \(setting) to true"
    case .unregisteredClass(let name, let suggestion):
      return "warning: \(JSONStringLiteral.quoted(name)) is not a registered adapter class"
        + (suggestion.map { " (did you mean \(JSONStringLiteral.quoted($0))?)" } ?? "")
    case .customFormatIdsIgnored:
      return
        "warning: never used: adTypes does not ask for \"customFormat\", so the ad loader never asks the app for custom format IDs"
    case .registeredAssetsIgnored(let labels, let count):
      let more = count > labels.count ? " and \(count - labels.count) more" : ""
      return
        "warning: never used: every line item that could fill (\(labels.map(JSONStringLiteral.quoted).joined(separator: ", "))\(more)) serves a custom format ad, which has no ad view to register asset views with"
    case .profileNamesRegisteredClass:
      return "a profile cannot take the name of a registered adapter class (mediate adapters lists them)"
    case .profileKeyNeedsFormat(let key, let formats):
      let named = formats.map { JSONStringLiteral.quoted($0.rawValue) }
      return
        "\(JSONStringLiteral.quoted(key)) applies only to a profile whose formats include \(DisplayText.list(named, conjunction: "or"))"
    case .profileKeyNeedsBidding(let key, only: false):
      return "\(JSONStringLiteral.quoted(key)) applies only to a profile whose adapter bids (\"bidding\": true)"
    case .profileKeyNeedsBidding(let key, only: true):
      return
        "\(JSONStringLiteral.quoted(key)) applies only to a profile whose adapter only bids (\"bidding\": \"only\")"
    case .eventThreadOnLoadAnswer(let callback):
      return
        "the adapter handles \(JSONStringLiteral.quoted(callback)) on completion.thread: give the events as an array"
    case .unknownCallback(let suggestion):
      return "not a network callback" + (suggestion.map { " (did you mean \(JSONStringLiteral.quoted($0))?)" } ?? "")
    case .otherPlatformName(let name, let kind, let other, let platform, let counterpart):
      let what =
        switch kind {
        case .event: "event"
        case .callback: "network callback"
        }
      return counterpart.map {
        "\(JSONStringLiteral.quoted(name)) is an \(other.displayName) \(what); on \(platform.rawValue): \(JSONStringLiteral.quoted($0))"
      } ?? "\(JSONStringLiteral.quoted(name)) has no \(platform.rawValue) counterpart"
    case .callbackNeedsFormat(let callback, let formats):
      return
        "the network calls \(JSONStringLiteral.quoted(callback)) only for ads of a format this profile does not implement (formats: \(formats.map { JSONStringLiteral.quoted($0.rawValue) }.joined(separator: ", ")))"
    case .repeatedValue:
      return "this value is already listed"
    case .extraOfWrongType(let type, let classes):
      let names = classes.map(JSONStringLiteral.quoted).joined(separator: ", ")
      return "expected a \(type.rawValue), as \(names) declares this extra"
    case .emptyCustomFormat:
      return "a custom native format needs at least one field"
    case .keyNotForCreative(.customFormat):
      return
        "not a key of a custom format creative, which is direct-sold and has no AdChoices overlay (keys: \(Self.creativeKeys(.customFormat).map(JSONStringLiteral.quoted).joined(separator: ", ")))"
    case .keyNotForCreative(let type):
      return
        "not a key of \(Self.article(type)) \(type == .appInstall ? "app install" : type.rawValue) creative (keys: \(Self.creativeKeys(type).map(JSONStringLiteral.quoted).joined(separator: ", ")))"
    case .imagesRequired:
      return "expected at least one image: app install and content ads always have images"
    case .unknownCustomFormat(let suggestion, let known):
      return "no custom native format has this ID"
        + (suggestion.map { " (did you mean \(JSONStringLiteral.quoted($0))?)" }
          ?? " (customFormats defines \(known.map(JSONStringLiteral.quoted).joined(separator: ", ")))")
    case .assetNotInFormat(let format, let suggestion, let known):
      return "custom format \(JSONStringLiteral.quoted(format)) has no asset with this key"
        + (suggestion.map { " (did you mean \(JSONStringLiteral.quoted($0))?)" }
          ?? " (its keys: \(known.map(JSONStringLiteral.quoted).joined(separator: ", ")))")
    case .customFormatWithoutIds:
      return "\"customFormat\" needs customFormatIds: the format IDs the app can display"
    case .missingClassName:
      return "missing required key \"className\" (a line item Ad Manager serves itself has \"adManager\" instead)"
    case .onlyForMediatedLineItems(let key):
      return
        "\(JSONStringLiteral.quoted(key)) applies only to a mediated line item (one with a className), not to an Ad Manager creative"
    case .unknownTapTarget(let found, let suggestion):
      return
        "expected an asset view (such as \"headline\"), \"background\" or the key of a custom format's asset, found \(found)"
        + (suggestion.map { " (did you mean \(JSONStringLiteral.quoted($0))?)" } ?? "")
    case .mapperTracksBySDK(let className):
      return
        "\(JSONStringLiteral.quoted(className)) maps its native ad for the SDK to track impressions and clicks, whatever the network does: expected false"
    case .profileDecidesTracking(let className):
      return
        "the profile of \(JSONStringLiteral.quoted(className)) decides who tracks: set adapters.\(className).native instead"
    case .otherPlatformClass(let name, let other, let platform, let twin):
      return
        "\(JSONStringLiteral.quoted(name)) is an \(other.displayName) adapter class, and this config's platform is "
        + platform.rawValue + (twin.map { " (did you mean \(JSONStringLiteral.quoted($0))?)" } ?? "")
    case .classNameForm(let form, let suggestion):
      return "expected \(form.expectation)"
        + (suggestion.map { " (did you mean \(JSONStringLiteral.quoted($0))?)" } ?? "")
    case .notOnPlatform(let only, let platform, let why):
      return
        "only on \(only.map(\.rawValue).joined(separator: " and "))\(why.map { " (\($0))" } ?? ""); this config's platform is \(platform.rawValue)"
    case .unknownRule(let suggestion):
      return "no contract rule has this name"
        + (suggestion.map { " (did you mean \(JSONStringLiteral.quoted($0))?)" } ?? " (mediate rules lists them)")
    case .worldPathSyntax(let reason):
      return "not a path (\(reason)): .key steps, [\"label\"] for a line item, [*] for every line item"
    case .worldPathIndex(let suggestion):
      return "a line item is named by its label, not its index (optimize reorders and drops line items)"
        + (suggestion.map { ": write \($0)" } ?? "")
    case .worldPathFixed(let root):
      return
        "a world cannot change \(root): only numeric keys outside version, seed, expect, rules, adapters, uncertain and app"
    case .worldPathNotNumeric(let suggestion):
      return "names no numeric key of the config"
        + (suggestion.map { " (did you mean \($0)?)" } ?? " (mediate help config lists the keys)")
    case .worldLacksPath(let path):
      return "every world's set gives each path of uncertain.about, and this one lacks \(path)"
    case .duplicateWorldLabel(let first):
      return
        "duplicate world label: a label names one world in the output and must be unique among the worlds and base (first at \(first))"
    case .labelTooLong(let maximum):
      return "a world's label is 1 to \(maximum) characters"
    case .inWorld(let message, let path):
      return "in this world, \(path): \(message)"
    case .unknownLabel(let suggestion):
      return "no line item has this label"
        + (suggestion.map { " (did you mean \(JSONStringLiteral.quoted($0))?)" } ?? "")
    case .emptyURLNeedsProfile:
      return
        "an empty url (an image with nothing to download) applies only to a line item whose className is a profile (adapters); the Sample adapters map the URL as it is"
    case .appliedAtPresentNeedsFullScreen:
      return
        "an extra applied at \"present\" needs a profile whose formats include a full-screen format (\"rewarded\", \"interstitial\", \"rewardedInterstitial\" or \"appOpen\"): a native ad has no present call"
    case .unknownAsset(let suggestion, let known):
      return "not an asset of the ad record"
        + (suggestion.map { " (did you mean \(JSONStringLiteral.quoted($0))?)" }
          ?? " (its assets: \(known.map(JSONStringLiteral.quoted).joined(separator: ", ")))")
    case .badCount(let found, .badOperator(let suggestion?)):
      return "\(Self.countPhrase), found \(found) (did you mean \(JSONStringLiteral.quoted(suggestion))?)"
    case .badCount(let found, .badOperator(nil)), .badCount(let found, .badNumber):
      return "\(Self.countPhrase), found \(found)"
    case .badCount(let found, .numberOutOfRange):
      return
        "expected a number with at most 6 decimals and at most \(ConfigLimits.maximumSafeInteger) after the operator, found \(found)"
    case .secondPlacement(let first):
      return "a profile has at most one placement setting, and \(JSONStringLiteral.quoted(first)) is one already"
    case .keyOnlyForRequiredSetting(let key):
      return "\(JSONStringLiteral.quoted(key)) applies only to a required setting (\"required\": true)"
    case .keyOnlyForPlacementSetting(let key):
      return "\(JSONStringLiteral.quoted(key)) applies only to the placement setting (\"placement\": true)"
    case .stringSettingPassesItsString(let setting, nil):
      return "\(setting) passes its string: \"as\" applies only to the boolean settings"
    case .stringSettingPassesItsString(let setting, let other?):
      func passes(_ name: String) -> String {
        switch PrivacySetting(rawValue: name) {
        case .additionalConsent?: "consent (true: consent)"
        case let known? where known.kind == .string: "its string"
        case _: "a flag"
        }
      }
      return
        "\(setting) passes \(passes(setting)), and \(JSONStringLiteral.quoted(other)) passes \(passes(other)) under the same key: give them different keys"
    case .unsetValueOnlyForFlags(let setting):
      let flags = PrivacySetting.allCases.filter(\.takesUnsetValue).map(\.rawValue)
      return
        "\"restrictive\" and \"allowed\" apply only to the flags \(flags.dropLast().joined(separator: ", ")) and \(flags.last ?? ""): \(setting) passes \"null\" when unset"
    case .keyOnlyForPrivacySetting(let key, let setting):
      return "\(JSONStringLiteral.quoted(key)) applies only to \(setting)"
    case .passedKeyTaken(let key, let owner):
      return "\(JSONStringLiteral.quoted(key)) is already a key of \(owner): pass the setting under another key"
    case .networkKeyWithoutEffect(let key, let className):
      return
        "warning: \(JSONStringLiteral.quoted(key)) has no effect for \(JSONStringLiteral.quoted(className)): its adapter shows the ad without asking the network whether it is ready"
    case .privacyIntakeAtWithoutEffect:
      return
        "warning: \"at\" has no effect with \"takes\": \"storage\": the network reads the stored IAB keys itself, whenever it likes"
    case .combinedUnsetIgnored(let setting, let key):
      return
        "warning: this \"unset\" has no effect: \(setting), the first setting passed under \(JSONStringLiteral.quoted(key)), decides what the combined key passes when all are unset"
    case .undeclaredSetting(let className, let suggestion):
      return
        "warning: the adapter of \(JSONStringLiteral.quoted(className)) does not read this setting: the SDK passes it, the adapter ignores it"
        + (suggestion.map { " (did you mean \(JSONStringLiteral.quoted($0))?)" } ?? "")
    case .notASummaryField(let suggestion?, _):
      return "not a numeric field of the summary record (did you mean \(JSONStringLiteral.quoted(suggestion))?)"
    case .onlyForProfiledClasses(let name):
      return
        "\(JSONStringLiteral.quoted(name)) applies only to the network of a profiled adapter class (adapters): the Sample SDK reports numeric error codes and always brings an ad with its success callback"
    case .passThroughWithoutNetworkError(let passedBy, let needs):
      return "\(passedBy) is \"passThrough\", and there is no error of the network's to pass: \(needs)"
    case .unknownSetUpClass(let suggestion, let known):
      let hint =
        suggestion.map { "did you mean \(JSONStringLiteral.quoted($0))?" }
        ?? (known.isEmpty
          ? "no line item's class is" : "set up: " + known.map(JSONStringLiteral.quoted).joined(separator: ", "))
      return
        "no adapter class of this name is set up: set-up is for the registered and profiled classes of line items (\(hint))"
    case .keyOnlyForDistribution(let key, let distributions, let actual, let byDefault):
      return
        "\(JSONStringLiteral.quoted(key)) applies only to the distribution \(Self.either(distributions)), and the distribution is \(JSONStringLiteral.quoted(actual))"
        + (byDefault ? " (the default, as \"distribution\" is not given)" : "")
    case .valuationNeedsValueCpm:
      return
        "the distribution \"demand\" prices from the request's value: give demand.valueCpm, or choose the distribution \"beta\" or \"logNormal\""
    case .ecpmOnBiddingLineItem:
      return "\"ecpm\" applies only to a waterfall line item: a bidding line item's price is its bid"
    case .signalsNeedBidding:
      return
        "\"signals\" applies only to a bidding line item (with \"bidding\"): the SDK collects signals from bidders only"
    case .missingBid:
      return
        "missing required key \"bid\": the network has no valuation to bid from (give network.load.valuation or a fixed bid)"
    case .sampleClassCannotBid(let className):
      return
        "\(JSONStringLiteral.quoted(className)) cannot bid: the Sample adapters collect no signals for the auction; a bidding line item needs a class whose profile says \"bidding\": true (adapters)"
    case .biddingOnlyInWaterfall(let className):
      return
        "warning: \(JSONStringLiteral.quoted(className)) only bids (\"bidding\": \"only\"): in the waterfall its load has no bid response and fails at once with its biddingOnlyError"
    case .profileCannotBid(let className):
      return
        "\(JSONStringLiteral.quoted(className)) cannot bid: its profile collects no signals for the auction; set \"bidding\": true in adapters.\(className)"
    case .unlinkedClassCannotBid(let className, let suggestion):
      return
        "\(JSONStringLiteral.quoted(className)) cannot bid: the app links no adapter class of this name; define it in adapters with \"bidding\": true"
        + (suggestion.map { " (did you mean \(JSONStringLiteral.quoted($0))?)" } ?? "")
    case .bidBelowFloor(let bid, let floor, let setBy):
      return
        "warning: the bid \(bid) is below the floor \(floor) (\(setBy)), so the line item never bids (belowFloor)"
    case .maxCpmBelowFloor(let maxCpm, let floor, let setBy):
      return
        "warning: maxCpm \(maxCpm), the highest price of a \"beta\" valuation, is below the floor \(floor) (\(setBy)), so the line item never bids (belowFloor)"
    case .maxCpmBelowEcpm(let maxCpm, let ecpm):
      return
        "warning: maxCpm \(maxCpm), the highest price of a \"beta\" valuation, is below the line item's ecpm \(ecpm), so the network never fills"
    case .notASummaryField(nil, let known):
      return
        "not a numeric field of the summary record (fields here: \(known.map(JSONStringLiteral.quoted).joined(separator: ", ")))"
    case .portfolioAndConfig:
      return
        "a file is either a portfolio (with \"groups\") or a config (with \"adUnit\" and \"lineItems\"), not both"
    case .portfolioInPortfolio:
      return "a group's config is a portfolio (it has \"groups\"): a portfolio's groups are configs, not portfolios"
    case .duplicateGroupName(let first):
      return "duplicate group name: names identify groups in the output and must be unique (first at \(first))"
    case .groupNameTooLong(let length):
      return "a group name is 1 to \(ConfigSchema.maximumGroupNameLength) characters (AdMob's limit), found \(length)"
    case .notARegionCode(let code):
      return
        "expected a CLDR region code (two capital letters, such as \"US\"), found \(JSONStringLiteral.quoted(code))"
    case .countryTargetedAndExcluded(let code):
      return "\(JSONStringLiteral.quoted(code)) is both in countries and in excludedCountries"
    case .targetingDisagreesWithConfig(let key, let targeted, let config):
      return
        "targeting.\(key) is \(JSONStringLiteral.quoted(targeted)) but the group's config is \(JSONStringLiteral.quoted(config)): a group serves its config's \(key) only"
    case .groupsOverlap(let other, let priority):
      return
        "warning: this group and \(JSONStringLiteral.quoted(other)) have the same priority \(priority) and their targeting can match the same request: AdMob then picks one of them (give them different priorities)"
    case .adUnitNotTargeted(let id):
      return
        "warning: the group's config is for the ad unit \(JSONStringLiteral.quoted(id)), which targeting.adUnits does not list"
    }
  }
}

extension JSONSyntaxProblem {
  /// The problem in the words of a diagnostic line: lowercase, no final period.
  package var message: String {
    switch self {
    case .emptyDocument:
      return "the file holds no JSON value, expected an object"
    case .unexpectedEnd(let expected):
      return "unexpected end of file, expected \(expected)"
    case .unexpectedCharacter(let found, let expected):
      return "expected \(expected), found \(found)"
    case .trailingComma:
      return "trailing comma: JSON does not allow a comma before a closing bracket"
    case .comment:
      return "comments are not allowed in JSON"
    case .duplicateKey(let key, let first):
      return "duplicate key \(JSONStringLiteral.quoted(key)) (first at \(first))"
    case .nestingTooDeep(let limit):
      return "nesting deeper than \(limit) levels"
    case .invalidUTF8(let byte):
      return "invalid UTF-8 byte 0x\(Self.hex(byte)): the file must be UTF-8"
    case .controlCharacterInString(let byte):
      return "control character U+00\(Self.hex(byte)) must be escaped in a string"
    case .invalidEscape(let escape):
      return "invalid escape \(escape) in a string"
    case .unpairedSurrogate(let escape):
      return "unpaired UTF-16 surrogate \(escape) in a string"
    case .leadingZero:
      return "numbers must not have leading zeros"
    case .invalidNumber(let detail):
      return "invalid number: \(detail)"
    case .nonFiniteNumber(let spelling):
      return "\(spelling) is not a JSON number: numbers must be finite"
    case .trailingContent:
      return "unexpected content after the end of the JSON value"
    }
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
  }
}

extension ConfigExpectation {
  /// The expectation as a noun phrase, such as `an integer from 1 to 3600000`.
  package var phrase: String {
    switch self {
    case .object: "an object"
    case .array: "an array"
    case .boolean: "true or false"
    case .string: "a string"
    case .nonEmptyString: "a non-empty string"
    case .integer(let range) where range.lowerBound == range.upperBound: "the integer \(range.lowerBound)"
    case .integer(let range): "an integer from \(range.lowerBound) to \(range.upperBound)"
    case .unsignedInteger: "an integer from 0 to \(UInt64.max)"
    case .decimal(let range, let decimals):
      "a number from \(range.lowerBound) to \(range.upperBound) with at most \(decimals) decimals"
    case .number(let range): "a number from \(Self.spell(range.lowerBound)) to \(Self.spell(range.upperBound))"
    case .anyNumber: "a number"
    case .arrayOfCount(let range): "an array of \(range.lowerBound) to \(range.upperBound) elements"
    case .nonEmptyObject: "an object with at least one member"
    case .oneOf(let choices): Self.list(choices.map(JSONStringLiteral.quoted))
    case .loadScript: "a load outcome string or an object"
    case .oneOrMoreFormats:
      "one or more of " + DisplayText.list(AdFormat.allCases.map { JSONStringLiteral.quoted($0.rawValue) })
    case .oneOrMoreSizes: "one or more banner sizes (a standard size's name, or {\"width\", \"height\"})"
    case .oneOrMoreSizeMapEntries: "one or more entries {\"from\", \"to\"}"
    case .bannerSizeOrName:
      "a banner size (a standard size's name, or {\"width\", \"height\"}) or a non-empty string, the network's name of a size"
    case .presentScript: "\"show\", \"fail\" or \"silent\", or an object with \"outcome\" and \"errorCode\""
    case .latency: "an integer from 0 to \(ConfigLimits.maximumTimeMs) or an object with \"min\" and \"max\""
    case .oneOrMoreAdTypes: "one or more of \"unified\", \"appInstall\", \"content\" and \"customFormat\""
    case .url: "a URL with a scheme, such as \"https://example.com/\" or \"exampleapp://item/1\""
    case .urlScheme: "a URL scheme, such as \"exampleapp\" (a letter, then letters, digits, \"+\", \"-\" or \".\")"
    case .privacyPass: "a key string or an object with \"key\""
    case .objectOrNull: "an object or null"
    case .bid: "a number from 0 to \(ConfigLimits.maximumEcpm) with at most 6 decimals, or \"none\""
    case .patience:
      "an integer from 1 to \(ConfigLimits.maximumTimeMs), an object with \"median\" and \"sigma\", or null"
    case .customAsset(.text, let format):
      "a string, as custom format \(JSONStringLiteral.quoted(format)) defines this asset as text"
    case .customAsset(.image, let format):
      "an image object with \"url\", as custom format \(JSONStringLiteral.quoted(format)) defines this asset as an image"
    case .releaseTime: "an integer from 0 to \(ConfigLimits.maximumTimeMs), \"onDismiss\" or null"
    case .videoContent: "true, false or \"hasVideo\""
    case .biddingCapability: "true, false or \"only\""
    case .eventsEntry: "an array of event names or an object with \"forward\" and \"thread\""
    case .groupConfig: "a path to the group's config (a non-empty string) or the config inline (an object)"
    case .ageRestrictedTreatment: "\"child\", \"teen\", true or false"
    case .assetValue(let field): field.valuePhrase
    case .errorOrPassThrough: "an error object or \"passThrough\""
    case .errorPattern(let other): "an error pattern ({\"domain\", \"code\", \"message\"}, each optional) or \(other)"
    case .versionNumber:
      "a version of three numbers as the setUp record writes it, such as \"8.2.10000\" (no leading zeros, each at most 2147483647)"
    }
  }

  /// A bound as the docs write it: `100`, not `100.0`.
  static func spell(_ value: Double) -> String {
    value == value.rounded() ? String(Int64(value)) : String(value)
  }

  private static func list(_ items: [String]) -> String {
    switch items.count {
    case 0: "nothing"
    case 1: items[0]
    case 2: "\(items[0]) or \(items[1])"
    default: "one of " + items.joined(separator: ", ")
    }
  }
}

extension ConfigProblem {
  /// Names as alternatives: `"a"`, `"a" or "b"`, `"a", "b" or "c"`.
  fileprivate static func either(_ names: [String]) -> String {
    let listed = names.map(JSONStringLiteral.quoted)
    guard let last = listed.last else { return "" }
    return listed.count > 1 ? listed.dropLast().joined(separator: ", ") + " or " + last : last
  }

  fileprivate static func article(_ type: NativeAdType) -> String {
    type == .appInstall ? "an" : "a"
  }

  fileprivate static func creativeKeys(_ type: NativeAdType) -> [String] {
    ConfigSchema.AdManager.keyNames(for: type)
  }
}
