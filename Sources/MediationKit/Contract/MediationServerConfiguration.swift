/// What `setUpWithConfiguration:completionHandler:` receives: the
/// credentials of every line item that uses the adapter (`GADMediationServerConfiguration`).
public struct MediationServerConfiguration: Sendable {
  public var credentials: [MediationCredentials]

  public init(credentials: [MediationCredentials]) {
    self.credentials = credentials
  }
}
