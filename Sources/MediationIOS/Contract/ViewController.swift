import MediationKit

/// The app's root view controller that full-screen ads are presented from
/// (a stand-in for `UIViewController`: the simulator draws nothing).
package struct ViewController: Equatable, Sendable {
  package init() {}
}
