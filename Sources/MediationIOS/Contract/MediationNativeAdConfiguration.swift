import MediationKit

/// Everything an adapter is told about one native ad request
/// (`GADMediationNativeAdConfiguration`): every request's fields and the
/// app's ad loader options.
package struct MediationNativeAdConfiguration: Sendable {
  package var base: MediationAdConfiguration
  /// The app's ad loader options, in the order the app passed them.
  package var options: [AdLoaderOptions]

  package init(base: MediationAdConfiguration, options: [AdLoaderOptions]) {
    self.base = base
    self.options = options
  }

  package var credentials: MediationCredentials { base.credentials }
  package var isTestRequest: Bool { base.isTestRequest }
  package var extras: (any AdNetworkExtras)? { base.extras }
  package var privacy: RequestPrivacy { base.privacy }
  package var bidResponse: String? { base.bidResponse }
}
