/// The report of `mediate test`: one entry per config, grouped by the PATH
/// argument that named it, in the order of the arguments and of the paths.
package struct TestReport: Sendable {
  /// One config's test.
  package struct Case: Sendable {
    package enum Status: String, Sendable {
      case passed
      case failed
      case error
    }

    /// The config's path as the report names it.
    package var path: String
    package var status: Status
    package var checks: [CheckResult]
    /// With `--strict`: the violations that failed the test.
    package var violations: [StrictViolation]
    /// For an error: the diagnostic lines (without the program name).
    package var errors: [String]

    package init(
      path: String, status: Status, checks: [CheckResult], violations: [StrictViolation], errors: [String]
    ) {
      self.path = path
      self.status = status
      self.checks = checks
      self.violations = violations
      self.errors = errors
    }

    /// The folder part of `path` (JUnit's `classname`), and the file name.
    var folderAndName: (folder: String, name: String) {
      guard let slash = path.lastIndex(of: "/") else { return (".", path) }
      let folder = String(path[..<slash])
      return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
    }
  }

  /// The configs one PATH argument stood for.
  package struct Suite: Sendable {
    package var argument: String
    package var cases: [Case]

    package init(argument: String, cases: [Case]) {
      self.argument = argument
      self.cases = cases
    }
  }

  package var suites: [Suite]

  package init(suites: [Suite]) {
    self.suites = suites
  }

  /// How many tests passed, failed and errored: the one count every format
  /// reports (expect.md's P, F and E).
  package struct Tally: Equatable, Sendable {
    package var passed = 0
    /// Tests that did not pass: those whose checks failed, and those that
    /// errored (counted in `errors` as well).
    package var failed = 0
    /// Tests whose config could not be read or is invalid.
    package var errors = 0

    /// Counts `cases`.
    init(_ cases: [Case]) {
      for test in cases {
        switch test.status {
        case .passed: passed += 1
        case .failed: failed += 1
        case .error:
          failed += 1
          errors += 1
        }
      }
    }

    package var tests: Int { passed + failed }
    /// Tests that failed without an error: JUnit's `failures`, which JUnit
    /// counts apart from its `errors`.
    package var failures: Int { failed - errors }
  }

  var cases: [Case] { suites.flatMap(\.cases) }
  /// The tally of every test of the report.
  package var tally: Tally { Tally(cases) }

  /// The closing line: `P passed, F failed` (F counts failed and errored
  /// tests), then `, E errors` when some errored.
  package var closingLine: String {
    let tally = tally
    return "\(tally.passed) passed, \(tally.failed) failed"
      + (tally.errors > 0 ? ", \(tally.errors) error\(tally.errors == 1 ? "" : "s")" : "")
  }

  /// The `--strict` failure as a check entry of the report: what it expected
  /// (no violation) and what the runs showed.
  static func strictCheck(_ violations: [StrictViolation]) -> (check: String, expected: JSONValue, actual: JSONValue) {
    ("--strict", .string("no violation"), .strings(violations.map(\.message)))
  }

  // MARK: ndjson

  /// One `test` record per config, then one `tests` record.
  package func ndjson() -> [UInt8] {
    var writer = JSONWriter()
    for test in cases {
      writer.beginObject()
      writer.field("type", "test")
      writer.field("path", test.path)
      writer.field("status", test.status.rawValue)
      writer.key("checks")
      writer.beginArray()
      for check in test.checks {
        writer.beginObject()
        writer.field("check", check.site.path.description)
        writer.field("passed", check.passed)
        writer.key("expected")
        writer.write(check.site.expected)
        writer.key("actual")
        writer.write(check.actual)
        if let world = check.world { writer.field("world", world) }
        writer.endObject()
      }
      if !test.violations.isEmpty {
        let strict = Self.strictCheck(test.violations)
        writer.beginObject()
        writer.field("check", strict.check)
        writer.field("passed", false)
        writer.key("expected")
        writer.write(strict.expected)
        writer.key("actual")
        writer.write(strict.actual)
        writer.endObject()
      }
      writer.endArray()
      writer.key("errors")
      writer.write(JSONValue.strings(test.errors))
      writer.endObject()
      writer.raw("\n")
    }
    let tally = tally
    writer.beginObject()
    writer.field("type", "tests")
    writer.field("passed", tally.passed)
    writer.field("failed", tally.failed)
    writer.field("errors", tally.errors)
    writer.endObject()
    writer.raw("\n")
    return writer.bytes
  }

  // MARK: text

  /// A line per config (`✓ PATH (N checks)` or `✗ PATH`), each failure
  /// indented below it, and the closing line; what comes from a config is
  /// escaped (`DisplayText`).
  package func text(color: Bool) -> String {
    let shown = DisplayText.escaped
    let style = TextStyle(enabled: color)
    var lines: [String] = []
    for test in cases {
      switch test.status {
      case .passed:
        let count = test.checks.count
        lines.append("\(style.paint("✓", .green)) \(shown(test.path)) (\(count) check\(count == 1 ? "" : "s"))")
      case .failed, .error:
        lines.append("\(style.paint("✗", .red)) \(shown(test.path))")
      }
      for check in test.checks where !check.passed {
        lines.append(
          "    \(shown(check.site.path.description)) at \(check.site.location): \(shown(check.message))"
            + (check.world.map { " (world \(shown($0)))" } ?? ""))
      }
      for violation in test.violations {
        lines.append("    --strict: violation: \(shown(violation.message))")
      }
      // The errors themselves are on standard error, as `validate` prints them.
      if let first = test.errors.first {
        let more = test.errors.count - 1
        lines.append("    \(shown(first))" + (more > 0 ? " (and \(more) more on standard error)" : ""))
      }
    }
    lines.append(closingLine)
    return lines.joined(separator: "\n") + "\n"
  }

  // MARK: JUnit

  /// A JUnit XML report: a `<testsuite>` per PATH argument, a `<testcase>`
  /// per config, a `<failure>` per failed check (and per `--strict`
  /// violation), an `<error>` for a config that cannot be read or is
  /// invalid. No timestamps or durations: the same bytes on every run.
  ///
  /// The totals are the tally's, in JUnit's terms: `tests` is P + F,
  /// `errors` is E, and `failures` is F − E, since JUnit counts a test
  /// with an error apart from a test with a failure.
  package func junit() -> String {
    let total = tally
    var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
    xml += #"<testsuites name="mediate test" tests="\#(total.tests)" failures="\#(total.failures)""#
    xml += #" errors="\#(total.errors)">"# + "\n"
    for suite in suites {
      let counts = Tally(suite.cases)
      xml += "  <testsuite name=\"\(Self.escape(suite.argument))\" tests=\"\(counts.tests)\""
      xml += " failures=\"\(counts.failures)\" errors=\"\(counts.errors)\" skipped=\"0\">\n"
      for test in suite.cases {
        let (folder, name) = test.folderAndName
        xml += "    <testcase classname=\"\(Self.escape(folder))\" name=\"\(Self.escape(name))\""
        xml += " assertions=\"\(test.checks.count)\""
        let failures = test.checks.filter { !$0.passed }
        if failures.isEmpty, test.violations.isEmpty, test.errors.isEmpty {
          xml += "/>\n"
          continue
        }
        xml += ">\n"
        for check in failures {
          let message = "\(check.site.path): \(check.message)" + (check.world.map { " (world \($0))" } ?? "")
          xml += "      <failure type=\"check\" message=\"\(Self.escape(message))\">"
          xml += "\(Self.escape("\(test.path):\(check.site.location): \(message)"))</failure>\n"
        }
        for violation in test.violations {
          let message = "--strict: violation: \(violation.message)"
          xml +=
            "      <failure type=\"violation\" message=\"\(Self.escape(message))\">\(Self.escape(message))</failure>\n"
        }
        if !test.errors.isEmpty {
          xml += "      <error type=\"config\" message=\"\(Self.escape(test.errors[0]))\">"
          xml += "\(Self.escape(test.errors.joined(separator: "\n")))</error>\n"
        }
        xml += "    </testcase>\n"
      }
      xml += "  </testsuite>\n"
    }
    xml += "</testsuites>\n"
    return xml
  }

  /// `text` with XML's special characters escaped, and characters XML 1.0
  /// cannot carry (most control characters) written as `\u{…}` escapes.
  static func escape(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "\n": escaped += "&#10;"
      case "\t": escaped += "&#9;"
      case "\r": escaped += "&#13;"
      default:
        if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) {
          escaped += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          escaped.unicodeScalars.append(scalar)
        }
      }
    }
    return escaped
  }
}
