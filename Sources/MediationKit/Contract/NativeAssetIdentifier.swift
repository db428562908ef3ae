/// The asset views of a native ad that the app registers and the user can
/// tap (`GADNativeAssetIdentifier`), by the names the config uses.
package enum NativeAssetIdentifier: String, CaseIterable, Sendable {
  case headline
  case body
  case callToAction
  case icon
  case image
  case media
  case advertiser
  case store
  case price
  case starRating
  case adChoices
  /// A content ad's logo (seed 003's `logoView`).
  case logo
}

extension NativeAssetIdentifier {
  /// The asset views an app can register with its ad view: every one but the
  /// AdChoices view, which the SDK places itself.
  static var registrable: [NativeAssetIdentifier] { allCases.filter { $0 != .adChoices } }
}
