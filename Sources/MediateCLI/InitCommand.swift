import MediationKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `mediate init`: a starter config that runs as it is, to a new file or to
/// standard output. It never overwrites a file.
enum InitCommand {
  static func run(format: AdFormat, file: String?, context: CLIContext) -> ExitCode {
    let text = StarterConfig.text(for: format)
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
    context.report("init: wrote \(shown) (a \(format.rawValue) waterfall); run: mediate simulate \(shown)")
    return .success
  }
}

/// The configs `mediate init` starts from: three line items that show a
/// no-fill, a timeout and a fill, labels that say so, and an `expect` block
/// that the config passes as it is.
enum StarterConfig {
  static func text(for format: AdFormat) -> String {
    switch format {
    case .rewarded: rewarded
    case .native: native
    }
  }

  static let rewarded = """
    {
      "version": 1,
      "seed": 1,
      "adUnit": { "id": "/6499/example/rewarded", "format": "rewarded", "reward": { "type": "coins", "amount": 10 } },
      "request": { "testMode": true },
      "lineItems": [
        { "label": "No fill after 120 ms", "className": "SampleCustomEvent", "parameter": "unit-a",
          "ecpm": 12.5, "network": { "load": { "outcome": "noFill", "latencyMs": 120 } } },
        { "label": "Timeout after 2 s", "className": "SampleCustomEvent", "parameter": "unit-b",
          "ecpm": 10, "timeoutMs": 2000, "network": { "load": { "outcome": "fill", "latencyMs": 3000 } } },
        { "label": "Fill in 200-400 ms", "className": "SampleCustomEvent", "parameter": "unit-c",
          "ecpm": 8, "network": { "load": { "outcome": "fill", "latencyMs": { "min": 200, "max": 400 } } } }
      ],
      "app": { "presentAfterMs": 1000 },
      "expect": {
        "filled": true,
        "lineItem": "Fill in 200-400 ms",
        "outcomes": {
          "No fill after 120 ms": "noFill",
          "Timeout after 2 s": "timeout",
          "Fill in 200-400 ms": "fill"
        },
        "reward": { "type": "coins", "amount": 10 },
        "rules": ["noImpressionReported"],
        "summary": { "fillRate": ">= 0.99" }
      }
    }

    """

  static let native = """
    {
      "version": 1,
      "seed": 1,
      "adUnit": { "id": "/6499/example/native", "format": "native" },
      "request": { "testMode": true, "native": { "mediaAspectRatio": "landscape" } },
      "lineItems": [
        { "label": "No fill after 120 ms", "className": "SampleCustomEvent", "parameter": "unit-a",
          "ecpm": 12.5, "network": { "load": { "outcome": "noFill", "latencyMs": 120 } } },
        { "label": "Timeout after 2 s", "className": "SampleCustomEvent", "parameter": "unit-b",
          "ecpm": 10, "timeoutMs": 2000, "network": { "load": { "outcome": "fill", "latencyMs": 3000 } } },
        { "label": "Fill in 200-400 ms", "className": "SampleCustomEvent", "parameter": "unit-c",
          "ecpm": 8, "network": { "load": { "outcome": "fill", "latencyMs": { "min": 200, "max": 400 } } } }
      ],
      "app": { "renderAfterMs": 500, "clicks": [ { "atMs": 2000, "asset": "callToAction" } ] },
      "expect": {
        "filled": true,
        "lineItem": "Fill in 200-400 ms",
        "outcomes": {
          "No fill after 120 ms": "noFill",
          "Timeout after 2 s": "timeout",
          "Fill in 200-400 ms": "fill"
        },
        "impressions": 1,
        "clicks": 1,
        "rules": [],
        "summary": { "fillRate": ">= 0.99" }
      }
    }

    """
}
