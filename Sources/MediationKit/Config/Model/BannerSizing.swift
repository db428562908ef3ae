/// How a profile's adapter turns the banner size the SDK asks for into what
/// it asks its network for (`banner.sizing`): the size itself (`exact`), the
/// closest of its `bannerSizes` (`closest`, the SDK's
/// `GADClosestValidSizeForAdSizes`, Android's `MediationUtils.findClosestSize`),
/// or a table of its own (`map`, as Moloco's banner resolver).
package struct BannerSizing: Hashable, Sendable {
  /// How the adapter picks its network's size.
  package enum Policy: String, CaseIterable, Sendable {
    /// The request's size, if `bannerSizes` lists it.
    case exact
    /// The closest of `bannerSizes` no larger than the request.
    case closest
    /// The first `map` entry from the request's size, else its `other` entry.
    case map
  }

  /// What the adapter asks its network for: a size, or a name of the network's own (Moloco's `"mrec"`).
  package enum NetworkSize: Hashable, Sendable {
    case size(AdSize)
    case named(String)

    /// The size the adapter expects back: its own, or the request's for a name.
    package func expected(requested: AdSize) -> AdSize {
      switch self {
      case .size(let size): size
      case .named: requested
      }
    }
  }

  /// One entry of `map`: from a request's size (nil: `"other"`, every size no earlier entry names) to what
  /// the adapter asks for.
  package struct MapEntry: Hashable, Sendable {
    package var from: AdSize?
    package var to: NetworkSize

    package init(from: AdSize?, to: NetworkSize) {
      self.from = from
      self.to = to
    }
  }

  package var policy: Policy
  package var map: [MapEntry]

  package init(policy: Policy = ConfigSchema.BannerSizing.policy.defaultValue, map: [MapEntry] = []) {
    self.policy = policy
    self.map = map
  }
}

extension AdapterProfile {
  /// What a banner's adapter does with a returned size other than the one it asked for (`banner.sizeMismatch`).
  package enum SizeMismatch: String, CaseIterable, Sendable {
    /// Shows the banner all the same.
    case accept
    /// Fails the load with `banner.sizeMismatchError` (Unity's `GADMAdapterUnityErrorSizeMismatch`).
    case fail
  }
}
