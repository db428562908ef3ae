import MediateTestSupport
import Testing

@testable import MediationKit

/// The privacy of contract2.md section 3: `ageRestrictedTreatment` Teen, the
/// storage's IAB keys and the settings that read them, `additionalConsent`'s
/// reading of the AC string, and `passes.unset`.
struct PrivacyStorageTests {
  private static let iOSUnset = PrivacyConventions(unsetNumber: nil, unsetRating: nil)
  private static let androidUnset = PrivacyConventions(unsetNumber: -1, unsetRating: "")

  private func config(privacy: String = "{}", profile: String) throws -> WaterfallConfig {
    try ConfigLoader.load(
      Array(
        #"""
        {"adUnit": {"id": "/1/r", "format": "rewarded", "reward": {"type": "c", "amount": 1}},
         "request": {"privacy": \#(privacy)},
         "adapters": {"Acme": \#(profile)}, "lineItems": [{"label": "A", "className": "Acme"}]}
        """#.utf8))
  }

  private static func storage(applies: Int?, consent: String?) -> RequestPrivacy {
    var privacy = RequestPrivacy()
    privacy.storage[.gdprApplies] = applies.map { .integer($0) }
    privacy.storage[.additionalConsent] = consent.map { .string($0) }
    return privacy
  }

  /// Unity's reading of vendor 3234 (AUTUnityAdapterTests.m:388-457): consented (v1 or v2) is true; disclosed
  /// and not consented in v2 is false; GDPR not applying, a v1 string without it, or no string is unset.
  @Test(
    arguments: [
      (1, "2~3234.35~dv.9", true as Bool?),
      (1, "1~1.3234", true),
      (1, "2~1.35~dv.9.3234", false),
      (1, "2~1.35~dv.9", nil),
      (1, "1~1.35", nil),
      (0, "2~3234~dv.", nil),
      (nil, "2~3234~dv.", nil),
      (1, "garbage", nil),
      // A string of another shape is unknown, never consent (Unity's …UnexpectedParts and …InvalidFormat cases).
      (1, "1~3234.1~dv.2.3", nil),
      (1, "2~3234.1", nil),
      (1, "2~3234.1~ax.2.3", nil),
      (1, "2~3234.1~dvx.2", nil),
      (1, "1", nil),
      // As the adapter reads it (GADMAdapterUnityUtils.m:83-147): the version is the first part's
      // integerValue (2 and later read as 2), a bare `dv` discloses no vendor, and parts after the third
      // are not looked at.
      (1, "2~1.3234~dv", true),
      (1, "2~1~dv", nil),
      (1, "02~3234~dv.1", true),
      (1, "3~1~dv.3234", false),
      (1, "2~1~dv.3234~x", false),
      (1, "v2~3234~dv.1", nil),
    ] as [(Int?, String, Bool?)])
  func additionalConsentReadsTheVendorInTheACString(applies: Int?, consent: String, expected: Bool?) {
    let privacy = Self.storage(applies: applies, consent: consent)
    #expect(privacy.value(of: .additionalConsent, vendorId: 3234) == .flag(expected))
  }

  /// Teen never trips a `fail` and passes as unset, alone or combined.
  @Test func teenCountsAsUnset() throws {
    let acme = try #require(
      try config(
        privacy: #"{"ageRestrictedTreatment": "teen"}"#,
        profile: #"""
          {"formats": ["rewarded"],
           "privacy": {"ageRestrictedTreatment": {"load": "fail", "passes": "age"},
                       "childDirected": {"passes": "coppa"}, "underAgeOfConsent": {"passes": "coppa"}}}
          """#
      ).profiles.first)
    let teen = RequestPrivacy(ageRestrictedTreatment: .teen)
    #expect(acme.failure(at: .load, credentials: [[:]], privacy: teen) == nil)
    #expect(
      acme.passedPrivacy(at: .load, teen, unset: Self.iOSUnset) == [
        PassedSetting(key: "age", value: .null), PassedSetting(key: "coppa", value: .null),
      ])
    let child = RequestPrivacy(ageRestrictedTreatment: .child)
    #expect(acme.failure(at: .load, credentials: [[:]], privacy: child)?.code == 104)
  }

  /// The storage settings pass their strings, gdprApplies its flag; a set string trips `fail`.
  @Test func storageSettingsPassWhatTheStorageHolds() throws {
    let loaded = try config(
      privacy: #"{"storage": {"IABTCF_gdprApplies": 1, "IABTCF_TCString": "CPabc", "IABGPP_GppSID": "2_7"}}"#,
      profile: #"""
        {"formats": ["rewarded"],
         "privacy": {"gdprApplies": {"passes": {"key": "gdpr", "as": "number"}}, "tcString": {"passes": "consent"},
                     "usPrivacy": {"passes": "us_privacy"}, "gppSid": {"passes": "gpp_sid"}}}
        """#)
    let acme = try #require(loaded.profiles.first)
    #expect(
      acme.passedPrivacy(at: .load, loaded.request.privacy, unset: Self.iOSUnset) == [
        PassedSetting(key: "gdpr", value: .integer(1)), PassedSetting(key: "consent", value: .string("CPabc")),
        PassedSetting(key: "us_privacy", value: .null), PassedSetting(key: "gpp_sid", value: .string("2_7")),
      ])
    #expect(loaded.request.privacy.value(of: .tcString, vendorId: nil).restricts)
    #expect(!RequestPrivacy().value(of: .tcString, vendorId: nil).restricts)
  }

  /// `passes.unset`: null passes the platform's unset value, restrictive the child value, allowed the adult one.
  @Test(arguments: [
    ("null", Self.iOSUnset, PassedSetting.Value.null),
    ("null", Self.androidUnset, .integer(-1)),
    ("restrictive", Self.iOSUnset, .integer(1)),
    ("allowed", Self.androidUnset, .integer(0)),
  ])
  func anUnsetFlagPassesWhatUnsetSays(unset: String, platform: PrivacyConventions, expected: PassedSetting.Value)
    throws
  {
    let acme = try #require(
      try config(
        profile: #"""
          {"formats": ["rewarded"],
           "privacy": {"childDirected": {"passes": {"key": "coppa", "as": "number", "unset": "\#(unset)"}},
                       "underAgeOfConsent": {"passes": "coppa"}}}
          """#
      ).profiles.first)
    #expect(acme.passedPrivacy(at: .load, RequestPrivacy(), unset: platform) == [.init(key: "coppa", value: expected)])
    // A set flag passes itself whatever `unset` says.
    #expect(
      acme.passedPrivacy(at: .load, RequestPrivacy(underAgeOfConsent: false), unset: platform) == [
        .init(key: "coppa", value: .integer(0))
      ])
  }

  /// A storage key the IABs do not name is refused with a did-you-mean; `vendorId` is required on `additionalConsent`.
  @Test func refusesAnUnknownStorageKeyAndAMissingVendor() {
    #expect(throws: ConfigError.self) {
      try config(privacy: #"{"storage": {"IABTCF_TcString": "x"}}"#, profile: #"{"formats": ["rewarded"]}"#)
    }
    #expect(throws: ConfigError.self) {
      try config(profile: #"{"formats": ["rewarded"], "privacy": {"additionalConsent": {"passes": "c"}}}"#)
    }
    #expect(throws: ConfigError.self) {
      try config(profile: #"{"formats": ["rewarded"], "privacy": {"tcString": {"network": {"at": "setUp"}}}}"#)
    }
    // additionalConsent's true is consent, a flag's true restriction: one key cannot carry both.
    #expect(throws: ConfigError.self) {
      try config(
        profile:
          #"{"formats": ["rewarded"], "privacy": {"childDirected": {"passes": "coppa"}, "additionalConsent": {"vendorId": 3234, "passes": "coppa"}}}"#
      )
    }
  }

  /// The generated configs the differential and invariant tests play use the new keys, and decode.
  @Test func generatedConfigsCoverTheNewKeys() throws {
    var seen: Set<String> = []
    for seed in UInt64(0)..<200 {
      var generator = ConfigGenerator(seed: seed)
      let json = generator.config()
      let config = try ConfigLoader.load(Array(json.utf8))
      let privacy = config.request.privacy
      if privacy.ageRestrictedTreatment == .teen { seen.insert("teen") }
      if !privacy.storage.isEmpty { seen.insert("storage") }
      for handling in config.profiles.flatMap(\.privacy) {
        seen.insert(handling.setting.rawValue)
        if let intake = handling.network { seen.insert("takes." + intake.takes.rawValue) }
        if let unset = handling.passes?.unset, unset != .null { seen.insert("unset." + unset.rawValue) }
      }
    }
    let expected: Set<String> = [
      "teen", "storage", "gdprApplies", "tcString", "additionalConsent", "usPrivacy", "gppString", "gppSid",
      "takes.api", "takes.storage", "unset.restrictive", "unset.allowed",
    ]
    #expect(expected.subtracting(seen).isEmpty, "never generated: \(expected.subtracting(seen).sorted())")
  }
}
