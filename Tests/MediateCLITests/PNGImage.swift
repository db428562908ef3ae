import Foundation

/// A decoded PNG (8-bit RGB or RGBA, not interlaced, as a browser's
/// screenshot is): enough to ask which colours a page drew, without a
/// library. Inflate follows RFC 1951, the scanline filters the PNG spec.
struct PNGImage {
  let width: Int
  let height: Int
  /// RGBA, row by row.
  let pixels: [UInt8]

  enum DecodeError: Error {
    case notPNG
    case unsupported(String)
    case corrupt(String)
  }

  init(_ data: Data) throws {
    let bytes = [UInt8](data)
    guard bytes.count > 8, bytes[0..<8] == [137, 80, 78, 71, 13, 10, 26, 10][0..<8] else { throw DecodeError.notPNG }
    var offset = 8
    var width = 0
    var height = 0
    var colorType = 0
    var compressed: [UInt8] = []
    while offset + 8 <= bytes.count {
      let length =
        Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
      let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      let body = offset + 8
      guard body + length + 4 <= bytes.count else { throw DecodeError.corrupt("chunk \(type) runs past the end") }
      switch type {
      case "IHDR":
        width = Int(bytes[body]) << 24 | Int(bytes[body + 1]) << 16 | Int(bytes[body + 2]) << 8 | Int(bytes[body + 3])
        height =
          Int(bytes[body + 4]) << 24 | Int(bytes[body + 5]) << 16 | Int(bytes[body + 6]) << 8 | Int(bytes[body + 7])
        guard bytes[body + 8] == 8 else { throw DecodeError.unsupported("bit depth \(bytes[body + 8])") }
        colorType = Int(bytes[body + 9])
        guard colorType == 2 || colorType == 6 else { throw DecodeError.unsupported("colour type \(colorType)") }
        guard bytes[body + 12] == 0 else { throw DecodeError.unsupported("interlacing") }
      case "IDAT":
        compressed += bytes[body..<(body + length)]
      default:
        break
      }
      offset = body + length + 4
    }
    guard width > 0, height > 0, compressed.count > 2 else { throw DecodeError.corrupt("no image data") }
    var inflater = Inflater(Array(compressed.dropFirst(2)))
    let raw = try inflater.inflate()
    let channels = colorType == 6 ? 4 : 3
    let stride = width * channels
    guard raw.count >= height * (stride + 1) else { throw DecodeError.corrupt("short image data") }
    var rgba = [UInt8](repeating: 255, count: width * height * 4)
    var previous = [UInt8](repeating: 0, count: stride)
    for row in 0..<height {
      let start = row * (stride + 1)
      let filter = raw[start]
      var line = Array(raw[(start + 1)..<(start + 1 + stride)])
      for index in 0..<stride {
        let left = index >= channels ? Int(line[index - channels]) : 0
        let up = Int(previous[index])
        let upLeft = index >= channels ? Int(previous[index - channels]) : 0
        let predictor: Int
        switch filter {
        case 0: predictor = 0
        case 1: predictor = left
        case 2: predictor = up
        case 3: predictor = (left + up) / 2
        case 4:
          let estimate = left + up - upLeft
          let (a, b, c) = (abs(estimate - left), abs(estimate - up), abs(estimate - upLeft))
          predictor = a <= b && a <= c ? left : b <= c ? up : upLeft
        default: throw DecodeError.corrupt("filter \(filter)")
        }
        line[index] = UInt8(truncatingIfNeeded: Int(line[index]) + predictor)
      }
      for column in 0..<width {
        for channel in 0..<channels { rgba[(row * width + column) * 4 + channel] = line[column * channels + channel] }
      }
      previous = line
    }
    self.width = width
    self.height = height
    self.pixels = rgba
  }

  /// How many pixels are within `tolerance` of the colour `(red, green, blue)`.
  func count(red: Int, green: Int, blue: Int, tolerance: Int = 12) -> Int {
    var count = 0
    var index = 0
    while index + 3 < pixels.count {
      if abs(Int(pixels[index]) - red) <= tolerance, abs(Int(pixels[index + 1]) - green) <= tolerance,
        abs(Int(pixels[index + 2]) - blue) <= tolerance
      {
        count += 1
      }
      index += 4
    }
    return count
  }
}

/// RFC 1951 inflate: stored, fixed and dynamic Huffman blocks.
private struct Inflater {
  private let input: [UInt8]
  private var position = 0
  private var bitBuffer = 0
  private var bitCount = 0
  private var output: [UInt8] = []

  init(_ input: [UInt8]) {
    self.input = input
  }

