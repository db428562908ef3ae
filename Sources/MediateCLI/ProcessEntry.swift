import MediationKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs `mediate` as a process: the real standard streams, a closed pipe
/// noticed as a write error rather than a fatal signal, and a crash reported
/// as an internal error with exit status 70.
package enum ProcessEntry {
  package static func main() -> Int32 {
    signal(SIGPIPE, SIG_IGN)
    for crash in [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT] {
      signal(crash, reportCrash)
    }
    // Only the variables mediate reads: colour (`NO_COLOR`, `TERM`), width (`COLUMNS`), whether text is
    // UTF-8 (`LC_ALL`, `LC_CTYPE`, `LANG`) and the job array's shard (`--shard auto`, `JobArrayEngine`).
    var environment: [String: String] = [:]
    for name in ["NO_COLOR", "TERM", "COLUMNS", "LC_ALL", "LC_CTYPE", "LANG"] + JobArrayEngine.variables {
      if let value = getenv(name) { environment[name] = String(cString: value) }
    }
    var context = CLIContext(
      standardInput: FileDescriptorInput(descriptor: 0),
      standardOutput: FileDescriptorOutput(descriptor: 1),
      standardError: FileDescriptorOutput(descriptor: 2),
      environment: environment,
      processorCount: max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))),
      monotonicNanoseconds: {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
      })
    context.memoryLimit = MemoryLimit.current()
    // Not CommandLine.arguments: it replaces bytes that are not UTF-8, and a file so named could not be opened.
    // An empty argv (execve allows it) is no arguments.
    let arguments = (0..<Int(max(CommandLine.argc, 0))).dropFirst().compactMap { index in
      CommandLine.unsafeArgv[index].map { ArgumentText.decode(cString: $0) }
    }
    return CLI.run(arguments: arguments, context: context).rawValue
  }
}

/// A signal handler: only async-signal-safe calls (`write`, `_exit`).
private func reportCrash(_ signal: Int32) {
  let message: StaticString = """
    mediate: internal error: mediate crashed; this is a bug in mediate, please report it with the config and command that caused it

    """
  message.withUTF8Buffer { buffer in
    _ = write(2, buffer.baseAddress, buffer.count)
  }
  _exit(70)
}
