import MediationKit

/// One Android adapter instance behind the port: the core's `LoadRequest`
/// becomes the ad configuration of the format's load method
/// (`loadRewardedAd` and the others), the adapter's ad is handed back
/// wrapped for the core, and the callback `onSuccess` returns reports to the
/// core's receiver.
final class AndroidLineItemAdapter: LineItemAdapter {
  /// The adapter instance (an `RtbAdapter` when its class bids).
  let adapter: any Adapter
  private let sdk: SampleSDK
  /// The `request.extras` keys the adapter's class reads (its `mediationExtras` Bundle).
  private let extrasKeys: [String]
  /// Whether the class reports a banner's impression itself (else the SDK counts one at `getView`).
  private let bannerHandlesUserImpressions: Bool

  init(adapter: any Adapter, sdk: SampleSDK, extrasKeys: [String], bannerHandlesUserImpressions: Bool) {
    self.adapter = adapter
    self.sdk = sdk
    self.extrasKeys = extrasKeys
    self.bannerHandlesUserImpressions = bannerHandlesUserImpressions
  }

  var network: any SimulatedNetwork { sdk }

  /// `RtbAdapter.collectSignals(RtbSignalData, SignalCallbacks)` for a class that bids; nil for the others.
  func signalEntryPoint() -> SignalEntryPoint? {
    guard let bidder = adapter as? any RtbAdapter else { return nil }
    return { request, completion in
      // The network's answer, which the adapter's SDK gives it when asked (`SampleSDK.collectSignal()`).
      self.sdk.pendingSignal = request.answer
      let data = RtbSignalData(format: request.format, networkExtras: request.extras.restricted(to: self.extrasKeys))
      bidder.collectSignals(data, SignalCallbacks(report: completion))
    }
  }

  func entryPoint(for format: AdFormat) -> LoadEntryPoint? {
    switch format {
    case .rewarded:
      return { request, completion in
        let configuration = self.configuration(of: request)
        let callback = Self.rewardedCallback(completion)
        if let bidder = self.bidder(for: request) {
          bidder.loadRtbRewardedAd(configuration, callback)
        } else {
          self.adapter.loadRewardedAd(configuration, callback)
        }
      }
    case .rewardedInterstitial:
      return { request, completion in
        let configuration = self.configuration(of: request)
        let callback = Self.rewardedCallback(completion)
        if let bidder = self.bidder(for: request) {
          bidder.loadRtbRewardedInterstitialAd(configuration, callback)
        } else {
          self.adapter.loadRewardedInterstitialAd(configuration, callback)
        }
      }
    case .interstitial:
      return { request, completion in
        let configuration = self.configuration(of: request)
        let callback = MediationAdLoadCallback<any MediationInterstitialAd, any MediationInterstitialAdCallback>(
          onSuccess: { ad in
            completion(.fullScreen(AndroidFullScreenAd(show: ad.showAd)), nil, .ad).map(
              AndroidInterstitialAdCallback.init)
          },
          onFailure: { _ = completion(nil, $0, .error) },
          onFailureMessage: { _ = completion(nil, AdError.undefined(message: $0), .message) })
        if let bidder = self.bidder(for: request) {
          bidder.loadRtbInterstitialAd(configuration, callback)
        } else {
          self.adapter.loadInterstitialAd(configuration, callback)
        }
      }
    case .appOpen:
      return { request, completion in
        let configuration = self.configuration(of: request)
        let callback = MediationAdLoadCallback<any MediationAppOpenAd, any MediationAppOpenAdCallback>(
          onSuccess: { ad in
            completion(.fullScreen(AndroidFullScreenAd(show: ad.showAd)), nil, .ad).map(AndroidAppOpenAdCallback.init)
          },
          onFailure: { _ = completion(nil, $0, .error) },
          onFailureMessage: { _ = completion(nil, AdError.undefined(message: $0), .message) })
        if let bidder = self.bidder(for: request) {
          bidder.loadRtbAppOpenAd(configuration, callback)
        } else {
          self.adapter.loadAppOpenAd(configuration, callback)
        }
      }
    case .banner:
      return { request, completion in
        let configuration = MediationBannerAdConfiguration(
          base: self.configuration(of: request), adSize: request.adSize)
        let handlesUserImpressions = self.bannerHandlesUserImpressions
        let callback = MediationAdLoadCallback<any MediationBannerAd, any MediationBannerAdCallback>(
          onSuccess: { ad in
            completion(.banner(AndroidBannerAd(ad, handlesUserImpressions: handlesUserImpressions)), nil, .ad)
              .map(AndroidBannerAdCallback.init)
          },
          onFailure: { _ = completion(nil, $0, .error) },
          onFailureMessage: { _ = completion(nil, AdError.undefined(message: $0), .message) })
        if let bidder = self.bidder(for: request) {
          bidder.loadRtbBannerAd(configuration, callback)
        } else {
          self.adapter.loadBannerAd(configuration, callback)
        }
      }
    case .native:
      return { request, completion in
        let configuration = MediationNativeAdConfiguration(
          base: self.configuration(of: request), nativeAdOptions: request.nativeOptions)
        let callback = MediationAdLoadCallback<NativeAdMapper, any MediationNativeAdCallback>(
          onSuccess: { mapper in
            completion(.native(AndroidNativeAd(mapper)), nil, .ad).map(AndroidNativeAdCallback.init)
          },
          onFailure: { _ = completion(nil, $0, .error) },
          onFailureMessage: { _ = completion(nil, AdError.undefined(message: $0), .message) })
        if let bidder = self.bidder(for: request) {
          bidder.loadRtbNativeAdMapper(configuration, callback)
        } else {
          self.adapter.loadNativeAdMapper(configuration, callback)
        }
      }
    }
  }

