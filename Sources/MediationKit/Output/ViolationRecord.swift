/// A contract rule an adapter broke; `--strict` turns any into exit status 1.
public struct ViolationRecord: Sendable {
  public var lineItem: String
  public var rule: ContractRule
  public var detail: String
}
