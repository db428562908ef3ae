/// How a bidder's signal collection ends (contract2.md §5, "Signal collection"): what its adapter makes of
/// its network's answer, by its profile's `collectSignals`. The same in every run but for the latency and the
/// derived token; the engine and the Monte Carlo kernel both resolve it here, so they cannot disagree on which
/// bidders fail.
struct SignalCollection: Equatable {
  /// What the adapter hands the SDK.
  enum Answer: Equatable {
    /// A token: the script's (`""` for an empty one passed on), or nil for the derived one (`SignalToken`).
    case token(String?)
    /// A failure: the bidder answers no bid at the signal's arrival.
    case failure(AdError)
  }

  var answer: Answer
  /// From the SDK's call to the signal's arrival: 0 for a format the adapter refuses at once.
  var latency: LoadScript.Latency

  /// Whether the signal fails, so that the bidder answers no bid when it arrives.
  var fails: Bool {
    switch answer {
    case .token: false
    case .failure: true
    }
  }

  /// The collection of a bidder whose network answers `script`, for a request of `format`, by `profile`'s
  /// adapter (nil: an adapter without one, which collects whatever its network gives).
  init(script: SignalScript, profile: AdapterProfile?, format: AdFormat) {
    if let profile, !(profile.signalFormats ?? profile.formats).contains(format) {
      // Unity's adapter fails a format it does not bid for before asking its SDK (111).
      self.answer = .failure(profile.signalFormatError.error())
      self.latency = .fixed(0)
      return
    }
    latency = script.latency
    switch script.outcome {
    case .token where script.token != "":
      answer = .token(script.token)
    case .token, .empty:
      answer = profile?.emptyTokenError.map { .failure($0.error()) } ?? .token("")
    case .error:
      // The decoder requires the network's error for this outcome.
      let networkError = script.error ?? AdError(domain: "", code: 0, localizedDescription: "")
      answer =
        profile.map { $0.passesSignalErrorThrough ? .failure(networkError) : .failure($0.signalError.error()) }
        ?? .failure(networkError)
    }
  }
}

/// The token a bidder's network gives when its script names none (`network.signals.token` absent): 16 lowercase
/// hex digits, the same for the same config (its identity), request seed and line item label, and unlike the bid
/// response's (a constant of its own mixed in).
enum SignalToken {
  /// What the derivation mixes in, so that the token is not the bid response's.
  private static let salt: UInt64 = 0x5349_474E_414C_5321

  static func token(config: ConfigIdentity, requestSeed: UInt64, streamKey: UInt64) -> String {
    HexDigits.sixteen(SplitMix64.mix(config.leadingWord ^ SplitMix64.mix(requestSeed ^ salt) ^ streamKey))
  }
}
