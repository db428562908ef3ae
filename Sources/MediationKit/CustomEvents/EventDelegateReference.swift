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

  /// Delivers `event` to the delegate, or reports it dropped.
  func send(_ event: AdEventName, _ deliver: (Delegate) -> Void) {
    guard let delegate else {
      sdk.adapterDropped(event)
      return
    }
    deliver(delegate)
  }
}
