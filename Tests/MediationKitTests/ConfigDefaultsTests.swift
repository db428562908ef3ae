import Foundation
import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// The defaults of `ConfigSchema` are the decoder's: a key left out reads as
/// the schema's typed default, and as the default the schema prints (on the
/// sites of `ConfigSchemaTests`).
struct ConfigDefaultsTests {
  private typealias Sites = ConfigSchemaTests

  /// Each key with a default the table prints as JSON reads the same given
  /// that default as left out, at every site where the key applies: the
  /// default `mediate schema` and `mediate help config` print is the one the
  /// decoder applies.
  @Test(arguments: ConfigSchema.objects.map(\.name))
  func theDecoderAppliesEveryDefaultTheTablePrints(object: String) throws {
    let schema = try #require(ConfigSchema.object(named: object))
    for key in schema.keys {
      guard let json = key.defaultJSON else { continue }
      var applies = false
      for site in try Sites.allSites(of: object) {
        guard let left = Sites.decoded(try Sites.config(site, key: key.name)),
          let given = Sites.decoded(try Sites.config(site, key: key.name, value: json))
        else { continue }
        applies = true
        #expect(left == given, "\(object).\(key.name): left out, it is not its default \(json)")
      }
      #expect(applies, "\(object).\(key.name): no site accepts its default \(json)")
    }
  }

  /// Every key that is not required says what it is when left out.
  @Test func everyKeyLeftOutHasADefault() {
    for object in ConfigSchema.objects {
      for key in object.keys where !key.required {
        #expect(key.defaultJSON != nil || key.defaultText != nil, "\(object.name).\(key.name)")
      }
    }
  }

