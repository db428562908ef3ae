/// The app's root view controller that full-screen ads are presented from
/// (a stand-in for `UIViewController`: the simulator draws nothing).
public struct ViewController: Equatable, Sendable {
  public init() {}
}
