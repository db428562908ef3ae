/// The image orientation a Sample SDK native request prefers (`NativeAdImageOrientation`).
public enum NativeAdImageOrientation: String, Sendable {
  case any
  case landscape
  case portrait
}
