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
  private static func line(for body: RecordBody) -> (lineItem: String?, detail: String, color: TextStyle.Color?) {
    switch body {
    case .setUp(let setUp):
      let versions = "adapter \(setUp.adapterVersion) (\(setUp.adapterVersionString)), ad SDK \(setUp.adSDKVersion)"
      let took = setUp.latencyMs > 0 ? " after \(setUp.latencyMs) ms" : ""
      let handed = setUp.request.map { $0.isEmpty ? "" : "; set-up handed its network " + describe($0) } ?? ""
      if let error = setUp.error {
        return (nil, "\(setUp.className) not ready\(took): \(describe(error)); \(versions)\(handed)", .red)
      }
      return (nil, "\(setUp.className) ready\(took); \(versions)\(handed)", .dim)
    case .bid(let bid):
      let price = bid.price.map { " $\($0)" } ?? ""
      switch bid.state {
      case .bid: return (bid.lineItem, "bids\(price) after \(bid.latencyMs) ms", nil)
      case .noBid: return (bid.lineItem, "no bid after \(bid.latencyMs) ms", .dim)
      case .belowFloor: return (bid.lineItem, "price\(price) below the floor after \(bid.latencyMs) ms", .dim)
      case .timeout: return (bid.lineItem, "no answer by the auction's timeout (\(bid.latencyMs) ms)", .yellow)
      }
    case .auction(let auction):
      guard let winner = auction.winner, let price = auction.price else {
        return (nil, "auction closed after \(auction.latencyMs) ms without a bid", .dim)
      }
      return (winner, "wins the auction at $\(price) (closed after \(auction.latencyMs) ms)", .green)
    case .skipped(let skipped):
      return (skipped.lineItem, "taken out of the walk: a bidder of its class lost the auction", .dim)
    case .abandoned(let abandoned):
      return (nil, "the app stopped waiting after \(abandoned.latencyMs) ms", .red)
    case .load(let load) where load.className == googleAdNetworkClassName && load.parameter == nil:
      return (
        load.lineItem,
        "#\(load.index) Ad Manager serves its own creative (\(load.className)), timeout \(load.timeoutMs) ms", nil
      )
    case .load(let load):
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
      return (
        load.lineItem, "#\(load.index) \(load.className), \(parameter), timeout \(load.timeoutMs) ms; \(request)\(bid)",
        nil
      )
    case .network(let network):
      return (network.lineItem, describe(network.callback, network.detail), .dim)
    case .networkCall(let call):
      return (call.lineItem, "adapter calls \(describe(call.call))", .dim)
    case .loadResult(let result):
      if result.outcome == .fill { return (result.lineItem, "fill in \(result.latencyMs) ms", .green) }
      let error = result.error.map { ": " + describe($0) } ?? ""
      return (result.lineItem, "\(result.outcome.rawValue) after \(result.latencyMs) ms\(error)", .red)
    case .ignored(let ignored):
      return (ignored.lineItem, "\(ignored.call) discarded: \(ignored.reason.rawValue)", .yellow)
    case .delegateLost(let lost):
      return (
        lost.lineItem,
        "event delegate lost: the adapter stored the nil of a later completion (\(lost.completion)); "
          + "its events now go nowhere", .yellow
      )
    case .waterfall(let waterfall):
      if waterfall.filled { return (waterfall.lineItem, "filled in \(waterfall.latencyMs) ms", .green) }
      let error = waterfall.error.map { ": " + describe($0) } ?? ""
      return (nil, "no fill after \(waterfall.latencyMs) ms\(error)", .red)
    case .ad(let ad):
      return (ad.lineItem, "\(ad.format.rawValue) ad handed to the app", nil)
    case .app(let app):
      return (nil, app.asset.map { "\(app.action.rawValue) on \($0)" } ?? app.action.rawValue, nil)
    case .click(let click):
      switch click.resolution {
      case .notAClick(let reason):
        return (click.lineItem, "tap on \(click.asset) is not a click: \(describe(reason))", .yellow)
      case .counted(nil):
        return (click.lineItem, "click on \(click.asset) (the SDK tracks the click)", nil)
      case .counted(.customClickHandler?):
        return (click.lineItem, "click on \(click.asset): the app's custom click handler runs, and nothing else", nil)
      case .counted(.deepLink(let url)?):
        return (click.lineItem, "click on \(click.asset): opens the deep link \(url)", nil)
      case .counted(.browser(let url)?):
        return (click.lineItem, "click on \(click.asset): opens \(url) in the browser", nil)
      }
    case .requestRefused(let refused):
      return (nil, "the SDK refuses the request: \(describe(refused.error))", .yellow)
    case .presentRefused(let refused):
      return (refused.lineItem, "the SDK refuses the present: \(describe(refused.error))", .yellow)
    case .sdk(let sdk):
      let detail = sdk.asset.map { "\(sdk.call.rawValue) \($0.rawValue)" } ?? sdk.call.rawValue
      switch sdk.call {
      case .didRecordImpression: return (sdk.lineItem, detail + " (the SDK tracks the impression)", nil)
      case .didRecordClickOnAsset: return (sdk.lineItem, detail + " (the SDK tracks the click)", nil)
      case .recordImpression: return (sdk.lineItem, "impression counted (the app records it)", nil)
      case .didUntrackView: return (sdk.lineItem, detail + " (the app removed the ad view)", nil)
      case .view: return (sdk.lineItem, "view: the banner goes on screen", nil)
      case .present, .didRender: return (sdk.lineItem, detail, nil)
      }
    case .event(let event):
      var detail = event.name.rawValue
      if let error = event.error { detail += ": " + describe(error) }
      if let reward = event.reward { detail += " (\(reward.amount) \(reward.type))" }
      return (event.lineItem, detail, nil)
    case .reward(let reward):
      return (reward.lineItem, "\(reward.amount) \(reward.type) granted to the user", .green)
    case .violation(let violation) where violation.severity == .warning:
      return (violation.lineItem, "\(violation.rule) (warning): \(violation.detail)", .yellow)
    case .violation(let violation):
      return (violation.lineItem, "\(violation.rule): \(violation.detail)", .red)
    case .run, .result, .histogram, .auctionHistogram, .summary, .check:
      return (nil, "", nil)
    }
  }

  private static func name(of type: NativeAdType) -> String {
    switch type {
    case .unified: "unified native"
    case .appInstall: "app install"
    case .content: "content"
    case .customFormat: "custom format"
    }
  }

  private static func describe(_ reason: NotAClickReason) -> String {
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
  private static func describe(_ extras: NetworkExtrasValues) -> [String] {
    extras.entries.map { entry -> String in
      switch entry.value {
      case .boolean(let flag): "\(entry.key)=\(flag)"
      case .string(let text): "\(entry.key)=\(JSONStringLiteral.quoted(text))"
      case .number(let lexeme): "\(entry.key)=\(lexeme)"
      }
    }
  }

  /// A request as `key=value` pairs; its placement unless it is `shown` already (the parameter the row shows).
  private static func describe(_ request: NetworkRequest, shown: String??) -> String {
    switch request {
    case .addressed(let base, let placement, let passed):
      let place = shown == .some(placement) ? "" : ", placement " + (placement.map(JSONStringLiteral.quoted) ?? "none")
      return describe(base, shown: shown) + place + (passed.isEmpty ? "" : ", passes " + describe(passed))
    case .withExtras(let base, let extras):
      let values = describe(extras)
      return describe(base, shown: shown) + (values.isEmpty ? "" : ", extras " + values.joined(separator: " "))
    case .fullScreen(let testMode, let mute, let debugLogging):
      return "request testMode=\(testMode) mute=\(mute) debugLogging=\(debugLogging)"
    case .banner(let testMode, let adSize):
      return "request testMode=\(testMode) adSize=\(adSize.width)x\(adSize.height)"
    case .native(let testMode, let download, let multiple, let orientation):
      return "request testMode=\(testMode) shouldDownloadImages=\(download) "
        + "shouldRequestMultipleImages=\(multiple) preferredImageOrientation=\(orientation.rawValue)"
    }
  }

  /// Server settings as `key="value"` pairs, keys in code point order.
  private static func describe(settings: [String: String]) -> String {
    settings.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { key in
      "\(key)=\(JSONStringLiteral.quoted(settings[key] ?? ""))"
    }.joined(separator: " ")
  }

  /// What an adapter handed its network, as `key=value` pairs.
  private static func describe(_ passed: [PassedSetting]) -> String {
    passed.map { setting in
      switch setting.value {
      case .null: "\(setting.key)=null"
      case .boolean(let flag): "\(setting.key)=\(flag)"
      case .string(let text): "\(setting.key)=\(JSONStringLiteral.quoted(text))"
      case .integer(let number): "\(setting.key)=\(number)"
      }
    }.joined(separator: " ")
  }

  private static func describe(_ callback: NetworkCallback, _ detail: NetworkCallbackDetail?) -> String {
    switch detail {
    case .failure(let code)?: "\(callback.rawValue) \(code.name) (\(code.rawValue))"
    case .reward(let amount)?: "\(callback.rawValue) amount \(amount)"
    case .asset(let asset)?: "\(callback.rawValue) on \(asset.rawValue)"
    case .showFailure(let code?)?: "\(callback.rawValue) error code \(code)"
    case .showFailure(nil)?: "\(callback.rawValue): the ad expired"
    case .error(let error)?: "\(callback.rawValue) \(describe(error))"
    case .noAd?: "\(callback.rawValue) without an ad"
    case .selfRefresh?: "\(callback.rawValue) again: the network refreshed its banner by itself"
    case nil: callback.rawValue
    }
  }

  private static func describe(_ call: NetworkCall) -> String {
    switch call {
    case .present(let extras?) where !extras.entries.isEmpty:
      "present, extras " + describe(extras).joined(separator: " ")
    case .handleClick(let asset): "handleClick on \(asset.rawValue)"
    case .present, .recordImpression, .setNativeAdView, .unregisterView: call.name
    }
  }

  /// The mapped native assets, one group per line.
  private static func describe(_ assets: NativeAssets) -> [String] {
    func text(_ value: String?) -> String { value.map(JSONStringLiteral.quoted) ?? "none" }
    func image(_ image: NativeAdImage) -> String {
      let source = image.image != nil ? "loaded" : "URL " + text(image.imageURL)
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
