/// How the app wants the native ad view laid out (`GADNativeAdViewAdOptions`).
public struct NativeAdViewAdOptions: Equatable, Sendable {
  public var preferredAdChoicesPosition: AdChoicesPosition

  public init(preferredAdChoicesPosition: AdChoicesPosition = .topRight) {
    self.preferredAdChoicesPosition = preferredAdChoicesPosition
  }
}
