/// Suggestions for misspelt keys and values.
///
/// The work is bounded whatever the input: a word longer than
/// `maximumWordBytes` gets no suggestion (no key, value or label that long is
/// a likely typo), and one search examines at most `maximumWork` bytes and
/// table cells, so a list of a hundred thousand labels costs milliseconds;
/// candidates past that budget are not considered.
package enum DidYouMean {
  /// Longer words (in UTF-8 bytes) get no suggestion.
  static let maximumWordBytes = 128
  /// The most candidate bytes plus distance-table cells one search looks at.
  static let maximumWork = 2_000_000

  /// The candidate closest to `word`, if one is close enough to be a likely typo.
  ///
  /// Distance is optimal string alignment (a swap of neighbours counts as
  /// one edit) over lowercase text, so `fromat` suggests `format` and
  /// `Format` does too.
  package static func suggestion(for word: String, among candidates: [String]) -> String? {
    guard word.utf8.count <= maximumWordBytes else { return nil }
    let lowered = Array(word.lowercased().unicodeScalars)
    // Lowercasing never makes fewer scalars, so a candidate this long is
    // more than two edits from any word that gets here.
    let longestCandidateBytes = 4 * (2 * maximumWordBytes + 2)
    var work = 0
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let bytes = candidate.utf8.count
      work += bytes
      guard work <= maximumWork else { break }
      guard bytes <= longestCandidateBytes else { continue }
      let other = Array(candidate.lowercased().unicodeScalars)
      let allowed = candidate.count >= 5 ? 2 : 1
      guard abs(lowered.count - other.count) <= allowed else { continue }
      work += lowered.count * other.count
      let distance = editDistance(lowered, other)
      guard distance <= allowed else { continue }
      if let current = best, current.distance <= distance { continue }
      best = (candidate, distance)
    }
    return best?.candidate
  }

  /// Optimal string alignment distance, row by row.
  private static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, beforePrevious[j - 2] + 1)
        }
        current[j] = value
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
  }
}
