/// Demand and the hybrid auction (auction.md): the request's value and the
/// app's patience (`demand`), the auction among the bidding line items
/// (`auction`), a network's price for the request (`network.load.valuation`),
/// a bidding line item (`bidding`), and whether a profile's adapter can bid.
extension ConfigSchema.Root {
  package static let demand = TypedKey(
    optional: "demand", Shaped<MediationKit.Demand>(.object("demand")), acceptsNull: false,
    "the request's value, which valuations price from, and the app's patience")
  package static let auction = TypedKey(
    "auction", Shaped<AuctionSettings>.object("auction"),
    default: AuctionSettings(
      timeoutMs: ConfigSchema.Auction.timeoutMs.defaultValue, floor: ConfigSchema.Auction.floor.defaultValue),
    "the auction among the bidding line items")
}

extension ConfigSchema.LineItem {
  /// With it, `ecpm` is an error: the line item's price is its bid.
  package static let bidding = TypedKey(
    optional: "bidding", Shaped<BiddingScript>(.object("bidding")), absent: "none: a waterfall line item",
    acceptsNull: false, "a bidding ad source: it bids in the auction instead of waiting for its turn at its ecpm")
}

extension ConfigSchema.Load {
  /// An error together with `outcome` or `fillRate`.
  package static let valuation = TypedKey(
    optional: "valuation", Shaped<MediationKit.Valuation>(.object("valuation")), acceptsNull: false,
    "instead of outcome and fillRate: the network's price for the request, which fills at the ecpm or is bid")
}

extension ConfigSchema.Profile {
  package static let bidding = TypedKey(
    "bidding", ConfigSchema.BiddingKind(), default: .cannot,
    "the adapter can bid: it collects signals for the SDK's auction (GADRTBAdapter); \"only\": it bids and fails a waterfall load at once with biddingOnlyError"
  )
  package static let biddingOnlyError = TypedKey(
    "biddingOnlyError", Shaped<AdapterProfile.ErrorTemplate>(ConfigSchema.error),
    defaultText: "code 106, \"Nil bid response.\"",
    "bidding \"only\": the failure of a waterfall load, which has no bid response")
}

extension ConfigSchema {
  /// A profile's `bidding`: a boolean, or `"only"`.
  package struct BiddingKind: ValueKind {
    static let only = "only"
    package var type: ConfigValueType { .anyOf([.boolean, .choice([Self.only])]) }
    package func json(_ value: AdapterProfile.Bidding) -> String? {
      switch value {
      case .cannot: "false"
      case .can: "true"
      case .only: JSONStringLiteral.quoted(Self.only)
      }
    }
  }
}

extension ConfigSchema {
  /// Prices and floors in USD CPM.
  static let prices = Decimals(DecimalNumber(micros: 0)...ConfigLimits.maximumEcpm)
  /// Prices that must be more than 0: a median, a beta's `maxCpm`.
  static let positivePrices = Decimals(DecimalNumber(micros: 1)...ConfigLimits.maximumEcpm)
  /// The `sigma` of a log-normal draw.
  static let sigmas = Decimals(DecimalNumber(micros: 0)...DecimalNumber(integer: 10))
  /// A patience in milliseconds.
  static let patienceTimes = Integers(1...ConfigLimits.maximumTimeMs)

  /// The keys of `demand`.
  package enum Demand {
    package static let valueCpm = TypedKey(
      optional: "valueCpm", Shaped<MediationKit.Demand.LogNormal>(.object("demandValue")), absent: "null",
      "the request's value u in USD CPM, one log-normal draw per request; a \"demand\" valuation needs it")
    package static let patienceMs = TypedKey(
      optional: "patienceMs",
      Shaped<MediationKit.Demand.Patience>(.anyOf([patienceTimes.type, .object("patience")])),
      absent: "null: the app waits for ever",
      "how long the app waits for the ad, one draw per request; a fill after it is wasted (abandoned)")
  }

  package static let demand = ConfigObject(
    name: "demand", title: "demand",
    summary: "The request's value, which valuations price from, and the app's patience.",
    keys: [Demand.valueCpm.row, Demand.patienceMs.row])

  /// The keys of `demand.valueCpm`.
  package enum DemandValue {
    package static let median = TypedKey(required: "median", positivePrices, "the median value in USD CPM")
    package static let sigma = TypedKey(
      "sigma", sigmas, default: DecimalNumber(micros: 0),
      "the spread: u = median × exp(sigma × Z), Z standard normal; 0: every request is worth the median")
  }

  package static let demandValue = ConfigObject(
    name: "demandValue", title: "demand.valueCpm", summary: "The request's value: a log-normal draw.",
    keys: [DemandValue.median.row, DemandValue.sigma.row])

  /// The keys of `demand.patienceMs` (an object).
  package enum Patience {
    package static let median = TypedKey(required: "median", patienceTimes, "the median patience in ms")
    package static let sigma = TypedKey(
      "sigma", sigmas, default: DecimalNumber(micros: 0),
      "the spread: median × exp(sigma × Z) ms, rounded half up, within 1 to 10^14")
  }

  package static let patience = ConfigObject(
    name: "patience", title: "demand.patienceMs (an object)", summary: "The app's patience: a log-normal draw.",
    keys: [Patience.median.row, Patience.sigma.row])

