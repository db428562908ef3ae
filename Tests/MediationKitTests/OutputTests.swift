import MediationPlatforms
import Testing

@testable import MediationIOS
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
        == #"{"type":"load","seq":3,"t":120,"lineItem":"A","index":0,"className":"C","parameter":null,"timeoutMs":10,"request":null,"settings":{},"bidResponse":null,"method":null}"#
    )
    let result = LoadResultRecord(
      lineItem: "A", outcome: .noFill, latencyMs: 120,
      error: AdError(domain: "d", code: 101, localizedDescription: "m"))
    #expect(
      json(.loadResult(result))
        == #"{"type":"loadResult","seq":3,"t":120,"lineItem":"A","outcome":"noFill","latencyMs":120,"error":{"domain":"d","code":101,"message":"m"},"thread":null}"#
    )
    let event = EventRecord(
      lineItem: "A", event: .didRewardUserWithReward, name: "didRewardUserWithReward", error: nil,
      reward: AdReward(rewardType: "T", rewardAmount: 5))
    #expect(
      json(.event(event))
        == #"{"type":"event","seq":3,"t":120,"lineItem":"A","name":"didRewardUserWithReward","error":null,"reward":{"type":"T","amount":5},"thread":"main"}"#
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
      extraAssets: [("a", "1"), ("b", "2")], adChoicesPosition: .topLeft, hasVideoContent: false,
      mapped: NativeAssets.Mapped(
        handlesUserImpressions: true, handlesUserClicks: false, adChoicesView: true, mediaView: false))
    #expect(
      json(.ad(AdRecord(lineItem: "A", format: .native, assets: assets)))
        == #"{"type":"ad","seq":3,"t":120,"lineItem":"A","format":"native","assets":{"headline":"H","body":null,"callToAction":"Go","advertiser":null,"store":null,"price":"$1","starRating":4.5,"images":[{"url":"https://x/i.png","scale":2,"loaded":false}],"icon":{"url":null,"scale":1,"loaded":true},"extraAssets":{"a":"1","b":"2"},"adChoicesPosition":"topLeft","hasVideoContent":false,"handlesUserImpressions":true,"handlesUserClicks":false,"adChoicesView":true,"mediaView":false}}"#
    )
  }

  /// A banner's requests in the text result: the first twenty by name, the rest counted.
  @Test func namesTheFirstTwentyRequestsOfABanner() {
    let requests = (0..<25).map { index in
      ResultRecord.Request(
        filled: index % 5 != 0, lineItem: index % 5 != 0 ? "N\(index)" : nil, latencyMs: 10,
        price: index % 5 != 0 ? DecimalNumber(integer: 1) : nil)
    }
    let text = TextRenderer.describe(requests)
    #expect(text.hasPrefix("25 (24 refreshes), 20 filled; no fill, N1, N2, N3, N4, no fill, N6"))
    #expect(text.hasSuffix("N18, N19 and 5 more"))
    #expect(TextRenderer.describe(Array(requests.prefix(2))) == "2 (1 refresh), 1 filled; no fill, N1")
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
}

/// Output collected in memory.
final class ByteBuffer: ByteSink {
  private(set) var bytes: [UInt8] = []

  func write(_ bytes: [UInt8]) {
    self.bytes += bytes
  }
}
