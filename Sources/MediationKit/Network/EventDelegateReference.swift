/// An adapter's hold on the SDK's event delegate that notices events sent
/// after the delegate is gone.
///
/// In Objective-C, messaging a nil delegate is a silent no-op, so an adapter
/// that lost its delegate (say, by storing the nil a duplicate completion
/// returned) drops events without a trace; the simulator reports each one.
package struct EventDelegateReference<Delegate> {
  /// The delegate held; an adapter replaces it through `store(_:keepsFirst:)`
  /// or `delegate`, and losing it to a nil is reported at that moment.
  package var delegate: Delegate? {
    get { held }
    set { store(newValue, keepsFirst: false) }
  }
  private var held: Delegate?
  package let sdk: ScriptedNetwork

  package init(sdk: ScriptedNetwork) {
    self.sdk = sdk
  }

  /// Takes what a completion handler returned: every time, as the seeds'
  /// adapters assign it (a later nil replaces the delegate), or only while
  /// no delegate is held (`keepsFirst`).
  package mutating func store(_ returned: Delegate?, keepsFirst: Bool) {
    if keepsFirst, held != nil { return }
    if held != nil, returned == nil { sdk.adapterLostDelegate() }
    held = returned
  }

  /// Delivers `event` to the delegate, or reports it dropped. An adapter
  /// that `checksForNull` (Android's `if (callback == null) return;`) drops
  /// it itself, knowingly; one that does not sends it into nothing (iOS:
  /// messaging nil; Android: a `NullPointerException` on a device).
  package func send(_ event: AdEventName, checksForNull: Bool = false, _ deliver: (Delegate) -> Void) {
    guard let delegate = held else {
      sdk.adapterDropped(event, checked: checksForNull)
      return
    }
    deliver(delegate)
  }
}
