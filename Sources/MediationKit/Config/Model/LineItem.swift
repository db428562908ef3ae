/// One ad source of the waterfall: the adapter class, its server settings,
/// and how the network behind it behaves.
package struct LineItem: Hashable, Sendable {
  /// The ad source's name (AdMob's "Label"), unique in the config.
  package var label: String
  /// The adapter class, as entered in the AdMob or Ad Manager UI.
  package var className: String
  /// The server parameter, `credentials.settings["parameter"]`.
  package var parameter: String?
  /// The ad source's server parameters (`credentials.settings`), `parameter` among them.
  package var settings: [String: String] {
    get {
      guard let parameter else { return otherSettings }
      var settings = otherSettings
      settings[ServerParameter.key] = parameter
      return settings
    }
    set {
      parameter = newValue[ServerParameter.key]
      otherSettings = newValue.filter { $0.key != ServerParameter.key }
    }
  }
  /// The settings but `parameter`, apart: most line items have `parameter`
  /// alone, and a waterfall of 100,000 then keeps no dictionary for each.
  private var otherSettings: [String: String]
  /// Manual eCPM in USD.
  package var ecpm: DecimalNumber
  /// How long the SDK waits for the adapter's load completion.
  package var timeoutMs: Int64
  package var network: NetworkScript
  /// How it bids, for a bidding line item (`bidding`); nil for a waterfall
  /// line item, which waits for its turn at its `ecpm`.
  package var bidding: BiddingScript? {
    get { biddingStorage?.value }
    set { biddingStorage = newValue.map(OutOfLine.init) }
  }
  private var biddingStorage: OutOfLine<BiddingScript>?
  /// What Ad Manager serves itself for this line item, with no adapter
  /// (`adManager`); nil for a mediated line item. Such a line item's
  /// `className` is `googleAdNetworkClassName`.
  package var adManager: AdManagerCreative? {
    get { adManagerStorage?.value }
    set { adManagerStorage = newValue.map(OutOfLine.init) }
  }
  /// The creative kept out of line: most line items have none.
  private var adManagerStorage: OutOfLine<AdManagerCreative>?

  package init(
    label: String, className: String, parameter: String?, settings: [String: String] = [:], ecpm: DecimalNumber,
    timeoutMs: Int64, network: NetworkScript, adManager: AdManagerCreative? = nil, bidding: BiddingScript? = nil
  ) {
    self.label = label
    self.className = className
    self.parameter = parameter ?? settings[ServerParameter.key]
    self.otherSettings = settings.filter { $0.key != ServerParameter.key }
    self.ecpm = ecpm
    self.timeoutMs = timeoutMs
    self.network = network
    self.adManagerStorage = adManager.map(OutOfLine.init)
    self.biddingStorage = bidding.map(OutOfLine.init)
  }
}
