import MediationKit

/// The Android `Context` an ad is shown from: the simulated app always
/// shows from an Activity, so an adapter's Activity check never fails.
struct Context {}
