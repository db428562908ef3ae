#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a file descriptor to its end: standard input, or an open config file.
struct FileDescriptorInput: InputSource {
  let descriptor: Int32

  func readAll(limit: Int) throws(InputError) -> [UInt8] {
    var bytes: [UInt8] = []
    // A regular file says how large it is: read it into one buffer of that
    // size rather than growing one (and briefly holding two).
    var status = stat()
    if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size > 0 {
      bytes.reserveCapacity(min(Int(status.st_size), limit) + 1)
    }
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while bytes.count < limit {
      let wanted = min(chunk.count, limit - bytes.count)
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR { continue }
        throw ConfigFile.error(for: errno)
      }
      bytes.append(contentsOf: chunk[0..<count])
    }
    return bytes
  }

  func chunks(size: Int) -> () throws(InputError) -> [UInt8] {
    let descriptor = descriptor
    return { () throws(InputError) -> [UInt8] in
      var chunk = [UInt8](repeating: 0, count: size)
      while true {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, size) }
        if count >= 0 {
          chunk.removeLast(size - count)
          return chunk
        }
        if errno == EINTR { continue }
        throw ConfigFile.error(for: errno)
      }
    }
  }
}
