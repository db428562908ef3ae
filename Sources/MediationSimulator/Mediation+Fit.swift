import MediationKit
import MediationPlatforms

/// What `fit` read from a report: its record, and the config it writes.
public struct Fit: Sendable {
  /// The fit's report: each source's observed and modelled figures, the demand fitted, the warnings.
  public var record: FitRecord
  /// The config fitted, as `mediate fit --out` writes it; the portfolio, when `record.portfolio` is not nil (a report
  /// of several mediation groups or ad units, split as `mediate fit` splits it by default).
  public var config: [UInt8]
}

extension Mediation {
  /// Fits a config to an AdMob mediation report (its CSV or the API's
  /// JSON; `name` is what messages call it), as `mediate fit` does:
  /// `demand` fits a demand model with the value's log-normal sigma
  /// `valueSigma` (0.9 by default) and writes the worlds the report cannot
  /// tell apart (decide2.md §1): one per other sigma of `sigmaWorlds` (nil:
  /// none; 0.3, 0.6, 0.9, 1.2, 1.5 by default) and per common participation
  /// of `participationWorlds` (1, the base's, by default), at most 64 in
  /// all; `base` is a config whose adapters, settings and layout the fitted
  /// one keeps. The config is written for the platform of the report's
  /// `PLATFORM` (`Android` or `iOS`) when its rows have one, else `base`'s,
  /// else iOS (an Android config's profiles are Java classes,
  /// `com.example.fit.UnityAdsAdapter`). Throws `.invalidInput` with the
  /// report's file, path and line:column when it cannot be read (or names a
  /// platform other than `base`'s, or one mediate does not play),
  /// `.invalidArgument` for a sigma or participation out of bounds or too
  /// many worlds, or a report to be split into a portfolio that gives no
  /// dates (its groups' requests a day need them).
  public static func fit(
    report: [UInt8], name: String = "report.csv", demand: Bool = false, valueSigma: DecimalNumber? = nil,
    sigmaWorlds: [DecimalNumber]? = [300_000, 600_000, 900_000, 1_200_000, 1_500_000].map(DecimalNumber.init(micros:)),
    participationWorlds: [DecimalNumber] = [DecimalNumber(integer: 1)], base: MediationConfig? = nil
  ) throws(MediationError) -> Fit {
    // The default `sigmaWorlds` spells `ReportFit.defaultSigmaWorlds`: a public default names only public values.
    let sigma = valueSigma ?? DecimalNumber(micros: 900_000)
    let ten = DecimalNumber(integer: 10)
    let one = DecimalNumber(integer: 1)
    let zero = DecimalNumber(micros: 0)
    for value in [sigma] + (sigmaWorlds ?? []) where value <= zero || value > ten {
      throw MediationError(.invalidArgument, "fit: a sigma is more than 0 and at most 10, found \(value)")
    }
    for value in participationWorlds where value <= zero || value > one {
      throw MediationError(.invalidArgument, "fit: a participation is more than 0 and at most 1, found \(value)")
    }
    let worlds = ReportFit.worldCount(
      valueSigma: sigma, sigmaWorlds: sigmaWorlds, participationWorlds: participationWorlds)
    if demand, worlds > ReportFit.maximumWorlds {
      throw MediationError(
        .invalidArgument,
        "fit: the sigma and participation worlds make \(worlds), more than the \(ReportFit.maximumWorlds) a config holds"
      )
    }
    var input = ReportBytes(bytes: report)
    let read: MediationReport
    do throws(MediationReport.Failure) {
      read = try MediationReport.read(&input, countries: false)
    } catch {
      switch error {
      case .unreadable(let reason): throw MediationError(.unreadable, "\(name): \(reason)")
      case .invalid(let problem): throw MediationError(.invalidInput, problem.line(file: name))
      }
    }
    let options = ReportFit.Options(
      // The platform is the report's, else the base's, else iOS (decide2.md's edge cases).
      registries: .standard, demand: demand, valueSigma: sigma, sigmaWorlds: sigmaWorlds,
      participationWorlds: participationWorlds, base: base.map { ($0.config, $0.bytes) })
    do throws(ReportFit.Failure) {
      let outcome = try ReportFit.fit(read, path: name, options: options)
      return Fit(record: outcome.record, config: outcome.config)
    } catch {
      switch error {
      case .invalid(let problem): throw MediationError(.invalidInput, problem.line(file: name))
      case .refusedByValidate(let line):
        throw MediationError(
          .internalError, "fit built a config that validate refuses (a bug in mediate, please report it): \(line)")
      case .usage(let message): throw MediationError(.invalidArgument, "fit: \(message)")
      }
    }
  }
}

extension FitRecord {
  /// The record as `mediate fit --format text` prints it, `width` columns wide.
  public func text(width: Int = 80) -> String {
    textLines(width: width, color: false).joined(separator: "\n") + "\n"
  }

  /// The record as one JSON line, as `mediate fit --format ndjson` prints it.
  public var ndjson: String {
    var writer = JSONWriter()
    writer.write(self)
    return String(decoding: writer.bytes, as: UTF8.self)
  }
}
