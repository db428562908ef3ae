/// Reads a banner profile's `banner` object: who reports the impression, and the sizes the adapter asks for
/// and accepts (`sizing`, `sizeMismatch`, `sizeMismatchError`).
extension ConfigDecoder {
  mutating func decodeProfileBanner(_ fields: ObjectFields, into profile: inout AdapterProfile) {
    typealias Keys = ConfigSchema.ProfileBanner
    profile.bannerHandlesUserImpressions = value(Keys.handlesUserImpressions, in: fields)
    if let member = fields[Keys.sizing.name] {
      profile.bannerSizing = decodeBannerSizing(member.value, at: fields.path(Keys.sizing.name))
    }
    profile.bannerSizeMismatch = value(Keys.sizeMismatch, in: fields)
    if let member = fields[Keys.sizeMismatchError.name] {
      profile.bannerSizeMismatchError = decodeErrorTemplate(
        member.value, at: fields.path(Keys.sizeMismatchError.name), default: profile.bannerSizeMismatchError)
    }
  }

  /// `banner.sizing`: a policy, and for `map` its entries.
  private mutating func decodeBannerSizing(_ node: JSONNode, at path: JSONPath) -> BannerSizing? {
    typealias Keys = ConfigSchema.BannerSizing
    guard let fields = fields(of: node, at: path, known: ConfigSchema.bannerSizing.keyNames) else { return nil }
    let policy = value(Keys.policy, in: fields)
    var sizing = BannerSizing(policy: policy)
    guard let member = fields[Keys.map.name] else {
      if policy == .map { report(.missingKey(Keys.map.name), at: fields.offset, path: fields.path) }
      return sizing
    }
    let mapPath = fields.path(Keys.map.name)
    guard policy == .map else {
      report(.keyOnlyForPolicy(Keys.map.name, [BannerSizing.Policy.map.rawValue]), at: member.keyOffset, path: mapPath)
      return sizing
    }
    guard let elements = array(member.value, at: mapPath) else { return nil }
    if elements.isEmpty {
      reportUnexpected(member.value, at: mapPath, expected: .oneOrMoreSizeMapEntries)
      return nil
    }
    var entries: [BannerSizing.MapEntry] = []
    for (index, element) in elements.enumerated() {
      let entryPath = mapPath.appending(index: index)
      guard let (entry, fromOffset) = decodeSizeMapEntry(element, at: entryPath) else { continue }
      // The first entry from a size decides: a second one would never be read.
      if entries.contains(where: { $0.from == entry.from }) {
        report(
          .repeatedValue, at: fromOffset, path: entryPath.appending(key: ConfigSchema.BannerSizeMapEntry.from.name))
        continue
      }
      entries.append(entry)
    }
    guard entries.count == elements.count else { return nil }
    sizing.map = entries
    return sizing
  }

  /// One entry of `map`, with the offset of its `from` (where a repeated one is reported).
  private mutating func decodeSizeMapEntry(
    _ node: JSONNode, at path: JSONPath
  ) -> (entry: BannerSizing.MapEntry, fromOffset: Int)? {
    typealias Keys = ConfigSchema.BannerSizeMapEntry
    guard let fields = fields(of: node, at: path, known: ConfigSchema.bannerSizeMapEntry.keyNames) else { return nil }
    let fromMember = required(Keys.from.name, in: fields)
    let from: AdSize?? = fromMember.flatMap { member in
      let fromPath = fields.path(Keys.from.name)
      if case .object = member.value.value { return decodeAdSize(member.value, at: fromPath).map { .some($0) } }
      let names = AdSize.Standard.allCases.map(\.rawValue) + [Self.otherSizes]
      guard let name = choice(member.value, at: fromPath, among: names) else { return nil }
      return .some(AdSize.Standard(rawValue: name)?.size)
    }
    let to: BannerSizing.NetworkSize? = required(Keys.to.name, in: fields).flatMap { member in
      let toPath = fields.path(Keys.to.name)
      switch member.value.value {
      case .object:
        return decodeAdSize(member.value, at: toPath).map { .size($0) }
      case .string(let text) where !text.isEmpty:
        return AdSize.Standard(rawValue: text).map { .size($0.size) } ?? .named(text)
      default:
        reportUnexpected(member.value, at: toPath, expected: .bannerSizeOrName)
        return nil
      }
    }
    guard let from, let to, let fromMember else { return nil }
    return (BannerSizing.MapEntry(from: from, to: to), fromMember.value.offset)
  }

  /// The `from` that stands for every size no entry names.
  private static let otherSizes = "other"
}
