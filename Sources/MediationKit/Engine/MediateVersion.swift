/// The version of mediate, printed by `--version` and in every `run` record.
package enum MediateVersion {
  package static let current = "0.1.0"
}
