/// The corner of a native ad view that holds the AdChoices icon (`GADAdChoicesPosition`).
package enum AdChoicesPosition: String, CaseIterable, Sendable {
  case topRight
  case topLeft
  case bottomRight
  case bottomLeft
}
