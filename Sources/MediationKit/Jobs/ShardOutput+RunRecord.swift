/// The `run` record of a shard, read back: the mediate that wrote it, the
/// seed, the ad unit, its privacy settings and its platform, which every
/// shard of one batch shares.
extension ShardOutput {
  /// A shard's `run` record read back.
  static func runRecord(_ node: JSONNode, fail: (String) -> ShardMerge.Failure) throws(ShardMerge.Failure)
    -> RunRecord
  {
    guard
      let seed = node["seed"].flatMap({ node -> UInt64? in
        if case .number(let number) = node.value { return number.unsignedValue }
        return nil
      })
    else { throw fail("the run record has no seed") }
    guard let format = AdFormat(rawValue: try node.string("format", fail: fail)) else {
      throw fail("the run record has an unknown format")
    }
    return RunRecord(
      mediate: try node.string("mediate", fail: fail), seed: seed, adUnit: try node.string("adUnit", fail: fail),
      format: format, lineItems: try node.integer("lineItems", fail: fail), privacy: try privacy(node, fail: fail),
      platform: try platform(node, fail: fail))
  }

  /// The run record's `platform`; iOS in a record of a mediate that did not write it (every config was iOS's).
  private static func platform(_ run: JSONNode, fail: (String) -> ShardMerge.Failure) throws(ShardMerge.Failure)
    -> Platform
  {
    guard let node = run["platform"] else { return .ios }
    guard case .string(let text) = node.value, let platform = Platform(rawValue: text) else {
      throw fail("the run record has an unknown platform")
    }
    return platform
  }

  /// The run record's `privacy`: each setting a boolean (the rating a
  /// string, Teen `"teen"`) or null, and the storage; none set in a record
  /// of a mediate that did not write it.
  private static func privacy(_ run: JSONNode, fail: (String) -> ShardMerge.Failure) throws(ShardMerge.Failure)
    -> RequestPrivacy
  {
    guard let node = run["privacy"] else { return RequestPrivacy() }
    guard case .object = node.value else { throw fail("the run record's privacy is not an object") }
    func flag(_ key: String) throws(ShardMerge.Failure) -> Bool? {
      switch node[key]?.value {
      case .bool(let value)?: return value
      case .null?: return nil
      default: throw fail("privacy.\(key) is not a boolean or null")
      }
    }
    var privacy = RequestPrivacy(
      childDirected: try flag("childDirected"), underAgeOfConsent: try flag("underAgeOfConsent"))
    switch node["ageRestrictedTreatment"]?.value {
    case .bool(let flag)?: privacy.ageRestrictedTreatment = flag ? .child : .notChild
    case .string("teen")?: privacy.ageRestrictedTreatment = .teen
    case .null?, nil: break
    default: throw fail("privacy.ageRestrictedTreatment is not a boolean, \"teen\" or null")
    }
    if let storage = node["storage"] {
      guard case .object(let members) = storage.value else { throw fail("privacy.storage is not an object") }
      for member in members {
        guard let key = PrivacyStorage.Key(rawValue: member.key) else {
          throw fail("privacy.storage has an unknown key")
        }
        switch (key, member.value.value) {
        case (.gdprApplies, .number):
          // 0 or 1, as a config's `request.privacy.storage` takes it.
          guard let number = member.value.integerValue, let value = Int(exactly: number), (0...1).contains(value) else {
            throw fail("privacy.storage.\(key.rawValue) is not 0 or 1")
          }
          privacy.storage[key] = .integer(value)
        case (.tcString, .string(let text)), (.additionalConsent, .string(let text)), (.usPrivacy, .string(let text)),
          (.gppString, .string(let text)), (.gppSid, .string(let text)):
          privacy.storage[key] = .string(text)
        case (.gdprApplies, _), (.tcString, _), (.additionalConsent, _), (.usPrivacy, _), (.gppString, _),
          (.gppSid, _):
          throw fail("privacy.storage.\(key.rawValue) is not of its type")
        }
      }
    }
    switch node["maxAdContentRating"]?.value {
    case .string(let text)?:
      guard let rating = MaxAdContentRating(rawValue: text) else { throw fail("privacy.maxAdContentRating is unknown") }
      privacy.maxAdContentRating = rating
    case .null?: break
    default: throw fail("privacy.maxAdContentRating is not a string or null")
    }
    return privacy
  }
}
