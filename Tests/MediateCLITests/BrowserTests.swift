import Foundation
import Testing

/// `--format html` in a real browser: headless Chromium takes a screenshot
/// of the page, and the waterfall's bars must be on it in their outcome's
/// colours. Where no Chromium is installed the test is skipped and says why.
struct BrowserTests {
  /// Chromium, from `MEDIATE_BROWSER` or the `PATH`.
  static let browser: URL? = {
    if let path = ProcessInfo.processInfo.environment["MEDIATE_BROWSER"] { return URL(fileURLWithPath: path) }
    let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    for name in ["chromium", "chromium-browser", "google-chrome", "chrome", "headless_shell"] {
      for directory in directories {
        let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      }
    }
    return nil
  }()

  @Test(
    .enabled(
      if: browser != nil,
      "skipped: no Chromium on the PATH (apt-get install -y chromium, or set MEDIATE_BROWSER) to render --format html"))
  func drawsTheWaterfallBarsInABrowser() throws {
    let browser = try #require(Self.browser)
    let scenario = try Golden.folder("scenarios", "native-fall-through")
    let page = try MediateBinary.run(["simulate", "--format", "html", "config.json"], in: scenario)
    #expect(page.status == 0)
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("mediate-browser-\(getpid())")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: work) }
    let html = work.appendingPathComponent("run.html")
    let screenshot = work.appendingPathComponent("run.png")
    try page.stdout.write(to: html)
    let shot = try ChildProcess.run(
      executable: browser,
      arguments: [
        "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
        "--user-data-dir=\(work.appendingPathComponent("profile").path)", "--window-size=1280,600",
        "--screenshot=\(screenshot.path)", html.absoluteString,
      ], in: work, environment: ProcessInfo.processInfo.environment)
    #expect(shot.status == 0, "\(String(decoding: shot.stderr, as: UTF8.self))")
    let image = try PNGImage(try Data(contentsOf: screenshot))
    #expect(image.width == 1280 && image.height == 600)
    // The fall-through waterfall: a timeout, an error, a no-fill and the fill.
    let bars: [(name: String, red: Int, green: Int, blue: Int, least: Int)] = [
      ("timeout (orange)", 0xEF, 0x6C, 0x00, 2_000), ("no fill (grey)", 0x9E, 0x9E, 0x9E, 600),
      ("fill (green)", 0x2E, 0x7D, 0x32, 150), ("error (red)", 0xC6, 0x28, 0x28, 20),
    ]
    for bar in bars {
      let pixels = image.count(red: bar.red, green: bar.green, blue: bar.blue)
      #expect(pixels >= bar.least, "the \(bar.name) bar covers \(pixels) pixels")
    }
  }

  /// The decoder, on a 2×1 RGB image (one red pixel, one green) stored
  /// uncompressed and compressed with fixed Huffman codes; the screenshot
  /// above exercises dynamic ones.
  @Test(arguments: [
    "iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAEklEQVR4AQEHAPj/AP8AAAD/AAf/Af/FDuJqAAAAAElFTkSuQmCC",
    "iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAD0lEQVR42mP4z8DA8J8BAAf/Af+4BDXgAAAAAElFTkSuQmCC",
  ])
  func decodesAPNG(base64: String) throws {
    let image = try PNGImage(try #require(Data(base64Encoded: base64)))
    #expect(image.width == 2 && image.height == 1)
    #expect(image.pixels == [255, 0, 0, 255, 0, 255, 0, 255])
  }
}
