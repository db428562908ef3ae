/// One ad source of a config as every part of mediate sees it: its name,
/// its adapter class, the settings the SDK hands that adapter, the
/// placement its network is asked to load, and its place in the request.
///
/// Built once per config (`AdSourceTable`); the engine, the kernel, the
/// contract monitor and the trace all read a source's identity from here
/// instead of working it out again from the line item.
struct AdSource: Sendable {
  /// Where a source takes part in a request.
  enum Role: Sendable, Equatable {
    /// A priced line item the SDK loads in its turn.
    case waterfall
    /// A bidding line item: it takes part in the auction, and the SDK loads
    /// it only when its bid won and the walk reaches it.
    case bidder
  }

  /// The line item's label, unique in the config.
  let label: String
  let className: String
  /// The registration of its adapter class; nil for a class the app does
  /// not link, and for a line item Ad Manager serves itself.
  let registration: AdapterRegistration?
  /// The server settings the SDK passes the adapter (`credentials.settings`).
  let settings: [String: String]
  /// What the network is asked to load (its placement or ad unit ID); nil without one.
  let placement: String?
  /// The placement's number among the config's distinct (class, placement)
  /// pairs, from 0; nil without a placement.
  let placementNumber: Int?
  /// The number of its adapter class in `AdSourceTable.classes`; nil for
  /// a line item Ad Manager serves itself.
  let classNumber: Int?
  let role: Role
  /// What its random stream is derived from, with the run's seed (`RandomStreams`).
  let streamKey: UInt64

  /// The profile that defines its class, when a profile does.
  var profile: AdapterProfile? { registration?.profile }
}
