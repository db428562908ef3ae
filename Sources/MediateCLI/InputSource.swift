/// Standard input, read whole for `-` configs.
public protocol InputSource {
  /// Reads to the end, or up to `limit` bytes when there is more.
  func readAll(limit: Int) throws(InputError) -> [UInt8]
}
