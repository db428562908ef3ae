/// The SDK's own side of native ads (seed 003): line items Ad Manager serves
/// itself, the ad types the app asked for, and the app's calls on a custom
/// format ad.

/// An ad Ad Manager served itself, as the app holds it.
package struct AdManagerAd {
  let creative: AdManagerCreative
  /// The images the ad gives the app: all of a multi-image asset when the
  /// app asked for them (`shouldRequestMultipleImages`), else the first.
  let images: [CreativeImage]
}

extension Simulation {
  /// Why the line item cannot serve this request, if it cannot: an ad of a
  /// type the app did not ask for, or a custom format it cannot display.
  func ineligibility(of item: LineItem) -> AdError? {
    guard config.adUnit.format.traits.hasNativeAssets else { return nil }
    let native = config.request.native
    let type = item.adManager?.type ?? .unified
    guard native.adTypes.contains(type) else {
      return sdkError(.notRequested(type))
    }
    if let formatId = item.adManager?.custom?.formatId, !native.customFormatIds.contains(formatId) {
      return sdkError(.formatNotDisplayed(formatId: formatId))
    }
    return nil
  }

  /// Asks Ad Manager for a line item's own creative: the answer comes after
  /// the scripted latency, drawn as a network's would be (so the Monte Carlo
  /// kernel sees the same draws).
  func startAdManagerLoad(of lineItem: Int) {
    let item = config.lineItems[lineItem]
    let answer = decideLoad(ofLineItem: lineItem, item.network.load)
    schedule(.loadTimeout(lineItem: lineItem), afterMs: item.timeoutMs)
    guard let latency = answer.latencyMs, answer.outcome != .timeout else { return }
    schedule(.adManagerAnswer(lineItem: lineItem, answer.outcome), afterMs: latency)
  }

  /// Ad Manager answered. An answer after the SDK's timer fired is dropped:
  /// the SDK cancelled its own request.
  func answerAdManagerLoad(of lineItem: Int, _ outcome: LoadScript.Outcome) {
    guard loads[lineItem].state == .loading, let creative = config.lineItems[lineItem].adManager else { return }
    switch outcome {
    case .fill:
      let images = creative.system.images
      let served = AdManagerAd(
        creative: creative,
        images: config.request.native.shouldRequestMultipleImages ? images : Array(images.prefix(1)))
      // Ad Manager's answer is the SDK's own, handled on main.
      _ = fill(with: .adManager(served), from: lineItem, thread: .main)
    case .noFill, .error, .timeout, .empty:
      // Config validation keeps `empty` to profiled networks; Ad Manager would serve it as a no fill.
      let noFill = outcome == .noFill || outcome == .empty
      let error = sdkError(noFill ? .noFill : .adServerError)
      endLoad(of: lineItem, as: .failed, outcome: noFill ? .noFill : .error, error: error, thread: .main)
      walk.continues = true
    }
  }

  /// The assets of an Ad Manager ad as the SDK hands them to the app:
  /// images downloaded unless the app asked for URLs only, and for backfill
  /// the AdChoices overlay where the app wants it.
  func assets(of ad: AdManagerAd) -> NativeAssets {
    let native = config.request.native
    let image = { (creative: CreativeImage) -> NativeAdImage in
      native.disableImageLoading
        ? NativeAdImage(url: creative.url, scale: creative.scale)
        : NativeAdImage(
          image: PlatformImage(width: creative.width, height: creative.height, scale: creative.scale), url: creative.url
        )
    }
    let creative = ad.creative
    if let custom = creative.custom {
      var assets = NativeAssets(
        headline: nil, body: nil, callToAction: nil, advertiser: nil, store: nil, price: nil, starRating: nil,
        images: nil, icon: nil, extraAssets: nil, adChoicesPosition: nil, hasVideoContent: false)
      assets.adManager = NativeAssets.AdManager(
        type: .customFormat, logo: nil, formatId: custom.formatId,
        customAssets: custom.assets.map { asset in
          switch asset.value {
          case .text(let text): (asset.key, .text(text))
          case .image(let creative): (asset.key, .image(image(creative)))
          }
        })
      return assets
    }
    let system = creative.system
    var assets = NativeAssets(
      headline: system.headline, body: system.body, callToAction: system.callToAction, advertiser: system.advertiser,
      store: system.store, price: system.price, starRating: system.starRating, images: ad.images.map(image),
      icon: system.icon.map(image), extraAssets: nil,
      adChoicesPosition: creative.backfill ? native.adChoicesPosition : nil, hasVideoContent: false)
    assets.adManager = NativeAssets.AdManager(
      type: creative.type, logo: system.logo.map(image), formatId: nil, customAssets: [])
    return assets
  }

  /// The app calls `recordImpression` on the custom format ad: the SDK
  /// counts the first and ignores the rest (seed 003).
  func recordCustomFormatImpression() {
    guard let winner = delivery.winner, case .adManager? = delivery.ad else { return }
    emit(.appActed(AppActed(action: .recordImpression, asset: nil)))
    if delivery.impressionRecorded {
      emit(.impressionIgnored(ImpressionIgnored(lineItem: winner)))
    } else {
      delivery.impressionRecorded = true
      emit(.sdkCalledAd(SDKCalledAd(lineItem: winner, call: .recordImpression, asset: nil)))
    }
  }

  /// Where a counted click on a custom format ad leads, in seed 003's order:
  /// the app's handler alone, else the first deep link whose app is
  /// installed, else the browser with the destination URL.
  func clickAction(for ad: CustomFormatAd, click: AppClick) -> ClickAction {
    if click.customClickHandler { return .customClickHandler }
    let installed = click.installedApps ?? config.app.installedApps
    if let link = ad.deepLinks.first(where: { URLScheme.of($0).map(installed.contains) ?? false }) {
      return .deepLink(link)
    }
    return .browser(ad.destinationUrl)
  }

  /// The app calls `loadRequest:` again on its ad loader: refused while the
  /// first request still loads (seed 003: one request at a time per
  /// loader). A request after the first finished is the app's next request,
  /// which this run does not play.
  func loadAgain() {
    emit(.appActed(AppActed(action: .load, asset: nil)))
    guard !walk.ended else { return }
    emit(
      .requestRefused(
        RequestRefused(
          error: sdkError(.loaderBusy))))
  }
}
