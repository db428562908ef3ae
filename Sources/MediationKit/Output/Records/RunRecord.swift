/// The first record of a run: which mediate, which seed, which request.
package struct RunRecord: Equatable, Sendable {
  package var mediate: String
  package var seed: UInt64
  package var adUnit: String
  package var format: AdFormat
  package var lineItems: Int
  /// The request's privacy settings (`request.privacy`).
  package var privacy: RequestPrivacy
  /// The mediation contract the config is written against (`platform`).
  package var platform: Platform

  package init(
    mediate: String, seed: UInt64, adUnit: String, format: AdFormat, lineItems: Int,
    privacy: RequestPrivacy = RequestPrivacy(), platform: Platform = ConfigSchema.Root.platform.defaultValue
  ) {
    self.mediate = mediate
    self.seed = seed
    self.adUnit = adUnit
    self.format = format
    self.lineItems = lineItems
    self.privacy = privacy
    self.platform = platform
  }

  package init(config: WaterfallConfig, seed: UInt64) {
    mediate = MediateVersion.current
    self.seed = seed
    adUnit = config.adUnit.id
    format = config.adUnit.format
    lineItems = config.lineItems.count
    privacy = config.request.privacy
    platform = config.platform
  }
}

extension JSONWriter {
  /// The `run` record's members after `type`, `seq` and `t`, in output.md's order.
  mutating func writeMembers(_ run: RunRecord) {
    field("mediate", run.mediate)
    key("seed")
    unsigned(run.seed)
    field("adUnit", run.adUnit)
    field("format", run.format.rawValue)
    field("lineItems", run.lineItems)
    key("privacy")
    write(run.privacy)
    field("platform", run.platform.rawValue)
  }
}
