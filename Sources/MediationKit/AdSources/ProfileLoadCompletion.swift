/// A profiled ad's side of its load, for every format: the SDK's completion
/// handler (run at most once, or every time, as the profile says), the
/// event delegate it returns (the first kept, or every return, as the
/// profile says), and what it makes of its network's failures: the failure
/// the profile reports, no call at all, or a success without an ad
/// (`completion.onNetworkFailure`).
///
/// A class, so that the SDK's code the handler runs may reach the ad's
/// events while the handler is under way.
package final class ProfileLoadCompletion<Ad, Delegate> {
  package typealias Handler = (_ ad: Ad?, _ error: AdError?) -> Delegate?

  package let profile: AdapterProfile
  /// The run's platform's names: how its network numbers a failure.
  package let names: PlatformNames
  private var handler: Handler?
  /// The event delegate the adapter holds, to send its events through.
  package private(set) var events: EventDelegateReference<Delegate>
  /// Whether the adapter called the completion as a success after its network failed the load
  /// (`onNetworkFailure: "succeed"`): the ad the SDK holds has no network ad behind it.
  package private(set) var succeededWithoutAd = false

  package init(profile: AdapterProfile, sdk: ScriptedNetwork) {
    self.profile = profile
    names = sdk.names
    events = EventDelegateReference(sdk: sdk)
  }

  /// The load started: what to call when it ends.
  package func start(_ completionHandler: @escaping Handler) {
    handler = profile.callsCompletionOnce ? callOnce(completionHandler) : completionHandler
  }

  /// The network delivered `ad`: the adapter completes with it (and has a network ad from now on, even after a
  /// false success: a network that failed and then loaded, `missingAdUnit: failThenLoad`).
  package func loaded(_ ad: Ad) {
    succeededWithoutAd = false
    let returned = handler?(ad, nil)
    events.store(returned, keepsFirst: profile.keepsFirstDelegate)
  }

  /// The load failed with `error`; the adapter hands the SDK `ad` with it when its profile says it does.
  package func failed(_ error: AdError, ad: Ad) {
    let returned = handler?(profile.failsWithAd ? ad : nil, error)
    events.store(returned, keepsFirst: profile.keepsFirstDelegate)
  }

  /// The network failed with the Sample SDK's code.
  package func failed(networkCode: SampleErrorCode, ad: Ad) {
    networkFailed(ad: ad) { profile.loadError.error(networkCode: names.networkError(networkCode).code) }
  }

  /// The network failed with its own error object.
  package func failed(networkError: AdError, ad: Ad) {
    networkFailed(ad: ad) { profile.loadFailure(networkError: networkError) }
  }

  /// The network failed the load: the adapter fails the completion with `error`, returns without calling it, or
  /// calls it as a success with `ad`, as its profile says.
  private func networkFailed(ad: Ad, error: () -> AdError) {
    switch profile.onNetworkFailure {
    case .fail: failed(error(), ad: ad)
    case .never: return
    case .succeed:
      // Set first: the SDK's code the handler runs may already ask the ad for what it has.
      succeededWithoutAd = true
      let returned = handler?(ad, nil)
      events.store(returned, keepsFirst: profile.keepsFirstDelegate)
    }
  }

  /// The network's success callback brought no ad.
  package func answeredEmpty(ad: Ad) {
    failed(profile.emptyError.error(), ad: ad)
  }
}
