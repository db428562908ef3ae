import MediationKit

/// A loaded native ad mapped onto the SDK's asset names (`GADMediationNativeAd`).
///
/// The optional members of the Objective-C protocol have defaults in an
/// extension: an ad that does not override them lets the SDK track
/// impressions and clicks.
package protocol MediationNativeAd: AnyObject {
  var headline: String? { get }
  var images: [NativeAdImage]? { get }
  var body: String? { get }
  var icon: NativeAdImage? { get }
  var callToAction: String? { get }
  var starRating: DecimalNumber? { get }
  var store: String? { get }
  var price: String? { get }
  var advertiser: String? { get }
  /// Assets beyond the SDK's own, by key.
  var extraAssets: [String: String]? { get }
  var adChoicesView: PlatformView? { get }
  var mediaView: PlatformView? { get }
  var hasVideoContent: Bool { get }

  /// True when the network tracks clicks itself and the adapter reports them.
  var handlesUserClicks: Bool { get }
  /// True when the network tracks impressions itself and the adapter reports them.
  var handlesUserImpressions: Bool { get }

  /// Tells the ad that the app rendered it in `view`.
  func didRender(
    in view: PlatformView, clickableAssetViews: [NativeAssetIdentifier: PlatformView],
    nonclickableAssetViews: [NativeAssetIdentifier: PlatformView], viewController: ViewController)
  /// Tells the ad that the SDK recorded its impression.
  func didRecordImpression()
  /// Tells the ad that the SDK recorded a click on one of its asset views.
  func didRecordClickOnAsset(
    withName assetName: NativeAssetIdentifier, view: PlatformView, viewController: ViewController)
  /// Tells the ad that the app stopped showing it in `view`.
  func didUntrackView(_ view: PlatformView?)
}

extension MediationNativeAd {
  package var handlesUserClicks: Bool { false }
  package var handlesUserImpressions: Bool { false }

  package func didRender(
    in view: PlatformView, clickableAssetViews: [NativeAssetIdentifier: PlatformView],
    nonclickableAssetViews: [NativeAssetIdentifier: PlatformView], viewController: ViewController
  ) {}
  package func didRecordImpression() {}
  package func didRecordClickOnAsset(
    withName assetName: NativeAssetIdentifier, view: PlatformView, viewController: ViewController
  ) {}
  package func didUntrackView(_ view: PlatformView?) {}
}
