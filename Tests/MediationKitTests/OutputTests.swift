import Testing

@testable import MediationKit

/// The byte-level output: key order, escaping, numbers, and the three formats.
struct OutputTests {
  private func json(_ body: RecordBody, seq: Int = 3, t: Int64 = 120) -> String {
    var writer = JSONWriter()
    writer.write(Record(seq: seq, t: t, body: body))
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  @Test func writesKeysInTheDocumentedOrderWithNulls() {
    let load = LoadRecord(lineItem: "A", index: 0, className: "C", parameter: nil, timeoutMs: 10, request: nil)
    #expect(
      json(.load(load))
        == #"{"type":"load","seq":3,"t":120,"lineItem":"A","index":0,"className":"C","parameter":null,"timeoutMs":10,"request":null}"#
    )
    let result = LoadResultRecord(
      lineItem: "A", outcome: .noFill, latencyMs: 120,
      error: AdError(domain: "d", code: 101, localizedDescription: "m"))
    #expect(
      json(.loadResult(result))
        == #"{"type":"loadResult","seq":3,"t":120,"lineItem":"A","outcome":"noFill","latencyMs":120,"error":{"domain":"d","code":101,"message":"m"}}"#
    )
    let event = EventRecord(
      lineItem: "A", name: .didRewardUserWithReward, error: nil, reward: AdReward(rewardType: "T", rewardAmount: 5))
    #expect(
      json(.event(event))
        == #"{"type":"event","seq":3,"t":120,"lineItem":"A","name":"didRewardUserWithReward","error":null,"reward":{"type":"T","amount":5}}"#
    )
    #expect(
      json(.waterfall(WaterfallRecord(filled: false, lineItem: nil, latencyMs: 9, error: nil)))
        == #"{"type":"waterfall","seq":3,"t":120,"outcome":"noFill","lineItem":null,"latencyMs":9,"error":null}"#)
  }

  @Test func writesNativeAssetsWithImagesAndSortedExtras() {
    let assets = NativeAssets(
      headline: "H", body: nil, callToAction: "Go", advertiser: nil, store: nil, price: "$1",
      starRating: DecimalNumber(micros: 4_500_000),
      images: [NativeAdImage(url: "https://x/i.png", scale: DecimalNumber(micros: 2_000_000))],
      icon: NativeAdImage(image: PlatformImage(width: 50, height: 50, scale: DecimalNumber(integer: 1))),
      extraAssets: [("a", "1"), ("b", "2")], adChoicesPosition: .topLeft, hasVideoContent: false)
    #expect(
      json(.ad(AdRecord(lineItem: "A", format: .native, assets: assets)))
        == #"{"type":"ad","seq":3,"t":120,"lineItem":"A","format":"native","assets":{"headline":"H","body":null,"callToAction":"Go","advertiser":null,"store":null,"price":"$1","starRating":4.5,"images":[{"url":"https://x/i.png","scale":2,"loaded":false}],"icon":{"url":null,"scale":1,"loaded":true},"extraAssets":{"a":"1","b":"2"},"adChoicesPosition":"topLeft","hasVideoContent":false}}"#
    )
  }

  @Test func escapesStringsAsJSON() {
    #expect(JSONStringLiteral.quoted("a\"b\\c\n\t\u{01}é") == #""a\"b\\c\n\t\u0001é""#)
  }

  /// One simple run's records, and what `format` makes of them.
  private func render(_ format: OutputFormat, color: Bool = false) throws -> (records: [Record], text: String) {
    let collector = try trace(rewardedConfig(#"{"label": "A", "className": "SampleCustomEvent", "parameter": "a"}"#))
    let output = ByteBuffer()
    let renderer = format.renderer(to: output, color: color)
    for record in collector.records { renderer.receive(record) }
    renderer.finish()
    return (collector.records, String(decoding: output.bytes, as: UTF8.self))
  }

  @Test func rendersAJSONDocumentWithTheLastRecordAsResult() throws {
    let (records, text) = try render(.json)
    #expect(text.hasPrefix("{\"records\":[\n{\"type\":\"run\""))
    #expect(text.contains("\n],\"result\":{\"type\":\"result\""))
    #expect(text.hasSuffix("}}\n"))
    #expect(text.components(separatedBy: "\n").count == records.count + 2)
  }

  @Test func streamsNDJSONOneRecordPerLine() throws {
    let (records, text) = try render(.ndjson)
    let lines = text.split(separator: "\n")
    #expect(lines.count == records.count)
    #expect(
      lines.enumerated().allSatisfy {
        $0.element.hasPrefix("{\"type\":") && $0.element.contains("\"seq\":\($0.offset),")
      })
  }

  @Test func colorsTextOnlyWhenAsked() throws {
    for color in [false, true] {
      let text = try render(.text, color: color).text
      #expect(text.contains("\u{1B}[") == color)
      #expect(text.contains("filled"))
      #expect(text.contains("reward       10 coins"))
    }
  }

  @Test func summariesDoNotDependOnThreads() throws {
    let json = rewardedConfig(
      (0..<4).map {
        #"{"label": "L\#($0)", "className": "SampleCustomEvent", "parameter": "p", "ecpm": \#($0 + 1), "timeoutMs": 900, "network": {"load": {"fillRate": 0.4, "latencyMs": {"min": 1, "max": 1000}}}}"#
      }.joined(separator: ","))
    let config = try ConfigLoader.load(Array(json.utf8))
    let one = Simulator.summarize(config, seed: 9, runs: 1_000, jobs: 1, registry: .standard)
    for jobs in [2, 3, 8] {
      let many = Simulator.summarize(config, seed: 9, runs: 1_000, jobs: jobs, registry: .standard)
      #expect(many.lineItems == one.lineItems)
      #expect(many.latencyMs == one.latencyMs)
      #expect(many.filled == one.filled)
      #expect(many.revenue == one.revenue)
    }
    #expect(one.runs == 1_000)
    #expect(one.lineItems.map(\.wins).reduce(0, +) == one.filled)
    for item in one.lineItems {
      #expect(item.fills + item.noFills + item.errors + item.timeouts == item.attempts)
    }
    #expect(one.lineItems[0].attempts == 1_000)
  }

  @Test func summarisesLatencyByNearestRank() {
    var histogram = LatencyHistogram()
    for latency in (1...100).reversed() { histogram.add(Int64(latency)) }
    let summary = histogram.summary()
    #expect([summary.min, summary.p50, summary.p90, summary.p99, summary.max] == [1, 50, 90, 99, 100])
    #expect(summary.mean == DecimalNumber(micros: 50_500_000))
    var single = LatencyHistogram()
    single.add(7)
    let one = single.summary()
    #expect([one.min, one.p50, one.p99, one.max] == [7, 7, 7, 7])
  }

  @Test func mergesHistogramsAsIfTheRunsWereOneBatch() {
    var left = LatencyHistogram()
    var right = LatencyHistogram()
    var whole = LatencyHistogram()
    for latency: Int64 in [5, 5, 9, 120, 3, 5, 40, 40, 7, 1_000] {
      if latency % 2 == 0 { left.add(latency) } else { right.add(latency) }
      whole.add(latency)
    }
    left.merge(right)
    #expect(left.summary() == whole.summary())
    #expect(
      whole.summary()
        == LatencySummary(min: 3, p50: 7, p90: 120, p99: 1_000, max: 1_000, mean: DecimalNumber(micros: 123_400_000)))
  }

  /// Revenue and mean latency at the largest eCPM, latency and run count the
  /// config and `--runs` allow: sums beyond 64 bits, exact results.
  @Test func keepsSumsExactAtTheLargestRunCounts() throws {
    let config = try ConfigLoader.load(
      Array(
        #"{"adUnit": {"id": "u", "format": "native"}, "lineItems": [{"label": "A", "className": "X", "ecpm": 1000000}]}"#
          .utf8))
    var aggregate = RunAggregate(config: config)
    // The longest waterfall: the most line items, each timing out at the longest timeout.
    let longest = Int64(ConfigLimits.maximumLineItems) * ConfigLimits.maximumTimeoutMs
    var tally = RunTally(lineItems: 1)
    tally.winner = 0
    tally.waterfallLatencyMs = longest
    tally.impressions = 1
    for _ in 0..<2 { aggregate.add(tally) }
    aggregate.runs = 1_000_000_000
    aggregate.filled = 1_000_000_000
    aggregate.paidWins[0] = 1_000_000_000
    let summary = aggregate.summary(config: config)
    // 10^9 paid wins at 10^6 USD per thousand: 10^12 USD, above Int64 in micros before the division.
    #expect(summary.revenue == DecimalNumber(integer: 1_000_000_000_000))
    #expect(summary.fillRate == DecimalNumber(integer: 1))
    #expect(summary.latencyMs.max == 360_000_000_000)
    #expect(summary.latencyMs.mean == DecimalNumber(integer: 360_000_000_000))
  }
}

/// Output collected in memory.
final class ByteBuffer: ByteSink {
  private(set) var bytes: [UInt8] = []

  func write(_ bytes: [UInt8]) {
    self.bytes += bytes
  }
}
