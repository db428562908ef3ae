import MediationIOS
import MediationKit

/// Random valid configs from a seed, as JSON text: every format, every load
/// outcome, fill rates, latency ranges on either side of the timeout,
/// duplicate and late callbacks, missing parameters, unknown classes,
/// custom show scripts and both tracking modes, listed or eCPM order;
/// adapters that fail, never complete or falsely succeed on a network failure;
/// profiles that remap native assets, fail image downloads, unregister
/// untracked views and apply extras at present, and apps that untrack or
/// release their ad;
/// profiles with every version rule, networks' error objects passed through
/// or not, and empty answers; server settings that profiles require, default
/// or take as the placement, and privacy settings that profiles refuse or
/// pass on; a request's value and the app's patience, networks that price
/// the request (from its value, a beta or a log-normal) against their
/// floors, and bidders (fixed, valued or never bidding, fast or late) in an
/// auction with its timeout and floor.
public struct ConfigGenerator {
  private var random: SplitMix64
  /// Draws for server settings and privacy, apart from `random`, so the
  /// rest of a seed's config is what it was before they were generated.
  private var settingsRandom: SplitMix64
  /// Draws for demand and the auction, apart likewise.
  private var auctionRandom: SplitMix64
  /// The config has a request value (`demand.valueCpm`), which `demand` valuations need.
  private var hasDemand = false
  /// Networks of this config may price the request (a valuation) instead of an outcome.
  private var valuesRequests = false
  /// Draws the full-screen format, apart from `random` likewise.
  private var formatRandom: SplitMix64
  /// Draws for the privacy of contract2.md section 3 (Teen, the storage, its settings, `unset`, `network`),
  /// apart likewise, so a seed's config is what it was with these left out.
  private var privacyRandom: SplitMix64
  /// Draws for the lifetime of contract2.md section 2 (the app's release of its ad), apart likewise.
  private var lifetimeRandom: SplitMix64
  /// Draws for what a profile's adapter makes of its network's failure (`completion.onNetworkFailure`, contract2.md
  /// section 4), apart likewise.
  private var failureRandom: SplitMix64
  /// Draws for the threads of contract2.md section 1 (set-up, completion, present, events, signal collection),
  /// apart likewise.
  private var threadRandom: SplitMix64
  /// Draws whether an interstitial is an app open ad instead (contract2.md section 6), apart likewise: the two
  /// formats have the same traits, callbacks and events, so every other draw of a seed stays what it was.
  private var appOpenRandom: SplitMix64
  /// Draws for the fidelity keys of contract2.md section 5 (version parts, test placements, bidding-only classes,
  /// present errors by cause, banner show failures), a stream of their own so that earlier seeds keep their draws.
  private var fidelityRandom: SplitMix64
  /// Draws for a banner profile's sizes of contract2.md section 5 (`banner.sizing`, `sizeMismatch`, the line
  /// items' `network.load.adSize`), apart likewise.
  private var bannerSizeRandom: SplitMix64
  /// Draws for a profile's `byFormat` of contract2.md section 5 (its format's `events` and `present`), apart likewise.
  private var byFormatRandom: SplitMix64
  /// Draws for signal collection of contract2.md section 5 (the bidders' class's `collectSignals` formats and
  /// errors, each bidder's `network.signals`), apart likewise.
  private var signalRandom: SplitMix64
  /// Draws a banner's show failure (contract2.md §5): `didFailToShow` steps and a banner profile's present errors,
  /// so that the configs drawn before it stay what they were.
  private var bannerFailRandom: SplitMix64
  /// The config's format.
  private var format = AdFormat.rewarded

  public init(seed: UInt64) {
    random = SplitMix64(seed: seed)
    settingsRandom = SplitMix64(seed: seed ^ 0x5E77_1465)
    auctionRandom = SplitMix64(seed: seed ^ 0xA0C7_10B5)
    formatRandom = SplitMix64(seed: seed ^ 0xF0A3_A715)
    privacyRandom = SplitMix64(seed: seed ^ 0x9817_AC57)
    lifetimeRandom = SplitMix64(seed: seed ^ 0x11FE_71AE)
    failureRandom = SplitMix64(seed: seed ^ 0xFA11_0E5D)
    threadRandom = SplitMix64(seed: seed ^ 0x7412_EAD5)
    appOpenRandom = SplitMix64(seed: seed ^ 0xA0_0E11)
    fidelityRandom = SplitMix64(seed: seed ^ 0xF1DE_7175)
    bannerSizeRandom = SplitMix64(seed: seed ^ 0xBA22_E551)
    byFormatRandom = SplitMix64(seed: seed ^ 0xB7F0_4A75)
    bannerFailRandom = SplitMix64(seed: seed ^ 0xBA22_FA11)
    signalRandom = SplitMix64(seed: seed ^ 0x5167_4A15)
  }

  /// A draw of `signalRandom`: true `percent` times in 100.
  private mutating func signalMaybe(_ percent: Int) -> Bool {
    Int(signalRandom.next(upTo: 100)) < percent
  }

  private mutating func signalChoose<T>(_ choices: [T]) -> T {
    choices[Int(signalRandom.next(upTo: UInt64(choices.count)))]
  }