  private mutating func bits(_ count: Int) throws -> Int {
    while bitCount < count {
      guard position < input.count else { throw PNGImage.DecodeError.corrupt("deflate stream ends early") }
      bitBuffer |= Int(input[position]) << bitCount
      position += 1
      bitCount += 8
    }
    let value = bitBuffer & ((1 << count) - 1)
    bitBuffer >>= count
    bitCount -= count
    return value
  }

  /// A canonical Huffman code: counts per length and symbols in order.
  private struct Huffman {
    var counts = [Int](repeating: 0, count: 16)
    var symbols: [Int] = []

    init(lengths: [Int]) {
      for length in lengths { counts[length] += 1 }
      counts[0] = 0
      var offsets = [Int](repeating: 0, count: 16)
      for length in 1..<16 { offsets[length] = offsets[length - 1] + counts[length - 1] }
      symbols = [Int](repeating: 0, count: lengths.count)
      for (symbol, length) in lengths.enumerated() where length != 0 {
        symbols[offsets[length]] = symbol
        offsets[length] += 1
      }
    }
  }

  private mutating func decode(_ huffman: Huffman) throws -> Int {
    var code = 0
    var first = 0
    var index = 0
    for length in 1..<16 {
      code |= try bits(1)
      let count = huffman.counts[length]
      if code - count < first { return huffman.symbols[index + (code - first)] }
      index += count
      first += count
      first <<= 1
      code <<= 1
    }
    throw PNGImage.DecodeError.corrupt("bad Huffman code")
  }

  private static let lengthBase = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
  ]
  private static let lengthExtra = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  private static let distanceBase = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
    8193, 12289, 16385, 24577,
  ]
  private static let distanceExtra = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
  ]

  mutating func inflate() throws -> [UInt8] {
    var last = 0
    repeat {
      last = try bits(1)
      switch try bits(2) {
      case 0:
        bitBuffer = 0
        bitCount = 0
        guard position + 4 <= input.count else { throw PNGImage.DecodeError.corrupt("stored block header") }
        let length = Int(input[position]) | Int(input[position + 1]) << 8
        position += 4
        guard position + length <= input.count else { throw PNGImage.DecodeError.corrupt("stored block") }
        output += input[position..<(position + length)]
        position += length
      case 1:
        let lengths =
          Array(repeating: 8, count: 144) + Array(repeating: 9, count: 112) + Array(repeating: 7, count: 24)
          + Array(repeating: 8, count: 8)
        try codes(Huffman(lengths: lengths), Huffman(lengths: Array(repeating: 5, count: 30)))
      case 2:
        let literalCount = try bits(5) + 257
        let distanceCount = try bits(5) + 1
        let codeCount = try bits(4) + 4
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var codeLengths = [Int](repeating: 0, count: 19)
        for index in 0..<codeCount { codeLengths[order[index]] = try bits(3) }
        let codeHuffman = Huffman(lengths: codeLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
          let symbol = try decode(codeHuffman)
          switch symbol {
          case 0...15: lengths.append(symbol)
          case 16:
            guard let previous = lengths.last else { throw PNGImage.DecodeError.corrupt("repeat with nothing before") }
            lengths += Array(repeating: previous, count: 3 + (try bits(2)))
          case 17: lengths += Array(repeating: 0, count: 3 + (try bits(3)))
          default: lengths += Array(repeating: 0, count: 11 + (try bits(7)))
          }
        }
        try codes(
          Huffman(lengths: Array(lengths[0..<literalCount])),
          Huffman(lengths: Array(lengths[literalCount..<(literalCount + distanceCount)])))
      default:
        throw PNGImage.DecodeError.corrupt("block type 3")
      }
    } while last == 0
    return output
  }

  private mutating func codes(_ literals: Huffman, _ distances: Huffman) throws {
    while true {
      let symbol = try decode(literals)
      if symbol < 256 {
        output.append(UInt8(symbol))
      } else if symbol == 256 {
        return
      } else {
        let index = symbol - 257
        guard index < Self.lengthBase.count else { throw PNGImage.DecodeError.corrupt("length symbol") }
        let length = Self.lengthBase[index] + (try bits(Self.lengthExtra[index]))
        let distanceSymbol = try decode(distances)
        guard distanceSymbol < Self.distanceBase.count else { throw PNGImage.DecodeError.corrupt("distance symbol") }
        let distance = Self.distanceBase[distanceSymbol] + (try bits(Self.distanceExtra[distanceSymbol]))
        guard distance <= output.count else { throw PNGImage.DecodeError.corrupt("distance too far") }
        let start = output.count - distance
        for step in 0..<length { output.append(output[start + step]) }
      }
    }
  }
}
