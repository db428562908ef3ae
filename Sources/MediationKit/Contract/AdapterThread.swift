/// The thread an adapter's work runs on: a label on a virtual-time event,
/// never a cause of delay or reordering (contract2.md §1).
///
/// `main` is iOS's main queue and Android's UI thread (mediate's choice on
/// Android, mirroring iOS: docs/behaviour.md, "Threads").
package enum AdapterThread: String, CaseIterable, Hashable, Sendable {
  case main
  case background
}