  /// A bidder's `network.signals`: a token (its own or derived), an empty token or an error, at once or late.
  private mutating func networkSignals() -> String {
    var fields: [String] = []
    let outcome = signalChoose(["token", "token", "empty", "error"])
    fields.append(#""outcome": "\#(outcome)""#)
    if outcome == "token", signalMaybe(40) { fields.append(#""token": "\#(signalChoose(["tok-1", "", "abc"]))""#) }
    if outcome == "error" { fields.append(#""error": {"domain": "com.example.signals", "code": 7}"#) }
    if signalMaybe(60) {
      fields.append(
        #""latencyMs": \#(signalChoose(["0", "60", "700", #"{"min": 0, "max": 400}"#, #"{"min": 200, "max": 2500}"#]))"#
      )
    }
    return "{" + fields.joined(separator: ", ") + "}"
  }

  /// The bidders' class's `collectSignals` keys of section 5: the formats it collects for (sometimes not the ad
  /// unit's), and its errors.
  private mutating func signalProfileKeys() -> [String] {
    var keys: [String] = []
    if signalMaybe(20) {
      let other = format == .banner ? "native" : "banner"
      keys.append(#""formats": ["\#(signalMaybe(50) ? format.rawValue : other)"]"#)
    }
    if signalMaybe(40) {
      keys.append(#""emptyTokenError": \#(signalChoose(["null", "{}", #"{"code": 112, "domain": "com.example"}"#]))"#)
    }
    if signalMaybe(40) { keys.append(#""error": \#(signalChoose([#""passThrough""#, "{}", #"{"code": 9}"#]))"#) }
    return keys
  }

  private mutating func threadMaybe(_ percent: Int) -> Bool {
    Int(threadRandom.next(upTo: 100)) < percent
  }

  /// A draw of `fidelityRandom`: true `percent` times in 100.
  private mutating func fidelityMaybe(_ percent: Int) -> Bool {
    Int(fidelityRandom.next(upTo: 100)) < percent
  }

  private mutating func fidelityChoose<T>(_ choices: [T]) -> T {
    choices[Int(fidelityRandom.next(upTo: UInt64(choices.count)))]
  }

  /// A thread, background `percent` times in 100.
  private mutating func thread(background percent: Int) -> String {
    threadMaybe(percent) ? "background" : "main"
  }

  /// A draw of `auctionRandom`: true `percent` times in 100.
  private mutating func often(_ percent: Int) -> Bool {
    Int(auctionRandom.next(upTo: 100)) < percent
  }

  private mutating func among<T>(_ choices: [T]) -> T {
    choices[Int(auctionRandom.next(upTo: UInt64(choices.count)))]
  }

  /// A network's valuation: from the request's value where there is one, a beta or a log-normal.
  private mutating func valuation() -> String {
    var fields: [String]
    switch (hasDemand, auctionRandom.next(upTo: 3)) {
    case (true, 0), (true, 1):
      fields = [#""scale": \#(among(["1", "0.5", "1.2", "2"]))"#, #""sigma": \#(among(["0", "0.3", "0.8"]))"#]
      if often(30) { fields.insert(#""distribution": "demand""#, at: 0) }
    case (_, 2):
      fields = [
        #""distribution": "beta""#, #""alpha": \#(among(["1", "5", "6", "0.5"]))"#,
        #""beta": \#(among(["1", "6", "5", "2"]))"#, #""maxCpm": \#(among(["30", "5", "12.5"]))"#,
      ]
    default:
      fields = [#""distribution": "logNormal""#, #""median": \#(among(["2", "8", "0.75"]))"#]
      if often(70) { fields.append(#""sigma": \#(among(["0", "0.5", "1.5"]))"#) }
    }
    if often(50) { fields.append(#""participation": \#(among(["1", "0.8", "0.5", "0"]))"#) }
    return "{" + fields.joined(separator: ", ") + "}"
  }

  /// Top-level `demand` and `auction`, and 0 to 3 bidding line items of a
  /// profiled class that bids: each with a fixed bid, no bid or its
  /// network's valuation, a latency on either side of the auction's timeout
  /// and a bid floor; its load of the winning ad fills, fails or times out.
  private mutating func auctionParts(native: Bool, firstIndex: Int) -> (fields: [String], bidders: [String]) {
    var fields: [String] = []
    if hasDemand {
      var demand = [#""valueCpm": {"median": \#(among(["0.5", "4", "10"])), "sigma": \#(among(["0", "0.5", "1"]))}"#]
      if often(40) {
        demand.append(
          #""patienceMs": \#(among(["200", "700", "3000", #"{"median": 500, "sigma": 0.6}"#, #"{"median": 2000, "sigma": 0}"#]))"#
        )
      }
      fields.append(#""demand": {\#(demand.joined(separator: ", "))}"#)
    } else if often(15) {
      fields.append(#""demand": {"patienceMs": \#(among(["150", "1000"]))}"#)
    }
    guard often(45) else { return (fields, []) }
    var bidders: [String] = []
    for number in 0..<(1 + Int(auctionRandom.next(upTo: 3))) {
      var bidding: [String] = []
      let valued = often(60)
      if !valued || often(25) { bidding.append(#""bid": \#(among(["4", "4", "0.5", "12.25", #""none""#]))"#) }
      if often(70) {
        bidding.append(
          #""latencyMs": \#(among(["0", "100", "900", #"{"min": 20, "max": 400}"#, #"{"min": 500, "max": 1500}"#]))"#)
      }
      if often(40) { bidding.append(#""floor": \#(among(["0", "1", "3.5"]))"#) }
      var load: [String] = []
      if valued { load.append(#""valuation": \#(valuation())"#) }
      if !valued { load.append(#""outcome": "\#(among(["fill", "fill", "noFill", "timeout"]))""#) }
      load.append(#""latencyMs": \#(among(["0", "150", #"{"min": 20, "max": 300}"#, "20000"]))"#)
      var network = [#""load": {\#(load.joined(separator: ", "))}"#]
      if format.traits.isFullScreen, often(50) {
        network.append(#""show": [{"atMs": 0, "callback": "didPresent"}, {"atMs": 2000, "callback": "didDismiss"}]"#)
      }
      if signalMaybe(40) { network.append(#""signals": \#(networkSignals())"#) }
      var item = [
        #""label": "B\#(firstIndex + number)""#, #""className": "BiddingAdapter""#, #""parameter": "b\#(number)""#,
        #""bidding": {\#(bidding.joined(separator: ", "))}"#, #""network": {\#(network.joined(separator: ", "))}"#,
      ]
      if often(30) { item.append(#""timeoutMs": \#(among(["300", "5000"]))"#) }
      bidders.append("{" + item.joined(separator: ", ") + "}")
    }
    var auction: [String] = []
    if often(60) { auction.append(#""timeoutMs": \#(among(["50", "300", "1000", "2000"]))"#) }
    if often(40) { auction.append(#""floor": \#(among(["0", "0.5", "3"]))"#) }
    if !auction.isEmpty { fields.append(#""auction": {\#(auction.joined(separator: ", "))}"#) }
    return (fields, bidders)
  }

  /// A draw of `settingsRandom`: true `percent` times in 100.
  private mutating func maybe(_ percent: Int) -> Bool {
    Int(settingsRandom.next(upTo: 100)) < percent
  }

  private mutating func choose<T>(_ choices: [T]) -> T {
    choices[Int(settingsRandom.next(upTo: UInt64(choices.count)))]
  }

  private mutating func privacyMaybe(_ percent: Int) -> Bool {
    Int(privacyRandom.next(upTo: 100)) < percent
  }

  private mutating func privacyChoose<T>(_ choices: [T]) -> T {
    choices[Int(privacyRandom.next(upTo: UInt64(choices.count)))]
  }

  private mutating func lifetimeMaybe(_ percent: Int) -> Bool {
    Int(lifetimeRandom.next(upTo: 100)) < percent
  }

  private mutating func lifetimeChoose<T>(_ choices: [T]) -> T {
    choices[Int(lifetimeRandom.next(upTo: UInt64(choices.count)))]
  }

  /// The app's release of its ad (`app.releaseAdAtMs`), sometimes: before, during or after what it does with the
  /// ad, or at the dismissal of a full-screen ad. A time in milliseconds comes after `secondPresentAtMs` (the app's
  /// second present, from the ad record): one at or before it is a config error.
  private mutating func release(fullScreen: Bool, secondPresentAtMs: Int? = nil) -> [String] {
    guard lifetimeMaybe(30) else { return [] }
    let times =
      [0, 700, 2500, 15000].filter { $0 > secondPresentAtMs ?? -1 }.map(String.init)
      + (fullScreen ? [#""onDismiss""#] : [])
    guard !times.isEmpty else { return [] }
    return [#""releaseAdAtMs": \#(lifetimeChoose(times))"#]
  }

  private mutating func int(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(random.next(upTo: UInt64(range.count)))
  }

  private mutating func chance(_ percent: Int) -> Bool {
    int(0...99) < percent
  }

  private mutating func pick<T>(_ choices: [T]) -> T {
    choices[int(0...(choices.count - 1))]
  }

  /// One config.
  public mutating func config() -> String {
    let native = chance(40)
    let fullScreen: [AdFormat] = [.rewarded, .rewarded, .interstitial, .rewardedInterstitial, .banner]
    format = native ? .native : fullScreen[Int(formatRandom.next(upTo: UInt64(fullScreen.count)))]
    if format == .interstitial, appOpenRandom.next(upTo: 2) == 0 { format = .appOpen }
    let count = int(1...7)
    hasDemand = often(45)
    valuesRequests = hasDemand || often(25)
    var usesSampleAdapter = false
    var usesExtrasProfile = false
    // The bidders' class: where it collects its signals (sometimes on main, or touching UI), whether it only bids.
    var bidderKeys = ""
    var collectSignals: [String] = []
    if threadMaybe(30) {
      collectSignals.append(#""thread": "\#(thread(background: 60))", "touchesUI": \#(threadMaybe(40))"#)
    }
    collectSignals += signalProfileKeys()
    if !collectSignals.isEmpty {
      bidderKeys = #", "collectSignals": {\#(collectSignals.joined(separator: ", "))}"#
    }
    // Now and then the bidders' class only bids: its waterfall instances fail at once.
    if fidelityMaybe(25) { bidderKeys = #", "bidding": "only""# + bidderKeys }
    let profiles = (0..<(chance(50) ? int(1...2) : 0)).map { profile("Profiled\($0)Adapter", native: native) }
    var items: [String] = []
    // The classes a setUp record names: registered or profiled, used by a line item.
    var setUpClasses: [String] = []
    for index in 0..<count {
      var choices = ["SampleCustomEvent", "SampleCustomEvent", "GADMediationAdapterSampleAdNetwork", "NoSuchAdapter"]
      choices += profiles.flatMap { [$0.name, $0.name] }
      // A waterfall instance of the bidders' class, which a lost bid takes out of the walk.
      if often(15) { choices = ["BiddingAdapter"] }
      let className = pick(choices)
      let profile =
        profiles.first { $0.name == className }
        ?? (className == "BiddingAdapter" ? Self.bidderProfile(format: format, signals: bidderKeys) : nil)
      if native, chance(25) {
        items.append(adManagerLineItem(index))
      } else {
        if className == "GADMediationAdapterSampleAdNetwork" { usesSampleAdapter = true }
        if profile?.extras == true { usesExtrasProfile = true }
        if className != "NoSuchAdapter", !setUpClasses.contains(className) { setUpClasses.append(className) }
        items.append(lineItem(index, className: className, native: native, profile: profile))
      }
    }
    let auction = auctionParts(native: native, firstIndex: count)
    if !auction.bidders.isEmpty || items.contains(where: { $0.contains(#""BiddingAdapter""#) }) {
      if !setUpClasses.contains("BiddingAdapter") { setUpClasses.append("BiddingAdapter") }
      // Bidders listed among the waterfall's line items, anywhere.
      for bidder in auction.bidders {
        items.insert(bidder, at: Int(auctionRandom.next(upTo: UInt64(items.count + 1))))
      }
    }
    var allProfiles = profiles
    if !auction.bidders.isEmpty || items.contains(where: { $0.contains(#""BiddingAdapter""#) }) {
      allProfiles.append(Self.bidderProfile(format: format, signals: bidderKeys))
    }
    var fields = [
      #""version": 1"#, #""seed": \#(int(0...1_000_000))"#,
      native
        ? #""adUnit": {"id": "/1/native", "format": "native"}"#
        : format.traits.grantsReward
          ? #""adUnit": {"id": "/1/full", "format": "\#(format.rawValue)", "reward": {"type": "coins", "amount": \#(int(0...20))}}"#
          : format == .banner ? bannerUnit() : #""adUnit": {"id": "/1/full", "format": "\#(format.rawValue)"}"#,
      #""lineItems": [\#(items.joined(separator: ",\n"))]"#,
    ]
    var request: [String] = []
    if chance(50) { request.append(#""testMode": \#(chance(50))"#) }
    var extras: [String] = []
    if usesSampleAdapter, chance(50) { extras.append(#""muteAudio": \#(chance(50))"#) }
    if usesExtrasProfile, chance(70) { extras.append(#""mute": \#(chance(50)), "region": "eu""#) }
    if !extras.isEmpty { request.append(#""extras": {\#(extras.joined(separator: ", "))}"#) }
    if native, chance(50) {
      let aspect = pick(["unknown", "any", "landscape", "portrait", "square"])
      var options = [
        #""disableImageLoading": \#(chance(30))"#, #""mediaAspectRatio": "\#(aspect)""#,
        #""shouldRequestMultipleImages": \#(chance(50))"#,
      ]
      let ids = chance(50) ? [#""10063170""#] : chance(50) ? [#""555""#] : []
      if !ids.isEmpty { options.append(#""customFormatIds": [\#(ids.joined(separator: ", "))]"#) }
      if chance(50) {
        var types = ["unified", "appInstall", "content"].filter { _ in chance(70) }
        if !ids.isEmpty, chance(60) { types.append("customFormat") }
        if types.isEmpty { types = ["appInstall"] }
        options.append(#""adTypes": [\#(types.map { #""\#($0)""# }.joined(separator: ", "))]"#)
      }
      request.append(#""native": {\#(options.joined(separator: ", "))}"#)
    }
    if chance(20) { request.append(#""shouldSkipUninitializedAdapters": true"#) }
    if maybe(40) { request.append(#""privacy": {\#(privacy())}"#) }
    if !request.isEmpty { fields.append(#""request": {\#(request.joined(separator: ", "))}"#) }
    if !allProfiles.isEmpty {
      fields.append(#""adapters": {\#(allProfiles.map { #""\#($0.name)": \#($0.json)"# }.joined(separator: ", "))}"#)
    }
    fields += auction.fields
    if chance(40) { fields.append(#""waterfallOrder": "ecpm""#) }
    if native {
      var app = [#""renderAfterMs": \#(chance(10) ? 3_600_001 : int(0...3000))"#]
      if chance(60) {
        var atMs = 0
        let targets = [
          "headline", "callToAction", "icon", "media", "image", "adChoices", "background", "logo", "MainImage",
          "Caption",
        ]
        let clicks = (0..<int(1...4)).map { _ in
          atMs += int(0...50) * 10
          var click = [#""atMs": \#(atMs)"#, #""asset": "\#(pick(targets))""#]
          if chance(30) { click.append(#""customClickHandler": true"#) }
          if chance(20) { click.append(#""installedApps": []"#) }
          return "{" + click.joined(separator: ", ") + "}"
        }
        app.append(#""clicks": [\#(clicks.joined(separator: ", "))]"#)
      }
      if chance(30) {
        let registered = ["headline", "body", "callToAction", "icon", "image", "media"].filter { _ in chance(50) }
        app.append(#""registeredAssets": [\#(registered.map { #""\#($0)""# }.joined(separator: ", "))]"#)
      }
      if chance(40) {
        app.append(
          #""recordImpressionsAtMs": [\#((0..<int(0...3)).map { _ in "\(int(0...5) * 100)" }.sorted { Int($0)! < Int($1)! }.joined(separator: ", "))]"#
        )
      }
      if chance(30) { app.append(#""installedApps": ["exampleshop"]"#) }
      if chance(15) { app.append(#""loadAgainAfterMs": \#(int(0...2000))"#) }
      if chance(40) { app.append(#""untrackAfterMs": \#(int(0...4) * 500)"#) }
      app += release(fullScreen: false)
      fields.append(#""app": {\#(app.joined(separator: ", "))}"#)
    } else if format == .banner {
      var app: [String] = []
      // A banner on screen for a while refreshes and runs on the engine; without viewForMs it is one request.
      if formatOften(50) { app.append(#""viewForMs": \#(formatPick([0, 45_000, 95_000, 200_000]))"#) }
      if formatOften(40) { app.append(#""clicks": [{"atMs": \#(formatPick([0, 1500, 40_000]))}]"#) }
      app += release(fullScreen: false)
      fields.append(#""app": {\#(app.joined(separator: ", "))}"#)
    } else {
      let presentAfterMs = int(0...3000)
      var app = [#""presentAfterMs": \#(presentAfterMs)"#]
      var secondPresentAtMs: Int?
      if chance(20) {
        let again = int(0...20000)
        app.append(#""presentAgainAfterMs": \#(again)"#)
        secondPresentAtMs = presentAfterMs + again
      }
      app += release(fullScreen: true, secondPresentAtMs: secondPresentAtMs)
      fields.append(#""app": {\#(app.joined(separator: ", "))}"#)
    }
    // Drawn last, so that the rest of a seed's config is the same with or without checks.
    if chance(40) {
      fields.append(#""expect": \#(expectations(count: count, native: native, setUpClasses: setUpClasses))"#)
    }
    return "{" + fields.joined(separator: ",\n") + "}"
  }

  /// An `expect` block of random checks, right or wrong: one-run checks and
  /// now and then summary checks over a few runs.
  private mutating func expectations(count: Int, native: Bool, setUpClasses: [String]) -> String {
    let events = Self.drawnEvents(for: format).map { #""\#($0.rawValue)""# }
    let comparisons = ["0", "1", #"">= 1""#, #""< 2500""#, #""!= 0""#, #""== 0.5""#, #""<= 3""#]
    var checks: [String] = []
    if chance(40) { checks.append(#""lineItem": \#(chance(20) ? "null" : #""L\#(int(0...(count - 1)))""#)"#) }
    if chance(30) { checks.append(#""filled": \#(chance(70))"#) }
    if chance(30) { checks.append(#""violations": \#(pick(comparisons))"#) }
    if chance(30) { checks.append(#""latencyMs": \#(pick(comparisons))"#) }
    if chance(20) { checks.append(#""impressions": \#(pick(comparisons))"#) }
    if chance(20) { checks.append(#""clicks": \#(pick(comparisons))"#) }
    if chance(30) {
      let outcome = pick(["fill", "noFill", "error", "timeout", "notAttempted"])
      checks.append(#""outcomes": {"L\#(int(0...(count - 1)))": "\#(outcome)"}"#)
    }
    if chance(30) {
      checks.append(#""eventsInclude": [\#((0..<int(0...2)).map { _ in pick(events) }.joined(separator: ", "))]"#)
    }
    if chance(20) { checks.append(#""eventsExclude": [\#(pick(events))]"#) }
    if chance(20) { checks.append(#""rules": \#(chance(60) ? "[]" : #"["noImpressionReported"]"#)"#) }
    if format.traits.grantsReward, chance(20) {
      checks.append(#""reward": \#(chance(30) ? "null" : #"{"type": "coins", "amount": 10}"#)"#)
    }
    if native, chance(20) {
      let values = [
        #""headline": "H""#, #""headline": null"#, #""icon": null"#, #""extraAssets": null"#,
        #""images": [{"url": null, "scale": 1, "loaded": true}]"#, #""handlesUserClicks": true"#,
        #""mediaView": false"#, #""adChoicesPosition": "topRight""#,
      ]
      checks.append(#""assets": {\#(pick(values))}"#)
    }
    if chance(15) {
      let calls = NetworkCall.kinds(for: format).map(IOSPlatform.names.name(of:))
      // A banner's adapter calls nothing into its network after the load: only [] can pass.
      let listed = (0..<int(0...2)).compactMap { _ in calls.isEmpty ? nil : #""\#(pick(calls))""# }
      checks.append(#""networkCalls": {"L\#(int(0...(count - 1)))": [\#(listed.joined(separator: ", "))]}"#)
    }
    if chance(20) {
      let pattern = pick(["null", "{}", #"{"code": 101}"#, #"{"domain": "com.example.network", "code": 3}"#])
      checks.append(#""errors": {"L\#(int(0...(count - 1)))": \#(pattern)}"#)
    }
    if format.traits.isFullScreen, chance(15) {
      checks.append(#""presentError": \#(pick(["null", #"{"code": 102}"#]))"#)
    }
    if let className = setUpClasses.first, chance(20) {
      checks.append(#""setUp": {"\#(className)": \#(pick([#""ready""#, #"{"code": 100}"#, "{}"]))}"#)
    }
    if let className = setUpClasses.last, chance(20) {
      checks.append(#""versions": {"\#(className)": {"adSDKVersion": "\#(pick(["1.2.1", "0.0.0", "1.0.0"]))"}}"#)
    }
    if chance(25) {
      checks.append(
        #""summary": {"fillRate": \#(pick([#"">= 0.5""#, #""> 0.999""#, "1"])), "latencyMs": {"p90": "< 3000"}, "lineItems": {"L0": {"wins": ">= 0"}}}"#
      )
      checks.append(#""runs": \#(int(1...60))"#)
    }
    return "{" + checks.joined(separator: ", ") + "}"
  }

  /// A line item Ad Manager serves itself: an app install, content or
  /// custom format ad, direct-sold or backfill, with a scripted load.
  private mutating func adManagerLineItem(_ index: Int) -> String {
    var creative: [String]
    switch int(0...2) {
    case 0:
      creative = [#""type": "appInstall""#]
      if chance(50) { creative.append(#""starRating": 4.5, "store": "App Store""#) }
    case 1:
      creative = [#""type": "content""#]
      if chance(50) { creative.append(#""logo": {"url": "https://example.com/logo.png"}"#) }
    default:
      creative = [#""type": "customFormat""#, #""formatId": "10063170""#]
      if chance(50) { creative.append(#""assets": {"Headline": "H", "MainImage": {"url": "https://e.x/m.png"}}"#) }
      if chance(60) { creative.append(#""deepLinks": ["exampleshop://x", "other://y"]"#) }
    }
    if chance(40), !creative[0].contains("customFormat") {
      creative.append(#""backfill": true"#)
      if chance(50) { creative.append(#""images": [{"url": "https://e.x/1.png"}, {"url": "https://e.x/2.png"}]"#) }
    }
    var fields = [#""label": "L\#(index)""#, #""adManager": {\#(creative.joined(separator: ", "))}"#]
    if chance(70) { fields.append(#""ecpm": \#(int(0...5000)).\#(int(0...99))"#) }
    if chance(50) {
      let outcome = pick(["fill", "noFill", "error", "timeout"])
      let latency = chance(50) ? "\(int(0...12000))" : #"{"min": 0, "max": \#(int(0...12000))}"#
      fields.append(#""network": {"load": {"outcome": "\#(outcome)", "latencyMs": \#(latency)}}"#)
    } else if chance(30) {
      fields.append(#""network": {"load": {"fillRate": 0.5}}"#)
    }
    return "{" + fields.joined(separator: ", ") + "}"
  }

  /// A profiled class as the line items of it need to know it.
  struct Profile {
    var name: String
    var json: String
    var tracks: (impressions: Bool, clicks: Bool)
    /// Its adapter passes its network's load (or present) errors through.
    var passesLoadErrors: Bool
    var passesPresentErrors: Bool
    /// It declares an extra (applied at load or at present).
    var extras: Bool
    /// The server settings it declares.
    var settingKeys: [String]
  }

  /// The class of the bidders: a profile that bids, and nothing else of note.
  static func bidderProfile(format: AdFormat, signals: String = "") -> Profile {
    // `signals` may say `"bidding": "only"`, which then replaces `true`.
    let bidding = signals.hasPrefix(#", "bidding""#) ? "" : #", "bidding": true"#
    return Profile(
      name: "BiddingAdapter", json: #"{"formats": ["\#(format.rawValue)"]\#(bidding)\#(signals)}"#,
      tracks: (false, false), passesLoadErrors: false, passesPresentErrors: false, extras: false, settingKeys: [])
  }

  /// The request's privacy settings: each set, unset or null.
  private mutating func privacy() -> String {
    var settings: [String] = []
    for flag in ["childDirected", "underAgeOfConsent", "ageRestrictedTreatment"] where maybe(60) {
      settings.append(#""\#(flag)": \#(choose(["true", "false", "null"]))"#)
    }
    if maybe(40) { settings.append(#""maxAdContentRating": \#(choose([#""G""#, #""PG""#, #""MA""#, "null"]))"#) }
    if !settings.contains(where: { $0.hasPrefix(#""ageRestrictedTreatment""#) }), privacyMaybe(30) {
      settings.append(#""ageRestrictedTreatment": \#(privacyChoose([#""child""#, #""teen""#]))"#)
    }
    if privacyMaybe(60) {
      var stored: [String] = []
      if privacyMaybe(70) { stored.append(#""IABTCF_gdprApplies": \#(privacyChoose(["0", "1", "1"]))"#) }
      if privacyMaybe(60) { stored.append(#""IABTCF_TCString": \#(privacyChoose([#""CPXxRfAPXxRfA""#, #""""#]))"#) }
      if privacyMaybe(60) {
        let consent = privacyChoose([#""2~3234.35~dv.9""#, #""2~1.35~dv.3234""#, #""1~3234""#, #""2~1~dv.""#])
        stored.append(#""IABTCF_AddtlConsent": \#(consent)"#)
      }
      if privacyMaybe(40) { stored.append(#""IABUSPrivacy_String": \#(privacyChoose([#""1YNN""#, #""1---""#]))"#) }
      if privacyMaybe(30) { stored.append(#""IABGPP_HDR_GppString": "DBABMA~CPXxRfAPXxRfA""#) }
      if privacyMaybe(30) { stored.append(#""IABGPP_GppSID": \#(privacyChoose([#""2""#, #""2_7""#]))"#) }
      settings.append(#""storage": {\#(stored.joined(separator: ", "))}"#)
    }
    return settings.joined(separator: ", ")
  }

  /// A privacy setting's `network`, now and then: how its network takes the signal.
  private mutating func privacyIntake() -> String? {
    guard privacyMaybe(30) else { return nil }
    let takes = privacyChoose(["api", "api", "storage"])
    return privacyMaybe(50)
      ? #""network": {"takes": "\#(takes)", "at": "\#(privacyChoose(["setUp", "load"]))"}"#
      : #""network": {"takes": "\#(takes)"}"#
  }

  /// A profile's server settings: some required (at set-up, at load),
  /// one now and then the placement, with or without a default; and the
  /// keys declared.
  private mutating func settingDeclarations() -> (json: String, keys: [String]) {
    var declarations: [String] = []
    var keys: [String] = []
    var placement = false
    for key in ["appKey", "placement_id", "instanceId"] where maybe(60) {
      var fields: [String] = []
      if maybe(50) {
        fields.append(#""required": true"#)
        if maybe(50) { fields.append(#""at": \#(choose([#"["setUp"]"#, #"["setUp", "load"]"#, #"["load"]"#]))"#) }
        if maybe(30) { fields.append(#""error": {"code": \#(Int(settingsRandom.next(upTo: 200)))}"#) }
      } else if maybe(50) {
        fields.append(#""default": "\#(choose(["0", "d-1"]))""#)
      }
      if !placement, maybe(50) {
        placement = true
        fields.append(#""placement": true"#)
        if fidelityMaybe(40) { fields.append(#""testValue": "test-\#(key)""#) }
      }
      declarations.append(#""\#(key)": {\#(fields.joined(separator: ", "))}"#)
      keys.append(key)
    }
    return ("{" + declarations.joined(separator: ", ") + "}", keys)
  }

  /// What a profile does with privacy settings: refuses some, passes some under shared keys, in every form.
  private mutating func privacyHandling() -> String {
    var handlings: [String] = []
    for setting in ["childDirected", "underAgeOfConsent", "ageRestrictedTreatment", "maxAdContentRating"]
    where maybe(50) {
      var fields: [String] = []
      if maybe(20) { fields.append(#""setUp": "fail""#) }
      if maybe(25) { fields.append(#""load": "fail""#) }
      if maybe(60) {
        let key = setting == "maxAdContentRating" ? "rating" : choose(["coppa", "coppa", "is_child_directed"])
        let at = choose([#"["load"]"#, #"["setUp"]"#, #"["setUp", "load"]"#])
        let unset =
          setting != "maxAdContentRating" && privacyMaybe(40)
          ? #", "unset": "\#(privacyChoose(["null", "restrictive", "allowed"]))""# : ""
        if setting == "maxAdContentRating" || maybe(40) {
          fields.append(#""passes": {"key": "\#(key)", "at": \#(at)\#(unset)}"#)
        } else if maybe(50) {
          fields.append(
            #""passes": {"key": "\#(key)", "at": \#(at), "as": "\#(choose(["boolean", "yesNo", "number"]))"\#(unset)}"#
          )
        } else {
          fields.append(#""passes": "\#(key)""#)
        }
      }
      if let intake = privacyIntake() { fields.append(intake) }
      handlings.append(#""\#(setting)": {\#(fields.joined(separator: ", "))}"#)
    }
    // The settings that read the storage, each passed under its own key (a string shares its key with nothing).
    for setting in ["gdprApplies", "tcString", "additionalConsent", "usPrivacy", "gppString", "gppSid"]
    where privacyMaybe(30) {
      var fields: [String] = []
      if setting == "additionalConsent" { fields.append(#""vendorId": 3234"#) }
      if privacyMaybe(20) { fields.append(#""setUp": "fail""#) }
      if privacyMaybe(20) { fields.append(#""load": "fail""#) }
      if privacyMaybe(60) {
        let at = privacyChoose([#"["load"]"#, #"["setUp"]"#, #"["setUp", "load"]"#])
        let unset =
          setting == "gdprApplies" && privacyMaybe(50)
          ? #", "unset": "\#(privacyChoose(["null", "restrictive", "allowed"]))""# : ""
        fields.append(#""passes": {"key": "iab_\#(setting)", "at": \#(at)\#(unset)}"#)
      }
      if let intake = privacyIntake() { fields.append(intake) }
      handlings.append(#""\#(setting)": {\#(fields.joined(separator: ", "))}"#)
    }
    return "{" + handlings.joined(separator: ", ") + "}"
  }

  /// A profile with random behaviour: versions, set-up, completion, present, events, tracking, asset
  /// mapping, image download failures, untracking, extras applied at load or present, concurrent loads,
  /// server settings and privacy.
  private mutating func profile(_ name: String, native: Bool) -> Profile {
    var fields = [#""formats": ["\#(format.rawValue)"]"#]
    fields.append(
      #""adapterVersion": "\#(pick(["1.2.3.4", "10.0.0.1", "1.0", "120.0.0.0", "8.2.1.0.0", " 9.6.0.0.0", "1.-2.3.4"]))""#
    )
    if chance(50) {
      fields.append(#""adapterVersionRule": "\#(pick(AdapterVersionRule.allCases).rawValue)""#)
    }
    if chance(60) {
      fields.append(#""adSDKVersion": "\#(pick(["1.2.3", "6.3", "7.9.0.5", "", "1.2.x", "1.2.2147483648"]))""#)
      fields.append(#""adSDKVersionRule": "\#(pick(AdSDKVersionRule.allCases).rawValue)""#)
    }
    // Rarely strict: a strict profile has no Android twin, and the twin tests want most configs to have one.
    if fidelityMaybe(20) {
      fields.append(
        #""versionParts": "\#(fidelityChoose(["integerValue", "integerValue", "integerValue", "strict"]))""#)
    }
    let networkError = #"{"domain": "com.example.network", "code": \#(int(-5...5000))}"#
    var setUp: [String] = []
    if chance(40) {
      let outcome = pick(["ready", "error", "never"])
      setUp.append(#""outcome": "\#(outcome)""#)
      if outcome != "never" { setUp.append(#""latencyMs": \#(pick([0, 500, 40000]))"#) }
      setUp.append(#""loadsWhenNotReady": "\#(pick(["fail", "proceed"]))""#)
      if outcome == "error", chance(60) {
        setUp.append(#""networkError": \#(networkError)"#)
        if chance(60) { setUp.append(#""error": "passThrough""#) }
      }
    }
    if threadMaybe(30) {
      setUp.append(#""thread": "\#(thread(background: 50))", "touchesUI": \#(threadMaybe(40))"#)
    }
    if !setUp.isEmpty { fields.append(#""setUp": {\#(setUp.joined(separator: ", "))}"#) }
    let passesLoadErrors = chance(30)
    var completion = [
      #""callOnce": \#(chance(60))"#, #""passesTestMode": \#(chance(50))"#, #""failsWithAd": \#(chance(20))"#,
    ]
    if passesLoadErrors { completion.append(#""error": "passThrough""#) }
    if chance(20) { completion.append(#""emptyError": {"code": \#(int(100...110))}"#) }
    // What survives the app's release (its own stream: the other draws stay what they were).
    if lifetimeMaybe(50) { completion.append(#""holdsDelegate": "\#(lifetimeChoose(["strong", "weak", "cycle"]))""#) }
    // Sometimes an adapter that never calls its completion on a network failure, or calls it as a success.
    if failureRandom.next(upTo: 100) < 30 {
      let answers = ["fail", "never", "succeed"]
      completion.append(#""onNetworkFailure": "\#(answers[Int(failureRandom.next(upTo: UInt64(answers.count)))])""#)
    }
    if threadMaybe(30) { completion.append(#""thread": "\#(thread(background: 60))""#) }
    fields.append(#""completion": {\#(completion.joined(separator: ", "))}"#)
    var passesPresentErrors = false
    if format.traits.isFullScreen {
      let before = chance(40) ? #""willPresentFullScreenView""# : ""
      passesPresentErrors = chance(30)
      let error = passesPresentErrors ? #", "error": "passThrough""# : ""
      let unregisters = lifetimeMaybe(25) ? #", "unregistersOnDismiss": true"# : ""
      let presentThread = threadMaybe(30) ? #", "thread": "\#(thread(background: 60))""# : ""
      // Present errors by cause (Moloco's 104 and 105), the show failure sometimes passed through.
      var errors = ""
      if fidelityMaybe(30) {
        var causes = [#""notReady": {"code": 104}"#, #""showFailedWithoutError": {"code": 105}"#]
        if fidelityMaybe(40) { causes.append(#""expired": {"code": 107}"#) }
        if fidelityMaybe(30) {
          causes.append(#""showFailed": "passThrough""#)
          passesPresentErrors = true
        }
        errors = #", "errors": {\#(causes.joined(separator: ", "))}"#
      }
      fields.append(
        #""present": {"checksReadiness": \#(chance(60)), "eventsBeforeShow": [\#(before)]\#(error)\#(errors)\#(unregisters)\#(presentThread)}"#
      )
    }
    // A banner's show failure is drawn from its own stream, below: these lists stay what they were before it.
    let callbacks = NetworkCallback.adapterCallbacks(for: format).filter { $0 != .didFailToShow }
    let events = Self.drawnEvents(for: format)
    var mapping: [String] = []
    for callback in callbacks where chance(30) {
      let listed = (0..<int(0...3)).map { _ in #""\#(pick(events).rawValue)""# }
      let list = "[\(listed.joined(separator: ", "))]"
      // The object form, with its thread, on a callback that is no load answer (whose thread is the completion's).
      let answer = callback == .didReceiveAd || callback == .didFailToLoad
      if !answer, threadMaybe(30) {
        mapping.append(#""\#(callback.rawValue)": {"forward": \#(list), "thread": "\#(thread(background: 60))"}"#)
      } else {
        mapping.append(#""\#(callback.rawValue)": \#(list)"#)
      }
    }
    if format.traits.isView, bannerFailMaybe(30) {
      // A banner's show failure forwarded, or forwarded as nothing.
      mapping.append(
        #""didFailToShow": \#(bannerFailMaybe(70) ? #"["didFailToPresentWithError"]"# : bannerFailMaybe(50) ? "[]" : #"["reportClick"]"#)"#
      )
    }
    if !mapping.isEmpty { fields.append(#""events": {\#(mapping.joined(separator: ", "))}"#) }
    if format.traits.isView, bannerFailMaybe(40) {
      var present: [String] = []
      if bannerFailMaybe(50) { present.append(#""error": {"code": 105, "message": "Ad failed to show"}"#) }
      var causes: [String] = []
      if bannerFailMaybe(50) {
        causes.append(bannerFailMaybe(50) ? #""showFailed": "passThrough""# : #""showFailed": {"code": 104}"#)
      }
      if bannerFailMaybe(50) { causes.append(#""showFailedWithoutError": {"code": 103}"#) }
      if !causes.isEmpty { present.append(#""errors": {\#(causes.joined(separator: ", "))}"#) }
      fields.append(#""present": {\#(present.joined(separator: ", "))}"#)
    }
    if let byFormat = byFormat(callbacks: callbacks, events: events) { fields.append(byFormat) }
    let tracks = (impressions: chance(40), clicks: chance(40))
    if native {
      var nativeFields = [
        #""handlesUserImpressions": \#(tracks.impressions)"#, #""handlesUserClicks": \#(tracks.clicks)"#,
      ]
      if chance(40) {
        var assets: [String] = []
        if chance(50) { assets.append(#""advertiser": "\#(pick(["headline", "none", "body"]))""#) }
        if chance(40) { assets.append(#""starRating": "none""#) }
        if chance(40) { assets.append(#""images": "\#(pick(["none", "icon", "image"]))""#) }
        if chance(40) { assets.append(#""icon": "\#(pick(["none", "image"]))""#) }
        if chance(40) { assets.append(#""extraAssets": \#(chance(50) ? "{}" : #"{"Title": "headline"}"#)"#) }
        if chance(40) { assets.append(#""hasVideoContent": \#(pick(["true", "false", #""hasVideo""#]))"#) }
        if chance(30) { assets.append(#""adChoicesView": false"#) }
        if chance(30) { assets.append(#""mediaView": false"#) }
        nativeFields.append(#""assets": {\#(assets.joined(separator: ", "))}"#)
      }
      let policies = ["none", "url", "fail"]
      if chance(40) { nativeFields.append(#""iconOnDownloadFailure": "\#(pick(policies))""#) }
      if chance(40) { nativeFields.append(#""imageOnDownloadFailure": "\#(pick(policies))""#) }
      if chance(40) { nativeFields.append(#""untrack": "\#(pick(["ignores", "unregisters"]))""#) }
      fields.append(#""native": {\#(nativeFields.joined(separator: ", "))}"#)
    }
    let extras = !native && chance(40)
    if extras {
      let applied = format.traits.isFullScreen ? pick(["load", "present"]) : "load"
      fields.append(#""extras": {"mute": {"type": "boolean", "appliedAt": "\#(applied)"}, "region": "string"}"#)
    }
    if format == .banner {
      if formatOften(40) {
        fields.append(
          #""bannerSizes": [\#(formatPick([#""banner""#, #""mediumRectangle", {"width": 320, "height": 50}"#]))]"#)
      }
      let listsSizes = fields.last?.hasPrefix(#""bannerSizes""#) == true
      if formatOften(30) { fields.append(#""sizeError": {"code": 101}"#) }
      var banner: [String] = []
      if formatOften(40) { banner.append(#""handlesUserImpressions": \#(formatOften(50))"#) }
      banner += bannerSizing(listsSizes: listsSizes)
      if !banner.isEmpty { fields.append(#""banner": {\#(banner.joined(separator: ", "))}"#) }
    }
    fields.append(#""concurrentLoads": "\#(pick(["supported", "supported", "refused", "unsupported"]))""#)
    var settingKeys: [String] = []
    if maybe(60) {
      let declared = settingDeclarations()
      fields.append(#""settings": \#(declared.json)"#)
      settingKeys = declared.keys
    }
    if maybe(50) { fields.append(#""privacy": \#(privacyHandling())"#) }
    return Profile(
      name: name, json: "{" + fields.joined(separator: ", ") + "}", tracks: native ? tracks : (false, false),
      passesLoadErrors: passesLoadErrors, passesPresentErrors: passesPresentErrors, extras: extras,
      settingKeys: settingKeys)
  }

  private mutating func lineItem(_ index: Int, className: String, native: Bool, profile: Profile? = nil) -> String {
    var fields = [#""label": "L\#(index)""#, #""className": "\#(className)""#]
    // Profiled line items share placements now and then, for concurrent loads.
    var parameter: String?
    if chance(85) { parameter = #""parameter": "p\#(profile != nil && chance(50) ? 0 : index)""# }
    let settingKeys = profile?.settingKeys ?? []
    if !settingKeys.isEmpty || maybe(10) {
      // The keys its profile reads, now and then empty, shared or missing, and one it does not read.
      var settings: [String] = []
      for key in settingKeys + (maybe(20) ? ["parameter"] : []) where maybe(75) {
        let value = choose(["", "v0", "v1", "v\(index)"])
        settings.append(#""\#(key)": "\#(value)""#)
      }
      if maybe(15) { settings.append(#""unread": "x""#) }
      parameter = maybe(20) ? parameter : #""settings": {\#(settings.joined(separator: ", "))}"#
    }
    if let parameter { fields.append(parameter) }
    if chance(70) { fields.append(#""ecpm": \#(int(0...5000)).\#(int(0...99))"#) }
    let timeout = pick([50, 300, 1000, 5000, 10000])
    if chance(70) { fields.append(#""timeoutMs": \#(timeout)"#) }
    fields.append(
      #""network": {\#(network(native: native, timeout: chance(70) ? timeout : 10000, profile: profile).joined(separator: ", "))}"#
    )
    return "{" + fields.joined(separator: ", ") + "}"
  }

  private mutating func network(native: Bool, timeout: Int, profile: Profile? = nil) -> [String] {
    let profileTracks = profile?.tracks
    // Only a profiled network answers `empty` or reports error objects.
    let outcomes = ["fill", "noFill", "error", "timeout"] + (profile == nil ? [] : ["empty"])
    let networkError = #"{"domain": "com.example.network", "code": \#(int(-5...5000))}"#
    var fields: [String] = []
    var load: [String] = []
    var outcome = "fill"
    // A class that passes its network's errors through needs them, so its loads say them in full.
    if chance(30), profile?.passesLoadErrors != true {
      outcome = pick(outcomes)
      fields.append(#""load": "\#(outcome)""#)
    } else {
      if valuesRequests, often(50) {
        // The network prices the request against the line item's eCPM, its floor.
        load.append(#""valuation": \#(valuation())"#)
        outcome = "rate"
      } else if chance(50) {
        load.append(#""fillRate": \#(pick(["0", "1", "0.5", "0.05", "0.9", "0.333333"]))"#)
        outcome = "rate"
      } else {
        outcome = pick(outcomes)
        load.append(#""outcome": "\#(outcome)""#)
      }
      if chance(50) {
        let low = int(0...timeout)
        let high = chance(30) ? low + int(0...(2 * timeout)) : low + int(0...50)
        load.append(#""latencyMs": {"min": \#(low), "max": \#(high)}"#)
      } else {
        load.append(#""latencyMs": \#(chance(20) ? timeout : int(0...(timeout + 100)))"#)
      }
      if let profile, profile.passesLoadErrors || chance(40) {
        load.append(#""error": \#(networkError)"#)
      } else if outcome == "noFill" || outcome == "error", chance(30) {
        load.append(#""errorCode": \#(int(0...3))"#)
      }
      if outcome != "timeout", chance(25) { load.append(#""duplicateCallbackAfterMs": \#(int(0...2000))"#) }
      if chance(10) { load.append(#""missingAdUnit": "failThenLoad""#) }
      if format == .banner, bannerSizeOften(30) {
        let sizes = [#""banner""#, #""mediumRectangle""#, #"{"width": 300, "height": 180}"#]
        load.append(#""adSize": \#(sizes[Int(bannerSizeRandom.next(upTo: UInt64(sizes.count)))])"#)
      }
      fields.append(#""load": {\#(load.joined(separator: ", "))}"#)
    }
    if native {
      // A profile decides who tracks; a Sample line item says it in its network.
      let impressions = profileTracks?.impressions ?? chance(40)
      let clicks = profileTracks?.clicks ?? chance(40)
      if profileTracks == nil, impressions { fields.append(#""handlesUserImpressions": true"#) }
      if profileTracks == nil, clicks { fields.append(#""handlesUserClicks": true"#) }
      if chance(30) {
        var ad = [#""headline": "H""#, #""hasVideo": \#(chance(50))"#]
        // An empty URL is for profiled networks only.
        let url = profileTracks != nil && chance(50) ? "" : "https://e.x/i.png"
        if chance(50) { ad.append(#""image": {"url": "\#(url)", "download": "\#(pick(["ok", "fail"]))"}"#) }
        if chance(50) { ad.append(#""icon": {"url": "https://e.x/c.png", "download": "\#(pick(["ok", "fail"]))"}"#) }
        fields.append(#""ad": {\#(ad.joined(separator: ", "))}"#)
      }
      if chance(50) {
        var callbacks = [
          "videoPlay", "videoPause", "videoEnd", "videoMute", "videoUnmute", "didPresentModal", "didDismissModal",
        ]
        if impressions { callbacks += ["impression", "impression"] }
        if clicks { callbacks.append("click") }
        fields.append(#""show": [\#(steps(callbacks).joined(separator: ", "))]"#)
      }
    } else if format == .banner {
      if formatOften(20) { fields.append(#""refreshesItself": true"#) }
      if formatOften(40) {
        var shown = steps(["impression", "click", "didPresentModal", "didDismissModal"])
        // A profiled network's banner that fails to show, with or without its error, after the other steps.
        if profile != nil, bannerFailMaybe(60) {
          let error = bannerFailMaybe(50) ? #", "error": \#(networkError)"# : ""
          // First (at 0 ms, the other steps after it) or last (after the latest step `steps` draws, 24 s).
          if bannerFailMaybe(50) {
            shown.insert(#"{"atMs": 0, "callback": "didFailToShow"\#(error)}"#, at: 0)
          } else {
            let atMs = 24_000 + Int(bannerFailRandom.next(upTo: 6000))
            shown.append(#"{"atMs": \#(atMs), "callback": "didFailToShow"\#(error)}"#)
          }
        }
        fields.append(#""show": [\#(shown.joined(separator: ", "))]"#)
      }
    } else {
      if chance(20) { fields.append(#""ready": false"#) }
      if chance(20) {
        var choices = [#""silent""#, #""fail""#, #"{"outcome": "fail", "errorCode": 301}"#]
        if profile?.passesPresentErrors == true { choices = [#""silent""#] }
        if profile != nil { choices.append(#"{"outcome": "fail", "error": \#(networkError)}"#) }
        fields.append(#""present": \#(pick(choices))"#)
      } else if profile != nil, fidelityMaybe(10) {
        // A profiled network's show that fails with no error (its own stream: the draws above stay).
        fields.append(#""present": "failWithoutError""#)
      }
      if chance(20) { fields.append(#""expiresAfterMs": \#(int(1...5000))"#) }
      let reward = chance(50)
      if reward, format.traits.grantsReward { fields.append(#""reward": {"amount": \#(int(0...50))}"#) }
      if chance(50) {
        let callbacks = [
          "didPresent", "didClick", format.traits.grantsReward ? "userDidEarnReward" : "impression", "didDismiss",
        ]
        fields.append(#""show": [\#(steps(callbacks).joined(separator: ", "))]"#)
      }
    }
    return fields
  }

  /// A banner profile's `sizing`, `sizeMismatch` and `sizeMismatchError`, drawn from `bannerSizeRandom`; a map
  /// only for a profile without `bannerSizes` (beside a map they are a warning).
  private mutating func bannerSizing(listsSizes: Bool) -> [String] {
    var fields: [String] = []
    if bannerSizeOften(40) {
      let policies = listsSizes ? ["exact", "closest"] : ["exact", "closest", "map"]
      let policy = policies[Int(bannerSizeRandom.next(upTo: UInt64(policies.count)))]
      if policy == "map" {
        var entries = [#"{"from": "mediumRectangle", "to": "mrec"}"#]
        if bannerSizeOften(50) { entries.append(#"{"from": {"width": 320, "height": 50}, "to": "banner"}"#) }
        if bannerSizeOften(70) { entries.append(#"{"from": "other", "to": "standard"}"#) }
        fields.append(#""sizing": {"policy": "map", "map": [\#(entries.joined(separator: ", "))]}"#)
      } else {
        fields.append(#""sizing": {"policy": "\#(policy)"}"#)
      }
    }
    if bannerSizeOften(30) { fields.append(#""sizeMismatch": "fail""#) }
    if bannerSizeOften(20) { fields.append(#""sizeMismatchError": {"code": 109}"#) }
    return fields
  }

  /// A profile's `byFormat` entry for the config's format (the one a profile of the generator serves), drawn from
  /// `byFormatRandom`: `events` entries over the profile's, in either form, and `present` keys over its own.
  private mutating func byFormat(callbacks: [NetworkCallback], events: [AdEventName]) -> String? {
    guard byFormatRandom.next(upTo: 100) < 30 else { return nil }
    func draw<T>(_ choices: [T]) -> T { choices[Int(byFormatRandom.next(upTo: UInt64(choices.count)))] }
    var entry: [String] = []
    var mapping: [String] = []
    for callback in callbacks where byFormatRandom.next(upTo: 100) < 30 {
      let listed = (0..<Int(byFormatRandom.next(upTo: 4))).map { _ in #""\#(draw(events).rawValue)""# }
      let list = "[\(listed.joined(separator: ", "))]"
      let answer = callback == .didReceiveAd || callback == .didFailToLoad
      if !answer, byFormatRandom.next(upTo: 100) < 30 {
        mapping.append(#""\#(callback.rawValue)": {"forward": \#(list), "thread": "\#(draw(["main", "background"]))"}"#)
      } else {
        mapping.append(#""\#(callback.rawValue)": \#(list)"#)
      }
    }
    if !mapping.isEmpty { entry.append(#""events": {\#(mapping.joined(separator: ", "))}"#) }
    if format.traits.isFullScreen, byFormatRandom.next(upTo: 100) < 50 {
      let keys = [
        #""checksReadiness": \#(draw([true, false]))"#,
        #""eventsBeforeShow": \#(draw(["[]", #"["willPresentFullScreenView"]"#]))"#,
      ]
      entry.append(#""present": {\#(draw(keys))}"#)
    }
    return #""byFormat": {"\#(format.rawValue)": {\#(entry.joined(separator: ", "))}}"#
  }

  /// A draw of `bannerFailRandom`: true `percent` times in 100.
  private mutating func bannerFailMaybe(_ percent: Int) -> Bool {
    Int(bannerFailRandom.next(upTo: 100)) < percent
  }

  /// The events drawn for `format`'s profiles and checks: iOS's, but for a banner's show failure, which
  /// `bannerFailRandom` draws.
  private static func drawnEvents(for format: AdFormat) -> [AdEventName] {
    IOSPlatform.names.events(for: format).filter { !format.traits.isView || $0 != .didFailToPresentWithError }
  }

  /// A draw of `bannerSizeRandom`: true `percent` times in 100.
  private mutating func bannerSizeOften(_ percent: Int) -> Bool {
    Int(bannerSizeRandom.next(upTo: 100)) < percent
  }

  /// A draw of `formatRandom`: true `percent` times in 100.
  private mutating func formatOften(_ percent: Int) -> Bool {
    Int(formatRandom.next(upTo: 100)) < percent
  }

  private mutating func formatPick<T>(_ choices: [T]) -> T {
    choices[Int(formatRandom.next(upTo: UInt64(choices.count)))]
  }

  /// A banner ad unit: a size, and now and then a refresh.
  private mutating func bannerUnit() -> String {
    var unit = [#""id": "/1/banner""#, #""format": "banner""#]
    if formatOften(50) {
      unit.append(#""size": \#(formatPick([#""banner""#, #""mediumRectangle""#, #"{"width": 320, "height": 50}"#]))"#)
    }
    if formatOften(60) { unit.append(#""refreshIntervalMs": \#(formatPick([30_000, 45_000, 120_000]))"#) }
    return #""adUnit": {\#(unit.joined(separator: ", "))}"#
  }

  /// A show script of random callbacks at non-decreasing times.
  private mutating func steps(_ callbacks: [String]) -> [String] {
    var atMs = 0
    return (0..<int(1...6)).map { _ in
      atMs += int(0...4) * 1000
      return #"{"atMs": \#(atMs), "callback": "\#(pick(callbacks))"}"#
    }
  }
}
