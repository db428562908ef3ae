import MediationKit

/// The app's request configuration as an Android adapter reads it
/// (`MobileAds.getRequestConfiguration()`), holding the config's privacy,
/// which the core's profile decisions read (`getAgeRestrictedTreatment()`
/// `CHILD` or `TEEN`, compared with `CHILD` only; the storage is the default
/// `SharedPreferences`); what an unset setting passes is Android's
/// (`PrivacyConventions` in `AndroidNames`: −1, `""`).
struct RequestConfiguration {
  let privacy: RequestPrivacy
}
