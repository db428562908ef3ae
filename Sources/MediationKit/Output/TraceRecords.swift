/// The first record of a run: which mediate, which seed, which request.
public struct RunRecord: Equatable, Sendable {
  public var mediate: String
  public var seed: UInt64
  public var adUnit: String
  public var format: AdFormat
  public var lineItems: Int
  /// The request's privacy settings (`request.privacy`).
  public var privacy: RequestPrivacy

  public init(
    mediate: String, seed: UInt64, adUnit: String, format: AdFormat, lineItems: Int,
    privacy: RequestPrivacy = RequestPrivacy()
  ) {
    self.mediate = mediate
    self.seed = seed
    self.adUnit = adUnit
    self.format = format
    self.lineItems = lineItems
    self.privacy = privacy
  }

  public init(config: WaterfallConfig, seed: UInt64) {
    mediate = MediateVersion.current
    self.seed = seed
    adUnit = config.adUnit.id
    format = config.adUnit.format
    lineItems = config.lineItems.count
    privacy = config.request.privacy
  }
}

/// An adapter class set up before the waterfall, with the versions it reports.
public struct SetUpRecord: Sendable {
  /// Whether set-up succeeded.
  public enum Status: String, Sendable {
    case ready
    case error
  }

  public var className: String
  public var adapterVersion: VersionNumber
  public var adapterVersionString: String
  public var adSDKVersion: VersionNumber
  public var status: Status
  public var error: AdError?
  /// How long set-up took before the request (`GADAdapterStatus.latency`);
  /// the SDK's set-up timeout when it never completed.
  public var latencyMs: Int64
  /// The settings of every line item of the class, in listed order: the credentials set-up received.
  public var settings: [[String: String]] = []
  /// What set-up handed its network; nil when it failed before calling it.
  public var request: [PassedSetting]?
}

/// A bidder's answer to the auction, when it arrives (or at the timeout).
public struct BidRecord: Sendable {
  public var lineItem: String
  public var className: String
  public var state: BidState
  /// The bid for `bid`, the price that fell short for `belowFloor`; nil otherwise.
  public var price: DecimalNumber?
  /// From the auction's start to the answer (the timeout for `timeout`).
  public var latencyMs: Int64
}

/// The auction closing: who won at what price, and what every bidder came to.
public struct AuctionRecord: Sendable {
  /// One bidder's part, in listed order.
  public struct Bid: Sendable {
    public var lineItem: String
    public var state: AuctionBidState
    public var price: DecimalNumber?
  }

  public var winner: String?
  public var price: DecimalNumber?
  public var bids: [Bid]
  /// When it closed.
  public var latencyMs: Int64
}

/// A waterfall line item taken out of the walk.
public struct SkippedRecord: Sendable {
  /// Why: a bidder of its class bid and lost.
  public enum Reason: String, Sendable {
    case lostAuction
  }

  public var lineItem: String
  public var reason: Reason
}

/// The app stopped waiting for the ad (`demand.patienceMs`).
public struct AbandonedRecord: Sendable {
  /// The patience: when it stopped waiting.
  public var latencyMs: Int64
}

/// The SDK calling a line item's adapter to load, and what the adapter then
/// asked its network for.
public struct LoadRecord: Sendable {
  public var lineItem: String
  /// The line item's position in the config's `lineItems`.
  public var index: Int
  public var className: String
  public var parameter: String?
  public var timeoutMs: Int64
  /// Nil when the adapter never reached its network.
  public var request: NetworkRequest?
  /// The line item's server settings (`credentials.settings`).
  public var settings: [String: String] = [:]
  /// The bid response a winning bidder is loaded with; nil for a waterfall line item.
  public var bidResponse: String?
}

/// The simulated network calling back into its adapter.
public struct NetworkRecord: Sendable {
  public var lineItem: String
  public var callback: NetworkCallback
  public var detail: NetworkCallbackDetail?
}

/// An adapter calling into its network after the load (presenting, or
/// passing on tracking the SDK did), so a trace shows both directions.
public struct NetworkCallRecord: Sendable {
  public var lineItem: String
  public var call: NetworkCall
}

/// The SDK's verdict on one line item's load.
public struct LoadResultRecord: Sendable {
  public var lineItem: String
  public var outcome: LoadResultOutcome
  public var latencyMs: Int64
  public var error: AdError?
}

/// A call from an adapter that the SDK discarded; it has no other effect.
public struct IgnoredRecord: Sendable {
  public var lineItem: String
  /// `completion`, or the event delegate method.
  public var call: String
  public var reason: IgnoredReason
}

/// An adapter lost the SDK's event delegate: it stored the nil a later load
/// completion returned over the delegate it held, so every event it sends
/// from now on goes nowhere (messaging nil), silently on a device.
public struct DelegateLostRecord: Sendable {
  public var lineItem: String
  /// The completion whose nil it stored: one the SDK discarded, for this
  /// reason, or one its own once-guard kept from the SDK (`completionGuard`).
  public var completion: String
}

/// The end of the waterfall walk.
public struct WaterfallRecord: Sendable {
  public var filled: Bool
  public var lineItem: String?
  /// From the request to the fill, or to the last failure.
  public var latencyMs: Int64
  public var error: AdError?
}

/// The loaded ad handed to the app.
public struct AdRecord: Sendable {
  public var lineItem: String
  public var format: AdFormat
  /// The mapped native assets; nil for rewarded ads.
  public var assets: NativeAssets?
}

/// Something the app does with the loaded ad.
public struct AppRecord: Sendable {
  public var action: AppAction
  /// What a tap was on, for clicks: an asset view, `background`, or a custom format asset's key.
  public var asset: String?
}

/// What the SDK made of a tap (mediate): not a click and why, or a click it
/// counted, and for a custom format ad where the click led.
public struct ClickRecord: Sendable {
  public var lineItem: String
  public var asset: String
  public var resolution: ClickResolution
}

/// The SDK refusing a request on an ad loader that still loads one (mediate).
public struct RequestRefusedRecord: Sendable {
  public var error: AdError
}

/// The SDK refusing the app's second present of a full-screen ad: what
/// the app's full-screen content delegate hears
/// (`ad:didFailToPresentFullScreenContentWithError:`).
public struct PresentRefusedRecord: Sendable {
  public var lineItem: String
  public var error: AdError
}

/// The SDK calling into the loaded ad.
public struct SDKRecord: Sendable {
  public var lineItem: String
  public var call: SDKCall
  public var asset: NativeAssetIdentifier?
}

/// A lifecycle event the adapter forwarded and the SDK accepted.
public struct EventRecord: Sendable {
  public var lineItem: String
  public var name: AdEventName
  /// For `didFailToPresentWithError`.
  public var error: AdError?
  /// For `didRewardUserWithReward`: the reward the adapter names.
  public var reward: AdReward?
}

/// The SDK granting the ad unit's reward to the app (once per ad).
public struct RewardRecord: Sendable {
  public var lineItem: String
  public var type: String
  public var amount: Int64
}

/// A contract rule an adapter broke; `--strict` turns any into exit status 1.
public struct ViolationRecord: Sendable {
  /// The line item that broke it; nil for what no single line item did.
  public var lineItem: String?
  public var rule: String
  /// `error` or `warning` (rules that are `off` record nothing).
  public var severity: RuleSeverity
  public var detail: String

  /// The violation as `--strict` names it: `Network B: completionCalledTwice: …`.
  public var message: String {
    (lineItem.map { "\($0): " } ?? "") + "\(rule): \(detail)"
  }
}
