import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// Server settings and privacy: what a profile makes of a line item's
/// settings and of the request's privacy settings (the placement, the
/// failures before the network, what reaches the network), as the decoder
/// reads them and as the checks of `expect` compare them.
struct ServerSettingsTests {
  /// What iOS passes for an unset privacy setting: null.
  static let iOSUnset = PrivacyConventions(unsetNumber: nil, unsetRating: nil)

  private func profile(_ json: String) throws -> AdapterProfile {
    let config = try ConfigLoader.load(
      Array(
        #"""
        {"adUnit": {"id": "/1/r", "format": "rewarded", "reward": {"type": "c", "amount": 1}},
         "adapters": {"Acme": \#(json)}, "lineItems": [{"label": "A", "className": "Acme"}]}
        """#.utf8))
    return try #require(config.profiles.first)
  }

  @Test func parameterIsShorthandForTheSettingsObject() throws {
    let config = try ConfigLoader.load(
      Array(
        #"""
        {"adUnit": {"id": "/1/r", "format": "rewarded", "reward": {"type": "c", "amount": 1}},
         "lineItems": [{"label": "A", "className": "SampleCustomEvent", "parameter": "u"},
                       {"label": "B", "className": "SampleCustomEvent", "settings": {"parameter": "u"}}]}
        """#.utf8))
    #expect(config.lineItems[0].settings == ["parameter": "u"])
    #expect(config.lineItems[0].settings == config.lineItems[1].settings)
    #expect(config.lineItems[1].parameter == "u")
  }

  @Test func theNetworkLoadsThePlacementKeyItsDefaultOrElseTheParameter() throws {
    let declared = try profile(
      #"{"formats": ["rewarded"], "settings": {"appKey": {}, "instanceId": {"default": "0", "placement": true}}}"#)
    #expect(declared.placement(in: ["instanceId": "7", "parameter": "p"], testRequest: false) == "7")
    #expect(declared.placement(in: ["parameter": "p"], testRequest: false) == "0")
    let undeclared = try profile(#"{"formats": ["rewarded"], "settings": {"appKey": {}}}"#)
    #expect(undeclared.placement(in: ["parameter": "p", "appKey": "k"], testRequest: false) == "p")
    #expect(undeclared.placement(in: ["appKey": "k"], testRequest: false) == nil)
  }

  /// A placement setting's `testValue` (Moloco's `moloco_test_placement`): a test request loads it instead of the
  /// server's value, and a required placement missing from a test request passes its check; set-up's stays.
  @Test func aTestRequestLoadsThePlacementsTestValue() throws {
    let moloco = try profile(
      #"{"formats": ["rewarded"], "settings": {"ad_unit_id": {"required": true, "placement": true, "testValue": "moloco_test_placement"}}}"#
    )
    #expect(moloco.placement(in: ["ad_unit_id": "u-1"], testRequest: true) == "moloco_test_placement")
    #expect(moloco.placement(in: ["ad_unit_id": "u-1"], testRequest: false) == "u-1")
    #expect(moloco.failure(at: .load, credentials: [[:]], privacy: RequestPrivacy(), testRequest: true) == nil)
    let missing = AdError(domain: "Acme", code: 101, localizedDescription: "Missing or invalid ad_unit_id.")
    #expect(moloco.failure(at: .load, credentials: [[:]], privacy: RequestPrivacy(), testRequest: false) == missing)
  }

  @Test func testValueBelongsToThePlacementSetting() throws {
    #expect(throws: (any Error).self) {
      try profile(#"{"formats": ["rewarded"], "settings": {"appKey": {"testValue": "t"}}}"#)
    }
  }

  /// A profile that passes its network's load errors through needs
  /// `network.load.error` only where the load can fail: a line item whose
  /// placement comes from the placement setting (no `parameter`) and always
  /// fills needs none; one with no placement at all does (the network refuses it).
  @Test func passingErrorsThroughNeedsAnErrorOnlyWhereTheLoadCanFail() throws {
    func load(_ lineItem: String) throws {
      _ = try ConfigLoader.load(
        Array(
          #"""
          {"adUnit": {"id": "/1/r", "format": "rewarded", "reward": {"type": "c", "amount": 1}},
           "adapters": {"Acme": {"formats": ["rewarded"], "completion": {"error": "passThrough"},
                                 "settings": {"instanceId": {"default": "0", "placement": true}, "appKey": {}}}},
           "lineItems": [\#(lineItem)]}
          """#.utf8))
    }
    try load(#"{"label": "A", "className": "Acme", "settings": {"instanceId": "7"}}"#)
    try load(#"{"label": "A", "className": "Acme", "settings": {"appKey": "k"}}"#)
    #expect(throws: ConfigError.self) {
      try load(#"{"label": "A", "className": "Acme", "settings": {"instanceId": "7"}, "network": {"load": "noFill"}}"#)
    }
    // Without a placement the network refuses the load, unless a required
    // setting the line item lacks fails it in the adapter first.
    func load(_ lineItem: String, spotId: String) throws {
      _ = try ConfigLoader.load(
        Array(
          #"""
          {"adUnit": {"id": "/1/r", "format": "rewarded", "reward": {"type": "c", "amount": 1}},
           "adapters": {"Acme": {"formats": ["rewarded"], "completion": {"error": "passThrough"},
                                 "settings": {"spotId": \#(spotId)}}},
           "lineItems": [\#(lineItem)]}
          """#.utf8))
    }
    try load(#"{"label": "A", "className": "Acme"}"#, spotId: #"{"required": true, "placement": true}"#)
    try load(#"{"label": "A", "className": "Acme", "settings": {"spotId": "s"}}"#, spotId: #"{"placement": true}"#)
    #expect(throws: ConfigError.self) {
      try load(#"{"label": "A", "className": "Acme"}"#, spotId: #"{"placement": true}"#)
    }
  }

  /// Set-up fails when no credential of the class has a required key (an
  /// empty string is missing); a load only looks at its own.
  @Test func aRequiredKeyFailsWhereTheProfileChecksIt() throws {
    let acme = try profile(
      #"""
      {"formats": ["rewarded"],
       "settings": {"appKey": {"required": true, "at": ["setUp"], "error": {"code": 7}},
                    "placement_id": {"required": true}}}
      """#)
    let none = RequestPrivacy()
    #expect(acme.failure(at: .setUp, credentials: [["appKey": ""], ["placement_id": "p"]], privacy: none)?.code == 7)
    #expect(acme.failure(at: .setUp, credentials: [["appKey": ""], ["appKey": "k"]], privacy: none) == nil)
    #expect(acme.failure(at: .load, credentials: [["placement_id": "p"]], privacy: none) == nil)
    let missing = try #require(acme.failure(at: .load, credentials: [["appKey": "k"]], privacy: none))
    #expect(
      missing.domain == "Acme" && missing.code == 101
        && missing.localizedDescription == "Missing or invalid placement_id.")
    // Set-up hands its network the first value that is not empty.
    #expect(
      acme.setUpRequest(credentials: [["appKey": ""], ["appKey": "k2"]], privacy: none, unset: Self.iOSUnset) == [
        PassedSetting(key: "appKey", value: .string("k2"))
      ])
  }

  /// Flags passed under one key: true when any is true, false when none is and
  /// one is false, null when all are null; passed wherever any says, in the
  /// form of the first listed; a rating passes its string.
  @Test(arguments: [
    (RequestPrivacy(), PassedSetting.Value.null),
    (RequestPrivacy(childDirected: false), .string("NO")),
    (RequestPrivacy(childDirected: false, underAgeOfConsent: true), .string("YES")),
    (RequestPrivacy(childDirected: nil, underAgeOfConsent: false), .string("NO")),
    (RequestPrivacy(ageRestrictedTreatment: .child), .null),
  ])
  func combinesFlagsPassedUnderOneKey(privacy: RequestPrivacy, coppa: PassedSetting.Value) throws {
    let acme = try profile(
      #"""
      {"formats": ["rewarded"],
       "settings": {"appKey": {"at": ["setUp"], "default": "none"}},
       "privacy": {"childDirected": {"passes": {"key": "coppa", "at": ["setUp"], "as": "yesNo"}},
                   "underAgeOfConsent": {"passes": {"key": "coppa", "as": "number"}},
                   "maxAdContentRating": {"passes": "rating"}}}
      """#)
    let rating = privacy.maxAdContentRating.map { PassedSetting.Value.string($0.rawValue) } ?? .null
    #expect(
      acme.passedPrivacy(at: .load, privacy, unset: Self.iOSUnset) == [
        PassedSetting(key: "coppa", value: coppa), PassedSetting(key: "rating", value: rating),
      ])
    #expect(
      acme.setUpRequest(credentials: [[:]], privacy: privacy, unset: Self.iOSUnset) == [
        PassedSetting(key: "appKey", value: .string("none")), PassedSetting(key: "coppa", value: coppa),
      ])
  }

  @Test func flagsPassInTheFormOfTheFirstSettingListed() throws {
    let acme = try profile(
      #"""
      {"formats": ["rewarded"],
       "privacy": {"underAgeOfConsent": {"passes": {"key": "coppa", "as": "number"}}, "childDirected": {"passes": "coppa"}}}
      """#)
    #expect(
      acme.passedPrivacy(at: .load, RequestPrivacy(childDirected: true), unset: Self.iOSUnset) == [
        .init(key: "coppa", value: .integer(1))
      ])
    #expect(acme.passedPrivacy(at: .setUp, RequestPrivacy(childDirected: true), unset: Self.iOSUnset) == [])
  }

  /// A privacy setting the adapter refuses fails it when it is true (a rating: set), before a required key.
  @Test func aRefusedPrivacySettingFailsBeforeAMissingKey() throws {
    let acme = try profile(
      #"""
      {"formats": ["rewarded"], "settings": {"appKey": {"required": true}},
       "privacy": {"childDirected": {"load": "fail", "error": {"code": 104}}, "maxAdContentRating": {"setUp": "fail"}}}
      """#)
    #expect(acme.failure(at: .load, credentials: [[:]], privacy: RequestPrivacy(childDirected: true))?.code == 104)
    #expect(acme.failure(at: .load, credentials: [[:]], privacy: RequestPrivacy(childDirected: false))?.code == 101)
    #expect(acme.failure(at: .setUp, credentials: [[:]], privacy: RequestPrivacy(childDirected: true)) == nil)
    let rated = try #require(
      acme.failure(at: .setUp, credentials: [[:]], privacy: RequestPrivacy(maxAdContentRating: .general)))
    #expect(rated.localizedDescription.hasPrefix("The request configuration's maxAdContentRating is set"))
  }

  /// The whole trace: a missing placement fails the load with no network
  /// record and a null request; a present one is what the network loads.
  @Test func aLoadThatFailsBeforeItsNetworkShowsNoRequest() throws {
    let collector = RecordCollector()
    let config = try ConfigLoader.load(
      Array(
        #"""
        {"adUnit": {"id": "/1/r", "format": "rewarded", "reward": {"type": "c", "amount": 1}},
         "request": {"privacy": {"underAgeOfConsent": true}},
         "adapters": {"Acme": {"formats": ["rewarded"],
                               "settings": {"slot": {"required": true, "placement": true}},
                               "privacy": {"underAgeOfConsent": {"passes": "coppa"}}}},
         "lineItems": [{"label": "A", "className": "Acme", "settings": {"other": "x"}},
                       {"label": "B", "className": "Acme", "settings": {"slot": "s-1"}}]}
        """#.utf8))
    Simulator.trace(config, seed: 0, registry: .standard, into: collector)
    let loads = collector.records.compactMap { record -> LoadRecord? in
      if case .load(let load) = record.body { return load }
      return nil
    }
    #expect(loads.first?.request == nil)
    guard case .addressed(_, let placement, let passed)? = loads.last?.request else {
      Issue.record("B's request is not addressed: \(String(describing: loads.last?.request))")
      return
    }
    #expect(placement == "s-1" && passed == [PassedSetting(key: "coppa", value: .boolean(true))])
    let networkLabels = collector.records.compactMap { record -> String? in
      if case .network(let network) = record.body { return network.lineItem }
      return nil
    }
    #expect(!networkLabels.contains("A"))
  }

  @Test func aRequestCheckComparesOnlyTheKeysItNamesAndNumbersByValue() {
    let request = JSONValue.object([
      .init(key: "testMode", value: .bool(false)), .init(key: "placement", value: .string("p")),
      .init(key: "coppa", value: .number("1")),
    ])
    #expect(request.has(.object([.init(key: "coppa", value: .number("1.0"))])))
    #expect(request.has(.object([])))
    #expect(!request.has(.object([.init(key: "coppa", value: .bool(true))])))
    #expect(!request.has(.object([.init(key: "missing", value: .null)])))
    #expect(!request.has(.null))
    #expect(JSONValue.null.has(.null))
    #expect(!JSONValue.null.has(.object([])))
  }
}

extension ServerSettingsTests {
  /// The kernel's probe of one line item sets its profiled class up on the
  /// digest of the class's credentials, one credential however many line
  /// items it has, and set-up ends as on all of them.
  @Test func aProbeSetsItsClassUpOnTheDigestOfAllItsCredentials() throws {
    let items = (0..<50).map { index in
      let key = index == 37 ? #""appKey": "k-37", "# : index == 40 ? #""appKey": "k-40", "# : #""appKey": "", "#
      return #"{"label": "L\#(index)", "className": "Acme", "settings": {\#(key)"slot": "s\#(index)"}}"#
    }
    let config = try ConfigLoader.load(
      Array(
        #"""
        {"adUnit": {"id": "/1/r", "format": "rewarded", "reward": {"type": "c", "amount": 1}},
         "adapters": {"Acme": {"formats": ["rewarded"],
                               "settings": {"appKey": {"required": true, "at": ["setUp"]}, "slot": {"placement": true}}}},
         "lineItems": [\#(items.joined(separator: ", "))]}
        """#.utf8))
    let whole = AdSourceTable(config: config, registry: config.registry(adding: .standard))
    var single = config
    single.lineItems = [config.lineItems[0]]
    let probe = AdSourceTable(config: single, registry: whole.registry, setUpOf: whole)
    #expect(probe.classes.map(\.settings) == [[["appKey": "k-37"]]])
    let profile = try #require(config.profiles.first)
    let privacy = RequestPrivacy()
    #expect(profile.failure(at: .setUp, credentials: probe.classes[0].settings, privacy: privacy) == nil)
    #expect(
      profile.setUpRequest(credentials: probe.classes[0].settings, privacy: privacy, unset: Self.iOSUnset)
        == profile.setUpRequest(credentials: whole.classes[0].settings, privacy: privacy, unset: Self.iOSUnset))
  }
}
