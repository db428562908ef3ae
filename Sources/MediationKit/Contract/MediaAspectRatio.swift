/// The media shape an app prefers in native ads (`GADMediaAspectRatio`).
package enum MediaAspectRatio: String, CaseIterable, Sendable {
  case unknown
  case any
  case landscape
  case portrait
  case square
}
