/// An adapter's hold on the SDK's event delegate that notices events sent
/// after the delegate is gone.
///
/// In Objective-C, messaging a nil delegate is a silent no-op, so an adapter
/// that lost its delegate (say, by storing the nil a duplicate completion
/// returned) drops events without a trace; the simulator reports each one.
struct EventDelegateReference<Delegate> {
  var delegate: Delegate?
  let sdk: SampleSDK

  init(sdk: SampleSDK) {
    self.sdk = sdk
  }

  /// Takes what a completion handler returned: every time, as the seeds'
  /// adapters assign it (a later nil replaces the delegate), or only while
  /// no delegate is held (`keepsFirst`).
  mutating func store(_ returned: Delegate?, keepsFirst: Bool) {
    if keepsFirst, delegate != nil { return }
    delegate = returned
  }

  /// Delivers `event` to the delegate, or reports it dropped.
  func send(_ event: AdEventName, _ deliver: (Delegate) -> Void) {
    guard let delegate else {
      sdk.adapterDropped(event)
      return
    }
    deliver(delegate)
  }
}
