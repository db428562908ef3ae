import MediationAndroid
import MediationIOS
import MediationKit

/// A config's twin on the other platform (android.md, "Twins"): `platform`
/// set or removed, each registered class replaced by its twin, each
/// profile's class name carried over (an Objective-C name `X` is the Java
/// name `com.example.twin.X`, and back), and every event, network callback
/// and Sample SDK error code the config writes translated by the two
/// platforms' tables (`PlatformNames`): the names are read as one
/// platform's cases and written as the other's. What has no twin (an
/// iOS-only key or rule, an event the other platform lacks in a list that
/// must keep it) makes the translation fail with the reason.
package enum TwinTranslation {
  /// Why a config has no twin.
  package struct NoTwin: Error, CustomStringConvertible {
    package let description: String
  }

  /// The Java package that carries an iOS profile's class name to Android.
  package static let javaPackage = "com.example.twin."

  /// The registered classes and their twins (android.md, "Class names and the registered adapters").
  package static let registeredTwins: [(ios: String, android: String)] = [
    ("SampleCustomEvent", "com.google.ads.mediation.sample.customevent.SampleCustomEvent"),
    ("GADMediationAdapterSampleAdNetwork", "com.google.ads.mediation.sample.adapter.SampleAdapter"),
  ]

  /// The Android twin of an iOS config.
  package static func android(fromIOS bytes: [UInt8]) throws -> [UInt8] {
    try translate(bytes, from: IOSPlatform.names, to: AndroidPlatform.names)
  }

  /// The iOS twin of an Android config.
  package static func ios(fromAndroid bytes: [UInt8]) throws -> [UInt8] {
    try translate(bytes, from: AndroidPlatform.names, to: IOSPlatform.names)
  }

  private indirect enum Tree {
    case scalar(String)
    case array([Tree])
    case object([(key: String, value: Tree)])

    init(_ node: JSONNode) {
      switch node.value {
      case .null: self = .scalar("null")
      case .bool(let flag): self = .scalar(flag ? "true" : "false")
      case .number(let number): self = .scalar(number.lexeme)
      case .string(let text): self = .scalar(JSONStringLiteral.quoted(text))
      case .array(let elements): self = .array(elements.map(Tree.init))
      case .object(let members): self = .object(members.map { ($0.key, Tree($0.value)) })
      }
    }

    var text: String {
      switch self {
      case .scalar(let text): text
      case .array(let elements): "[" + elements.map(\.text).joined(separator: ", ") + "]"
      case .object(let members):
        "{" + members.map { JSONStringLiteral.quoted($0.key) + ": " + $0.value.text }.joined(separator: ", ") + "}"
      }
    }

    /// The string a scalar holds, if it is one.
    var string: String? {
      guard case .scalar(let text) = self, text.hasPrefix("\"") else { return nil }
      return String(text.dropFirst().dropLast())
    }

    subscript(key: String) -> Tree? {
      guard case .object(let members) = self else { return nil }
      return members.first { $0.key == key }?.value
    }
  }

  private struct Translator {
    let from: PlatformNames
    let to: PlatformNames

    func className(_ name: String) -> String {
      for twin in registeredTwins {
        if from.platform == .ios, name == twin.ios { return twin.android }
        if from.platform == .android, name == twin.android { return twin.ios }
      }
      switch from.platform {
      case .ios: return javaPackage + name
      // A Java name mediate did not make: its simple name, an Objective-C one.
      case .android:
        return name.hasPrefix(javaPackage)
          ? String(name.dropFirst(javaPackage.count)) : String(name.split(separator: ".").last ?? Substring(name))
      }
    }

    func event(_ name: String) throws -> String? {
      guard let event = from.event(named: name) else { throw NoTwin(description: "\(name) is no event") }
      return to.has(event) ? to.name(of: event) : nil
    }

    func callback(_ name: String, formats: [AdFormat]) throws -> String {
      let candidates = formats.flatMap(NetworkCallback.adapterCallbacks(for:))
      guard let callback = from.callback(named: name, among: candidates, formats: formats), let format = formats.first
      else { throw NoTwin(description: "\(name) is no network callback of \(formats)") }
      return to.name(of: callback, format: format)
    }

    func events(_ tree: Tree, dropping: Bool) throws -> Tree {
      // An `events` entry in object form: its `forward` list translated, its thread kept.
      if case .object(var members) = tree {
        for index in members.indices where members[index].key == "forward" {
          members[index].value = try events(members[index].value, dropping: dropping)
        }
        return .object(members)
      }
      guard case .array(let elements) = tree else { return tree }
      var translated: [Tree] = []
      for element in elements {
        guard let name = element.string else { return tree }
        if let twin = try event(name) {
          translated.append(.scalar(JSONStringLiteral.quoted(twin)))
        } else if !dropping {
          throw NoTwin(description: "\(name) has no \(to.platform) counterpart in a list that must keep it")
        }
      }
      return .array(translated)
    }
  }

  private static func translate(_ bytes: [UInt8], from: PlatformNames, to: PlatformNames) throws -> [UInt8] {
    let translator = Translator(from: from, to: to)
    guard case .object(var root) = Tree(try JSONReader.read(bytes)) else { throw NoTwin(description: "not an object") }
    let format = Tree.object(root)["adUnit"]?["format"]?.string.flatMap(AdFormat.init(rawValue:)) ?? .rewarded
    for adManagerKey in ["customFormats"] where root.contains(where: { $0.key == adManagerKey }) {
      throw NoTwin(description: "\(adManagerKey) is iOS's alone")
    }
    root.removeAll { $0.key == "platform" }
    if to.platform == .android {
      let at = (root.firstIndex { $0.key == "seed" } ?? root.firstIndex { $0.key == "version" }).map { $0 + 1 } ?? 0
      root.insert(("platform", .scalar("\"android\"")), at: at)
    }
    for index in root.indices {
      let (key, value) = root[index]
      switch key {
      case "adapters": root[index].value = try profiles(value, translator)
      case "lineItems": root[index].value = try lineItems(value, format: format, translator)
      case "expect": root[index].value = try expect(value, translator)
      case "rules": try rules(value, on: to.platform)
      default: break
      }
    }
    return Array(Tree.object(root).text.utf8)
  }

  private static func rules(_ tree: Tree, on platform: Platform) throws {
    let names: [String]
    switch tree {
    case .object(let members): names = members.map(\.key)
    case .array(let elements): names = elements.compactMap(\.string)
    case .scalar: names = []
    }
    for name in names {
      guard let rule = ContractRules.descriptions.first(where: { $0.name == name }) else { continue }
      if !rule.platforms.contains(platform) { throw NoTwin(description: "\(name) is no rule of \(platform)") }
    }
  }

  private static func profiles(_ tree: Tree, _ translator: Translator) throws -> Tree {
    guard case .object(let members) = tree else { return tree }
    return .object(
      try members.map { member in
        guard case .object(var profile) = member.value else { return member }
        let formats =
          (Tree.object(profile)["formats"]).flatMap { tree -> [AdFormat]? in
            guard case .array(let elements) = tree else { return nil }
            return elements.compactMap { $0.string.flatMap(AdFormat.init(rawValue:)) }
          } ?? [.rewarded]
        // How an iOS adapter reads a version's parts: `integerValue` is the default, `strict` has no Android form.
        if let parts = profile.first(where: { $0.key == "versionParts" }) {
          guard case .scalar("\"integerValue\"") = parts.value else {
            throw NoTwin(description: "versionParts has no \(translator.to.platform) form")
          }
          profile.removeAll { $0.key == "versionParts" }
        }
        for index in profile.indices where profile[index].key == "completion" {
          guard case .object(var completion) = profile[index].value else { continue }
          // One completion handler that takes an ad and an error is iOS's alone; false is what Java's two
          // methods do anyway.
          if let failsWithAd = completion.first(where: { $0.key == "failsWithAd" }) {
            guard case .scalar("false") = failsWithAd.value else {
              throw NoTwin(description: "completion.failsWithAd has no \(translator.to.platform) form")
            }
            completion.removeAll { $0.key == "failsWithAd" }
          }
          profile[index].value = .object(completion)
        }
        // `present` and `events`, of the profile and of each `byFormat` entry (for its format alone).
        func translateBehaviour(_ object: inout [(key: String, value: Tree)], formats: [AdFormat]) throws {
          for index in object.indices where object[index].key == "present" {
            guard case .object(var present) = object[index].value else { continue }
            for field in present.indices where present[field].key == "eventsBeforeShow" {
              present[field].value = try translator.events(present[field].value, dropping: true)
            }
            object[index].value = .object(present)
          }
          for index in object.indices where object[index].key == "events" {
            guard case .object(let events) = object[index].value else { continue }
            object[index].value = .object(
              try events.map { event in
                let callbackFormats = formats.filter { format in
                  NetworkCallback.adapterCallbacks(for: format).contains {
                    translator.from.name(of: $0, format: format) == event.key
                  }
                }
                return (
                  try translator.callback(event.key, formats: callbackFormats.isEmpty ? formats : callbackFormats),
                  try translator.events(event.value, dropping: true)
                )
              })
          }
        }
        try translateBehaviour(&profile, formats: formats)
        for index in profile.indices where profile[index].key == "byFormat" {
          guard case .object(var entries) = profile[index].value else { continue }
          for entry in entries.indices {
            guard case .object(var behaviour) = entries[entry].value,
              let format = AdFormat(rawValue: entries[entry].key)
            else { continue }
            try translateBehaviour(&behaviour, formats: [format])
            entries[entry].value = .object(behaviour)
          }
          profile[index].value = .object(entries)
        }
        return (translator.className(member.key), .object(profile))
      })
  }

  private static func lineItems(_ tree: Tree, format: AdFormat, _ translator: Translator) throws -> Tree {
    guard case .array(let items) = tree else { return tree }
    return .array(
      try items.map { item in
        guard case .object(var members) = item else { return item }
        for index in members.indices {
          switch members[index].key {
          case "className":
            if let name = members[index].value.string {
              members[index].value = .scalar(JSONStringLiteral.quoted(translator.className(name)))
            }
          case "adManager": throw NoTwin(description: "adManager line items are iOS's alone")
          case "network": members[index].value = try network(members[index].value, format: format, translator)
          default: break
          }
        }
        return .object(members)
      })
  }

  private static func network(_ tree: Tree, format: AdFormat, _ translator: Translator) throws -> Tree {
    guard case .object(var members) = tree else { return tree }
    for index in members.indices {
      switch members[index].key {
      case "show":
        guard case .array(let steps) = members[index].value else { continue }
        members[index].value = .array(
          try steps.map { step in
            guard case .object(var fields) = step else { return step }
            for field in fields.indices where fields[field].key == "callback" {
              if let name = fields[field].value.string {
                let twin = try translator.callback(name, formats: [format])
                // A banner's show failure reaches the SDK on iOS and nowhere on Android (no show failure in
                // MediationBannerAdCallback): the twins cannot walk alike after it.
                if twin == translator.to.name(of: .didFailToShow, format: format),
                  translator.from.events(for: format).contains(.didFailToPresentWithError)
                    != translator.to.events(for: format).contains(.didFailToPresentWithError)
                {
                  throw NoTwin(description: "\(name): a banner's show failure is forwarded on one platform only")
                }
                fields[field].value = .scalar(JSONStringLiteral.quoted(twin))
              }
            }
            return .object(fields)
          })
      case "ad":
        // The Sample SDK's native price is a string on iOS and a `Double` on Android (android.md, "Edge cases
        // settled"): a plain decimal crosses as a number and back as its text; a text price (`"Free"`) has no
        // Android form and is dropped (it reaches the `ad` record only, which twins need not share).
        guard case .object(var fields) = members[index].value else { continue }
        fields = fields.compactMap { field in
          guard field.key == "price" else { return field }
          switch (translator.to.nativePrice, field.value) {
          case (.number, .scalar(let lexeme)):
            guard let text = field.value.string, DecimalNumber(option: text) != nil else {
              return lexeme == "null" ? field : nil
            }
            return (field.key, .scalar(text))
          case (.text, .scalar(let lexeme)):
            return lexeme == "null" || lexeme.hasPrefix("\"")
              ? field : (field.key, .scalar(JSONStringLiteral.quoted(lexeme)))
          case (.number, _), (.text, _): return field
          }
        }
        members[index].value = .object(fields)
      case "load":
        guard case .object(var fields) = members[index].value else { continue }
        for field in fields.indices where fields[field].key == "errorCode" {
          guard case .scalar(let lexeme) = fields[field].value, let number = Int(lexeme),
            let code = translator.from.networkError(numbered: number)
          else { continue }
          fields[field].value = .scalar(String(translator.to.networkError(code).code))
        }
        members[index].value = .object(fields)
      default: break
      }
    }
    return .object(members)
  }

  private static func expect(_ tree: Tree, _ translator: Translator) throws -> Tree {
    guard case .object(var members) = tree else { return tree }
    for index in members.indices {
      switch members[index].key {
      // An event the other platform lacks never happens there: a list of what a run shows drops it.
      case "events", "eventsInclude", "eventsExclude":
        members[index].value = try translator.events(members[index].value, dropping: true)
      case "rules": try rules(members[index].value, on: translator.to.platform)
      case "networkCalls":
        guard case .object(let byLabel) = members[index].value else { continue }
        members[index].value = .object(
          byLabel.map { entry in
            guard case .array(let calls) = entry.value else { return entry }
            return (
              entry.key,
              .array(
                calls.map { call in
                  guard let name = call.string,
                    let kind = NetworkCall.Kind.allCases.first(where: { translator.from.name(of: $0) == name })
                  else { return call }
                  return .scalar(JSONStringLiteral.quoted(translator.to.name(of: kind)))
                })
            )
          })
      // Checks by adapter class.
      case "setUp", "versions", "setUpRequests":
        guard case .object(let byClass) = members[index].value else { continue }
        members[index].value = .object(byClass.map { (translator.className($0.key), $0.value) })
      default: break
      }
    }
    return .object(members)
  }
}
