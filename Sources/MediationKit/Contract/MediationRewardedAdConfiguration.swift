/// Everything an adapter is told about one rewarded ad request
/// (`GADMediationRewardedAdConfiguration`).
public struct MediationRewardedAdConfiguration: Sendable {
  public var credentials: MediationCredentials
  /// Whether the app asked for test ads.
  public var isTestRequest: Bool
  /// The publisher's extras of the adapter's `networkExtrasType`, if any.
  public var extras: (any AdNetworkExtras)?

  public init(credentials: MediationCredentials, isTestRequest: Bool, extras: (any AdNetworkExtras)?) {
    self.credentials = credentials
    self.isTestRequest = isTestRequest
    self.extras = extras
  }
}
