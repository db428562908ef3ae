#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The memory this process may use: the least of the machine's physical
/// memory, its address-space and data limits (`ulimit -v`, `ulimit -d`)
/// and, on Linux, the memory limit of its control group (a container's
/// limit); nil when none can be read.
enum MemoryLimit {
  static func current() -> Int? {
    var limits: [Int] = []
    let pages = sysconf(Int32(_SC_PHYS_PAGES))
    let pageSize = sysconf(Int32(_SC_PAGESIZE))
    if pages > 0, pageSize > 0 {
      let (bytes, overflow) = pages.multipliedReportingOverflow(by: pageSize)
      limits.append(overflow ? .max : bytes)
    }
    #if os(Linux)
      // RLIM_INFINITY, all ones on Linux, is no limit.
      for resource in [RLIMIT_AS, RLIMIT_DATA] {
        var limit = rlimit()
        if getrlimit(__rlimit_resource_t(resource.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max,
          let bytes = Int(exactly: limit.rlim_cur)
        {
          limits.append(bytes)
        }
      }
      limits += controlGroupLimits()
    #endif
    return limits.min()
  }

  /// The `memory.max` (cgroup v2) of this process's group and of the root
  /// seen from it, or `memory.limit_in_bytes` (cgroup v1); "max" and
  /// unreadable files are no limit.
  private static func controlGroupLimits() -> [Int] {
    var files = ["/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"]
    // "0::/some/group" names this process's cgroup v2 group.
    for line in (smallFile("/proc/self/cgroup") ?? "").split(separator: "\n") where line.hasPrefix("0::/") {
      let group = line.dropFirst(3)
      if group != "/" { files.append("/sys/fs/cgroup\(group)/memory.max") }
    }
    return files.compactMap { smallFile($0).flatMap { Int($0.filter { !$0.isWhitespace }) } }
  }

  /// The text of a small system file (at most 4 KiB), or nil.
  private static func smallFile(_ path: String) -> String? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count > 0 else { return nil }
    return String(decoding: buffer[0..<count], as: UTF8.self)
  }
}
