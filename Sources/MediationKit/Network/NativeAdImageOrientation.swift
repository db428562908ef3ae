/// The image orientation a Sample SDK native request prefers (`NativeAdImageOrientation`).
package enum NativeAdImageOrientation: String, Sendable {
  case any
  case landscape
  case portrait
}
