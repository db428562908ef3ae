/// What a network callback carries, for the `network` record's `detail`.
public enum NetworkCallbackDetail: Equatable, Sendable {
  case failure(SampleErrorCode)
  case reward(amount: Int64)
  case asset(NativeAssetIdentifier)
}
