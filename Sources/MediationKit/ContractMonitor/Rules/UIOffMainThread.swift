/// UI work an adapter does on a background thread.
struct UIOffMainThread: SingleBreachRule {
  static let protects =
    "an adapter does UI work on the main thread only: a banner's or native ad's views built in its load answer, its network's show, a set-up or signal collection that touches UI"
  static let source =
    "UIKit is main-thread only (Main Thread Checker: googleads-mobile-ios-mediation#363, #75; AppLovin-MAX-SDK-iOS#161); Android views likewise (\"Calling View methods on another thread than the UI thread\": AppLovin-MAX-SDK-Android#728, AppLovin-MAX-Unity-Plugin#230)"
  static let examines = EventKinds(.adapterSetUp, .completionCalled, .adapterCalledNetwork, .signalsCollected)
  static let platforms: Set<Platform> = [.ios, .android]
  static let android: String? =
    "an adapter touches views on the UI thread only: a banner's or native ad's views built in its load answer, its network's show, an initialization or signal collection that touches UI"
  static let contractRule: String? = nil

  func check(_ event: SimulationEvent, in run: MonitoredRun) -> RuleBreach? {
    if case .adapterSetUp(let setUp) = event, setUp.thread == .background, setUp.touchesUI {
      return RuleBreach(
        lineItem: run.firstLineItem(ofClass: setUp.className),
        detail: "\(run.names.setUpMethod) set up a network that builds UI on a background thread")
    }
    if case .completionCalled(let completion) = event, completion.thread == .background, completion.hasAd {
      // A full-screen ad has no view before its present: only a banner's or a native ad's is built here.
      let traits = run.format.traits
      guard traits.isView || traits.hasNativeAssets else { return nil }
      let views = traits.isView ? "the banner's view" : "the native ad's views"
      return RuleBreach(
        lineItem: completion.lineItem, detail: "\(views) built on a background thread, in the load answer")
    }
    if case .adapterCalledNetwork(let call) = event, call.thread == .background, call.call.kind == .present {
      return RuleBreach(
        lineItem: call.lineItem,
        detail: "the network's show (\(run.names.name(of: call.call.kind))) called on a background thread")
    }
    if case .signalsCollected(let signals) = event, signals.thread == .background,
      run.profile(ofLineItem: signals.lineItem)?.collectSignalsTouchesUI == true
    {
      return RuleBreach(
        lineItem: signals.lineItem,
        detail: "signal collection read UI state on a background thread (\(run.names.signalsMethod))")
    }
    return nil
  }
}
