/// A one-line row of the text timeline: its line item, detail text and colour.
typealias TimelineRowParts = (lineItem: String?, detail: String, color: TextStyle.Color?)

extension TextRenderer {
  /// One timeline row's line item, the lines of its detail and its colour.
  /// Only the renderer's own line breaks separate the lines (a native ad's
  /// asset groups); a line break inside a string of the config stays in its
  /// line, for the escaping to show.
  static func row(for body: RecordBody) -> (lineItem: String?, detail: [String], color: TextStyle.Color?) {
    if case .ad(let ad) = body, let assets = ad.assets { return (ad.lineItem, describe(assets), nil) }
    let row = line(for: body)
    return (row.lineItem, [row.detail], row.color)
  }

  /// A one-line row: its line item, detail text and colour.
  private static func line(for body: RecordBody) -> TimelineRowParts {
    switch body {
    case .setUp(let payload): return timelineRow(payload)
    case .signals(let payload): return timelineRow(payload)
    case .bid(let payload): return timelineRow(payload)
    case .auction(let payload): return timelineRow(payload)
    case .skipped(let payload): return timelineRow(payload)
    case .abandoned(let payload): return timelineRow(payload)
    case .load(let payload): return timelineRow(payload)
    case .network(let payload): return timelineRow(payload)
    case .networkCall(let payload): return timelineRow(payload)
    case .loadResult(let payload): return timelineRow(payload)
    case .ignored(let payload): return timelineRow(payload)
    case .delegateLost(let payload): return timelineRow(payload)
    case .retained(let payload): return timelineRow(payload)
    case .waterfall(let payload): return timelineRow(payload)
    case .ad(let payload): return timelineRow(payload)
    case .app(let payload): return timelineRow(payload)
    case .presentRefused(let payload): return timelineRow(payload)
    case .click(let payload): return timelineRow(payload)
    case .requestRefused(let payload): return timelineRow(payload)
    case .sdk(let payload): return timelineRow(payload)
    case .event(let payload): return timelineRow(payload)
    case .reward(let payload): return timelineRow(payload)
    case .violation(let payload): return timelineRow(payload)
    case .run, .result, .histogram, .auctionHistogram, .summary, .check, .worlds, .portfolio:
      return (nil, "", nil)
    }
  }

  static func name(of type: NativeAdType) -> String {
    switch type {
    case .unified: "unified native"
    case .appInstall: "app install"
    case .content: "content"
    case .customFormat: "custom format"
    }
  }

  static func describe(_ reason: NotAClickReason) -> String {
    switch reason {
    case .adChoices: "the AdChoices icon opens the AdChoices page"
    case .noSuchAsset: "the ad has no such asset"
    case .notRegistered: "the app did not register that view"
    case .emptySpace: "empty space of the ad view"
    case .untracked: "the app removed the ad view"
    }
  }

  static func describe(_ error: AdError) -> String {
    "\(error.domain) \(error.code) \(JSONStringLiteral.quoted(error.localizedDescription))"
  }

  /// Extras as `key=value` words, in request order.
  static func describe(_ extras: NetworkExtrasValues) -> [String] {
    extras.entries.map { entry -> String in
      switch entry.value {
      case .boolean(let flag): "\(entry.key)=\(flag)"
      case .string(let text): "\(entry.key)=\(JSONStringLiteral.quoted(text))"
      case .number(let lexeme): "\(entry.key)=\(lexeme)"
      }
    }
  }

  /// A request as `key=value` pairs; its placement unless it is `shown` already (the parameter the row shows).
  static func describe(_ request: NetworkRequest, shown: String??) -> String {
    switch request {
    case .addressed(let base, let placement, let passed):
      let place = shown == .some(placement) ? "" : ", placement " + (placement.map(JSONStringLiteral.quoted) ?? "none")
      return describe(base, shown: shown) + place + (passed.isEmpty ? "" : ", passes " + describe(passed))
    case .sized(let base, let networkSize):
      let asked =
        switch networkSize {
        case .size(let size): "\(size.width)x\(size.height)"
        case .named(let name): JSONStringLiteral.quoted(name)
        }
      return describe(base, shown: shown) + ", networkSize " + asked
    case .withKeywords(let base, let keywords):
      let quoted = keywords.map(JSONStringLiteral.quoted).joined(separator: ",")
      return describe(base, shown: shown) + " keywords=[\(quoted)]"
    case .withExtras(let base, let extras):
      let values = describe(extras)
      return describe(base, shown: shown) + (values.isEmpty ? "" : ", extras " + values.joined(separator: " "))
    case .fullScreen(let testMode, let mute, let debugLogging):
      return "request testMode=\(testMode)" + (mute.map { " mute=\($0)" } ?? "")
        + (debugLogging.map { " debugLogging=\($0)" } ?? "")
    case .banner(let testMode, let adSize):
      return "request testMode=\(testMode) adSize=\(adSize.width)x\(adSize.height)"
    case .native(let testMode, let download, let multiple, let orientation):
      return "request testMode=\(testMode) shouldDownloadImages=\(download) "
        + "shouldRequestMultipleImages=\(multiple) preferredImageOrientation=\(orientation.rawValue)"
    }
  }

