/// The listing of `mediate adapters`: each registered adapter class (and
/// each profile of a config) of the platforms listed, the formats it serves,
/// its versions, the extras it reads and its twin on the other platform.
package enum AdapterListing {
  /// An aligned table with a header row; what a config's profiles name is
  /// escaped (`DisplayText`).
  package static func text(_ registries: [AdapterRegistry], twins: AdapterRegistries) -> String {
    let header = ["PLATFORM", "CLASS", "FORMATS", "VERSION", "REPORTED", "AD SDK", "EXTRAS", "TWIN"]
    let rows = registries.flatMap { registry in
      registry.registrations.map { registration -> [String] in
        let versions = registration.versions
        return [
          registry.platform.id.rawValue,
          registration.className + (registration.profile == nil ? "" : " (profile)"),
          registration.formats.map(\.rawValue).joined(separator: ", "),
          versions.adapterVersionString,
          versions.adapterVersion.description,
          versions.adSDKVersion.description,
          registration.extrasKeys.isEmpty ? "-" : registration.extrasKeys.joined(separator: ", "),
          twin(of: registration, in: registry, twins: twins) ?? "-",
        ]
      }
    }
    let lines = TextTable(rows: [header] + rows.map { $0.map(DisplayText.escaped) }).lines()
    return lines.joined(separator: "\n") + "\n"
  }

  /// `{"adapters":[{"platform","className","formats","adapterVersionString","adapterVersion","adSDKVersion",
  /// "extras","profile","twin"}]}`.
  package static func json(_ registries: [AdapterRegistry], twins: AdapterRegistries) -> [UInt8] {
    var writer = JSONWriter()
    writer.beginObject()
    writer.key("adapters")
    writer.beginArray()
    for registry in registries {
      for registration in registry.registrations {
        let versions = registration.versions
        writer.beginObject()
        writer.field("platform", registry.platform.id.rawValue)
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
        writer.field("twin", twin(of: registration, in: registry, twins: twins))
        writer.endObject()
      }
    }
    writer.endArray()
    writer.endObject()
    writer.raw("\n")
    return writer.bytes
  }

  /// The registered twin of a registered class, on the other platform.
  private static func twin(
    of registration: AdapterRegistration, in registry: AdapterRegistry, twins: AdapterRegistries
  ) -> String? {
    guard registration.profile == nil else { return nil }
    let platform = registry.platform.id
    return Platform.allCases.lazy.filter { $0 != platform }.compactMap {
      twins.twin(of: registration.className, on: $0)
    }.first
  }
}
