import MediationKit
import MediationPlatforms

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `mediate init`: a starter config that runs as it is, to a new file or to
/// standard output. It never overwrites a file.
enum InitCommand {
  static func run(format: AdFormat, platform: Platform, file: String?, context: CLIContext) -> ExitCode {
    let text = StarterConfig.text(for: format, platform: platform)
    guard let file else {
      context.print(text)
      return .success
    }
    let shown = ArgumentText.shown(file)
    do throws(FileOutput.Failure) {
      try FileOutput.write(Array(text.utf8), to: file, replacing: false, operations: context.fileOperations)
    } catch {
      switch error {
      case .exists: context.report("init: cannot create \(shown): it exists; mediate init does not overwrite a file")
      case .cannotCreate(let reason): context.report("init: cannot create \(shown): \(reason)")
      case .cannotWrite(let reason): context.report("init: cannot write \(shown): \(reason)")
      }
      return error.exitCode
    }
    let on = platform == .ios ? "" : " on \(platform.rawValue)"
    context.report("init: wrote \(shown) (a \(format.rawValue) waterfall\(on)); run: mediate simulate \(shown)")
    return .success
  }
}

/// The configs `mediate init` starts from: a waterfall of three networks
/// whose adapter is a profile that keeps the contract (an impression on
/// present, the reward with `didRewardUser`), so that a run shows a clean
/// lifecycle and `--runs` shows fill, revenue and latency that vary with the
/// networks' fill rates and latencies: a premium network that fills a third
/// of the time, a slow one that often times out, and a backfill. The
/// `expect` block passes as the file is written (docs/config.md, "Start from
/// `mediate init`", explains each part). On Android the starter is its iOS
/// twin: `"platform": "android"` after `seed`, the profile's class a Java
/// name and its events Android's (android.md, "Commands"), and it gives the
/// iOS starter's numbers.
enum StarterConfig {
  static func text(for format: AdFormat, platform: Platform = .ios) -> String {
    let names = AdapterRegistry.standard(for: platform).platform.names
    let parts = Parts(format, names: names)
    let className = Parts.className(on: platform)
    let platformLine = platform == .ios ? "" : "\n  \"platform\": \"\(platform.rawValue)\","
    return """
      {
        "version": 1,
        "seed": 1,\(platformLine)
        "adUnit": \(parts.adUnit),
        "request": \(parts.request),
        "adapters": {
      \(parts.adapter)
        },
      \(lineItems(className: className))
        "app": \(parts.app),
        "expect": {
          "filled": true,
          "lineItem": "Backfill",
          "outcomes": { "Premium network": "noFill", "Slow network": "noFill", "Backfill": "fill" },
      \(parts.checks.map { "    \($0),\n" }.joined())    "violations": 0,
          "rules": [],
          "summary": { "fillRate": ">= 0.97", "violations": 0, \(parts.summary) }
        }
      }

      """
  }

  /// What a format's starter says of its own: the ad unit, the request, the
  /// profile of its adapter, the app and the checks only it has.
  private struct Parts {
    var adUnit: String
    var request = #"{ "testMode": true }"#
    var adapter: String
    var app: String
    var checks: [String]
    var summary = #""revenuePer1000Requests": "> 5""#

    /// The starter profile's class: an Objective-C name on iOS, a fully qualified Java name on Android.
    static func className(on platform: Platform) -> String {
      switch platform {
      case .ios: "ExampleNetworkAdapter"
      case .android: "com.example.mediation.ExampleNetworkAdapter"
      }
    }

    init(_ format: AdFormat, names: PlatformNames) {
      let versions = #""adapterVersion": "2.4.0.0", "adSDKVersion": "2.4.0""#
      let reward = #""reward": { "type": "coins", "amount": 10 }"#
      let className = Self.className(on: names.platform)
      /// The profile, with its events on a separate line when it forwards any, in the platform's names.
      func profile(events: [AdEventName]? = nil) -> String {
        let formats = #""formats": ["\#(format.rawValue)"]"#
        guard let events else { return #"    "\#(className)": { \#(formats), \#(versions) }"# }
        let list = "[" + events.map { "\"\(names.name(of: $0))\"" }.joined(separator: ", ") + "]"
        let callback = names.name(of: NetworkCallback.didPresent, format: format)
        return #"""
              "\#(className)": {
                \#(formats), \#(versions),
                "events": { "\#(callback)": \#(list) }
              }
          """#
      }
      switch format {
      case .rewarded, .rewardedInterstitial:
        let id = format == .rewarded ? "rewarded" : "rewarded-interstitial"
        adUnit = #"{ "id": "/6499/example/\#(id)", "format": "\#(format.rawValue)", \#(reward) }"#
        adapter = profile(events: [.willPresentFullScreenView, .didStartVideo, .reportImpression])
        app = #"{ "presentAfterMs": 1000 }"#
        checks = [reward, #""impressions": 1"#]
      case .interstitial:
        adUnit = #"{ "id": "/6499/example/interstitial", "format": "interstitial" }"#
        adapter = profile(events: [.willPresentFullScreenView, .reportImpression])
        app = #"{ "presentAfterMs": 1000 }"#
        checks = [#""presented": true"#, #""impressions": 1"#]
      case .appOpen:
        // Shown when the app comes to the foreground, well within the four hours an app open ad stays fresh.
        adUnit = #"{ "id": "/6499/example/app-open", "format": "appOpen" }"#
        adapter = profile(events: [.willPresentFullScreenView, .reportImpression])
        app = #"{ "presentAfterMs": 30000 }"#
        checks = [#""presented": true"#, #""impressions": 1"#]
      case .native:
        adUnit = #"{ "id": "/6499/example/native", "format": "native" }"#
        request = #"{ "testMode": true, "native": { "mediaAspectRatio": "landscape" } }"#
        adapter = profile()
        app = #"{ "renderAfterMs": 500, "clicks": [ { "atMs": 2000, "asset": "callToAction" } ] }"#
        checks = [#""impressions": 1"#, #""clicks": 1"#]
      case .banner:
        // On screen for two minutes, refreshed every 30 s.
        adUnit = #"{ "id": "/6499/example/banner", "format": "banner", "size": "banner", "refreshIntervalMs": 30000 }"#
        adapter = profile()
        app = #"{ "viewForMs": 120000 }"#
        checks = [#""impressions": 1"#]
        summary = #""requestFillRate": ">= 0.97", "impressionsPerRun": ">= 3""#
      }
    }
  }

  /// The waterfall every starter walks: a premium network, a slow one, a backfill, each of class `className`.
  private static func lineItems(className: String) -> String {
    """
      "lineItems": [
        { "label": "Premium network", "className": "\(className)", "parameter": "premium-unit",
          "ecpm": 12.5, "network": { "load": { "fillRate": 0.35, "latencyMs": { "min": 150, "max": 600 } } } },
        { "label": "Slow network", "className": "\(className)", "parameter": "slow-unit",
          "ecpm": 8, "timeoutMs": 2000,
          "network": { "load": { "fillRate": 0.7, "latencyMs": { "min": 300, "max": 3000 } } } },
        { "label": "Backfill", "className": "\(className)", "parameter": "backfill-unit",
          "ecpm": 1.5, "network": { "load": { "fillRate": 0.95, "latencyMs": { "min": 100, "max": 300 } } } }
      ],
    """
  }
}
