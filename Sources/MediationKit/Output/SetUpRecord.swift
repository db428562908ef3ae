/// An adapter class set up before the waterfall, with the versions it reports.
public struct SetUpRecord: Sendable {
  /// Whether set-up succeeded.
  public enum Status: String, Sendable {
    case ready
    case error
  }

  public var className: String
  public var adapterVersion: VersionNumber
  public var adapterVersionString: String
  public var adSDKVersion: VersionNumber
  public var status: Status
  public var error: AdError?
}
