import MediationKit

extension NativeAdMapper {
  /// Sets what Google's two Android Sample mappers set alike (ex `SampleNativeAdMapper.java:38-66`, ad
  /// `SampleNativeAdMapper.java:37-61,73-77`): headline, body, call to action, the star rating (a primitive
  /// `double`: 0 when the network has none), store, advertiser, the icon and a list of one image (each a
  /// `SampleNativeMappedImage` of the network's drawable and Uri at `SAMPLE_SDK_IMAGE_SCALE`, even when the network
  /// has neither), the price in the locale's currency format when the network has one, extras
  /// `{DegreeOfAwesomeness: …}`, SDK-tracked impressions and clicks, and the information icon as AdChoices content.
  func mapSampleAssets(from ad: SampleNativeAd) {
    setHeadline(ad.headline)
    setBody(ad.body)
    setCallToAction(ad.callToAction)
    setStarRating(ad.starRating ?? DecimalNumber(integer: 0))
    setStore(ad.store)
    setIcon(NativeAdImage(image: ad.icon, url: ad.iconSourceURL, scale: SampleSDKFacts.imageScale))
    setAdvertiser(ad.advertiser)
    setImages([NativeAdImage(image: ad.image, url: ad.imageSourceURL, scale: SampleSDKFacts.imageScale)])
    if let price = ad.getPrice() {
      setPrice(SampleNativeAd.currencyFormat(price))
    }
    setExtras(Bundle([SampleNativeAdMapper.degreeOfAwesomenessKey: ad.degreeOfAwesomeness ?? ""]))
    setOverrideClickHandling(false)
    setOverrideImpressionRecording(false)
    setAdChoicesContent(SampleNativeAd.informationIcon)
  }
}
