#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// libFuzzer's driver, for a program that has its own main (SwiftPM gives
/// every executable one): it parses libFuzzer's flags and calls `fuzzOne`.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

if CommandLine.arguments.dropFirst().first == "--print-dictionary" {
  print(dictionary(), terminator: "")
  exit(0)
}
var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(runFuzzerDriver(&argc, &argv) { data, size in fuzzOne(data, size) })
