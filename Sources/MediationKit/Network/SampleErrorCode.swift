/// The Sample SDK's load failure codes (`SampleErrorCode`).
package enum SampleErrorCode: Int, CaseIterable, Sendable {
  case badRequest = 0
  case unknown = 1
  case networkError = 2
  case noInventory = 3

  /// The name the Sample SDK's header gives the code, such as `NoInventory`.
  package var name: String {
    switch self {
    case .badRequest: "BadRequest"
    case .unknown: "Unknown"
    case .networkError: "NetworkError"
    case .noInventory: "NoInventory"
    }
  }
}
