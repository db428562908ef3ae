/// The values a config writes in its platform's JSON type: the schema's
/// common part takes any platform's type, and each platform's part under
/// `platform`'s `if`/`then` its own (`ConfigReference.jsonSchema(platforms:)`),
/// from the same table the config reader reads them by (`PlatformNames`).
package enum PlatformShape: Sendable, CaseIterable {
  /// A native ad's price as the network returns it (`network.ad.price`, `PlatformNames.nativePrice`).
  case nativePrice

  /// The JSON the value takes on the platform `names` is the table of.
  package func type(on names: PlatformNames) -> ConfigValueType {
    switch self {
    case .nativePrice: Self.type(of: names.nativePrice)
    }
  }

  /// The JSON the value takes on any platform: each form's type, in the form's order.
  package var types: [ConfigValueType] {
    switch self {
    case .nativePrice: NativePriceForm.allCases.map(Self.type(of:))
    }
  }

  private static func type(of form: NativePriceForm) -> ConfigValueType {
    switch form {
    case .text: .string(nonEmpty: false)
    // The Sample SDK's `Double`, held to the bound of every price the config writes.
    case .number: ConfigSchema.prices.type
    }
  }
}

/// A native ad's price, as the config's platform writes it: a string on a platform whose Sample SDK has a string
/// price, a number from 0 to 1,000,000 (kept as its decimal text) on one whose price is a `Double`.
package struct NativePrices: ValueKind {
  package init() {}
  package var type: ConfigValueType { .platformShaped(.nativePrice) }
  package func json(_ value: String) -> String? { nil }
}
