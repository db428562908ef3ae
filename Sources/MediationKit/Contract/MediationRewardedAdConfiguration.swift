/// Everything an adapter is told about one rewarded ad request
/// (`GADMediationRewardedAdConfiguration`).
package struct MediationRewardedAdConfiguration: Sendable {
  package var credentials: MediationCredentials
  /// Whether the app asked for test ads.
  package var isTestRequest: Bool
  /// The publisher's extras of the adapter's `networkExtrasType`, if any.
  package var extras: (any AdNetworkExtras)?

  package init(credentials: MediationCredentials, isTestRequest: Bool, extras: (any AdNetworkExtras)?) {
    self.credentials = credentials
    self.isTestRequest = isTestRequest
    self.extras = extras
  }
}
