/// The listing of `mediate rules`: every rule the contract monitor checks.
package enum RuleListing {
  /// What the references of the listing stand for: the contract rule numbers and the seeds.
  static let legend = [
    "Each rule: its name (as violation records, expect.rules, a config's rules and --rule spell it), the numbered "
      + "rule of the mediation contract it enforces (R1 to R20: the contract's rules as mediate models them; "
      + "docs/rules.md lists which rule backs each), its default severity, what it protects and where it comes from.",
    "Sources: \"seed 000\" to \"seed 004\" are the Google Mobile Ads guides mediate is built from (000 and 002: native "
      + "ads custom events; 001: implementing a rewarded ads adapter, the Sample ad network's; 003: Ad Manager native "
      + "custom rendering; 004: rewarded ads custom events); an issue or pull request names its GitHub repository "
      + "(googleads-mobile-ios-mediation is googleads/googleads-mobile-ios-mediation).",
  ]

  /// Each rule: its name, contract rule and default severity, the platforms it is on, then what it protects
  /// (and, where Android's words differ, what it protects on Android) and its source, after the legend;
  /// paragraphs wrapped to `width` columns under their own indent. With `platform`, only that platform's
  /// rules, each in its words.
  package static func text(width: Int, platform: Platform? = nil) -> String {
    let columns = max(width, 40)
    var lines: [String] = []
    for paragraph in legend { lines += TerminalText.wrapped(paragraph, to: columns) }
    func add(_ label: String, _ text: String) {
      let indent = String(repeating: " ", count: label.count)
      for (index, line) in TerminalText.wrapped(text, to: columns - label.count).enumerated() {
        lines.append((index == 0 ? label : indent) + line)
      }
    }
    for rule in rules(on: platform) {
      lines.append("")
      add(
        "",
        rule.name + (rule.contractRule.map { " (contract rule \($0))" } ?? "")
          + ", \(rule.defaultSeverity.rawValue) by default")
      if let platform, let protects = rule.protects(on: platform) {
        add("  protects: ", protects)
      } else {
        add("  on:       ", rule.platforms.map(\.rawValue).joined(separator: ", "))
        add("  protects: ", rule.protects)
        if let android = rule.android, android != rule.protects { add("  android:  ", android) }
      }
      add("  source:   ", rule.source)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `{"rules":[{"name","contractRule","defaultSeverity","platforms","protects","android","source"}]}`:
  /// `protects` in iOS's words, `android` in Android's (null for a rule not on Android). With
  /// `platform`, only that platform's rules.
  package static func json(platform: Platform? = nil) -> [UInt8] {
    var writer = JSONWriter()
    writer.beginObject()
    writer.key("rules")
    writer.beginArray()
    for rule in rules(on: platform) {
      writer.beginObject()
      writer.field("name", rule.name)
      writer.field("contractRule", rule.contractRule)
      writer.field("defaultSeverity", rule.defaultSeverity.rawValue)
      writer.key("platforms")
      writer.write(JSONValue.strings(rule.platforms.map(\.rawValue)))
      writer.field("protects", rule.protects)
      writer.field("android", rule.android)
      writer.field("source", rule.source)
      writer.endObject()
    }
    writer.endArray()
    writer.endObject()
    writer.raw("\n")
    return writer.bytes
  }

  /// The rules of `platform` (every rule when nil).
  private static func rules(on platform: Platform?) -> [ContractRuleDescription] {
    ContractRules.descriptions.filter { rule in platform.map(rule.platforms.contains) ?? true }
  }

  /// The page `docs/rules.md`: every rule with what it protects and its
  /// source, as the rule types declare them (a test keeps the page and the
  /// code the same).
  package static func markdown() -> String {
    var lines = [
      "# The rules of the mediation contract",
      "",
      "The contract monitor checks every event of a run against these rules; a broken rule is a `violation` record",
      "with its severity. Every rule has a severity: `error` (it counts in `violations`, and `--strict` makes it exit",
      "status 1), `warning` (it counts in `warnings` and fails nothing) or `off` (it is not checked). The table gives",
      "each rule's default; a config's `rules` object (rule name to severity) and `--rule NAME=SEVERITY` on",
      "`simulate` and `test` change it. `expect.rules` names the rules a run must break, at any severity. Each rule is",
      "one file in `Sources/MediationKit/ContractMonitor/Rules/`, named for its type; this page is generated from",
      "them (`make golden`), and `mediate rules` prints the same list. The numbers R1–R20 are those of the contract",
      "notes (`shared/contract/README.md` §1).",
      "",
      "A rule is on the platforms its `platforms` cell names: on a config of another platform it is never checked,",
      "and naming it in that config's `rules` or `expect.rules` is an error. Where Android's words for what a rule",
      "protects differ from iOS's, the next cell gives them (`mediate rules --platform android` prints them).",
      "",
      "| rule | contract | default severity | platforms | what it protects | on Android | source |",
      "| --- | --- | --- | --- | --- | --- | --- |",
    ]
    for rule in ContractRules.descriptions {
      let android = rule.android.map { $0 == rule.protects ? "the same" : $0 } ?? "not on Android"
      let cells = [
        "`\(rule.name)`", rule.contractRule ?? "", rule.defaultSeverity.rawValue,
        rule.platforms.map(\.rawValue).joined(separator: ", "), rule.protects, android, rule.source,
      ].map { $0.replacingPipes() }
      lines.append("| " + cells.joined(separator: " | ") + " |")
    }
    lines += [
      "",
      "## Contract rules no monitor rule checks",
      "",
      "Each rule of the contract notes is checked above, or is listed here with the reason nothing can break it",
      "in a simulation:",
      "",
    ]
    for (rule, reason) in unmonitored { lines.append("- **\(rule)**: \(reason)") }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The contract rules (R1–R20) without a monitor rule, and why.
  static let unmonitored: [(rule: String, reason: String)] = [
    (
      "R13",
      "native images are loaded unless `disableImageLoading`, then URLs only. Every adapter mediate plays"
        + " hands over the images its network downloaded, or their URLs when the request asks for none; an image"
        + " the network could not download (`network.ad.image.download`) is the network's failure, and what the"
        + " adapter makes of it is its profile's documented choice (`imageOnDownloadFailure`,"
        + " `iconOnDownloadFailure`: nil, URL only, or a failed load), so a rule would watch what cannot go"
        + " wrong; `ad.assets.images[].loaded` shows what each ad got, and `expect.assets` checks it."
    ),
    (
      "R16 (second half)",
      "an exception thrown inside an adapter's load is contained. Swift adapters cannot"
        + " throw from `loadRewardedAd`/`loadNativeAd`; the first half (a missing class, a missing format) is"
        + " `adapterUnavailable`."
    ),
    (
      "R19",
      "the custom event's parameter is `credentials.settings[\"parameter\"]` and the label names the ad"
        + " source. This is the SDK's part, done by the engine for every line item (`load.parameter`,"
        + " `responseInfo`), not something an adapter can break."
    ),
  ]
}

extension String {
  /// The text with `|` escaped for a Markdown table cell.
  fileprivate func replacingPipes() -> String {
    var text = ""
    for character in self { text += character == "|" ? "\\|" : String(character) }
    return text
  }
}
