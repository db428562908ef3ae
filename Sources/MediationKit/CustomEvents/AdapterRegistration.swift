/// One adapter class the simulated app links: its class name as line items
/// name it, its type, and how to make an instance for a line item's network.
public struct AdapterRegistration: Sendable {
  public let className: String
  public let adapterType: any MediationAdapter.Type
  let make: @Sendable (SampleSDK) -> any MediationAdapter

  init(
    className: String, adapterType: any MediationAdapter.Type,
    make: @escaping @Sendable (SampleSDK) -> any MediationAdapter
  ) {
    self.className = className
    self.adapterType = adapterType
    self.make = make
  }

  /// The formats the adapter can load, in `AdFormat` order.
  public var formats: [AdFormat] {
    AdFormat.allCases.filter { format in
      switch format {
      case .native: adapterType is any MediationNativeAdapter.Type
      case .rewarded: adapterType is any MediationRewardedAdapter.Type
      }
    }
  }

  /// The `request.extras` keys the adapter's extras type reads.
  public var extrasKeys: [String] {
    adapterType.networkExtrasType?.keys ?? []
  }
}
