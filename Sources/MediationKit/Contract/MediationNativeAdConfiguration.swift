/// Everything an adapter is told about one native ad request
/// (`GADMediationNativeAdConfiguration`).
public struct MediationNativeAdConfiguration: Sendable {
  public var credentials: MediationCredentials
  /// Whether the app asked for test ads.
  public var isTestRequest: Bool
  /// The publisher's extras of the adapter's `networkExtrasType`, if any.
  public var extras: (any AdNetworkExtras)?
  /// The app's ad loader options, in the order the app passed them.
  public var options: [AdLoaderOptions]

  public init(
    credentials: MediationCredentials, isTestRequest: Bool, extras: (any AdNetworkExtras)?,
    options: [AdLoaderOptions]
  ) {
    self.credentials = credentials
    self.isTestRequest = isTestRequest
    self.extras = extras
    self.options = options
  }
}
