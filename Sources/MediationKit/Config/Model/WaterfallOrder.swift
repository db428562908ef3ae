/// The order in which the SDK walks the line items.
package enum WaterfallOrder: String, CaseIterable, Sendable {
  /// In the order the file lists them.
  case listed
  /// By descending eCPM, ties in listed order, as AdMob orders a waterfall.
  case ecpm
}
