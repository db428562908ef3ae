import MediationIOS
import MediationKit

/// The catalogue of hostile strings every output is tested with: what a
/// config (or a shard) may put in a label, a class name, an ad unit ID or a
/// reward type to break a terminal, a page or a diagram. Each entry is
/// unique and non-empty, so each can be a line item's label.
public enum HostileStrings {
  public static let catalogue: [(name: String, text: String)] = [
    ("CSI colour", "red\u{1B}[31mX\u{1B}[0m"),
    ("cursor movement and erase", "A\u{1B}[2J\u{1B}[H\u{1B}[1A"),
    ("OSC 8 hyperlink", "\u{1B}]8;;https://evil.example/\u{07}click\u{1B}]8;;\u{07}"),
    ("OSC title ended by ST", "\u{1B}]0;pwned\u{1B}\\"),
    ("carriage return", "good\rEVIL"),
    ("line feed", "one\ntwo"),
    ("CR LF", "crlf\r\nline"),
    ("NUL", "nul\u{0}byte"),
    ("BEL", "bell\u{07}"),
    ("DEL", "del\u{7F}"),
    ("backspace", "abc\u{08}\u{08}xy"),
    ("tab", "tab\there"),
    ("C1 CSI", "c1\u{9B}31m"),
    ("C1 NEL", "next\u{85}line"),
    ("right-to-left override", "user\u{202E}gpj.exe"),
    ("bidi embeddings", "\u{202A}\u{202B}\u{202C}\u{202D} embeddings"),
    ("bidi isolates", "\u{2066}a\u{2067}b\u{2068}c\u{2069}"),
    ("bidi marks", "\u{200E}\u{200F}\u{061C} marks"),
    ("line separator", "line\u{2028}sep"),
    ("paragraph separator", "para\u{2029}sep"),
    ("lone combining marks", "\u{301}\u{308}\u{20DD}"),
    ("combining mark after a control", "x\u{1B}\u{301}y"),
    ("wide emoji and CJK", "👨‍👩‍👧‍👦🇯🇵❤️東京"),
    ("script tag", "<script>alert(1)</script>"),
    ("end of title", "</title><h1>x"),
    ("ampersands", "&amp; & &lt;"),
    ("quotes", "\"double\" 'single'"),
    ("Mermaid hash and semicolon", "#35; a;b #x"),
    ("Mermaid arrow", "A-->>B: x"),
    ("Mermaid line break", "a<br>b<br/>c"),
    ("Mermaid directive", "%%{init: {}}%%"),
    ("Mermaid wrap option", "wrap:hidden"),
    ("escape look-alike", "\\u{1B}"),
  ]

  /// A rewarded config whose line items are labelled with every string of
  /// the catalogue (all without fill, then one that fills), whose ad unit
  /// ID, reward type and a profiled adapter's class name are hostile too.
  public static func config(fillingLabel: String = "GADMediationAdapterUnity\u{202E}\u{1B}[31m fills") -> String {
    let hostileClass = "GADMediationAdapterHostile\u{1B}]0;x\u{07}"
    let quoted = JSONStringLiteral.quoted
    var items = catalogue.enumerated().map { index, entry in
      """
      {"label": \(quoted(entry.text)), "className": "SampleCustomEvent", "parameter": "p\(index)", \
      "network": {"load": "noFill"}}
      """
    }
    items.append(
      #"{"label": \#(quoted(fillingLabel)), "className": \#(quoted(hostileClass)), "parameter": "p;#<b>"}"#)
    return """
      {"version": 1, "seed": 7,
       "adUnit": {"id": \(quoted("/6499/\u{1B}[31mred\u{202E}/rewarded")), "format": "rewarded",
                  "reward": {"type": \(quoted("coins\u{1B}[5m\u{2028}")), "amount": 10}},
       "adapters": {\(quoted(hostileClass)): {"formats": ["rewarded"], "adapterVersion": "1.0.0.0", "adSDKVersion": "1.0.0"}},
       "lineItems": [
      \(items.joined(separator: ",\n"))
       ]}
      """
  }
}
