import Foundation
import MediationKit
import MediationPlatforms

/// A config read and checked as `mediate validate` checks it, ready to play
/// with the adapters of mediate's platform it names (iOS or Android).
public struct MediationConfig: Sendable {
  /// The name messages give the config: its path, or the name given.
  public let name: String
  package let loaded: ConfigLoader.Loaded

  /// Reads a config from its bytes; `name` is what messages call it.
  public init(bytes: [UInt8], name: String = "config.json") throws(MediationError) {
    self.name = name
    do throws(ConfigError) {
      loaded = try ConfigLoader.read(bytes, registries: .standard)
    } catch {
      throw MediationError(error, name: name)
    }
  }

  /// Reads the config file at `path`: at most one byte more than a config
  /// may have (`/dev/zero` is a config too large, not a process out of memory).
  public init(contentsOfFile path: String) throws(MediationError) {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw MediationError(.unreadable, "\(path): cannot be opened")
    }
    defer { try? handle.close() }
    let data: Data
    do {
      data = try handle.read(upToCount: ConfigLimits.maximumFileBytes + 1) ?? Data()
    } catch {
      throw MediationError(.unreadable, "\(path): cannot be read: \(error.localizedDescription)")
    }
    try self.init(bytes: [UInt8](data), name: path)
  }

  package var config: WaterfallConfig { loaded.config }

  /// The ad unit's format.
  public var format: AdFormat { loaded.config.adUnit.format }
  /// The config's `seed`: the seed of a call that is given none.
  public var seed: UInt64 { loaded.config.seed }
  /// The line items' labels, in the file's order.
  public var lineItemLabels: [String] { loaded.config.lineItems.map(\.label) }
  /// The warnings `mediate validate` prints (the first ones; `omittedWarnings` more).
  public var warnings: [ConfigDiagnostic] { loaded.warnings }
  /// Warnings found beyond `warnings`.
  public var omittedWarnings: Int { loaded.omittedWarnings }
  /// The config's identity, as shards name it: the same for two files that
  /// say the same thing.
  public var identity: String { loaded.config.identity.hex }
  /// The bytes the config was read from.
  public var bytes: [UInt8] { loaded.bytes }
}
