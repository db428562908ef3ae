extension TextRenderer {
  /// One timeline row's line item, detail text and colour.
  static func row(for body: RecordBody) -> (lineItem: String?, detail: String, color: TextStyle.Color?) {
    switch body {
    case .setUp(let setUp):
      let versions = "adapter \(setUp.adapterVersion) (\(setUp.adapterVersionString)), ad SDK \(setUp.adSDKVersion)"
      if let error = setUp.error {
        return (nil, "\(setUp.className) failed: \(describe(error)); \(versions)", .red)
      }
      return (nil, "\(setUp.className) ready; \(versions)", .dim)
    case .load(let load):
      let parameter = load.parameter.map { "parameter \(JSONStringLiteral.quoted($0))" } ?? "no parameter"
      let request = load.request.map(describe) ?? "the adapter made no request"
      return (
        load.lineItem, "#\(load.index) \(load.className), \(parameter), timeout \(load.timeoutMs) ms; \(request)", nil
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
    case .waterfall(let waterfall):
      if waterfall.filled { return (waterfall.lineItem, "filled in \(waterfall.latencyMs) ms", .green) }
      let error = waterfall.error.map { ": " + describe($0) } ?? ""
      return (nil, "no fill after \(waterfall.latencyMs) ms\(error)", .red)
    case .ad(let ad):
      return (ad.lineItem, ad.assets.map(describe) ?? "\(ad.format.rawValue) ad handed to the app", nil)
    case .app(let app):
      return (nil, app.asset.map { "\(app.action.rawValue) on \($0.rawValue)" } ?? app.action.rawValue, nil)
    case .sdk(let sdk):
      return (sdk.lineItem, sdk.asset.map { "\(sdk.call.rawValue) \($0.rawValue)" } ?? sdk.call.rawValue, nil)
    case .event(let event):
      var detail = event.name.rawValue
      if let error = event.error { detail += ": " + describe(error) }
      if let reward = event.reward { detail += " (\(reward.amount) \(reward.type))" }
      return (event.lineItem, detail, nil)
    case .reward(let reward):
      return (reward.lineItem, "\(reward.amount) \(reward.type) granted to the user", .green)
    case .violation(let violation):
      return (violation.lineItem, "\(violation.rule.rawValue): \(violation.detail)", .red)
    case .run, .result, .summary:
      return (nil, "", nil)
    }
  }

  static func describe(_ error: AdError) -> String {
    "\(error.domain) \(error.code) \(JSONStringLiteral.quoted(error.localizedDescription))"
  }

  private static func describe(_ request: NetworkRequest) -> String {
    switch request {
    case .rewarded(let testMode, let mute, let debugLogging):
      return "request testMode=\(testMode) mute=\(mute) debugLogging=\(debugLogging)"
    case .native(let testMode, let download, let multiple, let orientation):
      return "request testMode=\(testMode) shouldDownloadImages=\(download) "
        + "shouldRequestMultipleImages=\(multiple) preferredImageOrientation=\(orientation.rawValue)"
    }
  }

  private static func describe(_ callback: NetworkCallback, _ detail: NetworkCallbackDetail?) -> String {
    switch detail {
    case .failure(let code)?: "\(callback.rawValue) \(code.name) (\(code.rawValue))"
    case .reward(let amount)?: "\(callback.rawValue) amount \(amount)"
    case .asset(let asset)?: "\(callback.rawValue) on \(asset.rawValue)"
    case nil: callback.rawValue
    }
  }

  private static func describe(_ call: NetworkCall) -> String {
    switch call {
    case .present: "present"
    case .recordImpression: "recordImpression"
    case .handleClick(let asset): "handleClick on \(asset.rawValue)"
    case .setNativeAdView: "setNativeAdView"
    }
  }

  private static func describe(_ assets: NativeAssets) -> String {
    var parts: [String] = []
    parts.append("headline " + (assets.headline.map(JSONStringLiteral.quoted) ?? "none"))
    if let callToAction = assets.callToAction {
      parts.append("call to action \(JSONStringLiteral.quoted(callToAction))")
    }
    if let rating = assets.starRating { parts.append("\(rating) stars") }
    let images = assets.images ?? []
    let loaded = images.filter { $0.image != nil }.count
    parts.append("\(images.count) image\(images.count == 1 ? "" : "s") (\(loaded) loaded)")
    if let icon = assets.icon { parts.append(icon.image != nil ? "icon loaded" : "icon by URL") }
    if assets.hasVideoContent { parts.append("video") }
    if let position = assets.adChoicesPosition { parts.append("AdChoices \(position.rawValue)") }
    return "native ad: " + parts.joined(separator: ", ")
  }
}
