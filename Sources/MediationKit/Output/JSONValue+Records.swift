extension JSONValue {
  /// A network request as the `load` record's `request` shows it: written
  /// and read back, so a check compares exactly what the record prints.
  init(request: NetworkRequest) {
    var writer = JSONWriter()
    writer.write(request)
    self = Self.reading(writer.bytes)
  }

  /// What set-up handed its network, as the `setUp` record's `request` shows it.
  init(passed: [PassedSetting]) {
    var writer = JSONWriter()
    writer.write(passed)
    self = Self.reading(writer.bytes)
  }

  /// The JSON the writer wrote, which is always valid.
  private static func reading(_ bytes: [UInt8]) -> JSONValue {
    (try? JSONReader.read(bytes)).map(JSONValue.init) ?? .null
  }
}