  /// The keys of `auction`.
  package enum Auction {
    package static let timeoutMs = TypedKey(
      "timeoutMs", Integers(1...ConfigLimits.maximumTimeoutMs), default: 1000,
      "how long the auction waits for bids; a later answer is a timeout")
    package static let floor = TypedKey(
      "floor", prices, default: DecimalNumber(micros: 0),
      "the mediation group's bidding floor in USD CPM, for every bidder (not for waterfall line items)")
  }

  package static let auction = ConfigObject(
    name: "auction", title: "auction", summary: "The auction among the bidding line items.",
    keys: [Auction.timeoutMs.row, Auction.floor.row])

  /// The keys of `lineItems[].network.load.valuation`: `distribution` and
  /// `participation` apply to every distribution, the others to the ones
  /// `distributionKeys` says.
  package enum Valuation {
    package typealias Name = MediationKit.Valuation.Distribution.Name
    /// The shapes of a beta distribution.
    static let shapes = Decimals(DecimalNumber(micros: 1)...DecimalNumber(integer: 1000))

    package static let distribution = TypedKey(
      "distribution", Choices<Name>(), default: .demand,
      "demand: u × scale × exp(sigma × Z'); beta: maxCpm × Beta(alpha, beta); logNormal: median × exp(sigma × Z')")
    package static let scale = TypedKey(
      "scale", Decimals(DecimalNumber(micros: 1)...DecimalNumber(integer: 1000)), default: DecimalNumber(integer: 1),
      "demand: the network's price as a multiple of the request's value u")
    package static let sigma = TypedKey(
      "sigma", sigmas, default: DecimalNumber(micros: 0),
      "demand and logNormal: the spread of the network's own log-normal factor, drawn per load or bid")
    package static let alpha = TypedKey(
      "alpha", shapes, defaultText: "required for beta", "beta: the first shape of the beta distribution")
    package static let beta = TypedKey(
      "beta", shapes, defaultText: "required for beta", "beta: the second shape of the beta distribution")
    package static let maxCpm = TypedKey(
      "maxCpm", positivePrices, defaultText: "required for beta", "beta: the highest price, in USD CPM")
    package static let median = TypedKey(
      "median", positivePrices, defaultText: "required for logNormal", "the median price of logNormal, in USD CPM")
    package static let participation = TypedKey(
      "participation", Decimals(DecimalNumber(micros: 0)...DecimalNumber(integer: 1)),
      default: DecimalNumber(integer: 1),
      "the chance the network has any demand for the request (one draw); without, no fill or no bid")

    /// The keys that apply to some distributions only, and those distributions.
    static let distributionKeys: [(key: String, distributions: [Name])] = [
      (scale.name, [.demand]), (sigma.name, [.demand, .logNormal]), (alpha.name, [.beta]), (beta.name, [.beta]),
      (maxCpm.name, [.beta]), (median.name, [.logNormal]),
    ]
  }

  package static let valuation = ConfigObject(
    name: "valuation", title: "lineItems[].network.load.valuation",
    summary: "How much the network would pay for the request, in USD CPM; rounded to 6 decimals, at most 1000000.",
    keys: [
      Valuation.distribution.row, Valuation.scale.row, Valuation.sigma.row, Valuation.alpha.row, Valuation.beta.row,
      Valuation.maxCpm.row, Valuation.median.row, Valuation.participation.row,
    ])

  /// The keys of `lineItems[].bidding`.
  package enum Bidding {
    package static let bid = TypedKey(
      "bid", Bids(), defaultText: "the network's valuation (required without one)",
      "a fixed bid in USD CPM, or \"none\": the network never bids")
    package static let latencyMs = TypedKey(
      "latencyMs", Load.latencyMs.kind, default: .fixed(0),
      "from the auction's start to the bid's arrival; a range draws uniformly")
    package static let floor = TypedKey(
      "floor", prices, default: DecimalNumber(micros: 0),
      "the source's bid floor in USD CPM: a lower price is not bid (belowFloor)")
  }

  package static let bidding = ConfigObject(
    name: "bidding", title: "lineItems[].bidding",
    summary: "A bidding ad source: left out of the waterfall's order, it enters the walk by its bid.",
    keys: [Bidding.bid.row, Bidding.latencyMs.row, Bidding.floor.row])

  /// A bid: a price in USD CPM, or `"none"` (the network never bids).
  package struct Bids: ValueKind {
    /// What a config writes for a network that never bids.
    static let none = "none"
    package var type: ConfigValueType { .anyOf([prices.type, .choice([Self.none])]) }
    package func json(_ value: BiddingScript.Bid) -> String? {
      switch value {
      case .fixed(let price): price.description
      case .none: JSONStringLiteral.quoted(Self.none)
      case .valuation: nil
      }
    }
  }
}

extension Valuation.Distribution {
  /// A distribution as `valuation.distribution` names it.
  package enum Name: String, CaseIterable, Sendable {
    case demand
    case beta
    case logNormal
  }

  /// The distribution's name.
  package var name: Name {
    switch self {
    case .demand: .demand
    case .beta: .beta
    case .logNormal: .logNormal
    }
  }
}