  /// Configs that leave out everything they may, and that give every object
  /// they may empty, read: each value left out is its key's typed default
  /// in the schema. Every key with a plain default is checked.
  @Test func everyValueLeftOutIsTheSchemasTypedDefault() throws {
    typealias S = ConfigSchema
    let rewardedUnit = #""adUnit": {"id": "/1/r", "format": "rewarded", "reward": {"type": "c", "amount": 1}}"#
    let nativeUnit = #""adUnit": {"id": "/1/n", "format": "native"}"#
    let bare = try #require(
      Sites.decoded(#"{\#(rewardedUnit), "lineItems": [{"label": "A", "className": "SampleCustomEvent"}]}"#))
    let bareNative = try #require(
      Sites.decoded(#"{\#(nativeUnit), "lineItems": [{"label": "A", "className": "SampleCustomEvent"}]}"#))
    let empty = try #require(
      Sites.decoded(
        #"""
        {\#(rewardedUnit), "request": {}, "app": {}, "expect": {},
         "lineItems": [{"label": "A", "className": "SampleCustomEvent", "network": {"load": {}, "present": {"outcome": "fail"}}},
                       {"label": "B", "className": "SampleCustomEvent", "network": {}}],
         "adapters": {"P": {"formats": ["rewarded", "native"], "setUp": {}, "completion": {}, "present": {},
                            "native": {"assets": {}}, "concurrentLoads": {}}}}
        """#))
    let bareProfile = try #require(
      Sites.decoded(
        #"{\#(rewardedUnit), "lineItems": [{"label": "A", "className": "SampleCustomEvent"}], "adapters": {"P": {"formats": ["rewarded", "native"]}}}"#
      ))
    let emptyNative = try #require(
      Sites.decoded(
        #"""
        {\#(nativeUnit), "request": {"native": {}}, "app": {"clicks": [{"atMs": 0, "asset": "headline"}]},
         "lineItems": [
           {"label": "A", "className": "SampleCustomEvent",
            "network": {"ad": {"image": {"url": "u"}}, "handlesUserClicks": true, "show": [{"atMs": 0, "callback": "click"}]}},
           {"label": "B", "className": "SampleCustomEvent", "network": {}},
           {"label": "C", "adManager": {"type": "appInstall", "icon": {"url": "u"}}},
           {"label": "D", "adManager": {"type": "customFormat", "formatId": "10063170"}}]}
        """#))
    let withExtra = try #require(
      Sites.decoded(
        #"{\#(rewardedUnit), "request": {"extras": {"k": true}}, "lineItems": [{"label": "A", "className": "P"}], "adapters": {"P": {"formats": ["rewarded"], "extras": {"k": {"type": "boolean"}}}}}"#
      ))
    let emptyNativeApp = try #require(
      Sites.decoded(#"{\#(nativeUnit), "app": {}, "lineItems": [{"label": "A", "className": "SampleCustomEvent"}]}"#))
    // gcAfterReleaseMs is read on Android only: an iOS config never reaches the decoder's default.
    let emptyAndroidApp = try #require(
      Sites.decoded(
        #"{"platform": "android", \#(nativeUnit), "app": {}, "lineItems": [{"label": "A", "className": "com.google.ads.mediation.sample.adapter.SampleAdapter"}]}"#
      ))

    let settingsProfile = try #require(
      Sites.decoded(
        #"""
        {\#(rewardedUnit), "lineItems": [{"label": "A", "className": "SampleCustomEvent"}],
         "adapters": {"P": {"formats": ["rewarded", "native"], "settings": {"appKey": {}},
                            "privacy": {"childDirected": {"passes": {"key": "coppa"}, "network": {"takes": "api"}}}}}}
        """#)
    ).profiles.first
    let emptyPrivacy = try #require(
      Sites.decoded(
        #"""
        {\#(rewardedUnit), "lineItems": [{"label": "A", "className": "SampleCustomEvent"}],
         "adapters": {"P": {"formats": ["rewarded", "native"],
                            "privacy": {"childDirected": {}, "underAgeOfConsent": {}, "maxAdContentRating": {},
                                        "ageRestrictedTreatment": {}, "gdprApplies": {}, "tcString": {},
                                        "usPrivacy": {}, "gppString": {}, "gppSid": {}}}}}
        """#))
    let auctionConfig = try #require(
      Sites.decoded(
        #"""
        {\#(rewardedUnit), "auction": {}, "demand": {"valueCpm": {"median": 2}, "patienceMs": {"median": 1000}},
         "adapters": {"P": {"formats": ["rewarded"], "bidding": true}},
         "lineItems": [{"label": "A", "className": "SampleCustomEvent", "network": {"load": {"valuation": {}}}},
                       {"label": "B", "className": "P", "bidding": {},
                        "network": {"load": {"valuation": {"distribution": "logNormal", "median": 1}}}}]}
        """#))
    let bannerConfig = try #require(
      Sites.decoded(
        #"{"adUnit": {"id": "/1/b", "format": "banner"}, "app": {}, "adapters": {"P": {"formats": ["banner"], "banner": {}}}, "lineItems": [{"label": "A", "className": "P", "network": {}}]}"#
      ))
    let bannerProfile = try #require(bannerConfig.profiles.first)
    let sizingConfig = try #require(
      Sites.decoded(
        #"{"adUnit": {"id": "/1/b", "format": "banner"}, "adapters": {"P": {"formats": ["banner"], "banner": {"sizing": {}}}}, "lineItems": [{"label": "A", "className": "P"}]}"#
      ))
    let sizingProfile = try #require(sizingConfig.profiles.first)
    // `byFormat` is folded into the profile of the ad unit's format: left out, the profile is the one of `{}`.
    let byFormatConfig = try #require(
      Sites.decoded(
        #"{"adUnit": {"id": "/1/b", "format": "banner"}, "app": {}, "adapters": {"P": {"formats": ["banner"], "banner": {}, "byFormat": {}}}, "lineItems": [{"label": "A", "className": "P", "network": {}}]}"#
      ))
    let byFormatProfile = try #require(byFormatConfig.profiles.first)
    func rewardedProfile(_ byFormat: String) throws -> AdapterProfile {
      let config = try #require(
        Sites.decoded(
          #"{\#(rewardedUnit), "adapters": {"P": {"formats": ["rewarded"], "byFormat": \#(byFormat)}}, "lineItems": [{"label": "A", "className": "P"}]}"#
        ))
      return try #require(config.profiles.first)
    }
    let threads = try #require(
      Sites.decoded(
        #"""
        {\#(rewardedUnit), "lineItems": [{"label": "A", "className": "SampleCustomEvent"}],
         "adapters": {"P": {"formats": ["rewarded"], "bidding": true, "collectSignals": {},
                            "events": {"didPresent": {"forward": []}}}}}
        """#))
    let bidderProfile = try #require(threads.profiles.first)
    let signalsGiven = try #require(
      Sites.decoded(
        #"""
        {\#(rewardedUnit), "lineItems": [{"label": "B", "className": "P", "bidding": {"bid": 1},
                                           "network": {"signals": {}}}],
         "adapters": {"P": {"formats": ["rewarded"], "bidding": true}}}
        """#))
    let signals = try #require(signalsGiven.lineItems.first).network.signals
    let threadedEvents = bidderProfile
    let valued = try #require(auctionConfig.lineItems.first?.network.load.valuation)
    let logNormal = try #require(auctionConfig.lineItems.last?.network.load.valuation)
    let bidder = try #require(auctionConfig.lineItems.last?.bidding)
    let declared = try #require(settingsProfile?.settings.first)
    let handling = try #require(settingsProfile?.privacy.first)
    let pass = try #require(handling.passes)
    let intake = try #require(handling.network)

    let lineItem = try #require(bare.lineItems.first)
    let given = try #require(empty.lineItems.first).network
    let givenEmpty = try #require(empty.lineItems.last).network
    let nativeItem = try #require(emptyNative.lineItems.first)
    let nativeEmpty = emptyNative.lineItems[1].network
    let appInstall = try #require(emptyNative.lineItems[2].adManager)
    let custom = try #require(emptyNative.lineItems[3].adManager?.custom)
    let profile = try #require(empty.profiles.first)
    let native = emptyNative.request.native

    let checks: [String: Bool] = [
      // `version` is not kept: a config without one reads (as version 1).
      "config.version": true,
      "config.seed": bare.seed == S.Root.seed.defaultValue,
      "config.platform": bare.platform == S.Root.platform.defaultValue,
      "config.request": bare.request == S.Root.request.defaultValue && empty.request == S.Root.request.defaultValue,
      "config.waterfallOrder": bare.waterfallOrder == S.Root.waterfallOrder.defaultValue,
      "config.app": bare.app == S.Root.app.defaultValue && empty.app == S.Root.app.defaultValue,
      "config.adapters": bare.profiles == S.Root.adapters.defaultValue,
      "config.customFormats": bareNative.customFormats == S.Root.customFormats.defaultValue,
      "request.testMode": empty.request.testMode == S.Request.testMode.defaultValue,
      "request.extras": empty.request.extras == S.Request.extras.defaultValue,
      "request.native": bareNative.request.native == S.Request.native.defaultValue,
      "request.shouldSkipUninitializedAdapters": empty.request.shouldSkipUninitializedAdapters
        == S.Request.shouldSkipUninitializedAdapters.defaultValue,
      "nativeRequest.disableImageLoading": native.disableImageLoading
        == S.NativeRequest.disableImageLoading.defaultValue,
      "nativeRequest.shouldRequestMultipleImages": native.shouldRequestMultipleImages
        == S.NativeRequest.shouldRequestMultipleImages.defaultValue,
      "nativeRequest.mediaAspectRatio": native.mediaAspectRatio == S.NativeRequest.mediaAspectRatio.defaultValue,
      "nativeRequest.adChoicesPosition": native.adChoicesPosition == S.NativeRequest.adChoicesPosition.defaultValue,
      "nativeRequest.customFormatIds": native.customFormatIds == S.NativeRequest.customFormatIds.defaultValue,
      "lineItem.ecpm": lineItem.ecpm == S.LineItem.ecpm.defaultValue
        && emptyNative.lineItems[3].ecpm == S.LineItem.ecpm.defaultValue,
      "lineItem.timeoutMs": lineItem.timeoutMs == S.LineItem.timeoutMs.defaultValue
        && emptyNative.lineItems[3].timeoutMs == S.LineItem.timeoutMs.defaultValue,
      "lineItem.network": lineItem.network == S.LineItem.network.defaultValue,
      "network.load": givenEmpty.load == S.Network.load.defaultValue,
      "network.reward": givenEmpty.rewardAmount == S.Network.reward.defaultValue,
      "network.handlesUserImpressions": nativeEmpty.handlesUserImpressions
        == S.Network.handlesUserImpressions.defaultValue,
      "network.handlesUserClicks": nativeEmpty.handlesUserClicks == S.Network.handlesUserClicks.defaultValue,
      "network.ready": givenEmpty.ready == S.Network.ready.defaultValue,
      "network.present": givenEmpty.present == S.Network.present.defaultValue,
      "load.outcome": given.load.decision == .always(S.Load.outcome.defaultValue),
      "load.latencyMs": given.load.latency == S.Load.latencyMs.defaultValue,
      "load.missingAdUnit": given.load.missingAdUnit == S.Load.missingAdUnit.defaultValue,
      "present.errorCode": given.present == .fail(errorCode: Int(S.Present.errorCode.defaultValue)),
      "showStep.asset": nativeItem.network.show?.first?.asset == S.ShowStep.asset.defaultValue,
      "creative.hasVideo": nativeItem.network.ad?.hasVideo == S.Creative.hasVideo.defaultValue,
      "image.scale": appInstall.system.icon?.scale == S.Image.scale.defaultValue,
      "networkImage.scale": nativeItem.network.ad?.image?.scale == S.Image.scale.defaultValue,
      "networkImage.download": nativeItem.network.ad?.image?.download == S.NetworkImage.download.defaultValue,
      "app.presentAfterMs": empty.app.presentAfterMs == S.App.presentAfterMs.defaultValue,
      "app.renderAfterMs": emptyNativeApp.app.renderAfterMs == S.App.renderAfterMs.defaultValue,
      "app.clicks": emptyNativeApp.app.clicks == S.App.clicks.defaultValue,
      "app.recordImpressionsAtMs": emptyNativeApp.app.recordImpressionsAtMs
        == S.App.recordImpressionsAtMs.defaultValue,
      "app.installedApps": emptyNativeApp.app.installedApps == S.App.installedApps.defaultValue,
      "tap.customClickHandler": emptyNative.app.clicks.first?.customClickHandler
        == S.Tap.customClickHandler.defaultValue,
      "adManager.backfill": appInstall.backfill == S.AdManager.backfill.defaultValue,
      "adManager.deepLinks": custom.deepLinks == S.AdManager.deepLinks.defaultValue,
      "adManager.destinationUrl": custom.destinationUrl == S.AdManager.destinationUrl.defaultValue,
      "profile.adapterVersion": profile.adapterVersion == S.Profile.adapterVersion.defaultValue,
      "profile.adapterVersionRule": profile.adapterVersionRule == S.Profile.adapterVersionRule.defaultValue,
      "profile.adSDKVersion": profile.adSDKVersion == S.Profile.adSDKVersion.defaultValue,
      "profile.adSDKVersionRule": profile.adSDKVersionRule == S.Profile.adSDKVersionRule.defaultValue,
      "profile.versionParts": profile.versionParts == S.Profile.versionParts.defaultValue,
      "profile.extras": profile.extras == S.Profile.extras.defaultValue,
      "extra.appliedAt": withExtra.profiles.first?.extras.first?.appliedAt == S.Extra.appliedAt.defaultValue,
      // Read into the profile: given empty, each is the profile as if left out.
      "profile.completion": empty.profiles == bareProfile.profiles,
      "profile.present": empty.profiles == bareProfile.profiles,
      "profile.native": empty.profiles == bareProfile.profiles,
      "profile.concurrentLoads": profile.concurrentLoads == S.Profile.concurrentLoads.defaultValue,
      "setUp.outcome": profile.setUpOutcome == S.SetUp.outcome.defaultValue,
      "setUp.latencyMs": profile.setUpLatencyMs == S.SetUp.latencyMs.defaultValue,
      "setUp.loadsWhenNotReady": profile.loadsWhenNotReady == S.SetUp.loadsWhenNotReady.defaultValue,
      "setUp.thread": profile.setUpThread == S.SetUp.thread.defaultValue,
      "setUp.touchesUI": profile.setUpTouchesUI == S.SetUp.touchesUI.defaultValue,
      "completion.thread": profile.completionThread == S.Completion.thread.defaultValue,
      "profilePresent.thread": profile.presentThread == S.ProfilePresent.thread.defaultValue,
      "profilePresent.errors": profile.presentErrors == AdapterProfile.PresentErrors(),
      "eventsEntry.thread": threadedEvents.eventThreads[.didPresent] == S.EventsEntry.thread.defaultValue,
      "profile.collectSignals": bidderProfile.collectSignalsThread == S.CollectSignals.thread.defaultValue
        && !bidderProfile.collectSignalsTouchesUI,
      "network.signals": signals == S.Network.signals.defaultValue,
      "signals.outcome": signals.outcome == S.Signals.outcome.defaultValue,
      "signals.latencyMs": signals.latency == S.Signals.latencyMs.defaultValue,
      "collectSignals.thread": bidderProfile.collectSignalsThread == S.CollectSignals.thread.defaultValue,
      "collectSignals.touchesUI": bidderProfile.collectSignalsTouchesUI == S.CollectSignals.touchesUI.defaultValue,
      "completion.callOnce": profile.callsCompletionOnce == S.Completion.callOnce.defaultValue,
      "completion.passesTestMode": profile.passesTestMode == S.Completion.passesTestMode.defaultValue,
      "completion.failsWithAd": profile.failsWithAd == S.Completion.failsWithAd.defaultValue,
      "completion.keepsFirstDelegate": profile.keepsFirstDelegate == S.Completion.keepsFirstDelegate.defaultValue,
      "completion.holdsDelegate": profile.holdsDelegate == S.Completion.holdsDelegate.defaultValue,
      "completion.onNetworkFailure": profile.onNetworkFailure == S.Completion.onNetworkFailure.defaultValue,
      "profilePresent.checksReadiness": profile.checksReadiness == S.ProfilePresent.checksReadiness.defaultValue,
      "profilePresent.eventsBeforeShow": profile.eventsBeforeShow == S.ProfilePresent.eventsBeforeShow.defaultValue,
      "profilePresent.unregistersOnDismiss": profile.unregistersOnDismiss
        == S.ProfilePresent.unregistersOnDismiss.defaultValue,
      "profileNative.handlesUserImpressions": profile.handlesUserImpressions
        == S.ProfileNative.handlesUserImpressions.defaultValue,
      "profileNative.handlesUserClicks": profile.handlesUserClicks == S.ProfileNative.handlesUserClicks.defaultValue,
      "profileNative.assets": profile.nativeAssets == NativeAssetMapping.sample,
      "profileNative.iconOnDownloadFailure": profile.nativeAssets.iconOnDownloadFailure
        == S.ProfileNative.iconOnDownloadFailure.defaultValue,
      "profileNative.imageOnDownloadFailure": profile.nativeAssets.imageOnDownloadFailure
        == S.ProfileNative.imageOnDownloadFailure.defaultValue,
      "profileNative.untrack": profile.untrack == S.ProfileNative.untrack.defaultValue,
      "nativeAssets.headline": profile.nativeAssets.headline == S.NativeAssets.headline.defaultValue,
      "nativeAssets.body": profile.nativeAssets.body == S.NativeAssets.body.defaultValue,
      "nativeAssets.callToAction": profile.nativeAssets.callToAction == S.NativeAssets.callToAction.defaultValue,
      "nativeAssets.advertiser": profile.nativeAssets.advertiser == S.NativeAssets.advertiser.defaultValue,
      "nativeAssets.store": profile.nativeAssets.store == S.NativeAssets.store.defaultValue,
      "nativeAssets.price": profile.nativeAssets.price == S.NativeAssets.price.defaultValue,
      "nativeAssets.starRating": profile.nativeAssets.starRating == S.NativeAssets.starRating.defaultValue,
      "nativeAssets.images": profile.nativeAssets.images == S.NativeAssets.images.defaultValue,
      "nativeAssets.icon": profile.nativeAssets.icon == S.NativeAssets.icon.defaultValue,
      "nativeAssets.extraAssets": profile.nativeAssets.extraAssets == S.NativeAssets.extraAssets.defaultValue,
      "nativeAssets.adChoicesView": profile.nativeAssets.adChoicesView == S.NativeAssets.adChoicesView.defaultValue,
      "nativeAssets.mediaView": profile.nativeAssets.mediaView == S.NativeAssets.mediaView.defaultValue,
      "concurrentLoads.policy": profile.concurrentLoads == S.ConcurrentLoads.policy.defaultValue,
      "expect.runs": empty.expectations?.runs == Int(S.Expect.runs.defaultValue),
      "lineItem.settings": lineItem.settings == S.LineItem.settings.defaultValue,
      "request.privacy": empty.request.privacy == S.Request.privacy.defaultValue,
      "profile.settings": profile.settings == S.Profile.settings.defaultValue,
      "profile.privacy": profile.privacy == S.Profile.privacy.defaultValue,
      "setting.required": declared.required == S.Setting.required.defaultValue,
      "setting.at": declared.at == S.Setting.at.defaultValue,
      "setting.placement": declared.isPlacement == S.Setting.placement.defaultValue,
      // Given empty, a privacy setting does nothing: the profile is as if it were left out.
      "profilePrivacy.childDirected": emptyPrivacy.profiles == bareProfile.profiles,
      "profilePrivacy.underAgeOfConsent": emptyPrivacy.profiles == bareProfile.profiles,
      "profilePrivacy.maxAdContentRating": emptyPrivacy.profiles == bareProfile.profiles,
      "profilePrivacy.ageRestrictedTreatment": emptyPrivacy.profiles == bareProfile.profiles,
      "profilePrivacy.gdprApplies": emptyPrivacy.profiles == bareProfile.profiles,
      "profilePrivacy.tcString": emptyPrivacy.profiles == bareProfile.profiles,
      "profilePrivacy.usPrivacy": emptyPrivacy.profiles == bareProfile.profiles,
      "profilePrivacy.gppString": emptyPrivacy.profiles == bareProfile.profiles,
      "profilePrivacy.gppSid": emptyPrivacy.profiles == bareProfile.profiles,
      "passes.unset": pass.unset == S.Passes.unset.defaultValue,
      "privacyNetwork.at": intake.at == S.PrivacyNetwork.at.defaultValue,
      "privacySetting.setUp": handling.setUp == S.PrivacyBehaviour.setUp.defaultValue,
      "privacySetting.load": handling.load == S.PrivacyBehaviour.load.defaultValue,
      "passes.at": pass.at == S.Passes.at.defaultValue,
      "passes.as": pass.form == S.Passes.form.defaultValue,
      "config.auction": bare.auction == S.Root.auction.defaultValue
        && auctionConfig.auction == S.Root.auction.defaultValue,
      "auction.timeoutMs": auctionConfig.auction.timeoutMs == S.Auction.timeoutMs.defaultValue,
      "auction.floor": auctionConfig.auction.floor == S.Auction.floor.defaultValue,
      "demandValue.sigma": auctionConfig.demand?.value?.sigma == S.DemandValue.sigma.defaultValue,
      "uncertain.base": try Self.worldsConfig().uncertain?.baseLabel == S.Uncertain.base.defaultValue,
      "patience.sigma": auctionConfig.demand?.patience
        == .logNormal(median: 1000, sigma: S.Patience.sigma.defaultValue),
      "valuation.distribution": valued.distribution.name == S.Valuation.distribution.defaultValue,
      "valuation.scale": valued.distribution
        == .demand(scale: S.Valuation.scale.defaultValue, sigma: S.Valuation.sigma.defaultValue),
      "valuation.sigma": logNormal.distribution
        == .logNormal(median: DecimalNumber(integer: 1), sigma: S.Valuation.sigma.defaultValue),
      "valuation.participation": valued.participation == S.Valuation.participation.defaultValue,
      "bidding.latencyMs": bidder.latency == S.Bidding.latencyMs.defaultValue,
      "bidding.floor": bidder.floor == S.Bidding.floor.defaultValue,
      "profile.bidding": profile.bidding == (S.Profile.bidding.defaultValue == .can) && !profile.biddingOnly,
      "adUnit.size": bannerConfig.adUnit.size == S.AdUnit.size.defaultValue,
      "app.viewForMs": bannerConfig.app.viewForMs == S.App.viewForMs.defaultValue,
      "app.gcAfterReleaseMs": emptyAndroidApp.app.gcAfterReleaseMs == S.App.gcAfterReleaseMs.defaultValue,
      "network.refreshesItself": bannerConfig.lineItems[0].network.refreshesItself
        == S.Network.refreshesItself.defaultValue,
      "profile.banner": bannerProfile.bannerHandlesUserImpressions
        == S.ProfileBanner.handlesUserImpressions.defaultValue,
      "profileBanner.handlesUserImpressions": bannerProfile.bannerHandlesUserImpressions
        == S.ProfileBanner.handlesUserImpressions.defaultValue,
      "profileBanner.sizeMismatch": bannerProfile.bannerSizeMismatch == S.ProfileBanner.sizeMismatch.defaultValue,
      "profile.byFormat": byFormatProfile == bannerProfile,
      "byFormatEntry.present": try rewardedProfile(#"{"rewarded": {"present": {}}}"#) == rewardedProfile("{}"),
      "bannerSizing.policy": sizingProfile.bannerSizing?.policy == S.BannerSizing.policy.defaultValue,
    ]
    for (key, holds) in checks.sorted(by: { $0.key < $1.key }) { #expect(holds, "\(key)") }
    // Every key with a plain default (printed as JSON, or in words for `customFormats`) is checked.
    let plain = ConfigSchema.objects.flatMap { object in
      object.keys.filter { $0.defaultJSON != nil }.map { "\(object.name).\($0.name)" }
    }
    #expect(Set(checks.keys) == Set(plain + ["config.customFormats"]))
  }

  /// A default the schema prints in words where it has a typed one says the same.
  @Test func theCustomFormatsDefaultIsTheSeedsFormat() throws {
    #expect(ConfigSchema.Root.customFormats.defaultValue == [.seedExample])
    let row = ConfigSchema.Root.customFormats.row
    let format = try #require(ConfigSchema.Root.customFormats.defaultValue.first)
    let fields = format.fields.map { "\($0.key) \($0.type.rawValue)" }.joined(separator: ", ")
    #expect(row.defaultText == "format \(format.id): \(fields)")
  }

  /// The schema says which keys each type of Ad Manager creative has: every
  /// key belongs to one type at least, `type` to all.
  @Test func everyAdManagerKeyBelongsToATypeOfCreative() {
    let types: [NativeAdType] = [.appInstall, .content, .customFormat]
    let covered = Set(types.flatMap(ConfigSchema.AdManager.keyNames(for:)))
    #expect(covered == Set(ConfigSchema.adManager.keyNames))
    #expect(types.allSatisfy { ConfigSchema.AdManager.keyNames(for: $0).first == "type" })
    #expect(
      ConfigSchema.AdManager.keyNames(for: .customFormat) == [
        "type", "formatId", "assets", "deepLinks", "destinationUrl",
      ])
  }

  /// A config with `uncertain` that leaves out every key it may.
  static func worldsConfig() throws -> WaterfallConfig {
    try ConfigLoader.load(
      Array(
        #"{"adUnit": {"id": "/1/r", "format": "rewarded", "reward": {"type": "c", "amount": 1}}, "lineItems": [{"label": "A", "className": "SampleCustomEvent"}], "uncertain": {"about": [".auction.floor"], "worlds": [{"label": "w", "set": {".auction.floor": 1}}]}}"#
          .utf8))
  }
}
