/// Standard input: read whole for `-` configs, a chunk at a time for a report.
package protocol InputSource {
  /// Reads to the end, or up to `limit` bytes when there is more.
  func readAll(limit: Int) throws(InputError) -> [UInt8]
  /// Successive chunks of at most `size` bytes, to the end (an empty chunk): for input of any size.
  func chunks(size: Int) -> () throws(InputError) -> [UInt8]
}
