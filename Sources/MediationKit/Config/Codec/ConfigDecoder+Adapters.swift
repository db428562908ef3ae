extension ConfigDecoder {
  static let profileKeys = ConfigSchema.profile.keyNames

  /// Reads `adapters`: class name → profile. A profile may not take the
  /// name of a registered class.
  mutating func decodeProfiles(_ node: JSONNode, at path: JSONPath, adUnitFormat: AdFormat?) -> [AdapterProfile]? {
    guard let members = objectMembers(of: node, at: path) else { return nil }
    var profiles: [AdapterProfile] = []
    for member in members {
      let profilePath = path.appending(key: member.key)
      if member.key.isEmpty {
        report(
          .unexpectedValue(expected: .nonEmptyString, found: "\"\"", suggestion: nil), at: member.keyOffset,
          path: profilePath)
        continue
      }
      if registry.registration(forClassName: member.key) != nil {
        report(.profileNamesRegisteredClass, at: member.keyOffset, path: profilePath)
        continue
      }
      guard classIsOfPlatform(member.key, at: member.keyOffset, path: profilePath) else { continue }
      if let profile = decodeProfile(member.value, named: member.key, at: profilePath, adUnitFormat: adUnitFormat) {
        profiles.append(profile)
      }
    }
    return profiles
  }

  private mutating func decodeProfile(
    _ node: JSONNode, named className: String, at path: JSONPath, adUnitFormat: AdFormat?
  ) -> AdapterProfile? {
    typealias Keys = ConfigSchema.Profile
    guard let fields = fields(of: node, at: path, known: Self.profileKeys) else { return nil }
    // Without usable formats the config is invalid already; the rest is
    // still checked, as if the profile served every format.
    let formats =
      required(Keys.formats.name, in: fields).flatMap { decodeFormats($0.value, at: fields.path(Keys.formats.name)) }
      ?? AdFormat.allCases
    var profile = AdapterProfile(className: className, formats: formats)
    profile.adapterVersion = value(Keys.adapterVersion, in: fields)
    profile.adSDKVersion = value(Keys.adSDKVersion, in: fields)
    // A rule the profile does not name is its platform's (android.md, "Versions": Android's samples read `>= 4`).
    let conventions = names.versions
    profile.adapterVersionRule =
      fields[Keys.adapterVersionRule.name] == nil
      ? conventions.adapterVersionRule : value(Keys.adapterVersionRule, in: fields)
    profile.adSDKVersionRule =
      fields[Keys.adSDKVersionRule.name] == nil
      ? conventions.adSDKVersionRule : value(Keys.adSDKVersionRule, in: fields)
    if allowOn(Keys.versionParts, in: fields) { profile.versionParts = value(Keys.versionParts, in: fields) }
    profile.extras = value(Keys.extras, in: fields) { $0.decodeExtraTypes($1, at: $2, formats: formats) }
    // The objects below are read into the profile, whose defaults are theirs.
    if let member = fields[Keys.setUp.name] {
      decodeSetUp(member.value, at: fields.path(Keys.setUp.name), into: &profile)
    }
    // A platform whose set-up failure is a message alone (Android's `onInitializationFailed(String)`): the
    // profile's set-up error is that message, `{"undefined", 0, message}`.
    if failuresMayBeMessages {
      profile.setUpError = AdapterProfile.ErrorTemplate(
        domain: "undefined", code: 0, message: profile.setUpError.message, messageOnly: true)
    }
    if let member = fields[Keys.completion.name] {
      decodeCompletion(member.value, at: fields.path(Keys.completion.name), into: &profile)
    }
    if let member = fields[Keys.present.name] {
      if formats.contains(where: FormatScope.showFails.contains) {
        decodePresentBehaviour(member.value, at: fields.path(Keys.present.name), into: &profile)
        warnIfNoShowFailure(formats: formats, at: member.keyOffset, path: fields.path(Keys.present.name))
      } else {
        report(
          .profileKeyNeedsFormat(Keys.present.name, FormatScope.showFails.formats),
          at: member.keyOffset, path: fields.path(Keys.present.name))
      }
    }
    if let member = fields[Keys.events.name] {
      decodeEvents(member.value, at: fields.path(Keys.events.name), into: &profile)
    }
    if let member = fields[Keys.byFormat.name] {
      decodeByFormat(member.value, at: fields.path(Keys.byFormat.name), adUnitFormat: adUnitFormat, into: &profile)
    }
    if let member = fields[Keys.native.name] {
      if formats.contains(.native) {
        decodeNativeBehaviour(member.value, at: fields.path(Keys.native.name), into: &profile)
      } else {
        report(
          .profileKeyNeedsFormat(Keys.native.name, [.native]), at: member.keyOffset, path: fields.path(Keys.native.name)
        )
      }
    }
    for key in [Keys.bannerSizes.name, Keys.sizeError.name, Keys.banner.name] {
      guard let member = fields[key], !formats.contains(.banner) else { continue }
      report(.profileKeyNeedsFormat(key, [.banner]), at: member.keyOffset, path: fields.path(key))
    }
    if formats.contains(.banner) {
      profile.bannerSizes = optionalValue(Keys.bannerSizes, in: fields) { decoder, node, path in
        decoder.sizeList(node, at: path)
      }
      if let member = fields[Keys.sizeError.name] {
        profile.sizeError = decodeErrorTemplate(
          member.value, at: fields.path(Keys.sizeError.name), default: profile.sizeError)
      }
      if let member = fields[Keys.banner.name],
        let banner = self.fields(
          of: member.value, at: fields.path(Keys.banner.name), known: ConfigSchema.profileBanner.keyNames)
      {
        decodeProfileBanner(banner, into: &profile)
      }
      if profile.bannerSizing?.policy == .map, let member = fields[Keys.bannerSizes.name] {
        warn(.bannerSizesUnusedByMap, at: member.keyOffset, path: fields.path(Keys.bannerSizes.name))
      }
    }
    if let member = fields[Keys.concurrentLoads.name] {
      decodeConcurrentLoads(member.value, at: fields.path(Keys.concurrentLoads.name), into: &profile)
    }
    // An unusable `bidding` is reported already: line items are checked as if the adapter could bid.
    let bidding = value(Keys.bidding, in: fields) { $0.read($1, at: $2, as: Keys.bidding.kind) ?? .can }
    profile.bidding = bidding != .cannot
    profile.biddingOnly = bidding == .only
    if let member = fields[Keys.biddingOnlyError.name] {
      if profile.biddingOnly {
        profile.biddingOnlyError = decodeErrorTemplate(
          member.value, at: fields.path(Keys.biddingOnlyError.name), default: profile.biddingOnlyError)
      } else {
        report(
          .profileKeyNeedsBidding(Keys.biddingOnlyError.name, only: true), at: member.keyOffset,
          path: fields.path(Keys.biddingOnlyError.name))
      }
    }
    if let member = fields[Keys.collectSignals.name] {
      if profile.bidding {
        decodeCollectSignals(member.value, at: fields.path(Keys.collectSignals.name), into: &profile)
      } else {
        report(
          .profileKeyNeedsBidding(Keys.collectSignals.name, only: false), at: member.keyOffset,
          path: fields.path(Keys.collectSignals.name))
      }
    }
    profile.settings = value(Keys.settings, in: fields) {
      $0.decodeSettingDeclarations($1, at: $2, className: className)
    }
    profile.privacy = value(Keys.privacy, in: fields) {
      $0.decodePrivacyHandling($1, at: $2, className: className, settings: profile.settings)
    }
    return profile
  }

  private mutating func decodeFormats(_ node: JSONNode, at path: JSONPath) -> [AdFormat]? {
    guard let elements = array(node, at: path) else { return nil }
    guard !elements.isEmpty else {
      reportUnexpected(node, at: path, expected: .oneOrMoreFormats)
      return nil
    }
    let kind = ConfigSchema.Profile.formats.kind.element
    var formats: [AdFormat] = []
    for (index, element) in elements.enumerated() {
      let elementPath = path.appending(index: index)
      guard let format = read(element, at: elementPath, as: kind) else { continue }
      if formats.contains(format) {
        report(.repeatedValue, at: element.offset, path: elementPath)
      } else {
        formats.append(format)
      }
    }
    return formats.count == elements.count ? AdFormat.allCases.filter(formats.contains) : nil
  }

  /// Reads `extras`: key → a type, or `{"type", "appliedAt"}` (`"present"`
  /// only in a profile that presents, one with the rewarded format).
  private mutating func decodeExtraTypes(
    _ node: JSONNode, at path: JSONPath, formats: [AdFormat]
  ) -> [ExtraDeclaration]? {
    typealias Keys = ConfigSchema.Extra
    guard let members = objectMembers(of: node, at: path) else { return nil }
    var extras: [ExtraDeclaration] = []
    for member in members {
      let extraPath = path.appending(key: member.key)
      if case .object = member.value.value {
        guard let fields = fields(of: member.value, at: extraPath, known: ConfigSchema.extra.keyNames) else { continue }
        let type = required(Keys.type, in: fields)
        let appliedAt = value(Keys.appliedAt, in: fields)
        if appliedAt == .present, !formats.contains(where: \.traits.isFullScreen), let at = fields[Keys.appliedAt.name]
        {
          report(.appliedAtPresentNeedsFullScreen, at: at.value.offset, path: fields.path(Keys.appliedAt.name))
        }
        if let type { extras.append(ExtraDeclaration(key: member.key, type: type, appliedAt: appliedAt)) }
      } else if let type = read(member.value, at: extraPath, as: Keys.type.kind) {
        extras.append(ExtraDeclaration(key: member.key, type: type))
      }
    }
    return extras
  }

  private mutating func decodeSetUp(_ node: JSONNode, at path: JSONPath, into profile: inout AdapterProfile) {
    typealias Keys = ConfigSchema.SetUp
    guard let fields = fields(of: node, at: path, known: ConfigSchema.setUp.keyNames) else { return }
    profile.setUpOutcome = value(Keys.outcome, in: fields)
    profile.setUpLatencyMs = value(Keys.latencyMs, in: fields)
    if let member = fields[Keys.latencyMs.name], profile.setUpOutcome == .never {
      report(
        .keyOnlyForOutcome(Keys.latencyMs.name, [AdapterProfile.SetUpOutcome.ready, .error].map(\.rawValue)),
        at: member.keyOffset, path: fields.path(Keys.latencyMs.name))
    }
    if let member = fields[Keys.error.name] {
      // Android's set-up failure is a message only: a domain or a code there is another platform's.
      if failuresMayBeMessages, case .object(let members) = member.value.value {
        let platform = names.platform
        for part in members where part.key == "domain" || part.key == "code" {
          report(
            .notOnPlatform(only: [.ios], platform: platform, why: "a set-up failure is a message only here"),
            at: part.keyOffset, path: fields.path(Keys.error.name).appending(key: part.key))
        }
      }
      if profile.setUpOutcome == .ready {
        report(
          .keyOnlyForOutcome(Keys.error.name, [AdapterProfile.SetUpOutcome.error, .never].map(\.rawValue)),
          at: member.keyOffset, path: fields.path(Keys.error.name))
      }
      (profile.setUpError, profile.passesSetUpErrorThrough) = decodeErrorOrPassThrough(
        member.value, at: fields.path(Keys.error.name), default: profile.setUpError)
    }
    profile.loadsWhenNotReady = value(Keys.loadsWhenNotReady, in: fields)
    profile.setUpThread = value(Keys.thread, in: fields)
    profile.setUpTouchesUI = value(Keys.touchesUI, in: fields)
    decodeSetUpNetworkError(fields, into: &profile)
  }

  /// Reads `collectSignals`: where a bidding adapter collects its signals.
  private mutating func decodeCollectSignals(_ node: JSONNode, at path: JSONPath, into profile: inout AdapterProfile) {
    typealias Keys = ConfigSchema.CollectSignals
    guard let fields = fields(of: node, at: path, known: ConfigSchema.collectSignals.keyNames) else { return }
    profile.collectSignalsThread = value(Keys.thread, in: fields)
    profile.collectSignalsTouchesUI = value(Keys.touchesUI, in: fields)
    profile.signalFormats = optionalValue(Keys.formats, in: fields) { $0.decodeFormats($1, at: $2) }
    if let member = fields[Keys.formatError.name] {
      profile.signalFormatError = decodeErrorTemplate(
        member.value, at: fields.path(Keys.formatError.name), default: profile.signalFormatError)
    }
    if let member = fields[Keys.emptyTokenError.name], !member.value.isNull {
      // Unity's 112 (GADMAdapterUnityErrorAdInvalidBidToken): each member the object leaves out is this one's.
      let unity = AdapterProfile.ErrorTemplate(
        domain: profile.className, code: 112, message: "The network returned a null or empty bidding token.")
      profile.emptyTokenError = decodeErrorTemplate(
        member.value, at: fields.path(Keys.emptyTokenError.name), default: unity)
    }
    if let member = fields[Keys.error.name] {
      // `SignalCallbacks` has no message-only overload: a string is "passThrough" or nothing.
      (profile.signalError, profile.passesSignalErrorThrough) = decodeErrorOrPassThrough(
        member.value, at: fields.path(Keys.error.name), default: profile.signalError, messageOverload: false)
    }
  }

  private mutating func decodeCompletion(_ node: JSONNode, at path: JSONPath, into profile: inout AdapterProfile) {
    typealias Keys = ConfigSchema.Completion
    guard let fields = fields(of: node, at: path, known: ConfigSchema.completion.keyNames) else { return }
    profile.callsCompletionOnce = value(Keys.callOnce, in: fields)
    profile.passesTestMode = value(Keys.passesTestMode, in: fields)
    if allowOn(Keys.failsWithAd, in: fields) {
      profile.failsWithAd = value(Keys.failsWithAd, in: fields)
    }
    if allowOn(Keys.nullChecks, in: fields) {
      profile.nullChecks = optionalValue(Keys.nullChecks, in: fields) ?? true
    }
    profile.keepsFirstDelegate = value(Keys.keepsFirstDelegate, in: fields)
    profile.holdsDelegate = value(Keys.holdsDelegate, in: fields)
    profile.onNetworkFailure = value(Keys.onNetworkFailure, in: fields)
    if let member = fields[Keys.error.name] {
      (profile.loadError, profile.passesLoadErrorThrough) = decodeErrorOrPassThrough(
        member.value, at: fields.path(Keys.error.name), default: profile.loadError)
    }
    if let member = fields[Keys.emptyError.name] {
      profile.emptyError = decodeErrorTemplate(
        member.value, at: fields.path(Keys.emptyError.name), default: profile.emptyError)
    }
    profile.completionThread = value(Keys.thread, in: fields)
  }

  /// Warns of a `present` for `formats` that are banners alone on a platform whose banner callback has no show
  /// failure (Android): the profile's errors there never reach the SDK.
  private mutating func warnIfNoShowFailure(formats: [AdFormat], at offset: Int, path: JSONPath) {
    let event = AdEventName.didFailToPresentWithError
    let names = self.names
    guard !formats.contains(where: \.traits.isFullScreen),
      formats.contains(where: { $0.traits.isView && !names.events(for: $0).contains(event) })
    else { return }
    warn(.presentWithoutShowFailure(platform: names.platform, event: names.name(of: event)), at: offset, path: path)
  }

  private mutating func decodePresentBehaviour(_ node: JSONNode, at path: JSONPath, into profile: inout AdapterProfile)
  {
    typealias Keys = ConfigSchema.ProfilePresent
    guard let fields = fields(of: node, at: path, known: ConfigSchema.profilePresent.keyNames) else { return }
    // A profile of banners alone takes the show failure's errors: the other keys are a present's.
    if !profile.formats.contains(where: \.traits.isFullScreen) {
      for key in [Keys.checksReadiness, Keys.unregistersOnDismiss].map(\.name)
        + [Keys.eventsBeforeShow.name, Keys.thread.name]
      {
        guard let member = fields[key] else { continue }
        report(
          .profileKeyNeedsFormat(key, FormatScope.fullScreen.formats), at: member.keyOffset, path: fields.path(key))
      }
      if let member = fields[Keys.error.name] {
        (profile.presentError, profile.passesPresentErrorThrough) = decodeErrorOrPassThrough(
          member.value, at: fields.path(Keys.error.name), default: profile.presentError)
      }
      if let member = fields[Keys.errors.name] {
        decodePresentErrors(member.value, at: fields.path(Keys.errors.name), into: &profile)
      }
      return
    }
    // Only the keys given are set: the profile holds their defaults already, or, under `byFormat`, the
    // profile's own `present`, which the format's keys override one by one.
    if fields[Keys.checksReadiness.name] != nil { profile.checksReadiness = value(Keys.checksReadiness, in: fields) }
    if fields[Keys.unregistersOnDismiss.name] != nil {
      profile.unregistersOnDismiss = value(Keys.unregistersOnDismiss, in: fields)
    }
    // The events the callback of every full-screen format the profile serves has.
    let fullScreen = profile.formats.filter(\.traits.isFullScreen)
    if fields[Keys.eventsBeforeShow.name] != nil {
      profile.eventsBeforeShow = value(Keys.eventsBeforeShow, in: fields) {
        $0.eventList($1, at: $2, format: fullScreen.first ?? .rewarded, alsoFor: fullScreen)
      }
    }
    if let member = fields[Keys.error.name] {
      (profile.presentError, profile.passesPresentErrorThrough) = decodeErrorOrPassThrough(
        member.value, at: fields.path(Keys.error.name), default: profile.presentError)
    }
    if let member = fields[Keys.errors.name] {
      decodePresentErrors(member.value, at: fields.path(Keys.errors.name), into: &profile)
    }
    if fields[Keys.thread.name] != nil { profile.presentThread = value(Keys.thread, in: fields) }
  }

  /// Reads `byFormat`: format → `events` and `present` for that format's loads. Each is read as the profile's
  /// own is, for that format alone, over the profile's: an `events` entry replaces the profile's entry for its
  /// callback whole (its thread included), a `present` key the profile's key. A config's ad unit has one
  /// format, so the profile of a config is the one of its format: the entry of `adUnitFormat` is applied.
  private mutating func decodeByFormat(
    _ node: JSONNode, at path: JSONPath, adUnitFormat: AdFormat?, into profile: inout AdapterProfile
  ) {
    typealias Keys = ConfigSchema.ByFormatEntry
    guard let members = objectMembers(of: node, at: path) else { return }
    for member in members {
      let formatPath = path.appending(key: member.key)
      guard let format = AdFormat(rawValue: member.key) else {
        let known = AdFormat.allCases.map(\.rawValue)
        report(
          .unexpectedValue(
            expected: .oneOf(known), found: JSONStringLiteral.quoted(member.key),
            suggestion: DidYouMean.suggestion(for: member.key, among: known)),
          at: member.keyOffset, path: formatPath)
        continue
      }
      guard profile.formats.contains(format) else {
        report(.formatNotServed(format, profile.formats), at: member.keyOffset, path: formatPath)
        continue
      }
      guard let entry = fields(of: member.value, at: formatPath, known: ConfigSchema.byFormatEntry.keyNames) else {
        continue
      }
      var scoped = profile
      scoped.formats = [format]
      if let events = entry[Keys.events.name] {
        decodeEvents(events.value, at: entry.path(Keys.events.name), into: &scoped)
      }
      if let present = entry[Keys.present.name] {
        if FormatScope.showFails.contains(format) {
          decodePresentBehaviour(present.value, at: entry.path(Keys.present.name), into: &scoped)
          warnIfNoShowFailure(formats: [format], at: present.keyOffset, path: entry.path(Keys.present.name))
        } else {
          report(
            .profileKeyNeedsFormat(Keys.present.name, FormatScope.showFails.formats),
            at: present.keyOffset, path: entry.path(Keys.present.name))
        }
      }
      guard format == adUnitFormat else { continue }
      scoped.formats = profile.formats
      profile = scoped
    }
  }

  /// A profile's `present.errors`: each cause's error, from `present.error` (read before it) where not given. A
  /// profile of banners alone takes the show's two causes only: a banner is never presented.
  private mutating func decodePresentErrors(_ node: JSONNode, at path: JSONPath, into profile: inout AdapterProfile) {
    typealias Keys = ConfigSchema.PresentErrors
    guard let fields = fields(of: node, at: path, known: ConfigSchema.presentErrors.keyNames) else { return }
    let base = profile.presentError
    if profile.formats.contains(where: \.traits.isFullScreen) {
      if let member = fields[Keys.notReady.name] {
        profile.presentErrors.notReady = decodeErrorOrMessage(
          member.value, at: fields.path(Keys.notReady.name), default: base)
      }
      if let member = fields[Keys.expired.name] {
        profile.presentErrors.expired = decodeErrorOrMessage(
          member.value, at: fields.path(Keys.expired.name), default: base)
      }
    } else {
      for key in [Keys.notReady.name, Keys.expired.name] {
        guard let member = fields[key] else { continue }
        report(
          .profileKeyNeedsFormat(key, FormatScope.fullScreen.formats), at: member.keyOffset, path: fields.path(key))
      }
    }
    if let member = fields[Keys.showFailed.name] {
      let (template, passThrough) = decodeErrorOrPassThrough(
        member.value, at: fields.path(Keys.showFailed.name), default: base)
      profile.presentErrors.showFailed = (template, passThrough)
    }
    if let member = fields[Keys.showFailedWithoutError.name] {
      profile.presentErrors.showFailedWithoutError = decodeErrorOrMessage(
        member.value, at: fields.path(Keys.showFailedWithoutError.name), default: base)
    }
  }

  /// A profile's `bannerSizes`: one or more sizes.
  private mutating func sizeList(_ node: JSONNode, at path: JSONPath) -> [AdSize]? {
    guard let elements = array(node, at: path) else { return nil }
    if elements.isEmpty {
      reportUnexpected(node, at: path, expected: .oneOrMoreSizes)
      return nil
    }
    let sizes = elements.enumerated().compactMap { index, element in
      decodeAdSize(element, at: path.appending(index: index))
    }
    return sizes.count == elements.count ? sizes : nil
  }

  /// Reads `events`: network callback → the events the adapter forwards for it.
  private mutating func decodeEvents(_ node: JSONNode, at path: JSONPath, into profile: inout AdapterProfile) {
    guard let members = objectMembers(of: node, at: path) else { return }
    for member in members {
      let callbackPath = path.appending(key: member.key)
      guard
        let callback = callback(
          named: member.key, at: member.keyOffset, path: callbackPath, among: NetworkCallback.allCases,
          formats: profile.formats, unknown: { .unknownCallback(suggestion: $0) })
      else { continue }
      // The callbacks of this name the profile's adapters hear, and the formats whose ads call them: a
      // platform may give one name to callbacks of different formats (Android's `onAdClicked`: a full-screen
      // ad's click and a banner's or native ad's).
      let names = self.names
      var heard: [(callback: NetworkCallback, formats: [AdFormat])] = []
      for format in profile.formats {
        for candidate in NetworkCallback.adapterCallbacks(for: format)
        where candidate == callback || names.name(of: candidate, format: format) == member.key {
          if let index = heard.firstIndex(where: { $0.callback == candidate }) {
            heard[index].formats.append(format)
          } else {
            heard.append((candidate, [format]))
          }
        }
      }
      let formats = heard.flatMap(\.formats)
      guard let format = formats.first else {
        report(
          .callbackNeedsFormat(callback: member.key, profile.formats), at: member.keyOffset, path: callbackPath)
        continue
      }
      // An entry in object form names its thread too; a load answer's thread is `completion.thread`.
      var listNode = member.value
      var listPath = callbackPath
      var thread: AdapterThread?
      switch member.value.value {
      case .array: break
      case .object:
        if heard.contains(where: { $0.callback == .didReceiveAd || $0.callback == .didFailToLoad }) {
          report(.eventThreadOnLoadAnswer(callback: member.key), at: member.value.offset, path: callbackPath)
          continue
        }
        typealias Keys = ConfigSchema.EventsEntry
        guard
          let entry = fields(of: member.value, at: callbackPath, known: ConfigSchema.eventsEntry.keyNames),
          let forward = required(Keys.forward.name, in: entry)
        else { continue }
        thread = value(Keys.thread, in: entry)
        listNode = forward.value
        listPath = entry.path(Keys.forward.name)
      case .null, .bool, .number, .string:
        reportUnexpected(member.value, at: callbackPath, expected: .eventsEntry)
        continue
      }
      if let events = eventList(listNode, at: listPath, format: format, alsoFor: formats) {
        for (callback, _) in heard {
          profile.events[callback] = events
          profile.eventThreads[callback] = thread
        }
      }
    }
  }

  /// A list of event names an adapter of `format` (and of every format of `alsoFor`) can send.
  private mutating func eventList(
    _ node: JSONNode, at path: JSONPath, format: AdFormat, alsoFor formats: [AdFormat] = []
  ) -> [AdEventName]? {
    guard let elements = array(node, at: path) else { return nil }
    let allowed = AdEventName.allCases.filter { name in
      ([format] + formats).allSatisfy { names.events(for: $0).contains(name) }
    }
    var events: [AdEventName] = []
    for (index, element) in elements.enumerated() {
      if let event = eventName(element, at: path.appending(index: index), among: allowed) { events.append(event) }
    }
    return events.count == elements.count ? events : nil
  }

  private mutating func decodeNativeBehaviour(_ node: JSONNode, at path: JSONPath, into profile: inout AdapterProfile) {
    typealias Keys = ConfigSchema.ProfileNative
    guard let fields = fields(of: node, at: path, known: ConfigSchema.profileNative.keyNames) else { return }
    profile.handlesUserImpressions = value(Keys.handlesUserImpressions, in: fields)
    profile.handlesUserClicks = value(Keys.handlesUserClicks, in: fields)
    if let member = fields[Keys.assets.name] {
      decodeNativeAssets(member.value, at: fields.path(Keys.assets.name), into: &profile.nativeAssets)
    }
    profile.nativeAssets.iconOnDownloadFailure = value(Keys.iconOnDownloadFailure, in: fields)
    profile.nativeAssets.imageOnDownloadFailure = value(Keys.imageOnDownloadFailure, in: fields)
    profile.untrack = value(Keys.untrack, in: fields)
  }

  /// Reads `native.assets`: for each SDK asset listed, the network asset
  /// that fills it; the others keep the Sample custom event's.
  private mutating func decodeNativeAssets(_ node: JSONNode, at path: JSONPath, into mapping: inout NativeAssetMapping)
  {
    typealias Keys = ConfigSchema.NativeAssets
    guard let fields = fields(of: node, at: path, known: ConfigSchema.nativeAssets.keyNames) else { return }
    mapping.headline = value(Keys.headline, in: fields)
    mapping.body = value(Keys.body, in: fields)
    mapping.callToAction = value(Keys.callToAction, in: fields)
    mapping.advertiser = value(Keys.advertiser, in: fields)
    mapping.store = value(Keys.store, in: fields)
    mapping.price = value(Keys.price, in: fields)
    mapping.starRating = value(Keys.starRating, in: fields)
    mapping.images = value(Keys.images, in: fields)
    mapping.icon = value(Keys.icon, in: fields)
    mapping.extraAssets = value(Keys.extraAssets, in: fields) { $0.decodeExtraAssets($1, at: $2) }
    mapping.hasVideoContent = value(Keys.hasVideoContent, in: fields)
    mapping.adChoicesView = value(Keys.adChoicesView, in: fields)
    mapping.mediaView = value(Keys.mediaView, in: fields)
  }

  /// `extraAssets`: extra asset key → the network text asset that fills it.
  private mutating func decodeExtraAssets(_ node: JSONNode, at path: JSONPath) -> [NativeAssetMapping.ExtraAsset]? {
    guard let members = objectMembers(of: node, at: path) else { return nil }
    let sources = ConfigSchema.AssetSources(NativeAssetMapping.NetworkAsset.texts).choices
    var extras: [NativeAssetMapping.ExtraAsset] = []
    for member in members {
      let extraPath = path.appending(key: member.key)
      if member.key.isEmpty {
        report(
          .unexpectedValue(expected: .nonEmptyString, found: "\"\"", suggestion: nil), at: member.keyOffset,
          path: extraPath)
        continue
      }
      if let source = choice(member.value, at: extraPath, among: sources) {
        extras.append(NativeAssetMapping.ExtraAsset(key: member.key, source: source))
      }
    }
    return extras.count == members.count ? extras : nil
  }

  /// A policy, or `{"policy", "error"}` (`error` only with `"refused"`).
  private mutating func decodeConcurrentLoads(_ node: JSONNode, at path: JSONPath, into profile: inout AdapterProfile) {
    typealias Keys = ConfigSchema.ConcurrentLoads
    if case .string = node.value {
      profile.concurrentLoads = read(node, at: path, as: Keys.policy.kind) ?? Keys.policy.defaultValue
      return
    }
    guard let fields = fields(of: node, at: path, known: ConfigSchema.concurrentLoads.keyNames) else { return }
    profile.concurrentLoads = value(Keys.policy, in: fields)
    if let member = fields[Keys.error.name] {
      if profile.concurrentLoads != .refused {
        report(
          .keyOnlyForOutcome(Keys.error.name, [AdapterProfile.ConcurrentLoads.refused.rawValue]),
          at: member.keyOffset, path: fields.path(Keys.error.name))
      }
      profile.concurrentLoadError = decodeErrorTemplate(
        member.value, at: fields.path(Keys.error.name), default: profile.concurrentLoadError)
    }
  }

  /// `{"domain", "code", "message"}`, each defaulting to `defaultValue`'s.
  mutating func decodeErrorTemplate(
    _ node: JSONNode, at path: JSONPath, default defaultValue: AdapterProfile.ErrorTemplate
  ) -> AdapterProfile.ErrorTemplate {
    typealias Keys = ConfigSchema.AdapterError
    guard let fields = fields(of: node, at: path, known: ConfigSchema.errorObject.keyNames) else { return defaultValue }
    var template = defaultValue
    template.domain = value(Keys.domain, in: fields, default: defaultValue.domain)
    template.code = Int(value(Keys.code, in: fields, default: Int64(defaultValue.code)))
    template.message = value(Keys.message, in: fields, default: defaultValue.message)
    // An object is an error object, whatever form the default it fills in had (a `present.error` string).
    template.messageOnly = false
    return template
  }
}

