extension CheckResult {
  /// A failed check in GNU form for `file`, without the program name:
  /// `waterfall.json:14:17: .expect.lineItem: expected "Network B", found "Network A"`;
  /// what comes from the config is escaped (`DisplayText`).
  package func line(file: String) -> String {
    "\(file):\(site.location): \(DisplayText.escaped(site.path.description)): \(DisplayText.escaped(message))"
      + (world.map { " (world \(DisplayText.escaped($0)))" } ?? "")
  }

  /// The check made in `world`: its records and its lines say which.
  package func made(in world: String?) -> CheckResult {
    var check = self
    check.world = world
    return check
  }

  /// What a failed check expected and what the run showed, in the words of a
  /// diagnostic line: `expected "Network B", found "Network A"`.
  package var message: String {
    let expected = site.expected
    let found = actual.text
    switch kind {
    case .count:
      // A comparison reads as written: `expected >= 0.99, found 0.934512`.
      if case .string(let comparison) = expected { return "expected \(comparison), found \(found)" }
      return "expected \(expected.text), found \(found)"
    case .value:
      return "expected \(expected.text), found \(found)"
    case .eventsInclude:
      return "expected the events to include \(expected.text) in this order, found \(found)"
    case .eventsExclude:
      return "expected none of \(expected.text) among the events, found \(found)"
    case .rules:
      return "expected violations of exactly the rules \(expected.text), found \(found)"
    case .errorPattern:
      switch expected {
      case .null: return "expected no error, found \(found)"
      case .object: return "expected an error matching \(expected.text), found \(found)"
      default: return "expected \(expected.text), found \(found)"
      }
    case .request where expected == .null:
      return "expected no request (null: the network was never called), found \(found)"
    case .request:
      return "expected a request with \(expected.text), found \(found)"
    }
  }
}
