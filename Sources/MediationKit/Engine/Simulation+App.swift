extension Simulation {
  /// The app presents the loaded rewarded ad.
  func presentRewardedAd() {
    guard let winner, case .rewarded(let ad)? = loadedAd else { return }
    emit(.appActed(.present, asset: nil))
    emit(.sdkCalledAd(lineItem: winner, .present, asset: nil))
    presented = true
    if let again = config.app.presentAgainAfterMs { schedule(.presentAgain, afterMs: again) }
    ad.present(from: ViewController())
  }

  /// The app presents the ad a second time: the SDK refuses an ad that was
  /// already presented (`GADPresentationErrorCode` AdAlreadyUsed, 18)
  /// without calling the adapter, as GMA does.
  func presentRewardedAdAgain() {
    guard let winner, presented else { return }
    emit(.appActed(.present, asset: nil))
    emit(
      .presentRefused(
        lineItem: winner,
        AdError(
          domain: GADErrorCode.domain, code: GADErrorCode.presentationAdAlreadyUsed,
          localizedDescription: "The ad has already been presented; a full-screen ad can be presented once.")))
  }

  /// The app renders the loaded native ad; unless the ad tracks impressions
  /// itself, the SDK records the impression now, once.
  func renderNativeAd() {
    guard let winner, case .native(let ad)? = loadedAd else { return }
    emit(.appActed(.render, asset: nil))
    emit(.sdkCalledAd(lineItem: winner, .didRender, asset: nil))
    let clickable = Dictionary(
      uniqueKeysWithValues: NativeAssetIdentifier.allCases.filter { $0 != .adChoices }.map { ($0, Self.assetView($0)) })
    ad.didRender(
      in: PlatformView(className: "GADNativeAdView"), clickableAssetViews: clickable, nonclickableAssetViews: [:],
      viewController: ViewController())
    networks[winner]?.nativeAdWasRendered()
    if !ad.handlesUserImpressions {
      impressionRecorded = true
      emit(.sdkCalledAd(lineItem: winner, .didRecordImpression, asset: nil))
      ad.didRecordImpression()
    }
    for (index, click) in config.app.clicks.enumerated() {
      schedule(.click(index), afterMs: click.atMs)
    }
  }

  /// The user taps an asset view of the rendered native ad: the SDK records
  /// the click, or the network sees the tap when it tracks clicks itself.
  func tap(_ asset: NativeAssetIdentifier) {
    guard let winner, case .native(let ad)? = loadedAd else { return }
    emit(.appActed(.click, asset: asset))
    if ad.handlesUserClicks {
      networks[winner]?.userTapped(asset)
    } else {
      emit(.sdkCalledAd(lineItem: winner, .didRecordClickOnAsset, asset: asset))
      ad.didRecordClickOnAsset(withName: asset, view: Self.assetView(asset), viewController: ViewController())
    }
  }

  private static func assetView(_ asset: NativeAssetIdentifier) -> PlatformView {
    PlatformView(className: asset == .media ? "GADMediaView" : "UIView", asset: asset)
  }
}
