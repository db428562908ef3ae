/// The worlds a config stands for (`uncertain`, decide2.md §1).
extension ConfigSchema.Root {
  package static let uncertain = TypedKey(
    optional: "uncertain", Shaped<Uncertainty>(.object("uncertain")), absent: "null: one world, the config as written",
    "the values the data behind the config cannot tell apart, each alternative a world played on the same runs")
}

extension ConfigSchema {
  /// The keys of `uncertain`.
  package enum Uncertain {
    package static let about = TypedKey(
      required: "about", Lists(of: Strings(nonEmpty: true), minimum: 1, maximum: Uncertainty.maximumAbout),
      "paths of the parameters the data does not identify (.demand.valueCpm.sigma; [*] for every line item); every world's set gives each of them")
    package static let note = TypedKey(optional: "note", Strings(), "why, in words (fit writes it)")
    package static let base = TypedKey(
      "base", Strings(nonEmpty: true), default: Uncertainty.defaultBaseLabel,
      "the label of the first world, the config as written: 1 to 60 characters")
    package static let worlds = TypedKey(
      required: "worlds", Lists(of: Shaped<Uncertainty.World>(.object("world")), minimum: 1, maximum: Uncertainty.maximumWorlds - 1),
      "the other worlds, in this order")
  }

  package static let uncertainObject = ConfigObject(
    name: "uncertain", title: "uncertain",
    summary: "The worlds a config stands for: values the data behind it cannot tell apart.",
    keys: [Uncertain.about.row, Uncertain.note.row, Uncertain.base.row, Uncertain.worlds.row])

  /// The keys of a world of `uncertain.worlds`.
  package enum World {
    package static let label = TypedKey(
      required: "label", Strings(nonEmpty: true), "1 to 60 characters, unique among the worlds and base")
    package static let set = TypedKey(
      required: "set", Shaped<[Uncertainty.Setting]>(.map(.anyNumber)),
      "path to number: the values this world has instead of the config's (a [*] path sets the key on every line item that has its object), at least one; each held to its key's bounds")
    package static let logLikelihood = TypedKey(
      optional: "logLikelihood", Shaped<JSONNumber>(.anyNumber),
      "the data's log-likelihood under this world (fit writes it; informative only)")
  }

  package static let world = ConfigObject(
    name: "world", title: "uncertain.worlds[]", summary: "One world: values the config has instead of its own.",
    keys: [World.label.row, World.set.row, World.logLikelihood.row])
}

extension Uncertainty {
  /// At most this many worlds, the base with them.
  package static let maximumWorlds = 64
  /// At most this many paths in `about`.
  package static let maximumAbout = 8
  /// The longest label, in characters.
  package static let maximumLabelLength = 60
  package static let defaultBaseLabel = "as written"
  /// The top-level keys a world may not set.
  package static let fixedRoots: Set<String> = ["version", "seed", "expect", "rules", "adapters", "uncertain", "app"]
}
