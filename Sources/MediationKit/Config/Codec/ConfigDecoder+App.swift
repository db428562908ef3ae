extension ConfigDecoder {
  /// Reads `app`; `lineItems` and `native` tell whether the asset views the
  /// app registers can be used at all (`registeredAssetsIgnored`).
  mutating func decodeApp(
    _ node: JSONNode, at path: JSONPath, format: AdFormat?, lineItems: [LineItem], native: NativeRequestOptions
  ) -> AppScript? {
    typealias Keys = ConfigSchema.App
    guard let fields = fields(of: node, at: path, known: ConfigSchema.app.keyNames) else { return nil }
    var app = AppScript()
    if allowOnly(Keys.presentAfterMs, in: fields, for: .fullScreen, actual: format) {
      app.presentAfterMs = value(Keys.presentAfterMs, in: fields)
    }
    if allowOnly(Keys.presentAgainAfterMs, in: fields, for: .fullScreen, actual: format) {
      app.presentAgainAfterMs = optionalValue(Keys.presentAgainAfterMs, in: fields)
    }
    if allowOnly(Keys.renderAfterMs, in: fields, for: .native, actual: format) {
      app.renderAfterMs = value(Keys.renderAfterMs, in: fields)
    }
    if allowOnly(Keys.clicks, in: fields, for: .tappable, actual: format) {
      app.clicks = value(Keys.clicks, in: fields) { $0.decodeClicks($1, at: $2, banner: format?.traits.isView == true) }
    }
    if allowOnly(Keys.registeredAssets, in: fields, for: .native, actual: format),
      allowOn(Keys.registeredAssets, in: fields)
    {
      app.registeredAssets = optionalValue(Keys.registeredAssets, in: fields)
      if app.registeredAssets != nil, let member = fields[Keys.registeredAssets.name] {
        let winners = customFormatWinners(lineItems, native: native)
        if !winners.isEmpty {
          warn(
            .registeredAssetsIgnored(lineItems: Array(winners.prefix(3)), count: winners.count), at: member.keyOffset,
            path: fields.path(Keys.registeredAssets.name))
        }
      }
    }
    if allowOnly(Keys.recordImpressionsAtMs, in: fields, for: .native, actual: format),
      allowOn(Keys.recordImpressionsAtMs, in: fields)
    {
      app.recordImpressionsAtMs = value(Keys.recordImpressionsAtMs, in: fields) { decoder, node, path in
        decoder.offsets(node, at: path, in: Keys.recordImpressionsAtMs.kind.element)
      }
    }
    if allowOnly(Keys.installedApps, in: fields, for: .native, actual: format),
      allowOn(Keys.installedApps, in: fields)
    {
      app.installedApps = value(Keys.installedApps, in: fields) { $0.schemes($1, at: $2) }
    }
    if allowOnly(Keys.loadAgainAfterMs, in: fields, for: .native, actual: format),
      allowOn(Keys.loadAgainAfterMs, in: fields)
    {
      app.loadAgainAfterMs = optionalValue(Keys.loadAgainAfterMs, in: fields)
    }
    if allowOnly(Keys.untrackAfterMs, in: fields, for: .native, actual: format) {
      app.untrackAfterMs = optionalValue(Keys.untrackAfterMs, in: fields)
    }
    if allowOnly(Keys.viewForMs, in: fields, for: .banner, actual: format) {
      app.viewForMs = value(Keys.viewForMs, in: fields)
    }
    app.releaseAd = optionalValue(Keys.releaseAdAtMs, in: fields)
    if app.releaseAd == .onDismiss, let member = fields[Keys.releaseAdAtMs.name], let format,
      !format.traits.isFullScreen
    {
      report(
        .releaseOnDismissNeedsFullScreen(FormatScope.fullScreen.formats, actual: format),
        at: member.value.offset, path: fields.path(Keys.releaseAdAtMs.name))
    }
    // The release is scheduled at the fill, before the present schedules the second one: at the same millisecond
    // the release comes first, so a second present due then has no ad either.
    if case .afterMs(let release) = app.releaseAd, let again = app.presentAgainAfterMs,
      app.presentAfterMs + again >= release, let member = fields[Keys.presentAgainAfterMs.name]
    {
      report(
        .presentAgainAfterRelease(presentAgainAtMs: app.presentAfterMs + again, releaseAtMs: release),
        at: member.value.offset, path: fields.path(Keys.presentAgainAfterMs.name))
    }
    if allowOn(Keys.gcAfterReleaseMs, in: fields) {
      app.gcAfterReleaseMs = value(Keys.gcAfterReleaseMs, in: fields)
    }
    return app
  }

  /// URL schemes of installed apps.
  private mutating func schemes(_ node: JSONNode, at path: JSONPath) -> [String]? {
    guard let elements = array(node, at: path) else { return nil }
    let schemes: [String] = elements.enumerated().compactMap { index, element in
      guard case .string(let scheme) = element.value, URLScheme.isValid(scheme) else {
        reportUnexpected(element, at: path.appending(index: index), expected: .urlScheme)
        return nil
      }
      return scheme.lowercased()
    }
    return schemes.count == elements.count ? schemes : nil
  }

  /// Times of `kind`, each at least the one before.
  private mutating func offsets(_ node: JSONNode, at path: JSONPath, in kind: Integers) -> [Int64]? {
    guard let elements = array(node, at: path) else { return nil }
    var times: [Int64] = []
    var previous: Int64 = 0
    for (index, element) in elements.enumerated() {
      guard let time = read(element, at: path.appending(index: index), as: kind) else { continue }
      if time < previous {
        report(.stepBeforePrevious(previousAtMs: previous), at: element.offset, path: path.appending(index: index))
      }
      previous = max(previous, time)
      times.append(time)
    }
    return times.count == elements.count ? times : nil
  }

  /// What a tap may name: an asset view, the empty space of the ad view,
  /// or an asset of a custom format the config defines.
  private var tapTargets: [String] {
    var targets = NativeAssetIdentifier.allCases.map(\.rawValue) + [AppClick.background]
    for format in customFormats {
      for field in format.fields where !targets.contains(field.key) { targets.append(field.key) }
    }
    return targets
  }

  /// The app's taps; on a banner (`banner`) a tap is on the banner, and its
  /// `asset` may only say so.
  private mutating func decodeClicks(_ node: JSONNode, at path: JSONPath, banner: Bool) -> [AppClick]? {
    typealias Keys = ConfigSchema.Tap
    guard let elements = array(node, at: path) else { return nil }
    let targets = banner ? [AppClick.banner] : tapTargets
    var clicks: [AppClick] = []
    var previous: Int64 = 0
    for (index, element) in elements.enumerated() {
      guard let fields = fields(of: element, at: path.appending(index: index), known: ConfigSchema.tap.keyNames)
      else { continue }
      let atMs = required(Keys.atMs, in: fields)
      let asset = banner ? fields[Keys.asset.name] : required(Keys.asset.name, in: fields)
      let target =
        (banner && asset == nil)
        ? AppClick.banner
        : asset.flatMap { member -> String? in
          // A banner is one view: its tap may only say so.
          if banner { return choice(member.value, at: fields.path(Keys.asset.name), among: targets) }
          guard case .string(let text) = member.value.value, targets.contains(text) else {
            report(
              .unknownTapTarget(
                found: ConfigDecoder.describe(member.value),
                suggestion: {
                  guard case .string(let text) = member.value.value else { return nil }
                  return DidYouMean.suggestion(for: text, among: targets)
                }()),
              at: member.value.offset, path: fields.path(Keys.asset.name))
            return nil
          }
          return text
        }
      if banner {
        for key in [Keys.customClickHandler.name, Keys.installedApps.name] {
          guard let member = fields[key] else { continue }
          report(.onlyForFormat([.native], actual: .banner), at: member.keyOffset, path: fields.path(key))
        }
      }
      let handler = value(Keys.customClickHandler, in: fields)
      let installed = optionalValue(Keys.installedApps, in: fields) { $0.schemes($1, at: $2) }
      guard let atMs, let target else { continue }
      if atMs < previous, let member = fields[Keys.atMs.name] {
        report(.stepBeforePrevious(previousAtMs: previous), at: member.value.offset, path: fields.path(Keys.atMs.name))
      }
      previous = max(previous, atMs)
      clicks.append(AppClick(atMs: atMs, target: target, customClickHandler: handler, installedApps: installed))
    }
    return clicks
  }

  /// The labels of the line items that could fill this native request when
  /// every one of them serves a custom format ad; empty otherwise (also when
  /// none could fill). A line item cannot fill when the config alone says
  /// so: the app does not ask for its ad's type (`request.native.adTypes`)
  /// or custom format (`customFormatIds`), its adapter class is not
  /// registered or does not load native ads, its load never fills
  /// (`outcome` `noFill`, `error` or `timeout`, a `fillRate` of 0, or a
  /// valuation whose `participation` is 0), or it bids `"none"`.
  private func customFormatWinners(_ lineItems: [LineItem], native: NativeRequestOptions) -> [String] {
    var labels: [String] = []
    for item in lineItems where couldFill(item, native: native) {
      guard item.adManager?.type == .customFormat else { return [] }
      labels.append(item.label)
    }
    return labels
  }

  private func couldFill(_ item: LineItem, native: NativeRequestOptions) -> Bool {
    guard native.adTypes.contains(item.adManager?.type ?? .unified) else { return false }
    if let creative = item.adManager {
      if let formatId = creative.custom?.formatId, !native.customFormatIds.contains(formatId) { return false }
    } else {
      guard let registration = registry.registration(forClassName: item.className),
        registration.formats.contains(.native)
      else { return false }
    }
    if item.bidding?.bid == BiddingScript.Bid.none || item.network.load.valuation?.participation.micros == 0 {
      return false
    }
    switch item.network.load.decision {
    case .always(let outcome): return outcome == .fill
    case .fillRate(let rate): return rate > 0
    }
  }
}

extension ConfigSchema.ReleaseTimes: DecodableKind {
  /// Milliseconds read as every time is, `"onDismiss"`, or a report that the value is neither.
  func read(_ node: JSONNode, at path: JSONPath, by decoder: inout ConfigDecoder) -> AdRelease? {
    switch node.value {
    case .number:
      return decoder.read(node, at: path, as: ConfigSchema.times).map { .afterMs($0) }
    case .string(Self.onDismiss):
      return .onDismiss
    case .string(let text):
      decoder.reportUnexpected(
        node, at: path, expected: .releaseTime, suggestion: DidYouMean.suggestion(for: text, among: [Self.onDismiss]))
      return nil
    default:
      decoder.reportUnexpected(node, at: path, expected: .releaseTime)
      return nil
    }
  }
}
