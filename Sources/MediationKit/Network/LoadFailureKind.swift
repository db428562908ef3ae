/// Whether a failed network load was a no fill or an error, as scripted.
///
/// Adapters fold both into one error code (the Sample custom event reports
/// 101 for every failure), so the simulator tells the SDK what really happened.
package enum LoadFailureKind: Sendable {
  case noFill
  case error
}
