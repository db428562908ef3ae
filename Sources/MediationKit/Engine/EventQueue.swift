/// Work scheduled in virtual time, ordered by time and then by the order it
/// was scheduled in, so work due at the same millisecond runs first in,
/// first out (as in SwiftNIO's embedded event loop).
struct EventQueue<Element> {
  private struct Entry {
    var time: Int64
    var order: UInt64
    var element: Element

    func precedes(_ other: Entry) -> Bool {
      time != other.time ? time < other.time : order < other.order
    }
  }

  private var heap: [Entry] = []
  private var nextOrder: UInt64 = 0

  var isEmpty: Bool { heap.isEmpty }
  /// When the earliest work is due, or nil when none is left.
  var nextTime: Int64? { heap.first?.time }
  var count: Int { heap.count }

  mutating func push(_ element: Element, at time: Int64) {
    heap.append(Entry(time: time, order: nextOrder, element: element))
    nextOrder += 1
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard heap[child].precedes(heap[parent]) else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  /// Removes and returns the earliest work, or nil when none is left.
  mutating func pop() -> (time: Int64, element: Element)? {
    guard !heap.isEmpty else { return nil }
    heap.swapAt(0, heap.count - 1)
    let first = heap.removeLast()
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var smallest = parent
      if left < heap.count, heap[left].precedes(heap[smallest]) { smallest = left }
      if right < heap.count, heap[right].precedes(heap[smallest]) { smallest = right }
      guard smallest != parent else { break }
      heap.swapAt(parent, smallest)
      parent = smallest
    }
    return (first.time, first.element)
  }

  /// Whether any work still due satisfies `predicate`, in no particular order.
  func contains(where predicate: (Element) -> Bool) -> Bool {
    heap.contains { predicate($0.element) }
  }

  /// Empties the queue, keeping its storage for the next run.
  mutating func removeAll() {
    heap.removeAll(keepingCapacity: true)
    nextOrder = 0
  }
}
