import Testing

@testable import MediationKit

/// A banner profile's `banner.sizing`: the SDK's closest-size helper on closed cases, the map's lookup, and what
/// the decoder makes of the keys.
struct BannerSizingTests {
  private static func size(_ width: Int, _ height: Int) -> AdSize { AdSize(width: width, height: height) }

  /// Each case: the request, the candidates in listed order, the pick (nil: none fits).
  static let closestCases: [(AdSize, [AdSize], AdSize?)] = [
    // The request itself is the largest that fits.
    (size(300, 250), [size(320, 50), size(300, 250), size(250, 200)], size(300, 250)),
    // Wider or taller than the request: out, however close.
    (size(300, 250), [size(301, 250), size(300, 251)], nil),
    // Exactly half the width and 0.7 of the height: in (the bounds are inclusive).
    (size(300, 250), [size(150, 175)], size(150, 175)),
    // One point under either ratio: out.
    (size(300, 250), [size(149, 250)], nil),
    (size(300, 250), [size(300, 174)], nil),
    // The largest area wins, wherever it is listed.
    (size(300, 250), [size(250, 200), size(300, 180), size(280, 190)], size(300, 180)),
    // Equal areas: the first listed.
    (size(400, 400), [size(300, 300), size(360, 250), size(250, 360)], size(300, 300)),
    (size(400, 400), [size(250, 360), size(300, 300), size(360, 250)], size(250, 360)),
    // A leaderboard request: a banner is too narrow (2 × 320 < 728), a full banner too short (10 × 60 < 7 × 90);
    // at the leaderboard's height both widths would do.
    (size(728, 90), [size(320, 50), size(468, 60)], nil),
    (size(728, 90), [size(468, 90), size(320, 90)], size(468, 90)),
    // No candidates: none.
    (size(320, 50), [], nil),
  ]

  @Test(arguments: closestCases)
  func closestPicksAsTheSDKDoes(request: AdSize, candidates: [AdSize], expected: AdSize?) {
    #expect(AdSize.closest(to: request, among: candidates) == expected)
  }

  private func profile(_ banner: String, sizes: String? = nil) throws -> AdapterProfile {
    let sizesMember = sizes.map { #""bannerSizes": \#($0), "# } ?? ""
    let json = #"""
      {"adUnit": {"id": "/1/b", "format": "banner", "size": "mediumRectangle"},
       "adapters": {"Acme": {"formats": ["banner"], \#(sizesMember)"banner": \#(banner)}},
       "lineItems": [{"label": "P", "className": "Acme", "parameter": "p"}]}
      """#
    let config = try ConfigLoader.load(Array(json.utf8))
    return try #require(config.profiles.first)
  }

  @Test func withoutSizingTheRequestGoesAsItIsAndTheRecordSaysNothing() throws {
    let acme = try profile("{}", sizes: #"["banner"]"#)
    #expect(acme.bannerSizing == nil)
    #expect(acme.networkSize(for: AdSize.banner) == .success(nil))
    #expect(acme.networkSize(for: AdSize.Standard.leaderboard.size) == .failure(acme.sizeError.error()))
  }

  @Test func exactAsksForTheRequestedSize() throws {
    let acme = try profile(#"{"sizing": {}}"#, sizes: #"["banner"]"#)
    #expect(acme.bannerSizing == BannerSizing(policy: .exact))
    #expect(acme.networkSize(for: AdSize.banner) == .success(.size(AdSize.banner)))
    #expect(acme.bannerSizeRefusal(for: AdSize.Standard.mediumRectangle.size) == acme.sizeError.error())
  }

  @Test func closestAsksForTheClosestListedSize() throws {
    let acme = try profile(#"{"sizing": {"policy": "closest"}}"#, sizes: #"["banner", {"width": 300, "height": 200}]"#)
    let mrec = AdSize.Standard.mediumRectangle.size
    #expect(acme.networkSize(for: mrec) == .success(.size(Self.size(300, 200))))
    #expect(acme.bannerSizeRefusal(for: AdSize.Standard.leaderboard.size) == acme.sizeError.error())
  }

  @Test func mapTakesTheFirstEntryFromTheSizeThenOther() throws {
    let moloco = try profile(
      #"""
      {"sizing": {"policy": "map", "map": [
        {"from": "mediumRectangle", "to": "mrec"}, {"from": {"width": 320, "height": 50}, "to": "leaderboard"},
        {"from": "other", "to": "standard"}]}}
      """#)
    #expect(moloco.networkSize(for: AdSize.Standard.mediumRectangle.size) == .success(.named("mrec")))
    #expect(moloco.networkSize(for: AdSize.banner) == .success(.size(AdSize.Standard.leaderboard.size)))
    #expect(moloco.networkSize(for: Self.size(1, 1)) == .success(.named("standard")))
    let strict = try profile(#"{"sizing": {"policy": "map", "map": [{"from": "banner", "to": "banner"}]}}"#)
    #expect(strict.bannerSizeRefusal(for: AdSize.Standard.mediumRectangle.size) == strict.sizeError.error())
  }

  @Test func sizeMismatchFailsOnlyWhenTheProfileSaysSo() throws {
    let accepting = try profile("{}")
    #expect(accepting.sizeMismatchFailure(returned: AdSize.banner, expected: Self.size(300, 250)) == nil)
    let unity = try profile(#"{"sizeMismatch": "fail", "sizeMismatchError": {"code": 7}}"#)
    #expect(unity.sizeMismatchFailure(returned: AdSize.banner, expected: AdSize.banner) == nil)
    #expect(
      unity.sizeMismatchFailure(returned: AdSize.banner, expected: Self.size(300, 250))
        == AdError(
          domain: "Acme", code: 7, localizedDescription: "The loaded banner's size does not match the request."))
  }
}
