/// ANSI styling for the text format, or none.
struct TextStyle {
  /// The colours the timeline uses.
  enum Color: String {
    case red = "31"
    case green = "32"
    case yellow = "33"
    case dim = "2"
  }

  let enabled: Bool

  func paint(_ text: String, _ color: Color?) -> String {
    guard enabled, let color else { return text }
    return "\u{1B}[\(color.rawValue)m\(text)\u{1B}[0m"
  }

  func bold(_ text: String) -> String {
    enabled ? "\u{1B}[1m\(text)\u{1B}[0m" : text
  }
}
