/// The ad formats an ad unit can request.
public enum AdFormat: String, CaseIterable, Sendable {
  case native
  case rewarded
}
