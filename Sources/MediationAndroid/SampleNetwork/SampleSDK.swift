import MediationKit

// The Android Sample SDK (`com.google.ads.mediation.sample.sdk`) is the
// core's scripted network (`MediationKit/Network/`) under Android's names:
// the records print its listener methods (`onRewardedAdLoaded`,
// `onAdFullScreen`, …) through `AndroidNames`.

/// The Sample SDK as one line item's adapter links it.
typealias SampleSDK = ScriptedNetwork
/// A Sample SDK `SampleRewardedAd` or `SampleInterstitial`: they load and
/// show alike, and one scripted object plays both (its format picks the
/// show script a config leaves out).
typealias SampleFullScreenAd = ScriptedFullScreenAd
/// The listener of a Sample SDK full-screen ad (`SampleRewardedAdListener`,
/// `SampleAdListener`), with the callbacks networks that say more add.
typealias SampleAdListener = ScriptedFullScreenAdDelegate
/// A Sample SDK request (`SampleAdRequest`).
typealias SampleAdRequest = ScriptedAdRequest
/// A Sample SDK banner view (`SampleAdView`).
typealias SampleAdView = ScriptedBannerAd
/// The listener of a Sample SDK banner view (`SampleAdListener`'s banner side).
typealias SampleAdViewListener = ScriptedBannerAdDelegate
