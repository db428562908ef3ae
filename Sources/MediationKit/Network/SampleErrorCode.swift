/// Why the Sample SDK failed a load: the cases of its error code enum
/// (`SampleErrorCode`), which each platform's Sample SDK numbers and names
/// its own way (`PlatformNames.networkError(_:)`; iOS `SampleErrorCodeNoInventory`
/// 3, Android `NO_INVENTORY` 3, but iOS `BadRequest` is 0 where Android's
/// `BAD_REQUEST` is 1). A config's `load.errorCode` is the platform's number.
package enum SampleErrorCode: CaseIterable, Sendable {
  case badRequest
  case unknown
  case networkError
  case noInventory
}

/// A Sample SDK error code as the run's platform numbers and names it, as the
/// `network` record's `detail` prints it.
package struct NetworkErrorCode: Equatable, Sendable {
  package var code: Int
  package var name: String

  package init(code: Int, name: String) {
    self.code = code
    self.name = name
  }
}
