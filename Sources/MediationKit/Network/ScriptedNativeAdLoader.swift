/// The scripted network's native ad loader (the Sample SDK's `SampleNativeAdLoader` on every platform),
/// answering from its line item's script instead of a server.
package final class ScriptedNativeAdLoader: ScriptedLoadClient {
  package var adUnitID: String?
  package weak var delegate: (any ScriptedNativeAdLoaderDelegate)?

  // The network outlives its ad objects (it keeps them while they load), so they do not keep it.
  private unowned let sdk: ScriptedNetwork
  private var request = ScriptedNativeAdRequest()

  package init(sdk: ScriptedNetwork) {
    self.sdk = sdk
  }

  /// Requests a native ad; the delegate hears back after the scripted latency.
  /// `extras` are the settings an adapter of a profiled network passes on,
  /// `passed` what it handed the network beside the request (privacy flags).
  package func fetchAd(
    _ request: ScriptedNativeAdRequest, extras: NetworkExtrasValues? = nil, passed: [PassedSetting] = []
  ) {
    self.request = request
    let described = NetworkRequest.native(
      testMode: request.testMode, shouldDownloadImages: request.shouldDownloadImages,
      shouldRequestMultipleImages: request.shouldRequestMultipleImages,
      preferredImageOrientation: request.preferredImageOrientation)
    let base = extras.map { .withExtras(described, $0) } ?? described
    sdk.received(.addressed(base, placement: adUnitID, passed: passed))
    sdk.startLoad(adUnit: adUnitID, client: self)
  }

  package func answerLoad(_ answer: ScriptedNetwork.LoadAnswer) {
    switch answer {
    case .fill:
      let nativeAd = ScriptedNativeAd(creative: sdk.script.ad ?? sdk.defaultNativeCreative, request: request, sdk: sdk)
      sdk.delivered(nativeAd)
      sdk.willCall(.didReceiveAd, detail: nil)
      delegate?.adLoader(self, didReceive: nativeAd)
    case .failure(let code, _):
      if let error = sdk.loadError {
        sdk.willCall(.didFailToLoad, detail: .error(error))
        delegate?.adLoader(self, didFailToLoadWithError: error)
      } else {
        sdk.willCall(.didFailToLoad, detail: .failure(sdk.names.networkError(code)))
        delegate?.adLoader(self, didFailToLoadAdWith: code)
      }
    case .empty:
      sdk.willCall(.didReceiveAd, detail: .noAd)
      delegate?.adLoaderDidReceiveNoAds(self)
    }
  }
}
