/// The share of each request value still unfilled as a waterfall is
/// walked, over the value's distribution: a weight per value, piecewise
/// constant between the thresholds passed, positions given as the value's
/// distribution function F (0 to 1). A demand line item that fills a share q
/// of the requests it prices at or above its threshold (its participation
/// times the share answered in time) leaves a weight 1 − q above it; below
/// it nothing changes. With every q 1 the weight is 1 below the lowest
/// threshold passed and 0 above, the waterfall of decide.md; with q below 1
/// (participation worlds, decide2.md §1) high values reach the line items
/// below too.
///
/// Segments are kept in blocks of a bounded size with a lazy factor each, so
/// that a walk of n line items costs about n √n, not n².
struct ValueWeights {
  /// Values from `low` to `high` (as F) with one weight.
  private struct Segment {
    var low: Double
    var high: Double
    var weight: Double
    var mass: Double { (high - low) * weight }
  }

  /// Consecutive segments, each weight to be multiplied by `factor`.
  private struct Block {
    var segments: [Segment]
    var factor = 1.0
    /// The segments' masses summed, before `factor`.
    var mass = 0.0

    init(_ segments: [Segment]) {
      self.segments = segments
      mass = Block.sum(segments)
    }

    /// The masses summed from the top: the order the walk's shares are taken in.
    static func sum(_ segments: [Segment]) -> Double {
      segments.reversed().reduce(0) { $0 + $1.mass }
    }

    /// Applies `factor` to every weight, so that segments can change one by one.
    mutating func settle() {
      guard factor != 1 else { return }
      for index in segments.indices { segments[index].weight *= factor }
      factor = 1
      mass = Block.sum(segments)
    }
  }

  /// The most segments a block holds before it is split in two.
  private static let blockSize = 512

  private var blocks = [Block([Segment(low: 0, high: 1, weight: 1)])]

  /// Every value at weight 1.
  init() {}

  /// The weighted share of all values: the share of requests that reach this point of the walk, among
  /// those the value-independent line items let through.
  var total: Double { mass(above: 0) }

  /// The weighted share of the values at or above position `c`.
  func mass(above c: Double) -> Double {
    var sum = 0.0
    for block in blocks.reversed() {
      guard let first = block.segments.first else { continue }
      if first.low >= c {
        sum += block.factor * block.mass
        continue
      }
      var inside = 0.0
      for segment in block.segments.reversed() {
        if segment.low >= c {
          inside += segment.mass
        } else {
          if segment.high > c { inside += (segment.high - c) * segment.weight }
          break
        }
      }
      return sum + block.factor * inside
    }
    return sum
  }

  /// Multiplies the weight of every value at or above position `c` by `factor`.
  mutating func multiply(above c: Double, by factor: Double) {
    guard c < 1 else { return }
    let found = blocks.lastIndex { ($0.segments.first?.low ?? 0) <= c } ?? 0
    blocks[found].settle()
    var segments = blocks[found].segments
    var split = segments.firstIndex { $0.high > c } ?? segments.count
    if split < segments.count, segments[split].low < c {
      let upper = Segment(low: c, high: segments[split].high, weight: segments[split].weight)
      segments[split].high = c
      segments.insert(upper, at: split + 1)
      split += 1
    }
    for index in split..<segments.count { segments[index].weight *= factor }
    var later = found + 1
    if segments.count > Self.blockSize {
      let half = segments.count / 2
      blocks[found] = Block(Array(segments[..<half]))
      blocks.insert(Block(Array(segments[half...])), at: found + 1)
      later += 1
    } else {
      blocks[found] = Block(segments)
    }
    for index in later..<blocks.count { blocks[index].factor *= factor }
  }

  /// The position c at which the weighted share of the values at or above c is `share`: nil unless `share` is
  /// more than 0 and less than the total (a line item would need a threshold of 0 or above every value).
  func position(whereMassAboveIs share: Double) -> Double? {
    guard share > 0, share < total else { return nil }
    var sum = 0.0
    for block in blocks.reversed() {
      let blockMass = block.factor * block.mass
      if sum + blockMass < share {
        sum += blockMass
        continue
      }
      for segment in block.segments.reversed() {
        let segmentMass = block.factor * segment.mass
        if sum + segmentMass >= share, segmentMass > 0 {
          let c = segment.high - (share - sum) / (block.factor * segment.weight)
          return c > 0 ? min(max(c, segment.low), segment.high) : nil
        }
        sum += segmentMass
      }
    }
    return nil
  }
}
