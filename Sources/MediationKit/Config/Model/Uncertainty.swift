/// The values the data behind a config cannot tell apart (`uncertain`,
/// decide2.md §1): each alternative is a *world*, the config as written the
/// first (`baseLabel`). Every world plays the same runs with the same seeds,
/// so worlds are paired with each other as `compare`'s A and B are.
package struct Uncertainty: Equatable, Sendable {
  /// The parameters the data does not identify (`about`).
  package var about: [ConfigValuePath]
  /// Why, in words.
  package var note: String?
  /// The label of the config as written.
  package var baseLabel: String
  /// The other worlds, in the config's order.
  package var worlds: [World]

  /// One world other than the base.
  package struct World: Equatable, Sendable {
    package var label: String
    /// The values this world has instead of the config's, in the config's order.
    package var settings: [Setting]
    /// The data's log-likelihood under this world (informative only).
    package var logLikelihood: JSONNumber?

    package init(label: String, settings: [Setting], logLikelihood: JSONNumber? = nil) {
      self.label = label
      self.settings = settings
      self.logLikelihood = logLikelihood
    }

    /// Equal as JSON values: numbers by value, not spelling.
    package static func == (lhs: World, rhs: World) -> Bool {
      lhs.label == rhs.label && lhs.settings == rhs.settings
        && (lhs.logLikelihood == rhs.logLikelihood || lhs.logLikelihood?.doubleValue == rhs.logLikelihood?.doubleValue)
    }
  }

  /// One member of a world's `set`: a numeric key and its value there.
  package struct Setting: Equatable, Sendable {
    package var path: ConfigValuePath
    package var value: JSONNumber

    package init(path: ConfigValuePath, value: JSONNumber) {
      self.path = path
      self.value = value
    }

    /// Equal as JSON values: `1.5` and `1.50` are one number.
    package static func == (lhs: Setting, rhs: Setting) -> Bool {
      lhs.path == rhs.path && (lhs.value == rhs.value || lhs.value.doubleValue == rhs.value.doubleValue)
    }
  }

  package init(about: [ConfigValuePath], note: String? = nil, baseLabel: String, worlds: [World]) {
    self.about = about
    self.note = note
    self.baseLabel = baseLabel
    self.worlds = worlds
  }

  /// Every world's label, the base's first.
  package var labels: [String] { [baseLabel] + worlds.map(\.label) }

  /// The first difference between two declarations, in words, or nil when
  /// they are equal as JSON values (`compare` needs both sides' to be).
  package func firstDifference(from other: Uncertainty) -> String? {
    if about != other.about {
      return "uncertain.about: \(about.map(\.description)) against \(other.about.map(\.description))"
    }
    if note != other.note { return "uncertain.note differs" }
    if baseLabel != other.baseLabel {
      return "uncertain.base: \(JSONStringLiteral.quoted(baseLabel)) against \(JSONStringLiteral.quoted(other.baseLabel))"
    }
    if worlds.count != other.worlds.count {
      return "uncertain.worlds: \(worlds.count) against \(other.worlds.count) worlds"
    }
    for (index, (mine, theirs)) in zip(worlds, other.worlds).enumerated() where mine != theirs {
      if mine.label != theirs.label {
        return "uncertain.worlds[\(index)].label: \(JSONStringLiteral.quoted(mine.label)) against "
          + JSONStringLiteral.quoted(theirs.label)
      }
      if mine.settings != theirs.settings {
        let first = zip(mine.settings, theirs.settings).first { $0 != $1 }
        return "uncertain.worlds[\(index)].set differs"
          + (first.map { ": \($0.path) \($0.value) against \($1.path) \($1.value)" } ?? " in its number of members")
      }
      return "uncertain.worlds[\(index)].logLikelihood differs"
    }
    return nil
  }
}

/// One world of a config: its label and the config as that world has it
/// (every `set` applied). The base world's config is the config as written.
package struct ConfigWorld: Equatable, Sendable {
  package var label: String
  package var config: WaterfallConfig

  package init(label: String, config: WaterfallConfig) {
    self.label = label
    self.config = config
  }
}
