/// The portfolio `optimize --out` writes (decide2.md §5): the user's file in its own bytes with each changed
/// group's `config` replaced by the group's best config inline; every other byte as it was. An inline config was
/// rewritten in its own bytes (`ConfigRewrite`), so it keeps its layout; a config read from a path comes inline
/// as its file is, each line after the first indented as the line the `config` value starts on.
struct PortfolioRewrite {
  private var patch: ConfigPatch?
  private let bytes: [UInt8]
  private let portfolio: Portfolio

  init(bytes: [UInt8], portfolio: Portfolio) {
    self.bytes = bytes
    self.portfolio = portfolio
  }

  /// Puts `config`, the group's best config (its bytes as `ConfigRewrite` wrote them), in place of group
  /// `index`'s `config` value.
  mutating func inline(_ config: [UInt8], group index: Int) throws(ConfigWriteError) {
    var patch: ConfigPatch
    if let existing = self.patch {
      patch = existing
    } else {
      do throws(JSONSyntaxError) {
        patch = try ConfigPatch(bytes: bytes)
      } catch {
        throw .notJSON(error)
      }
    }
    let path = ConfigPath.root.appending(ConfigSchema.PortfolioRoot.groups).appending(index: index)
      .appending(ConfigSchema.Group.config)
    switch portfolio.groups[index].source {
    case .inline:
      try patch.set(json: config, at: path)
    case .path:
      try patch.set(json: Self.indented(config, by: indentation(ofGroup: index)), at: path)
    }
    self.patch = patch
  }

  /// The portfolio with every group inlined so far.
  func patched() throws(ConfigWriteError) -> [UInt8] {
    guard let patch else { return bytes }
    return try patch.patched()
  }

  /// The spaces and tabs that begin the line where group `index`'s `config` value starts.
  private func indentation(ofGroup index: Int) -> [UInt8] {
    guard let root = try? JSONReader.read(bytes), case .object(let members) = root.value,
      let groups = members.first(where: { $0.key == ConfigSchema.PortfolioRoot.groups.name })?.value,
      case .array(let elements) = groups.value, elements.indices.contains(index),
      case .object(let fields) = elements[index].value,
      let config = fields.first(where: { $0.key == ConfigSchema.Group.config.name })
    else { return [] }
    var start = config.value.offset
    while start > 0, bytes[start - 1] != UInt8(ascii: "\n"), bytes[start - 1] != UInt8(ascii: "\r") { start -= 1 }
    var end = start
    while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
    return Array(bytes[start..<end])
  }

  /// A config file's bytes as a value inside another document: without a UTF-8 byte order mark and trailing
  /// white space, each line after the first indented by `indentation` (an empty one left empty). A JSON string
  /// holds no raw line end, so only the layout between tokens changes.
  static func indented(_ file: [UInt8], by indentation: [UInt8]) -> [UInt8] {
    var text = file[...]
    if text.starts(with: [0xEF, 0xBB, 0xBF]) { text = text.dropFirst(3) }
    while let last = text.last, [0x20, 0x09, 0x0A, 0x0D].contains(last) { text = text.dropLast() }
    var result: [UInt8] = []
    result.reserveCapacity(text.count)
    var index = text.startIndex
    while index < text.endIndex {
      let byte = text[index]
      result.append(byte)
      index += 1
      guard byte == UInt8(ascii: "\n"), index < text.endIndex,
        text[index] != UInt8(ascii: "\n"), text[index] != UInt8(ascii: "\r")
      else { continue }
      result += indentation
    }
    return result
  }
}
