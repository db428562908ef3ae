import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// Display widths, escaping, eliding and wrapping for the text format.
struct TerminalTextTests {
  @Test(arguments: [
    ("abc", 3), ("東京", 4), ("🚀", 2), ("e\u{301}", 1), ("👨‍👩‍👧", 2), ("🇯🇵", 2), ("❤️", 2), ("ｶﾀｶﾅ", 4),
    ("\u{1B}[31mred\u{1B}[0m", 3), ("", 0), ("한국어", 6),
  ])
  func measuresColumnsAsATerminalDraws(text: String, columns: Int) {
    #expect(TerminalText.width(text) == columns)
  }

  @Test func escapesControlCharacters() {
    #expect(DisplayText.escaped("a\u{1B}[31mb\u{07}\u{7F}\u{85}c") == "a\\u{1B}[31mb\\u{07}\\u{7F}\\u{85}c")
    #expect(DisplayText.escaped("plain é 東") == "plain é 東")
  }

  @Test func elidesInTheMiddleWithoutSplittingWideCharactersOrEscapes() {
    #expect(DisplayText.fitted("Network A", to: 20) == "Network A")
    #expect(DisplayText.fitted("A long network name", to: 10) == "A lon…name")
    #expect(DisplayText.fitted("GADMediationAdapterSampleAdNetwork", to: 20) == "GADMediati…AdNetwork")
    #expect(DisplayText.fitted("東京ネットワーク", to: 7) == "東…ーク")
    #expect(TerminalText.width(DisplayText.fitted("東京ネットワーク", to: 8)) <= 8)
    #expect(DisplayText.fitted("ab\u{1B}cdefgh\u{1B}ij", to: 12) == "ab…h\\u{1B}ij")
    #expect(DisplayText.fitted("abcdef", to: 1) == "…")
    #expect(DisplayText.fitted("abcdef", to: 0) == "")
  }

  @Test func wrapsAtSpacesAndBreaksOnlyTooLongWords() {
    #expect(TerminalText.wrapped("one two three four", to: 9) == ["one two", "three", "four"])
    #expect(TerminalText.wrapped("abcdefghij", to: 4) == ["abcd", "efgh", "ij"])
    #expect(TerminalText.wrapped("  key  value", to: 100) == ["  key  value"])
    #expect(TerminalText.wrapped("  key  value that wraps", to: 12) == ["  key  value", "that wraps"])
    for line in TerminalText.wrapped("全角の本文です。とても長い説明文がここに入ります。", to: 11) {
      #expect(TerminalText.width(line) <= 11)
    }
  }

  @Test func splitsATableTooWideIntoPartsThatRepeatTheFirstColumn() {
    let table = TextTable(rows: [["name", "aaaa", "bbbb", "cccc"], ["x", "1", "2", "3"]])
    let lines = table.lines(indent: "  ", maxWidth: 16)
    #expect(lines == ["  name  aaaa", "  x     1", "", "  name  bbbb", "  x     2", "", "  name  cccc", "  x     3"])
  }
}
