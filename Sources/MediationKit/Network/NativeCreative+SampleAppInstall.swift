extension NativeCreative {
  /// The Sample SDK's app-install creative: what its network returns when
  /// the config scripts no `ad`.
  package static let sampleAppInstall = NativeCreative(
    headline: "Sample App!",
    body: "This app doesn't actually exist.",
    callToAction: "Take Action",
    store: "Sample Store",
    price: "$1.99",
    starRating: DecimalNumber(micros: 4_500_000),
    degreeOfAwesomeness: "Quite Awesome!",
    image: CreativeImage(
      url: "https://www.example.com/some_other_image.gif", scale: DecimalNumber(integer: 1), width: 300, height: 150),
    icon: CreativeImage(
      url: "https://www.example.com/some_image.gif", scale: DecimalNumber(integer: 1), width: 50, height: 50),
    hasVideo: true)
}

extension NativeCreative {
  /// The key under which the Sample network's native ad maps its degree of
  /// awesomeness into the ad's extra assets.
  package static let awesomenessKey = "DegreeOfAwesomeness"
}
