import Foundation
import MediateTestSupport
import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// The one escaping policy (`DisplayText`) in every output for people: the
/// catalogue of hostile strings (`HostileStrings`) run through text, HTML
/// and Mermaid, traced and summarised, leaves no raw control, bidirectional
/// or separator character and no markup of its own; the JSON outputs keep
/// every string as it is, JSON-escaped.
struct HostileTextTests {
  private static let config: WaterfallConfig = {
    do {
      return try ConfigLoader.load(Array(HostileStrings.config().utf8))
    } catch {
      fatalError("the hostile config does not load: \(error)")
    }
  }()

  /// A traced run (or, with `runs`, a summary) of the hostile config in `format`.
  private func render(
    _ format: OutputFormat, runs: Int? = nil, color: Bool = false, width: Int? = 100
  ) -> String {
    let config = Self.config
    let output = ByteBuffer()
    let renderer = format.renderer(to: output, color: color, width: width)
    if let runs {
      let result = Simulator.summarize(config, seed: config.seed, plan: BatchPlan(runs: runs, jobs: 1))
      Simulator.write(result, run: RunRecord(config: config, seed: config.seed), into: renderer)
    } else {
      Simulator.trace(config, seed: config.seed, into: renderer)
    }
    renderer.finish()
    return String(decoding: output.bytes, as: UTF8.self)
  }

  /// What of `output` the policy forbids: any scalar `DisplayText` escapes
  /// but the line feeds that end lines (and, in colour, the ESC of mediate's
  /// own colour codes), and combining marks with nothing of their string to
  /// combine with.
  private func leaks(in output: String, color: Bool = false) -> [String] {
    var text = output
    if color {
      for code in ["0", "1", "2", "31", "32", "33"] { text = text.replacing("\u{1B}[\(code)m", with: "") }
    }
    var found: [String] = []
    var previous: Unicode.Scalar = "\n"
    for scalar in text.unicodeScalars {
      if scalar != "\n", DisplayText.isEscaped(scalar) { found.append("U+\(String(scalar.value, radix: 16))") }
      let isMark = [.nonspacingMark, .enclosingMark].contains(scalar.properties.generalCategory)
      if isMark, [" ", "\n", "}", "…", "(", ">"].contains(previous) {
        found.append("lone mark U+\(String(scalar.value, radix: 16))")
      }
      previous = scalar
    }
    return found
  }

  @Test(arguments: [false, true])
  func textShowsEveryHostileStringEscaped(color: Bool) {
    for runs in [nil, 20] as [Int?] {
      for width in [100, 40, nil] as [Int?] {
        let text = render(.text, runs: runs, color: color, width: width)
        #expect(leaks(in: text, color: color) == [], "runs \(runs ?? 1), width \(width ?? 0)")
      }
    }
    let text = render(.text)
    for expected in [
      "red\\u{1B}[…\\u{1B}[0m", "good\\u{0D}EVIL", "one\\u{0A}two", "nul\\u{00}byte", "user\\u{202E}gpj.exe",
      "line\\u{2028}sep", "◌\u{301}\u{308}\u{20DD}", "x\\u{1B}◌\u{301}y", "reward       10 coins\\u{1B}[5m\\u{2028}",
      "ad unit /6499/\\u{1B}[31mred\\u{202E}/rewarded",
    ] {
      #expect(text.contains(expected), "\(expected)")
    }
  }

  @Test func textElidesLongNamesInTheMiddle() {
    let text = render(.text)
    // The winner's label and its class name (38 and 40 columns), in a 20-column budget.
    #expect(text.contains("yes, by GADMediati…31m fills in 0 ms"))
    #expect(text.contains("GADMediati…0;x\\u{07}  loaded in 0 ms"))
  }

  @Test(arguments: [nil, 20] as [Int?])
  func htmlShowsEveryHostileStringAsText(runs: Int?) throws {
    let page = render(.html, runs: runs)
    #expect(leaks(in: page) == [])
    let tags = Set(
      page.matches(of: /<\/?([a-zA-Z][a-zA-Z0-9]*)/).map { String($0.output.1) })
    let own: Set<String> = [
      "html", "head", "meta", "title", "style", "body", "header", "h1", "h2", "p", "main", "section", "svg", "line",
      "text", "rect", "circle", "span", "i", "table", "thead", "tbody", "tr", "th", "td", "dl", "dt", "dd", "ul", "li",
    ]
    #expect(tags.subtracting(own) == [], "tags the page does not write itself")
    #expect(page.components(separatedBy: "</head>").count == 2)
    #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(page.contains("&lt;/title&gt;&lt;h1&gt;x"))
    #expect(page.contains("&amp;amp; &amp; &amp;lt;"))
    #expect(page.contains("&quot;double&quot; &#39;single&#39;"))
  }

