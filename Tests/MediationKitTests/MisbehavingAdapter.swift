import MediationPlatforms

@testable import MediationIOS
@testable import MediationKit

/// A test adapter that breaks the contract on purpose, chosen by its
/// server parameter, to check how the SDK copes.
final class MisbehavingAdapter: MediationRewardedAdapter, MediationRewardedAd {
  static let adapterVersionString = "1.0.0.0"
  static var adapterVersion: VersionNumber { VersionNumber(adapterVersionString: adapterVersionString) }
  static var adSDKVersion: VersionNumber { VersionNumber(sdkVersionString: "0.0.1") }
  static var networkExtrasType: (any AdNetworkExtras.Type)? { nil }

  /// Never calls its set-up completion handler.
  static func setUp(with configuration: MediationServerConfiguration, completionHandler: (AdError?) -> Void) {}

  static let registry = AdapterRegistry(
    platform: IOSPlatform(alsoLinking: [
      AdapterRegistration(className: "Misbehaving", adapterType: MisbehavingAdapter.self) { _ in MisbehavingAdapter() }
    ]))

  static let error = AdError(domain: "test", code: 7, localizedDescription: "broken")
  private var delegate: (any MediationRewardedAdEventDelegate)?

  func loadRewardedAd(
    for adConfiguration: MediationRewardedAdConfiguration,
    completionHandler: @escaping MediationRewardedLoadCompletionHandler
  ) {
    switch adConfiguration.credentials.settings["parameter"] {
    case "fail-inside-load":
      _ = completionHandler(nil, Self.error)
    case "fail-twice-inside-load":
      _ = completionHandler(nil, Self.error)
      _ = completionHandler(nil, Self.error)
    case "ad-and-error":
      _ = completionHandler(self, Self.error)
    case "neither":
      _ = completionHandler(nil, nil)
    case "fill-inside-load":
      delegate = completionHandler(self, nil)
    default:
      break
    }
  }

  /// Reports a click before it reports being on screen.
  func present(from viewController: ViewController) {
    delegate?.reportClick()
    delegate?.willPresentFullScreenView()
  }
}
