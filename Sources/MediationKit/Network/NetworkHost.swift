/// The world a simulated network lives in: virtual time, the run's seeded
/// generator, and the observers that hear what it does.
///
/// The simulation implements it; the network never sees a clock or a
/// random source of its own, which keeps every run reproducible.
package protocol NetworkHost: AnyObject {
  /// The current virtual time in milliseconds.
  var now: Int64 { get }

  /// How the run's platform names what the network reports (its error codes).
  var names: PlatformNames { get }

  /// Runs `action` on the network of line item `lineItem` after `delayMs`.
  func schedule(_ action: NetworkAction, forLineItem lineItem: Int, afterMs delayMs: Int64)

  /// The answer to one load of a network scripted by `load`: drawn from
  /// the run's seeded generator (`LoadScript.drawAnswer(using:)`), or
  /// imposed by a probe.
  func decideLoad(ofLineItem lineItem: Int, _ load: LoadScript) -> LoadScript.Answer

  /// Records what an adapter asked its network for.
  func network(ofLineItem lineItem: Int, received request: NetworkRequest)

  /// Records a callback the network is about to make into its adapter.
  func network(ofLineItem lineItem: Int, willCall callback: NetworkCallback, detail: NetworkCallbackDetail?)

  /// Records that the network's load failed, and whether it was a no fill.
  func network(ofLineItem lineItem: Int, failedWith kind: LoadFailureKind)

  /// Records that an adapter replaced the event delegate it held with the
  /// nil a later load completion returned.
  func adapterLostDelegate(ofLineItem lineItem: Int)

  /// Records that an adapter forwarded an event to an event delegate it no
  /// longer has (messaging nil: a silent no-op on a device).
  /// `checked`: the adapter found no callback and sent nothing (a null check), rather than sending into nothing.
  func adapter(ofLineItem lineItem: Int, droppedEvent event: AdEventName, checked: Bool)

  /// Records a call an adapter makes into its network after the load.
  func adapter(ofLineItem lineItem: Int, called call: NetworkCall)

  /// Records that a load of a line item on its placement started (`loading`
  /// true) or got its network's answer.
  func network(ofLineItem lineItem: Int, isLoading loading: Bool)

  /// Whether a load of the line item's class on its placement (by another
  /// line item, or an earlier load of its own) still waits for its network's answer.
  func isPlacementLoading(ofLineItem lineItem: Int) -> Bool

  /// Whether the set-up of the line item's adapter class succeeded before the request.
  func isSetUp(ofLineItem lineItem: Int) -> Bool
}