  /// The adapter as an `RtbAdapter` when the request loads a winning bid: the SDK loads a bid through the
  /// `loadRtb…` methods (the `load` record's `method`, `PlatformNames.loadMethod`). Config validation lets only a
  /// class that extends `RtbAdapter` bid, so a request with a bid response always has one.
  private func bidder(for request: LoadRequest) -> (any RtbAdapter)? {
    request.bidResponse == nil ? nil : adapter as? any RtbAdapter
  }

  /// The load callback of a rewarded or rewarded interstitial load.
  private static func rewardedCallback(
    _ completion: @escaping LoadCompletion
  ) -> MediationAdLoadCallback<any MediationRewardedAd, any MediationRewardedAdCallback> {
    MediationAdLoadCallback(
      onSuccess: { ad in
        completion(.fullScreen(AndroidFullScreenAd(show: ad.showAd)), nil, .ad).map(AndroidRewardedAdCallback.init)
      },
      onFailure: { _ = completion(nil, $0, .error) },
      onFailureMessage: { _ = completion(nil, AdError.undefined(message: $0), .message) })
  }

  /// The ad configuration every format's load method takes (`MediationAdConfiguration`).
  private func configuration(of request: LoadRequest) -> MediationAdConfiguration {
    MediationAdConfiguration(
      format: request.format, serverParameters: Bundle(request.settings),
      mediationExtras: request.extras.restricted(to: extrasKeys), isTestRequest: request.isTestRequest,
      bidResponse: request.bidResponse, requestConfiguration: RequestConfiguration(privacy: request.privacy))
  }
}

/// A full-screen ad an Android adapter loaded, as the core presents it: `showAd(Context)` from an Activity.
final class AndroidFullScreenAd: FullScreenAdPort {
  private let show: (Context) -> Void
  init(show: @escaping (Context) -> Void) { self.show = show }

  func present() { show(Context()) }
}

/// A banner an Android adapter loaded: the SDK takes its `getView()` to show it.
final class AndroidBannerAd: BannerAdPort {
  private let ad: any MediationBannerAd
  let handlesUserImpressions: Bool

  init(_ ad: any MediationBannerAd, handlesUserImpressions: Bool) {
    self.ad = ad
    self.handlesUserImpressions = handlesUserImpressions
  }

  func showView() { _ = ad.getView() }
}

/// A native ad an Android adapter mapped (`NativeAdMapper`), as the SDK renders, clicks and untracks it: the
/// app's `NativeAdView` registered through `trackViews`, the SDK's own impression and clicks through
/// `recordImpression` and `handleClick` when the mapper does not override them.
final class AndroidNativeAd: NativeAdPort {
  /// The view the app registers the ad's assets in (GMA Android's `NativeAdView`).
  private static let containerView = View(className: "NativeAdView")
  private let mapper: NativeAdMapper

  init(_ mapper: NativeAdMapper) { self.mapper = mapper }

  var handlesUserImpressions: Bool { mapper.overrideImpressionRecording }
  var handlesUserClicks: Bool { mapper.overrideClickHandling }

  func assets(preferredAdChoicesPosition: AdChoicesPosition) -> NativeAssets {
    NativeAssets(
      headline: mapper.headline, body: mapper.body, callToAction: mapper.callToAction,
      advertiser: mapper.advertiser, store: mapper.store, price: mapper.price, starRating: mapper.starRating,
      images: mapper.images, icon: mapper.icon,
      extraAssets: mapper.extras.map {
        $0.asDictionary.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) }
      },
      adChoicesPosition: mapper.adChoicesContent == nil ? nil : preferredAdChoicesPosition,
      hasVideoContent: mapper.hasVideoContent,
      mapped: NativeAssets.Mapped(
        handlesUserImpressions: mapper.overrideImpressionRecording, handlesUserClicks: mapper.overrideClickHandling,
        adChoicesView: mapper.adChoicesContent != nil, mediaView: mapper.mediaView != nil))
  }

  func didRender(clickableAssets: [NativeAssetIdentifier]) {
    let clickable = Dictionary(uniqueKeysWithValues: clickableAssets.map { ($0.rawValue, Self.assetView($0)) })
    mapper.trackViews(Self.containerView, clickable, [:])
  }

  func didRecordImpression() { mapper.recordImpression() }

  func didRecordClick(on asset: NativeAssetIdentifier) { mapper.handleClick(Self.assetView(asset)) }

  func didUntrackView() { mapper.untrackView(Self.containerView) }

  private static func assetView(_ asset: NativeAssetIdentifier) -> View {
    View(className: asset == .media ? "MediaView" : "View", asset: asset)
  }
}
