/// How one line item's load ended, as the SDK sees it.
public enum LoadResultOutcome: String, Sendable {
  case fill
  case noFill
  case error
  case timeout
  case adapterNotFound
  case formatNotSupported
}
