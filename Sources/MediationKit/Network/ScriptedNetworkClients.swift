/// A network's ad object waiting for a load's answer (a full-screen ad, a
/// banner, a native ad loader).
package protocol ScriptedLoadClient: AnyObject {
  /// The network answers the load.
  func answerLoad(_ answer: ScriptedNetwork.LoadAnswer)
}

/// A network's ad object that plays a show script.
package protocol ScriptedShowClient: AnyObject {
  /// Plays one step of the show script.
  func play(_ step: ShowStep)
}

/// A network's banner view: it loads, plays its show script once on screen,
/// may load again by itself and hears the user's taps.
package protocol ScriptedBanner: ScriptedLoadClient, ScriptedShowClient {
  /// The network loaded a new banner by itself and calls its load callback again.
  func refreshItself()
  /// The user tapped the banner's view.
  func userTapped()
}

/// A network's delivered native ad: it plays its show script once rendered and hears the user's taps.
package protocol ScriptedNative: ScriptedShowClient {
  /// The user tapped one of the ad's asset views.
  func userTapped(_ asset: NativeAssetIdentifier)
}
