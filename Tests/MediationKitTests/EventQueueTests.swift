import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// The simulation's event queue, in SwiftNIO's embedded-loop style: exact
/// order and times of hand-scheduled work.
struct EventQueueTests {
  @Test func popsInTimeOrder() {
    var queue = EventQueue<String>()
    queue.push("c", at: 300)
    queue.push("a", at: 100)
    queue.push("b", at: 200)
    #expect(drain(&queue) == [(100, "a"), (200, "b"), (300, "c")].map(Pair.init))
  }

  @Test func keepsInsertionOrderAtTheSameTime() {
    var queue = EventQueue<Int>()
    for value in 0..<50 { queue.push(value, at: 7) }
    #expect(drain(&queue).map(\.element) == Array(0..<50))
  }

  @Test func interleavesTiesAndTimesStably() {
    var queue = EventQueue<String>()
    queue.push("late-1", at: 10)
    queue.push("early-1", at: 0)
    queue.push("late-2", at: 10)
    queue.push("early-2", at: 0)
    queue.push("middle", at: 5)
    queue.push("late-3", at: 10)
    #expect(drain(&queue).map(\.element) == ["early-1", "early-2", "middle", "late-1", "late-2", "late-3"])
  }

  @Test func acceptsWorkScheduledWhileDraining() {
    var queue = EventQueue<String>()
    queue.push("first", at: 0)
    var seen: [Pair] = []
    while let (time, element) = queue.pop() {
      seen.append(Pair(time, element))
      if element == "first" {
        queue.push("same time, later", at: time)
        queue.push("next", at: time + 1)
      }
    }
    #expect(seen == [Pair(0, "first"), Pair(0, "same time, later"), Pair(1, "next")])
  }

  @Test func emptiesForReuse() {
    var queue = EventQueue<Int>()
    queue.push(1, at: 1)
    queue.removeAll()
    #expect(queue.isEmpty)
    #expect(queue.pop() == nil)
    queue.push(2, at: 0)
    #expect(queue.count == 1)
  }

  @Test func ordersManyRandomEntriesLikeASort() {
    var generator = SplitMix64(seed: 99)
    var queue = EventQueue<Int>()
    var expected: [(Int64, Int)] = []
    for index in 0..<2_000 {
      let time = Int64(generator.next(upTo: 50))
      queue.push(index, at: time)
      expected.append((time, index))
    }
    expected.sort { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
    #expect(drain(&queue).map(\.element) == expected.map(\.1))
  }

  private struct Pair: Equatable {
    var time: Int64
    var element: String
    init(_ time: Int64, _ element: String) {
      self.time = time
      self.element = element
    }
  }

  private func drain(_ queue: inout EventQueue<String>) -> [Pair] {
    var result: [Pair] = []
    while let (time, element) = queue.pop() { result.append(Pair(time, element)) }
    return result
  }

  private func drain(_ queue: inout EventQueue<Int>) -> [(time: Int64, element: Int)] {
    var result: [(time: Int64, element: Int)] = []
    while let entry = queue.pop() { result.append(entry) }
    return result
  }
}
