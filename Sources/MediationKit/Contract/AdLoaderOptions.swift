/// One ad loader option object the app passes with a native request
/// (the subclasses of `GADAdLoaderOptions`); adapters switch on the case
/// where Objective-C code tests `isKindOfClass:`.
package enum AdLoaderOptions: Equatable, Sendable {
  case image(NativeAdImageAdLoaderOptions)
  case media(NativeAdMediaAdLoaderOptions)
  case adView(NativeAdViewAdOptions)
}
