/// A report's bytes as they arrive, a chunk at a time, checked as UTF-8 and
/// counted in lines and columns: the one pass `fit` makes over a report of
/// any size (decide2.md §2, "Reading"). Memory holds one chunk.
///
/// A UTF-8 byte-order mark at the start is skipped; a UTF-16 one, or any
/// byte that is not UTF-8, is a problem naming its line and byte. Lines end
/// at LF, CR or CRLF (CRLF counts once); columns count Unicode scalars, as
/// config diagnostics do.
package struct ReportBytes {
  /// The next chunk of the report; empty at its end.
  package typealias Chunks = () throws(ReadError) -> [UInt8]

  /// Why the bytes could not be read (an I/O error): the reader's words.
  package struct ReadError: Error, Equatable, Sendable {
    package var message: String

    package init(message: String) {
      self.message = message
    }
  }

  private let chunks: Chunks
  private var chunk: [UInt8] = []
  private var index = 0
  private var ended = false
  private var started = false
  /// Bytes consumed before the current chunk.
  private var consumedBefore = 0
  /// Where the next byte is.
  private(set) var line = 1
  private(set) var column = 1
  private var previousWasCR = false
  // UTF-8: continuation bytes still expected, and the range the next one must be in.
  private var pending = 0
  private var low: UInt8 = 0x80
  private var high: UInt8 = 0xBF

  package init(_ chunks: @escaping Chunks) {
    self.chunks = chunks
  }

  /// A report already in memory, as one chunk.
  package init(bytes: [UInt8]) {
    var given = false
    self.init { () throws(ReadError) -> [UInt8] in
      defer { given = true }
      return given ? [] : bytes
    }
  }

  /// The place of the next byte, for messages.
  package var location: SourceLocation { SourceLocation(line: line, column: column) }

  /// The 0-based offset of the next byte in the file.
  package var offset: Int { consumedBefore + index }

  /// The next byte without taking it; nil at the end.
  package mutating func peek() throws(MediationReport.Failure) -> UInt8? {
    if index == chunk.count {
      guard try fill() else { return nil }
    }
    return chunk[index]
  }

  /// The next byte, checked and counted; nil at the end.
  @inline(__always)
  package mutating func next() throws(MediationReport.Failure) -> UInt8? {
    if index == chunk.count {
      guard try fill() else {
        if pending > 0 { throw invalid(nil) }
        return nil
      }
    }
    let byte = chunk[index]
    if pending > 0 {
      guard byte >= low && byte <= high else { throw invalid(byte) }
      pending -= 1
      (low, high) = (0x80, 0xBF)
      index += 1
      return byte
    }
    if byte >= 0x80 {
      switch byte {
      case 0xC2...0xDF: pending = 1
      case 0xE0: (pending, low) = (2, 0xA0)
      case 0xE1...0xEC, 0xEE...0xEF: pending = 2
      case 0xED: (pending, high) = (2, 0x9F)
      case 0xF0: (pending, low) = (3, 0x90)
      case 0xF1...0xF3: pending = 3
      case 0xF4: (pending, high) = (3, 0x8F)
      default: throw invalid(byte)
      }
    }
    index += 1
    count(byte)
    return byte
  }

  private mutating func count(_ byte: UInt8) {
    switch byte {
    case UInt8(ascii: "\n"):
      if !previousWasCR { line += 1 }
      column = 1
      previousWasCR = false
    case UInt8(ascii: "\r"):
      line += 1
      column = 1
      previousWasCR = true
    default:
      column += 1
      previousWasCR = false
    }
  }

  /// Reads the next chunk with a byte left to read; false at the end. The first one loses its byte-order mark
  /// (a report of nothing but the mark has no byte to read).
  private mutating func fill() throws(MediationReport.Failure) -> Bool {
    while !ended {
      consumedBefore += chunk.count
      do throws(ReadError) {
        chunk = try chunks()
      } catch {
        throw .unreadable(error.message)
      }
      index = 0
      if chunk.isEmpty {
        ended = true
        return false
      }
      if !started {
        started = true
        try skipByteOrderMark()
      }
      if index < chunk.count { return true }
    }
    return false
  }

  /// Skips a UTF-8 byte-order mark; refuses a UTF-16 one. A mark split across chunks is joined first.
  private mutating func skipByteOrderMark() throws(MediationReport.Failure) {
    while chunk.count < 3 {
      let more: [UInt8]
      do throws(ReadError) {
        more = try chunks()
      } catch {
        throw .unreadable(error.message)
      }
      if more.isEmpty {
        // The end: a reader of a terminal is not asked again.
        ended = true
        break
      }
      chunk += more
    }
    if chunk.starts(with: [0xFF, 0xFE]) || chunk.starts(with: [0xFE, 0xFF]) {
      throw .invalid(
        MediationReport.Problem(
          location: SourceLocation(line: 1, column: 1), path: ".",
          message: "the report is UTF-16: save the report as UTF-8"))
    }
    if chunk.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
  }

  private func invalid(_ byte: UInt8?) -> MediationReport.Failure {
    let what =
      byte.map { "byte 0x" + String($0, radix: 16, uppercase: true) + " (offset \(offset))" } ?? "the file ends inside a character"
    return .invalid(
      MediationReport.Problem(
        location: location, path: ".", message: "invalid UTF-8 on line \(line): \(what); save the report as UTF-8"))
  }
}
