import MediationKit

/// One iOS adapter instance behind the port: the core's `LoadRequest` becomes
/// the ad configuration of the format's load method
/// (`loadRewardedAdForAdConfiguration:completionHandler:` and the others),
/// the adapter's ad is handed back wrapped for the core, and the event
/// delegate the completion handler returns reports to the core's receiver.
final class IOSLineItemAdapter: LineItemAdapter {
  private let adapter: any MediationAdapter
  private let sdk: SampleSDK
  private let makeExtras: @Sendable (NetworkExtrasValues) -> (any AdNetworkExtras)?

  init(
    adapter: any MediationAdapter, sdk: SampleSDK,
    makeExtras: @escaping @Sendable (NetworkExtrasValues) -> (any AdNetworkExtras)?
  ) {
    self.adapter = adapter
    self.sdk = sdk
    self.makeExtras = makeExtras
  }

  var network: any SimulatedNetwork { sdk }

  /// None: iOS's profile adapter mirrors no `GADRTBAdapter` (`collectSignalsForRequestParameters:completionHandler:`)
  /// yet, so the SDK plays a bidder's collection itself.
  func signalEntryPoint() -> SignalEntryPoint? { nil }

  func entryPoint(for format: AdFormat) -> LoadEntryPoint? {
    switch format {
    case .rewarded:
      guard let loader = adapter as? any MediationRewardedAdapter else { return nil }
      return { request, completion in
        loader.loadRewardedAd(for: self.configuration(of: request)) { ad, error in
          completion(ad.map { .fullScreen(IOSFullScreenAd($0)) }, error, ad == nil ? .error : .ad).map(
            IOSEventDelegate.init)
        }
      }
    case .rewardedInterstitial:
      guard let loader = adapter as? any MediationRewardedInterstitialAdapter else { return nil }
      return { request, completion in
        loader.loadRewardedInterstitialAd(for: self.configuration(of: request)) { ad, error in
          completion(ad.map { .fullScreen(IOSFullScreenAd($0)) }, error, ad == nil ? .error : .ad).map(
            IOSEventDelegate.init)
        }
      }
    case .interstitial:
      guard let loader = adapter as? any MediationInterstitialAdapter else { return nil }
      return { request, completion in
        loader.loadInterstitial(for: self.configuration(of: request)) { ad, error in
          completion(ad.map { .fullScreen(IOSFullScreenAd($0)) }, error, ad == nil ? .error : .ad).map(
            IOSEventDelegate.init)
        }
      }
    case .appOpen:
      guard let loader = adapter as? any MediationAppOpenAdapter else { return nil }
      return { request, completion in
        loader.loadAppOpenAd(for: self.configuration(of: request)) { ad, error in
          completion(ad.map { .fullScreen(IOSFullScreenAd($0)) }, error, ad == nil ? .error : .ad).map(
            IOSEventDelegate.init)
        }
      }
    case .banner:
      guard let loader = adapter as? any MediationBannerAdapter else { return nil }
      return { request, completion in
        let configuration = MediationBannerAdConfiguration(
          base: self.configuration(of: request), adSize: request.adSize)
        loader.loadBanner(for: configuration) { ad, error in
          completion(ad.map { .banner(IOSBannerAd($0)) }, error, ad == nil ? .error : .ad).map(IOSEventDelegate.init)
        }
      }
    case .native:
      guard let loader = adapter as? any MediationNativeAdapter else { return nil }
      return { request, completion in
        let configuration = MediationNativeAdConfiguration(
          base: self.configuration(of: request), options: request.nativeOptions)
        loader.loadNativeAd(for: configuration) { ad, error in
          completion(ad.map { .native(IOSNativeAd($0)) }, error, ad == nil ? .error : .ad).map(IOSEventDelegate.init)
        }
      }
    }
  }

