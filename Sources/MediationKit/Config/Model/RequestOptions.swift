/// The app's options for the ad request.
package struct RequestOptions: Equatable, Sendable {
  /// Becomes `isTestRequest` in every ad configuration.
  package var testMode: Bool
  /// Network extras, handed to adapters whose extras type reads them.
  package var extras: NetworkExtrasValues
  /// Native ad loader options (native ad units only).
  package var native: NativeRequestOptions
  /// `GADRequest.shouldSkipUninitializedAdapters`: the SDK skips the line
  /// items of adapters whose set-up did not succeed.
  package var shouldSkipUninitializedAdapters = ConfigSchema.Request.shouldSkipUninitializedAdapters.defaultValue
  /// The request configuration's privacy settings, which adapters read at set-up and at each load.
  package var privacy = ConfigSchema.Request.privacy.defaultValue

  package init(
    testMode: Bool = ConfigSchema.Request.testMode.defaultValue,
    extras: NetworkExtrasValues = ConfigSchema.Request.extras.defaultValue,
    native: NativeRequestOptions = ConfigSchema.Request.native.defaultValue
  ) {
    self.testMode = testMode
    self.extras = extras
    self.native = native
  }
}
