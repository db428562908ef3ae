/// The listing of `mediate adapters`: each registered adapter class (and
/// each profile of a config), the formats it serves, its versions and the
/// extras it reads.
package enum AdapterListing {
  /// An aligned table with a header row; what a config's profiles name is
  /// escaped (`DisplayText`).
  package static func text(_ registry: AdapterRegistry) -> String {
    let header = ["CLASS", "FORMATS", "VERSION", "REPORTED", "AD SDK", "EXTRAS"]
    let rows = registry.registrations.map { registration -> [String] in
      let versions = registration.versions
      return [
        registration.className + (registration.profile == nil ? "" : " (profile)"),
        registration.formats.map(\.rawValue).joined(separator: ", "),
        versions.adapterVersionString,
        versions.adapterVersion.description,
        versions.adSDKVersion.description,
        registration.extrasKeys.isEmpty ? "-" : registration.extrasKeys.joined(separator: ", "),
      ]
    }
    let lines = TextTable(rows: [header] + rows.map { $0.map(DisplayText.escaped) }).lines()
    return lines.joined(separator: "\n") + "\n"
  }

  /// `{"adapters":[{"className","formats","adapterVersionString","adapterVersion","adSDKVersion","extras","profile"}]}`.
  package static func json(_ registry: AdapterRegistry) -> [UInt8] {
    var writer = JSONWriter()
    writer.beginObject()
    writer.key("adapters")
    writer.beginArray()
    for registration in registry.registrations {
      let versions = registration.versions
      writer.beginObject()
      writer.field("className", registration.className)
      writer.key("formats")
      writer.beginArray()
      for format in registration.formats { writer.string(format.rawValue) }
      writer.endArray()
      writer.field("adapterVersionString", versions.adapterVersionString)
      writer.field("adapterVersion", versions.adapterVersion.description)
      writer.field("adSDKVersion", versions.adSDKVersion.description)
      writer.key("extras")
      writer.beginArray()
      for key in registration.extrasKeys { writer.string(key) }
      writer.endArray()
      writer.field("profile", registration.profile != nil)
      writer.endObject()
    }
    writer.endArray()
    writer.endObject()
    writer.raw("\n")
    return writer.bytes
  }
}
