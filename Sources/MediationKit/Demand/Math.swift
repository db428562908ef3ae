// The C library's exp, log and pow, without Foundation: linking Foundation
// costs every run of the command line about 10 ms and 13 MB at start.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The elementary functions the demand model draws with.
enum Math {
  @inline(__always) static func exp(_ x: Double) -> Double { cExp(x) }
  @inline(__always) static func log(_ x: Double) -> Double { cLog(x) }
  @inline(__always) static func pow(_ x: Double, _ y: Double) -> Double { cPow(x, y) }
}

@inline(__always) private func cExp(_ x: Double) -> Double { exp(x) }
@inline(__always) private func cLog(_ x: Double) -> Double { log(x) }
@inline(__always) private func cPow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
