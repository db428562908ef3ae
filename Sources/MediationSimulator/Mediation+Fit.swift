import MediationIOS
import MediationKit

/// What `fit` read from a report: its record, and the config it writes.
public struct Fit: Sendable {
  /// The fit's report: each source's observed and modelled figures, the demand fitted, the warnings.
  public var record: FitRecord
  /// The config fitted, as `mediate fit --out` writes it.
  public var config: [UInt8]
}

extension Mediation {
  /// Fits a config to an AdMob mediation report (its CSV or the API's
  /// JSON; `name` is what messages call it), as `mediate fit` does:
  /// `demand` fits a demand model with the value's log-normal sigma
  /// `valueSigma` (0.9 by default); `base` is a config whose adapters,
  /// settings and layout the fitted one keeps. Throws `.invalidInput` with
  /// the report's file, path and line:column when it cannot be read.
  public static func fit(
    report: [UInt8], name: String = "report.csv", demand: Bool = false, valueSigma: DecimalNumber? = nil,
    base: MediationConfig? = nil
  ) throws(MediationError) -> Fit {
    var input = ReportBytes(bytes: report)
    let read: MediationReport
    do throws(MediationReport.Failure) {
      read = try MediationReport.read(&input)
    } catch {
      switch error {
      case .unreadable(let reason): throw MediationError(.unreadable, "\(name): \(reason)")
      case .invalid(let problem): throw MediationError(.invalidInput, problem.line(file: name))
      }
    }
    let options = ReportFit.Options(
      registry: .standard, demand: demand, valueSigma: valueSigma ?? DecimalNumber(micros: 900_000),
      base: base.map { ($0.config, $0.bytes) })
    do throws(ReportFit.Failure) {
      let outcome = try ReportFit.fit(read, path: name, options: options)
      return Fit(record: outcome.record, config: outcome.config)
    } catch {
      switch error {
      case .invalid(let problem): throw MediationError(.invalidInput, problem.line(file: name))
      case .refusedByValidate(let line):
        throw MediationError(
          .internalError, "fit built a config that validate refuses (a bug in mediate, please report it): \(line)")
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
