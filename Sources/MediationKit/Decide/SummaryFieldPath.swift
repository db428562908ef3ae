/// A numeric field of the `summary` record named as decide.md names it: a
/// jq path with its leading dot, a line item by its label
/// (`.lineItems["Network B"].wins`). Unlike a `SummaryField`, which holds
/// a line item's place in one config, it names the line item in any
/// config that has it: a comparison's other side, an optimisation's candidates.
package struct SummaryFieldPath: Hashable, Sendable {
  /// The jq path, as the records write it.
  package var path: String
  /// The line item's label, for a field of `lineItems`.
  package var label: String?
  /// The keys to the number from the top level, or from the line item's entry.
  package var keys: [String]

  /// The field in `config`'s summary, or nil when `config` has no line item of this label.
  func field(in config: WaterfallConfig) -> SummaryField? {
    guard let label else { return SummaryField(lineItem: nil, keys: keys) }
    return config.lineItems.firstIndex { $0.label == label }.map { SummaryField(lineItem: $0, keys: keys) }
  }

  /// Every numeric field of the summaries of configs with these line item
  /// labels, in the record's order: the top level (a banner's requests
  /// only for a banner, `banner`), then each label's.
  package static func all(labels: [String], banner: Bool) -> [SummaryFieldPath] {
    PairedComparison.topLevelPaths(banner: banner).map { SummaryFieldPath(path: PairedComparison.jqPath($0), label: nil, keys: $0) }
      + labels.flatMap { label in
        PairedComparison.lineItemPaths.map { keys in
          SummaryFieldPath(
            path: ".lineItems[\(JSONStringLiteral.quoted(label))]" + PairedComparison.jqPath(keys), label: label, keys: keys)
        }
      }
  }

  /// The field `path` names among `fields`, or a usage message with a did-you-mean.
  package static func resolve(_ path: String, among fields: [SummaryFieldPath]) -> Result<SummaryFieldPath, Unknown> {
    let normalized = path.hasPrefix(".") ? path : "." + path
    if let field = fields.first(where: { $0.path == normalized }) { return .success(field) }
    return .failure(Unknown(path: normalized, suggestion: DidYouMean.suggestion(for: normalized, among: fields.map(\.path))))
  }

  /// A path that names no numeric field.
  package struct Unknown: Error, Equatable, Sendable {
    package var path: String
    package var suggestion: String?
  }
}
