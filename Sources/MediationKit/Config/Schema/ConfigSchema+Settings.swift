/// Server settings and privacy: a line item's `settings`, `request.privacy`,
/// what a profile's adapter reads of both (`settings`, `privacy`), and the
/// `expect` checks of what reached the network (`requests`, `setUpRequests`).
extension ConfigSchema.LineItem {
  /// `parameter` is shorthand for `{"parameter": …}`; the two together are an error.
  package static let settings = TypedKey(
    "settings", Shaped<[String: String]>(.map(.string(nonEmpty: false))) { $0.isEmpty ? "{}" : nil }, default: [:],
    "the server parameters, credentials.settings (parameter is shorthand for {\"parameter\": …})")
}

extension ConfigSchema.Request {
  package static let privacy = TypedKey(
    "privacy", Shaped<RequestPrivacy>.object("privacy"), default: RequestPrivacy(),
    "the request configuration's privacy settings, which adapters read")
}

extension ConfigSchema.Profile {
  package static let settings = TypedKey(
    "settings", Shaped<[SettingDeclaration]>.map(.object("setting")), default: [],
    "the server settings the adapter reads: key to how it reads it")
  package static let privacy = TypedKey(
    "privacy", Shaped<[PrivacyHandling]>(.object("profilePrivacy")) { $0.isEmpty ? "{}" : nil }, default: [],
    "what the adapter does with each privacy setting of the request")
}

extension ConfigSchema.Expect {
  /// `null` for a label: the line item's network was never called.
  package static let requests = TypedKey(
    optional: "requests", Shaped<[RunCheck]>(.map(.anyOf([.map(.any), .null]))), acceptsNull: false,
    "label to keys the load record's request has, or null (the network was never called)")
  /// `null` for a class: its set-up failed before it called its network.
  package static let setUpRequests = TypedKey(
    optional: "setUpRequests", Shaped<[RunCheck]>(.map(.anyOf([.map(.any), .null]))), acceptsNull: false,
    "adapter class to keys its setUp record's request has, or null (set-up never called its network)")
}

extension ConfigSchema {
  /// The keys of `request.privacy`: each not set (null) until the app sets it.
  package enum Privacy {
    package static let childDirected = TypedKey(
      optional: "childDirected", Booleans(), absent: "null",
      "GADRequestConfiguration.tagForChildDirectedTreatment (COPPA)")
    package static let underAgeOfConsent = TypedKey(
      optional: "underAgeOfConsent", Booleans(), absent: "null",
      "GADRequestConfiguration.tagForUnderAgeOfConsent (GDPR: under the age of consent)")
    package static let maxAdContentRating = TypedKey(
      optional: "maxAdContentRating", Choices<MaxAdContentRating>(), absent: "null",
      "GADRequestConfiguration.maxAdContentRating: the most mature content the app accepts")
    package static let ageRestrictedTreatment = TypedKey(
      optional: "ageRestrictedTreatment", AgeRestrictedTreatmentKind(), absent: "null",
      "GADRequestConfiguration.ageRestrictedTreatment: \"child\" (or true), \"teen\", false (not a child)")
    package static let storage = TypedKey(
      "storage", Shaped<PrivacyStorage>.object("privacyStorage"), default: PrivacyStorage(),
      described: "{}", "what the app's CMP stored under the IAB keys (NSUserDefaults; Android: SharedPreferences)")
  }

  /// `ageRestrictedTreatment`: `"child"`, `"teen"`, or a boolean (true: child, false: not a child).
  package struct AgeRestrictedTreatmentKind: ValueKind {
    package var type: ConfigValueType { .anyOf([.choice(AgeRestrictedTreatment.names), .boolean]) }
    package func json(_ value: AgeRestrictedTreatment) -> String? {
      switch value {
      case .child: JSONStringLiteral.quoted("child")
      case .teen: JSONStringLiteral.quoted("teen")
      case .notChild: "false"
      }
    }
  }