  @Test(arguments: [nil, 20] as [Int?])
  func mermaidShowsEveryHostileStringAsText(runs: Int?) {
    let diagram = render(.mermaid, runs: runs)
    #expect(leaks(in: diagram) == [])
    #expect(MermaidSyntax.problems(in: diagram).map(\.description) == [])
    if runs == nil {
      #expect(diagram.contains("participant A23 as #lt;script#gt;alert(1)#lt;/script#gt; (SampleCustomEvent)"))
      #expect(diagram.contains("as #35;35#59; a#59;b #35;x (SampleCustomEvent)"))
      #expect(diagram.contains("as #quot;double#quot; 'single' (SampleCustomEvent)"))
      #expect(diagram.contains("as a#lt;br#gt;b#lt;br/#gt;c (SampleCustomEvent)"))
    }
  }

  @Test(arguments: [OutputFormat.ndjson, .json])
  func jsonKeepsEveryStringAsItIs(format: OutputFormat) throws {
    for runs in [nil, 20] as [Int?] {
      let output = render(format, runs: runs)
      for entry in HostileStrings.catalogue {
        #expect(output.contains("\"lineItem\":" + JSONStringLiteral.quoted(entry.text)), "\(entry.name)")
      }
      #expect(output.contains(JSONStringLiteral.quoted("/6499/\u{1B}[31mred\u{202E}/rewarded")))
      // Every record parses back to the very strings of the config.
      let documents =
        format == .ndjson ? output.split(separator: "\n").map { Data($0.utf8) } : [Data(output.utf8)]
      var labels: Set<String> = []
      for document in documents {
        collectLineItems(try JSONSerialization.jsonObject(with: document), into: &labels)
      }
      #expect(labels.isSuperset(of: HostileStrings.catalogue.map(\.text)))
    }
  }

  private func collectLineItems(_ value: Any, into labels: inout Set<String>) {
    if let object = value as? [String: Any] {
      for (key, member) in object {
        if key == "lineItem", let label = member as? String { labels.insert(label) }
        collectLineItems(member, into: &labels)
      }
    } else if let array = value as? [Any] {
      for element in array { collectLineItems(element, into: &labels) }
    }
  }

  @Test func linesForStandardErrorAndListingsAreEscaped() throws {
    let violation = ViolationRecord(lineItem: "A\u{1B}[2J\u{202E}", rule: "rule", severity: .error, detail: "B\r\nC")
    #expect(DisplayText.escaped(violation.message) == "A\\u{1B}[2J\\u{202E}: rule: B\\u{0D}\\u{0A}C")
    #expect(violation.message == "A\u{1B}[2J\u{202E}: rule: B\r\nC")
    let registry = Self.config.registry(adding: .standard)
    let listing = AdapterListing.text([registry], twins: AdapterRegistries([registry]))
    #expect(leaks(in: listing) == [])
    #expect(listing.contains("GADMediationAdapterHostile\\u{1B}]0;x\\u{07} (profile)"))
    let report = TestReport(suites: [
      TestReport.Suite(
        argument: "x",
        cases: [TestReport.Case(path: "x", status: .failed, checks: [], violations: [.traced(violation)], errors: [])])
    ])
    #expect(leaks(in: report.text(color: false)) == [])
    #expect(leaks(in: StrictViolation.traced(violation).line(file: "x")) == [])
  }

  @Test func escapingIsIdempotentAndLeavesOrdinaryTextAlone() {
    for entry in HostileStrings.catalogue {
      let once = DisplayText.escaped(entry.text)
      #expect(DisplayText.escaped(once) == once, "\(entry.name)")
      #expect(!once.unicodeScalars.contains(where: DisplayText.isEscaped), "\(entry.name)")
      #expect(DisplayText.fitted(entry.text, to: 1000) == once, "\(entry.name)")
      for columns in 1...30 {
        #expect(TerminalText.width(DisplayText.fitted(entry.text, to: columns)) <= columns, "\(entry.name) \(columns)")
      }
    }
    #expect(DisplayText.escaped("Network B, 東京 🚀, é") == "Network B, 東京 🚀, é")
  }
}