  /// Server settings as `key="value"` pairs, keys in code point order.
  static func describe(settings: [String: String]) -> String {
    settings.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { key in
      "\(key)=\(JSONStringLiteral.quoted(settings[key] ?? ""))"
    }.joined(separator: " ")
  }

  /// What an adapter handed its network, as `key=value` pairs.
  static func describe(_ passed: [PassedSetting]) -> String {
    passed.map { setting in
      switch setting.value {
      case .null: "\(setting.key)=null"
      case .boolean(let flag): "\(setting.key)=\(flag)"
      case .string(let text): "\(setting.key)=\(JSONStringLiteral.quoted(text))"
      case .integer(let number): "\(setting.key)=\(number)"
      }
    }.joined(separator: " ")
  }

  static func describe(_ callback: String, _ detail: NetworkCallbackDetail?) -> String {
    switch detail {
    case .failure(let code)?: "\(callback) \(code.name) (\(code.code))"
    case .reward(let amount)?: "\(callback) amount \(amount)"
    case .asset(let asset)?: "\(callback) on \(asset.rawValue)"
    case .showFailure(let code?)?: "\(callback) error code \(code)"
    case .showFailure(nil)?: "\(callback): the ad expired"
    case .error(let error)?: "\(callback) \(describe(error))"
    case .noAd?: "\(callback) without an ad"
    case .selfRefresh?: "\(callback) again: the network refreshed its banner by itself"
    case .adSize(let size)?: "\(callback) at \(size.width)x\(size.height)"
    case .unregistered?: "\(callback), heard by nobody: the adapter stopped listening at the dismissal"
    case nil: callback
    }
  }

  /// A call into the network, by its platform's `name`, with what it carries.
  static func describe(_ call: NetworkCall, name: String) -> String {
    switch call {
    case .present(let extras?) where !extras.entries.isEmpty:
      "\(name), extras " + describe(extras).joined(separator: " ")
    case .handleClick(let asset): "\(name) on \(asset.rawValue)"
    case .present, .recordImpression, .setNativeAdView, .unregisterView: name
    }
  }

  /// The mapped native assets, one group per line.
  static func describe(_ assets: NativeAssets) -> [String] {
    func text(_ value: String?) -> String { value.map(JSONStringLiteral.quoted) ?? "none" }
    func image(_ image: NativeAdImage) -> String {
      // An image with neither (an Android Sample mapper's, for an ad without one) is empty.
      let source = image.image != nil ? "loaded" : image.imageURL.map { "URL " + text($0) } ?? "empty"
      return "\(source), scale \(image.scale)"
    }
    let images = assets.images ?? []
    let extras = (assets.extraAssets ?? []).map { "\($0.key) \(JSONStringLiteral.quoted($0.value))" }
    let rating = assets.starRating.map(\.description) ?? "none"
    let imageList = images.isEmpty ? "none" : images.map(image).joined(separator: "; ")
    let icon = assets.icon.map(image) ?? "none"
    let extraList = extras.isEmpty ? "none" : extras.joined(separator: ", ")
    let adChoices = assets.adChoicesPosition?.rawValue ?? "none"
    let video = assets.hasVideoContent ? "video content" : "no video"
    if let adManager = assets.adManager, let formatId = adManager.formatId {
      var lines = ["custom format \(formatId) ad from Ad Manager"]
      for (key, value) in adManager.customAssets {
        switch value {
        case .text(let value): lines.append("\(key) \(JSONStringLiteral.quoted(value))")
        case .image(let value): lines.append("\(key) image: \(image(value))")
        }
      }
      return lines
    }
    var lines = [assets.adManager.map { "\(Self.name(of: $0.type)) ad from Ad Manager" } ?? "native ad"]
    lines.append("headline \(text(assets.headline)), body \(text(assets.body))")
    lines.append(
      "call to action \(text(assets.callToAction)), advertiser \(text(assets.advertiser)), "
        + "store \(text(assets.store)), price \(text(assets.price)), star rating \(rating)")
    lines.append("images: \(imageList); icon: \(icon)")
    if let adManager = assets.adManager {
      if adManager.type == .content { lines.append("logo: \(adManager.logo.map(image) ?? "none")") }
    } else {
      lines.append("extra assets: \(extraList)")
    }
    var last = "AdChoices \(adChoices), \(video)"
    if let mapped = assets.mapped {
      // Video content is shown in a media view: say when the ad supplies none.
      if assets.hasVideoContent, !mapped.mediaView { last += ", no media view" }
      let reported = [
        mapped.handlesUserImpressions ? "impressions" : nil, mapped.handlesUserClicks ? "clicks" : nil,
      ].compactMap { $0 }
      if !reported.isEmpty { last += "; the adapter reports " + reported.joined(separator: " and ") }
    }
    lines.append(last)
    return lines
  }
}
