/// What `mediate optimize` may change in a config (`--vary`), and the
/// bounds it keeps to (decide.md): built once per config, asked by the
/// search for its moves and by the evaluator for each candidate's config.
struct SearchSpace: Sendable {
  let base: WaterfallConfig
  let dimensions: Set<VaryDimension>
  /// Waterfall line items (indices into the base config) in the base walk order.
  let walk: [Int]
  /// The positions of the base config's `lineItems` that hold waterfall line items, in file order.
  let slots: [Int]
  /// Line items whose floor may change, in file order.
  let floorItems: [Int]
  /// The floors' bounds, in millionths of USD CPM: 0 to 10 × the largest price in the config.
  let floorRange: ClosedRange<Int64>
  /// Line items whose `timeoutMs` may change, in file order.
  let timeoutItems: [Int]
  /// Whether `auction.timeoutMs` may change.
  let variesAuctionTimeout: Bool
  /// Waterfall line items that may be dropped (not named by `expect`, the objective or a constraint).
  let droppable: Set<Int>
  /// `--price-order`: every candidate's waterfall is walked in descending price order (decide2.md §3).
  let priceOrder: Bool
  /// Whether candidates are sorted by price to keep that order: under `--price-order`, unless the base walks
  /// by `ecpm` and the order does not vary (the SDK's own order is then the price order, and the file's
  /// `waterfallOrder` and line item order stay as they are).
  let sortsByPrice: Bool
  /// Each line item's highest useful floor: the top of a `beta` valuation's support (a floor above it never
  /// fills), else the floors' upper bound.
  let floorCeilings: [Int64]

  /// The smallest step of a floor: a cent.
  static let floorStep: Int64 = 10_000
  static let timeoutRange: ClosedRange<Int64> = 1...ConfigLimits.maximumTimeoutMs

  init(base: WaterfallConfig, dimensions: Set<VaryDimension>, priceOrder: Bool = false, protectedLabels: Set<String>) {
    self.base = base
    self.dimensions = dimensions
    self.priceOrder = priceOrder
    sortsByPrice = priceOrder && (dimensions.contains(.order) || base.waterfallOrder != .ecpm)
    let items = base.lineItems
    walk = WalkPlan.order(of: items, by: base.waterfallOrder)
    slots = items.indices.filter { items[$0].bidding == nil }
    floorItems =
      dimensions.contains(.floors)
      ? items.indices.filter { items[$0].bidding != nil || items[$0].network.load.valuation != nil } : []
    let largest = Self.largestPrice(in: base)
    floorRange = 0...min(ConfigLimits.maximumEcpm.micros, max(largest.micros, 1_000_000) * 10)
    timeoutItems = dimensions.contains(.timeouts) ? Array(items.indices) : []
    variesAuctionTimeout = dimensions.contains(.timeouts) && base.hasBidders
    droppable =
      dimensions.contains(.drop) ? Set(slots.filter { !protectedLabels.contains(items[$0].label) }) : []
    let upper = floorRange.upperBound
    floorCeilings = items.map { item in
      guard item.bidding == nil, case .beta(_, _, let maxCpm)? = item.network.load.valuation?.distribution else { return upper }
      return min(upper, max(maxCpm.micros, Self.floorStep))
    }
  }

  /// Whether candidates list the waterfall in their walk's order (`waterfallOrder: "listed"`): when the order
  /// varies, and under `--price-order`, which walks it by price.
  var ordersByWalk: Bool { dimensions.contains(.order) || sortsByPrice }

  /// The price a waterfall line item has in `candidate`: its floor (`ecpm`).
  func price(_ index: Int, in candidate: Candidate) -> Int64 { candidate.floors[index] }

  /// `candidate` with its waterfall by descending price, equals in their order.
  func sortedByPrice(_ candidate: Candidate) -> Candidate {
    guard !isSortedByPrice(candidate) else { return candidate }
    var sorted = candidate
    sorted.walk = candidate.walk.enumerated().sorted { lhs, rhs in
      let (left, right) = (price(lhs.element, in: candidate), price(rhs.element, in: candidate))
      return left != right ? left > right : lhs.offset < rhs.offset
    }.map(\.element)
    return sorted
  }

  func isSortedByPrice(_ candidate: Candidate) -> Bool {
    zip(candidate.walk, candidate.walk.dropFirst()).allSatisfy { price($0, in: candidate) >= price($1, in: candidate) }
  }

  /// `candidate` as the space allows it: in price order under `--price-order`.
  func admitted(_ candidate: Candidate) -> Candidate {
    sortsByPrice ? sortedByPrice(candidate) : candidate
  }

  /// Where a dropped line item goes back: at its price place when the walk is the candidate's, else at its
  /// place in the file.
  func placeBack(_ item: Int, into candidate: Candidate) -> Int {
    if ordersByWalk {
      let itemPrice = price(item, in: candidate)
      return candidate.walk.firstIndex { price($0, in: candidate) < itemPrice } ?? candidate.walk.count
    }
    return candidate.walk.firstIndex { $0 > item } ?? candidate.walk.count
  }

