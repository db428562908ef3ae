/// The worlds `fit --demand` writes (decide2.md §1, "What fit writes"):
/// the values the report cannot tell apart, each refitted. One floor per
/// network fits every sigma equally well, so each sigma of `--sigma-worlds`
/// is a world whose scales are refitted at it (the median stays the
/// geometric mean of the eCPMs); each participation of
/// `--participation-worlds` is a world in which every source the value
/// decides takes part in that share of requests, its scale refitted too.
/// The worlds are the product of the two lists; the base, the config as
/// written, is `--value-sigma` at participation 1. With instance rows sigma
/// is fitted, so only participation makes worlds.
struct FitWorlds {
  /// One value a world has instead of the base's.
  enum Setting: Equatable {
    /// `.demand.valueCpm.sigma`.
    case sigma(DecimalNumber)
    /// The participation of every line item with a valuation (`[*]`).
    case everyParticipation(DecimalNumber)
    /// One line item's participation: a source whose participation the report fixes.
    case participation(label: String, DecimalNumber)
    /// One line item's valuation scale.
    case scale(label: String, DecimalNumber)
  }

  /// One world: its label, where it stands, its refit and what it sets.
  struct World {
    var label: String
    var sigma: DecimalNumber
    var participation: DecimalNumber
    var fit: DemandFit
    /// What the world sets, in the order written: the parameters of `about`, then the scales it refits.
    var settings: [Setting]
  }

  /// The default `--sigma-worlds`: 0.3, 0.6, 0.9, 1.2, 1.5.
  package static let defaultSigmas = [300_000, 600_000, 900_000, 1_200_000, 1_500_000].map(DecimalNumber.init(micros:))
  /// The most worlds, the base with them (`uncertain` holds at most 63 besides the base).
  package static let maximumWorlds = 64

  /// Whether sigma is one of the parameters the worlds are about.
  var aboutSigma: Bool
  /// Whether participation is.
  var aboutParticipation: Bool
  var base: World
  /// The other worlds, in the product's order (sigma first), those the refit could not give left out.
  var others: [World]

  /// Why, in words: what the report cannot tell.
  var note: String {
    var reasons: [String] = []
    if aboutSigma { reasons.append("one floor per network: the report fits every sigma equally well") }
    if aboutParticipation {
      reasons.append("a source's participation cannot be told from its scale: the report fits every participation above its fill rate")
    }
    return reasons.joined(separator: "; ")
  }

  /// The worlds of `sigmas` (nil: none) and `participations` around `base`, the fit of `sources` at
  /// `baseSigma` (given, or the start of the search when sigma is fitted); nil when there are none besides
  /// the base. A world the refit cannot give is left out with a warning naming the source.
  static func fitted(
    _ sources: [ReportFit.Source], base: DemandFit, baseSigma: DecimalNumber, sigmas: [DecimalNumber]?,
    participations: [DecimalNumber], warnings: inout [String]
  ) -> FitWorlds? {
    let one = DecimalNumber(integer: 1)
    let aboutSigma = sigmas != nil && !base.sigmaFitted
    let aboutParticipation = participations.contains { $0 != one }
    guard aboutSigma || aboutParticipation else { return nil }
    let baseSigmaWritten = DecimalNumber(micros: base.sigmaMicros)
    // Each value once, in the order given; the base's joins when absent.
    func distinct(_ values: [DecimalNumber], with base: DecimalNumber) -> [DecimalNumber] {
      var seen: [DecimalNumber] = [base]
      for value in values where !seen.contains(value) { seen.append(value) }
      return values.contains(base) ? values.reduce(into: []) { if !$0.contains($1) { $0.append($1) } } : seen
    }
    let sigmaList = distinct(aboutSigma ? (sigmas ?? []) : [], with: baseSigma)
    let participationList = distinct(participations, with: one)
    func label(_ sigma: DecimalNumber, _ participation: DecimalNumber) -> String {
      ((aboutSigma ? ["sigma \(sigma)"] : []) + (aboutParticipation ? ["participation \(participation)"] : []))
        .joined(separator: ", ")
    }
    let baseWorld = World(
      label: label(baseSigma, one), sigma: baseSigmaWritten, participation: one, fit: base, settings: [])
    var others: [World] = []
    for sigma in sigmaList {
      for participation in participationList where sigma != baseSigma || participation != one {
        let name = label(sigma, participation)
        let fit: DemandFit
        do throws(DemandFit.Refusal) {
          fit = try DemandFit(sources, sigma: sigma.double, participation: participation.double)
        } catch {
          warnings.append("the world \(JSONStringLiteral.quoted(name)) is left out: \(error.worldMessage)")
          continue
        }
        var settings: [Setting] = []
        if aboutSigma || fit.sigmaMicros != base.sigmaMicros { settings.append(.sigma(DecimalNumber(micros: fit.sigmaMicros))) }
        if aboutParticipation {
          settings.append(.everyParticipation(participation))
          // The sources whose participation the report fixes keep it: 0 for one that never matched, its
          // fill rate for one that matched without earnings.
          for (index, source) in sources.enumerated() where source.role != .threshold {
            if let fixed = base.participationMicros[index] {
              settings.append(.participation(label: source.label, DecimalNumber(micros: fixed)))
            }
          }
        }
        for (index, source) in sources.enumerated() where fit.scaleMicros[index] != base.scaleMicros[index] {
          settings.append(.scale(label: source.label, DecimalNumber(micros: fit.scaleMicros[index])))
        }
        others.append(
          World(
            label: name, sigma: DecimalNumber(micros: fit.sigmaMicros), participation: participation, fit: fit,
            settings: settings))
      }
    }
    return FitWorlds(aboutSigma: aboutSigma, aboutParticipation: aboutParticipation, base: baseWorld, others: others)
  }

  /// `config` (the fitted config as written) as `world` has it: each setting applied, as the config reader
  /// applies a world's `set`.
  static func applying(_ settings: [Setting], to config: WaterfallConfig) -> WaterfallConfig {
    var config = config
    var indices: [String: Int] = [:]
    for (index, item) in config.lineItems.enumerated() { indices[item.label] = index }
    for setting in settings {
      switch setting {
      case .sigma(let sigma):
        config.demand?.value?.sigma = sigma
      case .everyParticipation(let participation):
        for index in config.lineItems.indices where config.lineItems[index].network.load.valuation != nil {
          config.lineItems[index].network.load.valuation?.participation = participation
        }
      case .participation(let label, let participation):
        guard let index = indices[label] else { continue }
        config.lineItems[index].network.load.valuation?.participation = participation
      case .scale(let label, let scale):
        guard let index = indices[label],
          case .demand(_, let sigma)? = config.lineItems[index].network.load.valuation?.distribution
        else { continue }
        config.lineItems[index].network.load.valuation?.distribution = .demand(scale: scale, sigma: sigma)
      }
    }
    return config
  }
}

extension DemandFit.Refusal {
  /// Why a world's refit gives no config, in the words of a world left out.
  var worldMessage: String {
    switch self {
    case .fillsEverything(let label):
      return "\(JSONStringLiteral.quoted(label)) fills every request that reaches it"
    case .scaleOutOfBounds(let label, let scale, _):
      return "its refit puts the scale of \(JSONStringLiteral.quoted(label)) \(scale > 1 ? "above 1,000" : "below 0.000001") (\(scale))"
    case .fillsMoreThanParticipation:
      return message
    }
  }
}
