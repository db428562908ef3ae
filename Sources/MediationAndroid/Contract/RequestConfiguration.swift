import MediationKit

/// The app's request configuration as an Android adapter reads it
/// (`MobileAds.getRequestConfiguration()`), holding the config's privacy,
/// which the core's profile decisions read.
// merge: a profile's `passes as: "number"` should pass Android's tags (android.md, "request.privacy on
// Android": TAG_FOR_CHILD_DIRECTED_TREATMENT_TRUE 1 / _FALSE 0 / _UNSPECIFIED -1, the same for under age of
// consent, MAX_AD_CONTENT_RATING_UNSPECIFIED ""); the core's `passedPrivacy` still passes iOS's values.
struct RequestConfiguration {
  let privacy: RequestPrivacy
}
