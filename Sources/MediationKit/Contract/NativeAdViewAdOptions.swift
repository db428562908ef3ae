/// How the app wants the native ad view laid out (`GADNativeAdViewAdOptions`).
package struct NativeAdViewAdOptions: Equatable, Sendable {
  package var preferredAdChoicesPosition: AdChoicesPosition

  package init(preferredAdChoicesPosition: AdChoicesPosition = .topRight) {
    self.preferredAdChoicesPosition = preferredAdChoicesPosition
  }
}
