/// The SDK's watch on the order of a loaded ad's events: it names the
/// contract rule an event breaks, if any.
///
/// A rewarded ad goes on screen with `willPresentFullScreenView` (or fails
/// with `didFailToPresentWithError`) and leaves with `didDismissFullScreenView`;
/// its other events belong in between. A native ad's events follow its render.
struct ContractMonitor {
  private enum Phase {
    case loaded
    case onScreen
    case dismissed
    case presentFailed
  }

  private var phase = Phase.loaded
  private var rendered = false

  mutating func adWasRendered() {
    rendered = true
  }

  /// The rule `event` breaks and how, or nil; advances the ad's phase.
  mutating func check(_ event: AdEventName, format: AdFormat) -> (rule: ContractRule, detail: String)? {
    let name = event.rawValue
    if format == .native {
      return rendered ? nil : (.eventBeforeRender, "\(name) before the app rendered the ad")
    }
    switch (phase, event) {
    case (.dismissed, _):
      return (.eventAfterDismiss, "\(name) after didDismissFullScreenView")
    case (.presentFailed, _):
      return (.eventAfterPresentFailure, "\(name) after didFailToPresentWithError")
    case (.loaded, .willPresentFullScreenView):
      phase = .onScreen
      return nil
    case (.loaded, .didFailToPresentWithError):
      phase = .presentFailed
      return nil
    case (.loaded, _):
      return (.eventBeforePresent, "\(name) before willPresentFullScreenView")
    case (.onScreen, .willPresentFullScreenView):
      return (.presentedTwice, "willPresentFullScreenView while the ad is already on screen")
    case (.onScreen, .didFailToPresentWithError):
      return (.presentFailureAfterPresent, "didFailToPresentWithError after willPresentFullScreenView")
    case (.onScreen, .didDismissFullScreenView):
      phase = .dismissed
      return nil
    case (.onScreen, _):
      return nil
    }
  }
}
