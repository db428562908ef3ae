import MediationKit

/// What `setUpWithConfiguration:completionHandler:` receives: the
/// credentials of every line item that uses the adapter (`GADMediationServerConfiguration`).
package struct MediationServerConfiguration: Sendable {
  package var credentials: [MediationCredentials]

  package init(credentials: [MediationCredentials]) {
    self.credentials = credentials
  }
}
