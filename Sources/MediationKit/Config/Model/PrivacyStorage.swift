/// What the app's consent management platform stored under the IAB keys
/// (`request.privacy.storage`), in `NSUserDefaults` on iOS and the default
/// `SharedPreferences` on Android, where adapters and networks read it.
/// Each value is nil while the key is absent.
package struct PrivacyStorage: Hashable, Sendable {
  /// One of the IAB keys, named as the IAB specifications name it.
  package enum Key: String, CaseIterable, Hashable, Sendable {
    case gdprApplies = "IABTCF_gdprApplies"
    case tcString = "IABTCF_TCString"
    case additionalConsent = "IABTCF_AddtlConsent"
    case usPrivacy = "IABUSPrivacy_String"
    case gppString = "IABGPP_HDR_GppString"
    case gppSid = "IABGPP_GppSID"
  }

  /// A stored value: `IABTCF_gdprApplies` is an integer, the others strings.
  package enum Value: Hashable, Sendable {
    case integer(Int)
    case string(String)
  }

  /// The stored values, by key.
  private var values: [Key: Value] = [:]

  package init() {}

  /// The value stored under `key`, nil when absent.
  package subscript(key: Key) -> Value? {
    get { values[key] }
    set { values[key] = newValue }
  }

  /// The stored string under `key`, nil when absent (or not a string).
  func string(_ key: Key) -> String? {
    guard case .string(let text)? = values[key] else { return nil }
    return text
  }

  /// `IABTCF_gdprApplies` as a flag: 1 true, 0 false, nil when absent.
  var gdprApplies: Bool? {
    guard case .integer(let number)? = values[.gdprApplies] else { return nil }
    return number == 1
  }

  /// Whether nothing is stored.
  package var isEmpty: Bool { values.isEmpty }

  /// The stored keys and values, keys in code point order (as the `run` record writes them).
  package var sorted: [(key: Key, value: Value)] {
    Key.allCases.compactMap { key in values[key].map { (key, $0) } }
      .sorted { $0.key.rawValue.utf8.lexicographicallyPrecedes($1.key.rawValue.utf8) }
  }

  /// Whether the additional consent string consents to `vendorId`, as
  /// Unity's adapter reads it (vendor 3234): true when GDPR applies and the
  /// vendor is among the string's consented IDs; false when GDPR applies,
  /// the string is version 2 and the vendor is disclosed (`dv.`) but not
  /// consented; nil otherwise (nothing passed).
  func additionalConsent(vendorId: Int) -> Bool? {
    guard gdprApplies == true, let text = string(.additionalConsent) else { return nil }
    let parts = text.split(separator: "~", omittingEmptySubsequences: false)
    // The string's shape first, as Unity's adapter checks it (GADMAdapterUnityUtils.m:83-147): the version is
    // the first part's `integerValue`; version 1 is `1~<consented>` (exactly two parts), version 2 and later
    // `2~<consented>~dv.<disclosed>` (at least three, the third's first dot-separated part `dv`, so a bare `dv`
    // discloses no vendor); any other shape is unknown, never consent (AUTUnityAdapterTests' `…UnexpectedParts`
    // and `…InvalidFormat` cases).
    let disclosedPart: Substring?
    switch VersionNumber.integerValue(parts[0]) {
    case 1 where parts.count == 2: disclosedPart = nil
    case 2... where parts.count >= 3 && parts[2].split(separator: ".", omittingEmptySubsequences: false)[0] == "dv":
      disclosedPart = parts[2].dropFirst(2)
    case _: return nil
    }
    let vendor = String(vendorId)
    let consented = parts[1].split(separator: ".").map(String.init)
    if consented.contains(vendor) { return true }
    guard let disclosedPart else { return nil }
    let disclosed = disclosedPart.split(separator: ".").map(String.init)
    return disclosed.contains(vendor) ? false : nil
  }
}
