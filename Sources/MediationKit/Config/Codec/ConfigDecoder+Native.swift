extension ConfigDecoder {
  static let nativeRequestKeys = ConfigSchema.nativeRequest.keyNames
  static let creativeKeys = ConfigSchema.creative.keyNames

  /// The Sample SDK's own sizes, used when a scripted image leaves them out
  /// (an image's `width` and `height` default per asset).
  static let defaultImageSize: (width: Int64, height: Int64) = (300, 150)
  static let defaultIconSize: (width: Int64, height: Int64) = (50, 50)

  mutating func decodeNativeRequest(_ node: JSONNode, at path: JSONPath) -> NativeRequestOptions? {
    typealias Keys = ConfigSchema.NativeRequest
    guard let fields = fields(of: node, at: path, known: Self.nativeRequestKeys) else { return nil }
    var options = NativeRequestOptions()
    options.disableImageLoading = value(Keys.disableImageLoading, in: fields)
    options.shouldRequestMultipleImages = value(Keys.shouldRequestMultipleImages, in: fields)
    options.mediaAspectRatio = value(Keys.mediaAspectRatio, in: fields)
    options.adChoicesPosition = value(Keys.adChoicesPosition, in: fields)
    let adManager = allowOn(Keys.customFormatIds, in: fields)
    options.customFormatIds =
      !adManager
      ? []
      : value(Keys.customFormatIds, in: fields) { decoder, node, path in
        // The usable IDs, even when some are not: `adTypes` is checked against them.
        guard let elements = decoder.array(node, at: path) else { return nil }
        return elements.enumerated().compactMap { index, element in
          decoder.read(element, at: path.appending(index: index), as: Keys.customFormatIds.kind.element)
        }
      }
    options.adTypes = NativeRequestOptions.defaultAdTypes(customFormatIds: options.customFormatIds)
    if allowOn(Keys.adTypes, in: fields), let member = fields[Keys.adTypes.name] {
      let adTypesPath = fields.path(Keys.adTypes.name)
      if let types = decodeAdTypes(member.value, at: adTypesPath) {
        options.adTypes = types
        if let index = types.firstIndex(of: .customFormat), options.customFormatIds.isEmpty,
          case .array(let elements) = member.value.value
        {
          report(.customFormatWithoutIds, at: elements[index].offset, path: adTypesPath.appending(index: index))
        }
        // IDs of formats the loader never asks for: the app's delegate is never asked for them.
        if !types.contains(.customFormat), !options.customFormatIds.isEmpty,
          let ids = fields[Keys.customFormatIds.name]
        {
          warn(.customFormatIdsIgnored, at: ids.keyOffset, path: fields.path(Keys.customFormatIds.name))
        }
      }
    }
    return options
  }

  /// `adTypes`: one or more ad types, each once.
  private mutating func decodeAdTypes(_ node: JSONNode, at path: JSONPath) -> [NativeAdType]? {
    let kind = ConfigSchema.NativeRequest.adTypes.kind
    guard let elements = array(node, at: path) else { return nil }
    guard !elements.isEmpty else {
      reportUnexpected(node, at: path, expected: .oneOrMoreAdTypes)
      return nil
    }
    var types: [NativeAdType] = []
    for (index, element) in elements.enumerated() {
      let elementPath = path.appending(index: index)
      guard let type = read(element, at: elementPath, as: kind.element) else { continue }
      if types.contains(type) {
        report(.repeatedValue, at: element.offset, path: elementPath)
      } else {
        types.append(type)
      }
    }
    return types.count == elements.count ? types : nil
  }

  /// Reads `network.ad`; `profiled` says whether the line item's class is a
  /// profile, whose images may have an empty URL (nothing to download).
  mutating func decodeCreative(_ node: JSONNode, at path: JSONPath, profiled: Bool) -> NativeCreative? {
    typealias Keys = ConfigSchema.Creative
    guard let fields = fields(of: node, at: path, known: Self.creativeKeys) else { return nil }
    var creative = NativeCreative()
    creative.headline = optionalValue(Keys.headline, in: fields)
    creative.body = optionalValue(Keys.body, in: fields)
    creative.callToAction = optionalValue(Keys.callToAction, in: fields)
    creative.advertiser = optionalValue(Keys.advertiser, in: fields)
    creative.store = optionalValue(Keys.store, in: fields)
    creative.price = optionalValue(Keys.price, in: fields)
    creative.starRating = optionalValue(Keys.starRating, in: fields)
    creative.degreeOfAwesomeness = optionalValue(Keys.degreeOfAwesomeness, in: fields)
    creative.image = optionalValue(Keys.image, in: fields) {
      $0.decodeNetworkImage($1, at: $2, defaultSize: Self.defaultImageSize, profiled: profiled)
    }
    creative.icon = optionalValue(Keys.icon, in: fields) {
      $0.decodeNetworkImage($1, at: $2, defaultSize: Self.defaultIconSize, profiled: profiled)
    }
    creative.hasVideo = value(Keys.hasVideo, in: fields)
    return creative
  }

  mutating func decodeImage(
    _ node: JSONNode, at path: JSONPath, defaultSize: (width: Int64, height: Int64)
  ) -> CreativeImage? {
    typealias Keys = ConfigSchema.Image
    guard let fields = fields(of: node, at: path, known: ConfigSchema.imageObject.keyNames) else { return nil }
    let url = required(Keys.url, in: fields)
    let scale = value(Keys.scale, in: fields)
    let width = value(Keys.width, in: fields, default: defaultSize.width)
    let height = value(Keys.height, in: fields, default: defaultSize.height)
    guard let url else { return nil }
    return CreativeImage(url: url, scale: scale, width: width, height: height)
  }

  /// An image of `network.ad`: an image, and how the network's download of
  /// it goes. Its URL may be empty only when `profiled`.
  private mutating func decodeNetworkImage(
    _ node: JSONNode, at path: JSONPath, defaultSize: (width: Int64, height: Int64), profiled: Bool
  ) -> CreativeImage? {
    typealias Keys = ConfigSchema.Image
    guard let fields = fields(of: node, at: path, known: ConfigSchema.networkImage.keyNames) else { return nil }
    let url = required(ConfigSchema.NetworkImage.url, in: fields)
    let scale = value(Keys.scale, in: fields)
    let width = value(Keys.width, in: fields, default: defaultSize.width)
    let height = value(Keys.height, in: fields, default: defaultSize.height)
    let download = value(ConfigSchema.NetworkImage.download, in: fields)
    guard let url else { return nil }
    if url.isEmpty, !profiled, let member = fields[Keys.url.name] {
      report(.emptyURLNeedsProfile, at: member.value.offset, path: fields.path(Keys.url.name))
      return nil
    }
    return CreativeImage(url: url, scale: scale, width: width, height: height, download: download)
  }
}