  /// What every format's ad configuration holds (`GADMediationAdConfiguration`); banners and native ads add to it.
  private func configuration(of request: LoadRequest) -> MediationAdConfiguration {
    var configuration = MediationAdConfiguration(
      credentials: MediationCredentials(format: request.format, settings: request.settings),
      isTestRequest: request.isTestRequest, extras: makeExtras(request.extras))
    configuration.privacy = request.privacy
    configuration.bidResponse = request.bidResponse
    return configuration
  }
}

/// A full-screen ad an iOS adapter loaded, as the core presents it.
final class IOSFullScreenAd: FullScreenAdPort {
  private let ad: any MediationFullScreenAd
  init(_ ad: any MediationFullScreenAd) { self.ad = ad }

  func present() { ad.present(from: ViewController()) }
}

/// A banner an iOS adapter loaded: the SDK reads its `view` to show it.
final class IOSBannerAd: BannerAdPort {
  private let ad: any MediationBannerAd
  init(_ ad: any MediationBannerAd) { self.ad = ad }

  var handlesUserImpressions: Bool { ad.handlesUserImpressions }
  func showView() { _ = ad.view }
}

/// A native ad an iOS adapter mapped (`GADMediationNativeAd`), as the core
/// renders, clicks and untracks it: with the views GMA's `GADNativeAdView` holds.
final class IOSNativeAd: NativeAdPort {
  private let ad: any MediationNativeAd
  init(_ ad: any MediationNativeAd) { self.ad = ad }

  var handlesUserImpressions: Bool { ad.handlesUserImpressions }
  var handlesUserClicks: Bool { ad.handlesUserClicks }

  func assets(preferredAdChoicesPosition: AdChoicesPosition) -> NativeAssets {
    NativeAssets(ad, preferredAdChoicesPosition: preferredAdChoicesPosition)
  }

  func didRender(clickableAssets: [NativeAssetIdentifier]) {
    let clickable = Dictionary(uniqueKeysWithValues: clickableAssets.map { ($0, Self.assetView($0)) })
    ad.didRender(
      in: PlatformView(className: "GADNativeAdView"), clickableAssetViews: clickable, nonclickableAssetViews: [:],
      viewController: ViewController())
  }

  func didRecordImpression() { ad.didRecordImpression() }

  func didRecordClick(on asset: NativeAssetIdentifier) {
    ad.didRecordClickOnAsset(withName: asset, view: Self.assetView(asset), viewController: ViewController())
  }

  func didUntrackView() { ad.didUntrackView(PlatformView(className: "GADNativeAdView")) }

  private static func assetView(_ asset: NativeAssetIdentifier) -> PlatformView {
    PlatformView(className: asset == .media ? "GADMediaView" : "UIView", asset: asset)
  }
}

/// The SDK's event delegate for one loaded ad, as the completion handler
/// returns it: every call an adapter makes on it goes to the core's receiver.
final class IOSEventDelegate: MediationRewardedAdEventDelegate, MediationNativeAdEventDelegate {
  private let receiver: AdEventReceiver

  init(_ receiver: AdEventReceiver) {
    self.receiver = receiver
  }

  func reportImpression() { receiver.receive(.reportImpression) }
  func reportClick() { receiver.receive(.reportClick) }
  func willPresentFullScreenView() { receiver.receive(.willPresentFullScreenView) }
  func didFailToPresentWithError(_ error: AdError) { receiver.receive(.didFailToPresentWithError, error: error) }
  func willDismissFullScreenView() { receiver.receive(.willDismissFullScreenView) }
  func didDismissFullScreenView() { receiver.receive(.didDismissFullScreenView) }
  func didStartVideo() { receiver.receive(.didStartVideo) }
  func didEndVideo() { receiver.receive(.didEndVideo) }
  func didRewardUser() { receiver.receive(.didRewardUser) }
  func didRewardUserWithReward(_ reward: AdReward) { receiver.receive(.didRewardUserWithReward, reward: reward) }
  func didPlayVideo() { receiver.receive(.didPlayVideo) }
  func didPauseVideo() { receiver.receive(.didPauseVideo) }
  func didMuteVideo() { receiver.receive(.didMuteVideo) }
  func didUnmuteVideo() { receiver.receive(.didUnmuteVideo) }
}
