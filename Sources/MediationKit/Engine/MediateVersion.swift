/// The version of mediate, printed by `--version` and in every `run` record.
public enum MediateVersion {
  public static let current = "0.1.0"
}
