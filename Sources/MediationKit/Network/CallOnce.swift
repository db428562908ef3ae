/// Wraps a load completion handler so that it runs at most once, as the
/// seeds' custom events do with an atomic flag: later calls return nil
/// without reaching the SDK.
package func callOnce<Ad, Delegate>(
  _ completionHandler: @escaping (Ad?, AdError?) -> Delegate?
) -> (Ad?, AdError?) -> Delegate? {
  var originalCompletionHandler: ((Ad?, AdError?) -> Delegate?)? = completionHandler
  return { ad, error in
    guard let handler = originalCompletionHandler else { return nil }
    // Release the handler, and whatever it holds, once it has run.
    originalCompletionHandler = nil
    return handler(ad, error)
  }
}
