/// The single server parameter of a custom event: the key under which the
/// SDK passes a line item's `parameter` in `credentials.settings`, as
/// custom events read it (`credentials.settings[@"parameter"]`).
package enum ServerParameter {
  package static let key = "parameter"
}