  /// Why nothing can vary, when nothing can: the `--vary` usage error's reason.
  var nothingToVary: String? {
    var reasons: [String] = []
    for dimension in VaryDimension.allCases where dimensions.contains(dimension) {
      guard let reason = reasonNotVaried(dimension) else { return nil }
      reasons.append(reason)
    }
    return reasons.joined(separator: "; ")
  }

  /// Why `dimension` has nothing to vary in this config, or nil when it has (or is not varied).
  func reasonNotVaried(_ dimension: VaryDimension) -> String? {
    guard dimensions.contains(dimension) else { return nil }
    switch dimension {
    case .order where walk.count >= 2: return nil
    case .order: return "order needs two waterfall line items"
    case .floors where !floorItems.isEmpty: return nil
    case .floors: return "floors needs a bidder or a waterfall line item whose network has a valuation"
    case .timeouts where !timeoutItems.isEmpty: return nil
    case .timeouts: return "timeouts needs a line item"
    case .drop where !droppable.isEmpty && walk.count >= 2: return nil
    case .drop: return "drop needs two waterfall line items, one of them not named by expect or a field"
    }
  }

  /// The config as it is: the first candidate.
  var baseline: Candidate {
    Candidate(
      walk: ordersByWalk ? walk : slots,
      floors: base.lineItems.map { ($0.bidding?.floor ?? $0.ecpm).micros },
      timeouts: base.lineItems.map(\.timeoutMs), auctionTimeoutMs: base.auction.timeoutMs)
  }

  /// The config `candidate` stands for. Its `expect` is left out: the
  /// search plays summaries, and a reordered config's checks would name
  /// line items by their old places.
  func config(for candidate: Candidate) -> WaterfallConfig {
    config(for: candidate, inWorld: base)
  }

  /// The config `candidate` stands for in a world of the base (decide2.md
  /// §1): the same change applied to that world's config, which has the
  /// base's line items in the base's places and never sets what the search
  /// varies. A world's values of a line item the candidate drops go with it.
  func config(for candidate: Candidate, inWorld world: WaterfallConfig) -> WaterfallConfig {
    var config = world
    config.expectations = nil
    config.otherWorlds = []
    var items = world.lineItems
    for index in floorItems {
      if items[index].bidding != nil {
        items[index].bidding?.floor = DecimalNumber(micros: candidate.floors[index])
      } else {
        items[index].ecpm = DecimalNumber(micros: candidate.floors[index])
      }
    }
    for index in timeoutItems { items[index].timeoutMs = candidate.timeouts[index] }
    if variesAuctionTimeout { config.auction.timeoutMs = candidate.auctionTimeoutMs }
    config.lineItems = layout(of: candidate).map { items[$0] }
    if ordersByWalk { config.waterfallOrder = .listed }
    return config
  }

  /// Whether the config written for `candidate` says `waterfallOrder: "listed"` where the base
  /// said `ecpm`: whenever the order varies and anything changed, since the candidate was played
  /// in its walk order, which its new floors need not keep.
  func writesListedOrder(for candidate: Candidate) -> Bool {
    ordersByWalk && base.waterfallOrder != .listed && candidate != baseline
  }

  /// The base config's line items (indices) in the order `candidate` lists
  /// them: bidders where they were, the waterfall's places filled with its
  /// kept line items in the candidate's order.
  func layout(of candidate: Candidate) -> [Int] {
    var result: [Int] = []
    result.reserveCapacity(base.lineItems.count)
    var next = 0
    for index in base.lineItems.indices {
      if base.lineItems[index].bidding != nil {
        result.append(index)
      } else if next < candidate.walk.count {
        result.append(candidate.walk[next])
        next += 1
      }
    }
    return result
  }

  /// The largest price the config names: an eCPM, a floor, a fixed bid, a valuation's top.
  private static func largestPrice(in config: WaterfallConfig) -> DecimalNumber {
    var largest = config.auction.floor
    for item in config.lineItems {
      largest = max(largest, item.ecpm)
      if let bidding = item.bidding {
        largest = max(largest, bidding.floor)
        if case .fixed(let bid) = bidding.bid { largest = max(largest, bid) }
      }
      if let valuation = item.network.load.valuation {
        switch valuation.distribution {
        case .beta(_, _, let maxCpm): largest = max(largest, maxCpm)
        case .logNormal(let median, _): largest = max(largest, median)
        case .demand(let scale, _):
          if let median = config.demand?.value?.median {
            largest = max(largest, DecimalNumber(micros: Int64(min(Double(Int64.max / 2), Double(scale.micros) * Double(median.micros) / 1e6))))
          }
        }
      }
    }
    return largest
  }
}

/// One point of the search: the values of everything that may vary.
/// Values that do not vary keep the base config's.
struct Candidate: Hashable, Sendable {
  /// The kept waterfall line items (base indices): in walk order when the
  /// order varies, else in file order.
  var walk: [Int]
  /// Each line item's price floor in millionths: its `ecpm`, or a bidder's `bidding.floor`.
  var floors: [Int64]
  var timeouts: [Int64]
  var auctionTimeoutMs: Int64
}
