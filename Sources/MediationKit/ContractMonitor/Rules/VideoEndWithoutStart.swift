/// A video reported ended before it was reported started.
struct VideoEndWithoutStart: SingleBreachRule {
  static let protects = "a video's end follows its start: didStartVideo (didPlayVideo for native) before didEndVideo"
  static let source = "seed 004 (didStartVideo on present, didEndVideo on dismissal); InMobi native adapter test"
  static let examines = EventKinds(.adapterReported)
  static let platforms: Set<Platform> = [.ios, .android]
  static let android: String? =
    "a video's end follows its start: onVideoStart (onVideoPlay for native) before onVideoComplete"
  static let contractRule: String? = "R12"

  func check(_ event: SimulationEvent, in run: MonitoredRun) -> RuleBreach? {
    guard case .adapterReported(let report) = event, report.name == .didEndVideo, !run.videoStarted else { return nil }
    let start = run.names.name(of: run.format.traits.isFullScreen ? AdEventName.didStartVideo : .didPlayVideo)
    return RuleBreach(lineItem: report.lineItem, detail: "\(run.names.name(of: report.name)) before any \(start)")
  }
}