  /// The keys of `request.privacy.storage`, as the IAB specifications name them.
  package enum Storage {
    package static let gdprApplies = TypedKey(
      optional: PrivacyStorage.Key.gdprApplies.rawValue, Integers(0...1), absent: "absent", acceptsNull: false,
      "TCF: 1 when GDPR applies, 0 when it does not")
    package static let tcString = TypedKey(
      optional: PrivacyStorage.Key.tcString.rawValue, Strings(), absent: "absent", acceptsNull: false,
      "TCF: the TC string")
    package static let additionalConsent = TypedKey(
      optional: PrivacyStorage.Key.additionalConsent.rawValue, Strings(), absent: "absent", acceptsNull: false,
      "Google's Additional Consent string (\"2~1.35~dv.9.21\")")
    package static let usPrivacy = TypedKey(
      optional: PrivacyStorage.Key.usPrivacy.rawValue, Strings(), absent: "absent", acceptsNull: false,
      "the US Privacy (CCPA) string")
    package static let gppString = TypedKey(
      optional: PrivacyStorage.Key.gppString.rawValue, Strings(), absent: "absent", acceptsNull: false,
      "GPP: the GPP string")
    package static let gppSid = TypedKey(
      optional: PrivacyStorage.Key.gppSid.rawValue, Strings(), absent: "absent", acceptsNull: false,
      "GPP: the applicable section IDs (a string, \"2_7\")")
  }

  package static let privacyStorage = ConfigObject(
    name: "privacyStorage", title: "request.privacy.storage",
    summary: "What the app's consent management platform stored, by IAB key.",
    keys: [
      Storage.gdprApplies.row, Storage.tcString.row, Storage.additionalConsent.row, Storage.usPrivacy.row,
      Storage.gppString.row, Storage.gppSid.row,
    ])

  package static let privacy = ConfigObject(
    name: "privacy", title: "request.privacy", summary: "GADMobileAds.sharedInstance.requestConfiguration's privacy.",
    keys: [
      Privacy.childDirected.row, Privacy.underAgeOfConsent.row, Privacy.maxAdContentRating.row,
      Privacy.ageRestrictedTreatment.row, Privacy.storage.row,
    ])

  /// The keys of `adapters.<class>.settings.<key>`.
  package enum Setting {
    package static let required = TypedKey(
      "required", Booleans(), default: false, "the adapter fails when the key is missing or empty")
    package static let at = TypedKey(
      "at", Lists(of: Choices<AdapterPhase>(), minimum: 1, unique: true), default: [.load],
      "where the adapter checks the key: setUp (any credential of the class) and each load")
    package static let error = TypedKey(
      "error", Shaped<AdapterProfile.ErrorTemplate>(ConfigSchema.error),
      defaultText: "code 101, \"Missing or invalid <key>.\"", "required: the failure")
    package static let defaultValue = TypedKey(
      optional: "default", Strings(), absent: "none", acceptsNull: false, "the value used when the key is missing")
    package static let placement = TypedKey(
      "placement", Booleans(), default: false, "the key is the network's placement ID (one per profile)")
    package static let testValue = TypedKey(
      optional: "testValue", Strings(), absent: "none", acceptsNull: false,
      "placement: what a test request (request.testMode) loads instead, its required check passing")
  }

  package static let setting = ConfigObject(
    name: "setting", title: "adapters.<class>.settings.<key>", summary: "A server setting the adapter reads.",
    keys: [
      Setting.required.row, Setting.at.row, Setting.error.row, Setting.defaultValue.row, Setting.placement.row,
      Setting.testValue.row,
    ])

  /// The keys of `adapters.<class>.privacy`: one per privacy setting of the request.
  package enum ProfilePrivacy {
    package static let childDirected = TypedKey(
      "childDirected", object: "privacySetting", "what the adapter does with childDirected")
    package static let underAgeOfConsent = TypedKey(
      "underAgeOfConsent", object: "privacySetting", "what the adapter does with underAgeOfConsent")
    package static let maxAdContentRating = TypedKey(
      "maxAdContentRating", object: "privacySetting", "what the adapter does with maxAdContentRating")
    package static let ageRestrictedTreatment = TypedKey(
      "ageRestrictedTreatment", object: "privacySetting", "what the adapter does with ageRestrictedTreatment")
    package static let gdprApplies = TypedKey(
      "gdprApplies", object: "privacySetting", "what the adapter does with the storage's IABTCF_gdprApplies")
    package static let tcString = TypedKey(
      "tcString", object: "privacySetting", "what the adapter does with the storage's IABTCF_TCString")
    /// Not `{}` by default: given, it needs its `vendorId`.
    package static let additionalConsent = TypedKey(
      optional: "additionalConsent", Shaped<KeysAtDefaults>.object("privacySetting"), absent: "not read",
      acceptsNull: false,
      "what the adapter does with its vendor's consent in the storage's IABTCF_AddtlConsent (vendorId required)")
    package static let usPrivacy = TypedKey(
      "usPrivacy", object: "privacySetting", "what the adapter does with the storage's IABUSPrivacy_String")
    package static let gppString = TypedKey(
      "gppString", object: "privacySetting", "what the adapter does with the storage's IABGPP_HDR_GppString")
    package static let gppSid = TypedKey(
      "gppSid", object: "privacySetting", "what the adapter does with the storage's IABGPP_GppSID")
  }

