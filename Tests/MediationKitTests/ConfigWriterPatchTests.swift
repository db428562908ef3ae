import MediationPlatforms
import Testing

@testable import MediationKit

/// `optimize --out` edits the user's own bytes through `ConfigPatch`:
/// every byte but the changed values stays, a missing key is added in its
/// object's style, and reordered line items keep the separators between them.
struct ConfigWriterPatchTests {
  /// Tabs, keys in an unusual order, spacing that changes from member to
  /// member, a key the reader does not know (`x-note`), and `expect`.
  private static let odd = """
    {
    \t"lineItems" :[
    \t\t{ "ecpm":3 ,"label":"A","className":"GADMediationAdapterSampleAdNetwork","parameter":"a",
    \t\t  "network":{"load":{"valuation":{"distribution":"logNormal","median":2}}} },
    \t\t{"timeoutMs": 900,   "label": "B", "className": "GADMediationAdapterSampleAdNetwork", "parameter": "b",
    \t\t\t"ecpm": 2, "network": {"load": {"fillRate": 0.25}}}
    \t\t,{"label":"C","className":"GADMediationAdapterSampleAdNetwork","parameter":"c","ecpm":1,"network":{"load":{"valuation":{"distribution":"logNormal","median":1}}}}
    \t],
    \t"x-note": "kept as it is",
    \t"expect" : {"outcomes": {"A": "fill"}},
    \t"adUnit":{"format":"interstitial","id":"/1/odd"},
    \t"waterfallOrder":"ecpm",
    \t"version":1
    }

    """

  /// The three line items as `odd` has them.
  private static let a = """
    { "ecpm":3 ,"label":"A","className":"GADMediationAdapterSampleAdNetwork","parameter":"a",
    \t\t  "network":{"load":{"valuation":{"distribution":"logNormal","median":2}}} }
    """
  private static let b = """
    {"timeoutMs": 900,   "label": "B", "className": "GADMediationAdapterSampleAdNetwork", "parameter": "b",
    \t\t\t"ecpm": 2, "network": {"load": {"fillRate": 0.25}}}
    """
  private static let c = """
    {"label":"C","className":"GADMediationAdapterSampleAdNetwork","parameter":"c","ecpm":1,"network":{"load":{"valuation":{"distribution":"logNormal","median":1}}}}
    """

  /// `odd` with its line items as given and `waterfallOrder` as given.
  private static func odd(_ items: [String], separators: [String], order: String = "ecpm") -> String {
    var array = ""
    for (index, item) in items.enumerated() { array += (index > 0 ? separators[index - 1] : "") + item }
    return """
      {
      \t"lineItems" :[
      \t\t\(array)
      \t],
      \t"x-note": "kept as it is",
      \t"expect" : {"outcomes": {"A": "fill"}},
      \t"adUnit":{"format":"interstitial","id":"/1/odd"},
      \t"waterfallOrder":"\(order)",
      \t"version":1
      }

      """
  }

  /// The separators `odd` has between its line items.
  private static let separators = [",\n\t\t", "\n\t\t,"]

  /// The search space of `odd` (read without the key the reader refuses) and `odd`'s bytes.
  private func space(_ dimensions: Set<VaryDimension>) throws -> (SearchSpace, [UInt8]) {
    let known = Self.odd.replacingOccurrences(of: "\t\"x-note\": \"kept as it is\",\n", with: "")
    let config = try ConfigLoader.load(Array(known.utf8))
    return (SearchSpace(base: config, dimensions: dimensions, protectedLabels: []), Array(Self.odd.utf8))
  }

  /// What `written` reads as (without `x-note`, which only the reader refuses), `expect` left out as the search does.
  private func decoded(_ written: String) throws -> WaterfallConfig {
    var config = try ConfigLoader.load(
      Array(written.replacingOccurrences(of: "\t\"x-note\": \"kept as it is\",\n", with: "").utf8))
    config.expectations = nil
    return config
  }

  /// Expects `read` to be `expected` in everything the simulation uses: all but the identity, which
  /// differs with the values.
  private func expectSame(
    _ read: WaterfallConfig, _ expected: WaterfallConfig, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    #expect(read.lineItems == expected.lineItems, sourceLocation: sourceLocation)
    #expect(read.waterfallOrder == expected.waterfallOrder, sourceLocation: sourceLocation)
    #expect(read.auction == expected.auction, sourceLocation: sourceLocation)
    #expect(read.adUnit == expected.adUnit, sourceLocation: sourceLocation)
    #expect(read.seed == expected.seed, sourceLocation: sourceLocation)
    #expect(read.request == expected.request, sourceLocation: sourceLocation)
    #expect(read.demand == expected.demand, sourceLocation: sourceLocation)
    #expect(read.profiles == expected.profiles, sourceLocation: sourceLocation)
  }

  @Test func theOddLayoutIsItsOwnBaseline() throws {
    #expect(Self.odd == Self.odd([Self.a, Self.b, Self.c], separators: Self.separators))
    let (space, bytes) = try space([.floors, .timeouts, .order])
    #expect(try ConfigRewrite(bytes: bytes).rewrite(space.baseline, in: space) == bytes)
  }

