import MediationPlatforms
import Testing

@testable import MediationAndroid
@testable import MediationKit

/// Bidding on Android (android.md, "Bidding"): a bidding profile's class is
/// an `RtbAdapter`, whose signal is `SignalCallbacks.onSuccess(String)` and
/// whose winning bid loads through the `loadRtb…` method of the format; the
/// registered Android classes are not `RtbAdapter`s, so a bidding line item
/// of theirs is the config error it is on iOS.
struct AndroidBiddingTests {
  private static func config(className: String, adapters: String = "{}") -> String {
    #"""
    {"version": 1, "platform": "android",
     "adUnit": {"id": "/1/r", "format": "rewarded", "reward": {"type": "c", "amount": 1}},
     "adapters": \#(adapters),
     "lineItems": [{"label": "B", "className": "\#(className)", "settings": {"parameter": "p", "ad_unit": "p"},
                    "bidding": {"bid": 1}}]}
    """#
  }

  /// The problems reading `json` reports, with their paths.
  private static func errors(_ json: String) -> [String] {
    do throws(ConfigError) {
      _ = try ConfigLoader.load(Array(json.utf8), registries: .standard)
      return []
    } catch {
      guard case .invalid(let diagnostics, _) = error else { return ["\(error)"] }
      return diagnostics.map { "\($0.path): \($0.problem)" }
    }
  }

  @Test(arguments: [
    "com.google.ads.mediation.sample.customevent.SampleCustomEvent",
    "com.google.ads.mediation.sample.adapter.SampleAdapter",
  ])
  func aRegisteredClassCannotBid(className: String) {
    #expect(
      Self.errors(Self.config(className: className)) == [
        ".lineItems[0].bidding: sampleClassCannotBid(\"\(className)\")"
      ])
  }

  @Test func aProfileThatDoesNotBidCannotBid() {
    let json = Self.config(
      className: "com.example.Waiter", adapters: #"{"com.example.Waiter": {"formats": ["rewarded"]}}"#)
    #expect(Self.errors(json) == [#".lineItems[0].bidding: profileCannotBid("com.example.Waiter")"#])
  }

  /// The instance the Android platform makes for a line item of `registration`'s class.
  private static func adapter(of registration: AdapterRegistration) throws -> any Adapter {
    let instance = registration.maker.make(script: NetworkScript(), lineItem: 0, host: QuietHost())
    return try #require(instance as? AndroidLineItemAdapter).adapter
  }

  private static func profile(bidding: Bool) -> AdapterProfile {
    var profile = AdapterProfile(className: "com.example.Bidder", formats: [.rewarded])
    profile.bidding = bidding
    return profile
  }

  @Test func onlyABiddingProfilesClassIsAnRtbAdapter() throws {
    let platform = AndroidPlatform()
    #expect(try Self.adapter(of: platform.registration(playing: Self.profile(bidding: true))) is any RtbAdapter)
    #expect(try !(Self.adapter(of: platform.registration(playing: Self.profile(bidding: false))) is any RtbAdapter))
    for registration in platform.linkedAdapters {
      #expect(try !(Self.adapter(of: registration) is any RtbAdapter), "\(registration.className)")
    }
  }

  @Test func aBiddingProfileHandsItsSignalToOnSuccess() throws {
    let adapter = try #require(
      try Self.adapter(of: AndroidPlatform().registration(playing: Self.profile(bidding: true))) as? any RtbAdapter)
    var answers: [String] = []
    adapter.collectSignals(
      RtbSignalData(format: .rewarded, networkExtras: NetworkExtrasValues()),
      SignalCallbacks { signals, error in answers.append(signals ?? "error \(String(describing: error))") })
    #expect(answers == [RtbProfileAdapter.token(className: "com.example.Bidder", lineItem: 0)])
    #expect(answers.allSatisfy { $0.count == 16 && $0.allSatisfy(\.isHexDigit) })
  }

  /// The SDK asks a bidder for its signals through the port (`signalEntryPoint`): `RtbAdapter.collectSignals`, whose
  /// `SignalCallbacks` answer is the signal, `onSuccess` with the token its network gave or `onFailure` with the
  /// error; an adapter that is no `RtbAdapter` has no entry point.
  @Test func thePortAsksTheRtbAdapterForItsSignals() throws {
    func instance(_ adapter: any Adapter, sdk: SampleSDK) -> AndroidLineItemAdapter {
      AndroidLineItemAdapter(adapter: adapter, sdk: sdk, extrasKeys: [], bannerHandlesUserImpressions: false)
    }
    func sdk() -> SampleSDK {
      SampleSDK(
        script: NetworkScript(), lineItem: 0, host: QuietHost(), defaultShowScripts: SampleSDKFacts.defaultShowScripts,
        fullScreenRequestMembers: SampleSDKFacts.fullScreenRequestMembers,
        defaultNativeCreative: SampleSDKFacts.appInstallAd)
    }
    let spy = SpyRtbAdapter()
    let collect = try #require(instance(spy, sdk: sdk()).signalEntryPoint())
    collect(SignalRequest(format: .rewarded, extras: NetworkExtrasValues(), answer: .token("t"))) { _, _ in }
    #expect(spy.calls == ["collectSignals"])

    func port(bidding: Bool) -> any LineItemAdapter {
      AndroidPlatform().registration(playing: Self.profile(bidding: bidding)).maker.make(
        script: NetworkScript(), lineItem: 0, host: QuietHost())
    }
    let profiled = try #require(port(bidding: true).signalEntryPoint())
    let error = AdError(domain: "com.moloco.sdk.android", code: 1003, localizedDescription: "m")
    var heard: [String] = []
    for answer in [CollectedSignal.token("tok"), .token(""), .failure(error)] {
      profiled(SignalRequest(format: .rewarded, extras: NetworkExtrasValues(), answer: answer)) { token, error in
        heard.append(token.map { "onSuccess \($0)" } ?? "onFailure \(error?.code ?? 0)")
      }
    }
    #expect(heard == ["onSuccess tok", "onSuccess ", "onFailure 1003"])

    #expect(port(bidding: false).signalEntryPoint() == nil)
  }

  /// A request with a bid response loads through the `RtbAdapter` method of its format, one without through the
  /// `Adapter` method, as the `load` record's `method` says.
  @Test(arguments: AdFormat.allCases)
  func aWinningBidLoadsThroughLoadRtb(format: AdFormat) throws {
    for bidResponse in ["821e99927add3377", nil] {
      let spy = SpyRtbAdapter()
      let instance = AndroidLineItemAdapter(
        adapter: spy,
        sdk: SampleSDK(
          script: NetworkScript(), lineItem: 0, host: QuietHost(),
          defaultShowScripts: SampleSDKFacts.defaultShowScripts,
          fullScreenRequestMembers: SampleSDKFacts.fullScreenRequestMembers,
          defaultNativeCreative: SampleSDKFacts.appInstallAd),
        extrasKeys: [], bannerHandlesUserImpressions: false)
      let load = try #require(instance.entryPoint(for: format))
      load(
        LoadRequest(
          format: format, settings: [:], isTestRequest: false, extras: NetworkExtrasValues(), privacy: RequestPrivacy(),
          bidResponse: bidResponse, adSize: .banner, nativeOptions: []),
        { _, _, _ in nil })
      #expect(spy.calls == [AndroidPlatform.names.loadMethod(for: format, bidding: bidResponse != nil)])
      #expect(spy.bidResponses == [bidResponse ?? ""])
    }
  }
}

/// An `RtbAdapter` that notes which load method the SDK called, and the bid response it was given.
private final class SpyRtbAdapter: RtbAdapter {
  var calls: [String] = []
  var bidResponses: [String] = []

  private func note(_ method: String, _ configuration: MediationAdConfiguration) {
    calls.append(method)
    bidResponses.append(configuration.getBidResponse())
  }

  func collectSignals(_ signalData: RtbSignalData, _ signalCallbacks: SignalCallbacks) {
    calls.append("collectSignals")
  }
  func loadRtbRewardedAd(
    _ configuration: MediationRewardedAdConfiguration,
    _ callback: MediationAdLoadCallback<any MediationRewardedAd, any MediationRewardedAdCallback>
  ) { note("loadRtbRewardedAd", configuration) }
  func loadRtbRewardedInterstitialAd(
    _ configuration: MediationRewardedAdConfiguration,
    _ callback: MediationAdLoadCallback<any MediationRewardedAd, any MediationRewardedAdCallback>
  ) { note("loadRtbRewardedInterstitialAd", configuration) }
  func loadRtbInterstitialAd(
    _ configuration: MediationInterstitialAdConfiguration,
    _ callback: MediationAdLoadCallback<any MediationInterstitialAd, any MediationInterstitialAdCallback>
  ) { note("loadRtbInterstitialAd", configuration) }
  func loadRtbBannerAd(
    _ configuration: MediationBannerAdConfiguration,
    _ callback: MediationAdLoadCallback<any MediationBannerAd, any MediationBannerAdCallback>
  ) { note("loadRtbBannerAd", configuration.base) }
  func loadRewardedAd(
    _ configuration: MediationRewardedAdConfiguration,
    _ callback: MediationAdLoadCallback<any MediationRewardedAd, any MediationRewardedAdCallback>
  ) { note("loadRewardedAd", configuration) }
  func loadRewardedInterstitialAd(
    _ configuration: MediationRewardedAdConfiguration,
    _ callback: MediationAdLoadCallback<any MediationRewardedAd, any MediationRewardedAdCallback>
  ) { note("loadRewardedInterstitialAd", configuration) }
  func loadInterstitialAd(
    _ configuration: MediationInterstitialAdConfiguration,
    _ callback: MediationAdLoadCallback<any MediationInterstitialAd, any MediationInterstitialAdCallback>
  ) { note("loadInterstitialAd", configuration) }
  func loadBannerAd(
    _ configuration: MediationBannerAdConfiguration,
    _ callback: MediationAdLoadCallback<any MediationBannerAd, any MediationBannerAdCallback>
  ) { note("loadBannerAd", configuration.base) }
  func loadRtbNativeAdMapper(
    _ configuration: MediationNativeAdConfiguration,
    _ callback: MediationAdLoadCallback<NativeAdMapper, any MediationNativeAdCallback>
  ) { note("loadRtbNativeAdMapper", configuration.base) }
  func loadNativeAdMapper(
    _ configuration: MediationNativeAdConfiguration,
    _ callback: MediationAdLoadCallback<NativeAdMapper, any MediationNativeAdCallback>
  ) { note("loadNativeAdMapper", configuration.base) }
  func loadRtbAppOpenAd(
    _ configuration: MediationAppOpenAdConfiguration,
    _ callback: MediationAdLoadCallback<any MediationAppOpenAd, any MediationAppOpenAdCallback>
  ) { note("loadRtbAppOpenAd", configuration) }
  func loadAppOpenAd(
    _ configuration: MediationAppOpenAdConfiguration,
    _ callback: MediationAdLoadCallback<any MediationAppOpenAd, any MediationAppOpenAdCallback>
  ) { note("loadAppOpenAd", configuration) }
}

/// A network host for adapters that are made but never load: nothing is scheduled, recorded or drawn.
private final class QuietHost: NetworkHost {
  var now: Int64 { 0 }
  var names: PlatformNames { AndroidPlatform.names }
  func schedule(_ action: NetworkAction, forLineItem lineItem: Int, afterMs delayMs: Int64) {}
  func decideLoad(ofLineItem lineItem: Int, _ load: LoadScript) -> LoadScript.Answer {
    LoadScript.Answer(outcome: .noFill, latencyMs: nil)
  }
  func network(ofLineItem lineItem: Int, received request: NetworkRequest) {}
  func network(ofLineItem lineItem: Int, willCall callback: NetworkCallback, detail: NetworkCallbackDetail?) {}
  func network(ofLineItem lineItem: Int, failedWith kind: LoadFailureKind) {}
  func adapterLostDelegate(ofLineItem lineItem: Int) {}
  func adapter(ofLineItem lineItem: Int, droppedEvent event: AdEventName, checked: Bool) {}
  func adapter(ofLineItem lineItem: Int, called call: NetworkCall) {}
  func network(ofLineItem lineItem: Int, isLoading loading: Bool) {}
  func isPlacementLoading(ofLineItem lineItem: Int) -> Bool { false }
  func isSetUp(ofLineItem lineItem: Int) -> Bool { true }
}