  package static let profilePrivacy = ConfigObject(
    name: "profilePrivacy", title: "adapters.<class>.privacy", summary: "What the adapter does with privacy settings.",
    keys: [
      ProfilePrivacy.childDirected.row, ProfilePrivacy.underAgeOfConsent.row, ProfilePrivacy.maxAdContentRating.row,
      ProfilePrivacy.ageRestrictedTreatment.row, ProfilePrivacy.gdprApplies.row, ProfilePrivacy.tcString.row,
      ProfilePrivacy.additionalConsent.row, ProfilePrivacy.usPrivacy.row, ProfilePrivacy.gppString.row,
      ProfilePrivacy.gppSid.row,
    ])

  /// The keys of `adapters.<class>.privacy.<setting>`.
  package enum PrivacyBehaviour {
    package static let setUp = TypedKey(
      "setUp", Choices<PrivacyHandling.Action>(), default: .proceed,
      "fail: set-up fails when the setting is true (a string: set and not empty)")
    package static let load = TypedKey(
      "load", Choices<PrivacyHandling.Action>(), default: .proceed,
      "fail: a load fails at once when the setting is true (a string: set and not empty)")
    package static let error = TypedKey(
      "error", Shaped<AdapterProfile.ErrorTemplate>(ConfigSchema.error), defaultText: "code 104",
      "fail: the failure")
    /// A string is shorthand for `{"key": …}`.
    package static let passes = TypedKey(
      optional: "passes", Shaped<PrivacyPass>(.anyOf([.string(nonEmpty: true), .object("passes")])),
      absent: "not passed", acceptsNull: false, "the key under which the adapter hands the setting to its network")
    package static let vendorId = TypedKey(
      optional: "vendorId", Integers(1...Int64(Int32.max)), absent: "none", acceptsNull: false,
      "the vendor whose consent additionalConsent reads in the AC string (required there, only there)")
    package static let network = TypedKey(
      optional: "network", Shaped<PrivacyIntake>.object("privacyNetwork"), absent: "null",
      "how the network SDK receives the signal: through its own setter only (api) or from the storage")
  }

  package static let privacySetting = ConfigObject(
    name: "privacySetting", title: "adapters.<class>.privacy.<setting>",
    summary: "What the adapter does with one privacy setting.",
    keys: [
      PrivacyBehaviour.setUp.row, PrivacyBehaviour.load.row, PrivacyBehaviour.error.row, PrivacyBehaviour.passes.row,
      PrivacyBehaviour.vendorId.row, PrivacyBehaviour.network.row,
    ])

  /// The keys of `adapters.<class>.privacy.<setting>.network`.
  package enum PrivacyNetwork {
    package static let takes = TypedKey(
      required: "takes", Choices<PrivacyIntake.Source>(),
      "the network's own setter only (api: the adapter must forward it), or the storage's IAB keys it reads itself")
    package static let at = TypedKey(
      "at", Choices<AdapterPhase>(), default: .load,
      "the latest it needs the signal: setUp for a network that reads it before it initializes")
  }

  package static let privacyNetwork = ConfigObject(
    name: "privacyNetwork", title: "adapters.<class>.privacy.<setting>.network",
    summary: "How the network SDK receives a privacy signal.", keys: [PrivacyNetwork.takes.row, PrivacyNetwork.at.row])

  /// The keys of `adapters.<class>.privacy.<setting>.passes` (an object).
  package enum Passes {
    package static let key = TypedKey(required: "key", Strings(nonEmpty: true), "the key the network reads")
    package static let at = TypedKey(
      "at", Lists(of: Choices<AdapterPhase>(), minimum: 1, unique: true), default: [.load],
      "where the adapter hands it over: setUp, load")
    package static let form = TypedKey(
      "as", Choices<PrivacyPass.Form>(), default: .boolean,
      "flags: true/false, \"YES\"/\"NO\" or 1/0 (a string setting passes its string)")
    package static let unset = TypedKey(
      "unset", Choices<PrivacyPass.Unset>(), default: .null,
      "what an unset setting passes: null (the setter not called), the restrictive or the allowed value (flags only)")
  }

  package static let passes = ConfigObject(
    name: "passes", title: "adapters.<class>.privacy.<setting>.passes (an object)",
    summary: "How the adapter hands a privacy setting to its network.",
    keys: [Passes.key.row, Passes.at.row, Passes.form.row, Passes.unset.row])
}