  /// New floors and timeouts replace only their values' bytes; A has no
  /// `timeoutMs`, so it is added after A's last member, laid out like it.
  @Test func changedValuesAreTheOnlyChangedBytes() throws {
    let (space, bytes) = try space([.floors, .timeouts])
    var candidate = space.baseline
    candidate.floors = [4_500_000, 2_000_000, 750_000]
    candidate.timeouts = [1234, 700, 10_000]
    let written = String(
      decoding: try ConfigRewrite(bytes: bytes).rewrite(candidate, in: space), as: UTF8.self)
    let a = """
      { "ecpm":4.5 ,"label":"A","className":"GADMediationAdapterSampleAdNetwork","parameter":"a",
      \t\t  "network":{"load":{"valuation":{"distribution":"logNormal","median":2}}},
      \t\t  "timeoutMs":1234 }
      """
    let b = Self.b.replacingOccurrences(of: "900", with: "700")
    let c = Self.c.replacingOccurrences(of: "\"ecpm\":1,", with: "\"ecpm\":0.75,")
    #expect(written == Self.odd([a, b, c], separators: Self.separators))
    try expectSame(decoded(written), space.config(for: candidate))
  }

  /// A new order moves whole line items; the separators stay where they were, and the walk order becomes `listed`.
  @Test func reorderedLineItemsKeepTheirSeparators() throws {
    let (space, bytes) = try space([.order])
    var candidate = space.baseline
    candidate.walk = [2, 0, 1]
    let written = String(
      decoding: try ConfigRewrite(bytes: bytes).rewrite(candidate, in: space), as: UTF8.self)
    #expect(written == Self.odd([Self.c, Self.a, Self.b], separators: Self.separators, order: "listed"))
    try expectSame(decoded(written), space.config(for: candidate))
  }

  /// A dropped line item goes with the separator before its place.
  @Test func aDroppedLineItemTakesOneSeparator() throws {
    let (space, bytes) = try space([.drop])
    var candidate = space.baseline
    candidate.walk.removeAll { $0 == 1 }
    let written = String(
      decoding: try ConfigRewrite(bytes: bytes).rewrite(candidate, in: space), as: UTF8.self)
    #expect(written == Self.odd([Self.a, Self.c], separators: Self.separators))
    #expect(try decoded(written).lineItems.map(\.label) == ["A", "C"])
  }

  /// A missing object is added with its key, in the style of its object's last member; an empty object takes the keys
  /// alone, one after the other.
  @Test func missingObjectsAndKeysOfEmptyObjectsAreAdded() throws {
    var patch = try ConfigPatch(bytes: Array(#"{"request": {}, "seed":1}"#.utf8))
    try patch.set(ConfigSchema.Auction.timeoutMs, in: ConfigPath.root.appending(ConfigSchema.Root.auction), to: 321)
    let request = ConfigPath.root.appending(ConfigSchema.Root.request)
    try patch.set(ConfigSchema.Request.testMode, in: request, to: true)
    try patch.set(ConfigSchema.Request.shouldSkipUninitializedAdapters, in: request, to: false)
    // Set twice: the second value replaces the first.
    try patch.set(ConfigSchema.Request.testMode, in: request, to: false)
    let written = String(decoding: try patch.patched(), as: UTF8.self)
    #expect(
      written
        == #"{"request": {"testMode": false, "shouldSkipUninitializedAdapters": false}, "seed":1, "auction":{"timeoutMs":321}}"#
    )
  }

  /// Edits a patch cannot make are errors that name the path.
  @Test func impossibleEditsAreErrors() throws {
    var patch = try ConfigPatch(bytes: Array(#"{"lineItems": [{"ecpm": 1}], "seed": 1}"#.utf8))
    let items = ConfigPath.root.appending(ConfigSchema.Root.lineItems)
    #expect(throws: ConfigWriteError.missing(path: ".lineItems[3].ecpm")) {
      try patch.set(ConfigSchema.LineItem.ecpm, in: items.appending(index: 3), to: DecimalNumber(micros: 1))
    }
    #expect(throws: ConfigWriteError.missing(path: ".seed.ecpm")) {
      try patch.set(
        ConfigSchema.LineItem.ecpm, in: ConfigPath.root.appending(ConfigSchema.Root.seed), to: .init(micros: 1))
    }
    #expect(throws: ConfigWriteError.badOrder(path: ".lineItems")) { try patch.reorder(items, as: [0, 0]) }
    #expect(throws: ConfigWriteError.badOrder(path: ".lineItems")) { try patch.reorder(items, as: [1]) }
    // An object kind spells only its default: objects are written key by key.
    #expect(throws: ConfigWriteError.noSpelling(path: ".auction")) {
      try patch.set(ConfigSchema.Root.auction, to: AuctionSettings(timeoutMs: 1, floor: DecimalNumber(micros: 0)))
    }
    // Two keys of one object the config lacks would add the object twice.
    let auction = ConfigPath.root.appending(ConfigSchema.Root.auction)
    try patch.set(ConfigSchema.Auction.timeoutMs, in: auction, to: 5)
    #expect(throws: ConfigWriteError.overlapping(path: ".auction.floor")) {
      try patch.set(ConfigSchema.Auction.floor, in: auction, to: DecimalNumber(micros: 1))
    }
  }
}
