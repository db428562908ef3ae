import MediationKit

/// The SDK's receiver for the events every loaded ad reports
/// (`GADMediationAdEventDelegate`).
package protocol MediationAdEventDelegate: AnyObject {
  func reportImpression()
  func reportClick()
  func willPresentFullScreenView()
  func didFailToPresentWithError(_ error: AdError)
  func willDismissFullScreenView()
  func didDismissFullScreenView()
}
