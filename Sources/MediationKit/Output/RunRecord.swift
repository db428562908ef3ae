/// The first record of a run: which mediate, which seed, which request.
public struct RunRecord: Sendable {
  public var mediate: String
  public var seed: UInt64
  public var adUnit: String
  public var format: AdFormat
  public var lineItems: Int

  init(config: WaterfallConfig, seed: UInt64) {
    mediate = MediateVersion.current
    self.seed = seed
    adUnit = config.adUnit.id
    format = config.adUnit.format
    lineItems = config.lineItems.count
  }
}
