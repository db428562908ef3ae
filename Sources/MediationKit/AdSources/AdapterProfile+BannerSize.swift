/// What a profile's banner adapter does with the size the SDK asks for, on every platform.
extension AdapterProfile {
  /// What the adapter asks its network for a banner of `requested` (`banner.sizing`): nil without
  /// `banner.sizing` (the request goes as it is and the record says nothing more), the size or name otherwise;
  /// `sizeError` when the adapter refuses the size, before its network hears of it.
  package func networkSize(for requested: AdSize) -> Result<BannerSizing.NetworkSize?, AdError> {
    guard let sizing = bannerSizing else {
      return serves(requested) ? .success(nil) : .failure(sizeError.error())
    }
    let chosen: BannerSizing.NetworkSize?
    switch sizing.policy {
    case .exact:
      chosen = serves(requested) ? .size(requested) : nil
    case .closest:
      // Without `bannerSizes` every size is served: the closest is the request itself.
      chosen = AdSize.closest(to: requested, among: bannerSizes ?? [requested]).map { .size($0) }
    case .map:
      chosen = (sizing.map.first { $0.from == requested } ?? sizing.map.first { $0.from == nil })?.to
    }
    return chosen.map { .success($0) } ?? .failure(sizeError.error())
  }

  /// The error that fails a banner's load of `requested` at once, before its network hears of it: the size is
  /// one the adapter does not serve (`sizeError`).
  package func bannerSizeRefusal(for requested: AdSize) -> AdError? {
    guard case .failure(let error) = networkSize(for: requested) else { return nil }
    return error
  }

  /// The error that fails a banner's load after its network answered with `returned` where the adapter
  /// expected `expected`; nil when the sizes agree or the adapter accepts any (`banner.sizeMismatch`).
  package func sizeMismatchFailure(returned: AdSize, expected: AdSize) -> AdError? {
    guard bannerSizeMismatch == .fail, returned != expected else { return nil }
    return bannerSizeMismatchError.error()
  }
}