extension ConfigSchema.AssetSources: DecodableKind {
  func read(_ node: JSONNode, at path: JSONPath, by decoder: inout ConfigDecoder) -> NativeAssetMapping.NetworkAsset?? {
    guard let name = decoder.choice(node, at: path, among: names) else { return nil }
    return .some(NativeAssetMapping.NetworkAsset(rawValue: name))
  }
}

extension ConfigSchema.BiddingKind: DecodableKind {
  func read(_ node: JSONNode, at path: JSONPath, by decoder: inout ConfigDecoder) -> AdapterProfile.Bidding? {
    switch node.value {
    case .bool(let flag):
      return flag ? .can : .cannot
    case .string(Self.only):
      return .only
    case .string(let text):
      decoder.reportUnexpected(
        node, at: path, expected: .biddingCapability, suggestion: DidYouMean.suggestion(for: text, among: [Self.only]))
      return nil
    default:
      decoder.reportUnexpected(node, at: path, expected: .biddingCapability)
      return nil
    }
  }
}

extension ConfigSchema.VideoContentKind: DecodableKind {
  func read(_ node: JSONNode, at path: JSONPath, by decoder: inout ConfigDecoder) -> NativeAssetMapping.VideoContent? {
    switch node.value {
    case .bool(let flag):
      return .fixed(flag)
    case .string(let text) where Self.networkAssets.contains(text):
      return .hasVideo
    case .string(let text):
      decoder.reportUnexpected(
        node, at: path, expected: .videoContent, suggestion: DidYouMean.suggestion(for: text, among: Self.networkAssets)
      )
      return nil
    default:
      decoder.reportUnexpected(node, at: path, expected: .videoContent)
      return nil
    }
  }
}
