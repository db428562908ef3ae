/// An error as adapters and the SDK pass it around (`NSError`): a domain, a
/// code within that domain, and a message for people.
public struct AdError: Error, Hashable, Sendable {
  public var domain: String
  public var code: Int
  public var localizedDescription: String

  public init(domain: String, code: Int, localizedDescription: String) {
    self.domain = domain
    self.code = code
    self.localizedDescription = localizedDescription
  }
}
