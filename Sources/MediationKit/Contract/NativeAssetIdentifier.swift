/// The asset views of a native ad that the app registers and the user can
/// tap (`GADNativeAssetIdentifier`), by the names the config uses.
public enum NativeAssetIdentifier: String, CaseIterable, Sendable {
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
}
