/// The last record of a batch of a config with worlds (decide2.md §1): what
/// the worlds are about, their labels, and how far the headline figures
/// spread across them.
package struct WorldsRecord: Equatable, Sendable {
  /// The paths of `uncertain.about`.
  package var about: [String]
  /// Every world's label, the base's first.
  package var worlds: [String]
  /// One entry per headline field, in `spreadFields` order.
  package var spread: [Spread]

  /// A field's lowest and highest value over the worlds, each with the
  /// first world (in world order) that has it; nil figures when no world has the field.
  package struct Spread: Equatable, Sendable {
    package var field: String
    package var min: JSONValue?
    package var minWorld: String?
    package var max: JSONValue?
    package var maxWorld: String?
  }

  /// The fields the record spreads, as jq paths of the summary.
  package static let spreadFields: [[String]] = [
    ["revenuePer1000Requests"], ["fillRate"], ["latencyMs", "mean"], ["latencyMs", "p90"],
  ]

  /// The record of these worlds' summaries (base first).
  package init(about: [String], summaries: [(world: String, summary: SummaryRecord)]) {
    self.about = about
    worlds = summaries.map(\.world)
    spread = Self.spreadFields.map { keys in
      var entry = Spread(field: "." + keys.joined(separator: "."))
      var low: Int128?
      var high: Int128?
      for (world, summary) in summaries {
        guard let (micros, json) = summary.number(at: SummaryField(lineItem: nil, keys: keys)) else { continue }
        if low.map({ micros < $0 }) ?? true {
          low = micros
          entry.min = json
          entry.minWorld = world
        }
        if high.map({ micros > $0 }) ?? true {
          high = micros
          entry.max = json
          entry.maxWorld = world
        }
      }
      return entry
    }
  }
}

extension WorldsRecord.Spread {
  init(field: String) {
    self.field = field
  }
}

extension JSONWriter {
  /// The `worlds` record's members after `type`, `seq` and `t`.
  mutating func writeMembers(_ worlds: WorldsRecord) {
    key("about")
    beginArray()
    for path in worlds.about { string(path) }
    endArray()
    key("worlds")
    beginArray()
    for label in worlds.worlds { string(label) }
    endArray()
    key("spread")
    beginArray()
    for entry in worlds.spread {
      beginObject()
      field("field", entry.field)
      key("min")
      write(entry.min ?? .null)
      field("minWorld", entry.minWorld)
      key("max")
      write(entry.max ?? .null)
      field("maxWorld", entry.maxWorld)
      endObject()
    }
    endArray()
  }
}

extension TextRenderer {
  /// The closing block of a batch with worlds: how far each headline figure spreads.
  func worldsBlock(_ worlds: WorldsRecord) -> [String] {
    var lines = Self.worldsLines(worlds)
    lines[0] = style.bold(lines[0])
    return lines
  }

  /// The block's lines, unstyled: a title, then one line per field.
  static func worldsLines(_ worlds: WorldsRecord) -> [String] {
    var lines = ["Worlds (\(worlds.worlds.count)), about \(worlds.about.joined(separator: ", "))"]
    for entry in worlds.spread {
      guard let min = entry.min, let max = entry.max, let minWorld = entry.minWorld, let maxWorld = entry.maxWorld
      else {
        lines.append("  \(entry.field): none")
        continue
      }
      lines.append(
        "  \(entry.field): \(min.text) (\(DisplayText.escaped(minWorld))) to \(max.text) "
          + "(\(DisplayText.escaped(maxWorld)))")
    }
    return lines
  }
}
