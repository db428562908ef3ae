extension ConfigDecoder {
  static let nativeRequestKeys = ConfigSchema.nativeRequest.keyNames
  static let creativeKeys = ConfigSchema.creative.keyNames

  /// The Sample SDK's own sizes, used when a scripted image leaves them out.
  static let defaultImageSize: (width: Int64, height: Int64) = (300, 150)
  static let defaultIconSize: (width: Int64, height: Int64) = (50, 50)

  mutating func decodeNativeRequest(_ node: JSONNode, at path: JSONPath) -> NativeRequestOptions? {
    guard let fields = fields(of: node, at: path, known: Self.nativeRequestKeys) else { return nil }
    var options = NativeRequestOptions()
    options.disableImageLoading = value("disableImageLoading", in: fields, default: false) { $0.boolean($1, at: $2) }
    options.shouldRequestMultipleImages = value("shouldRequestMultipleImages", in: fields, default: false) {
      $0.boolean($1, at: $2)
    }
    options.mediaAspectRatio = value("mediaAspectRatio", in: fields, default: .unknown) { $0.choice($1, at: $2) }
    options.adChoicesPosition = value("adChoicesPosition", in: fields, default: .topRight) { $0.choice($1, at: $2) }
    options.customFormatIds = value("customFormatIds", in: fields, default: []) { decoder, node, path in
      guard let elements = decoder.array(node, at: path) else { return nil }
      return elements.enumerated().compactMap { index, element in
        decoder.string(element, at: path.appending(index: index), nonEmpty: true)
      }
    }
    options.adTypes = NativeRequestOptions.defaultAdTypes(customFormatIds: options.customFormatIds)
    if let member = fields["adTypes"] {
      let adTypesPath = fields.path("adTypes")
      if let types = decodeAdTypes(member.value, at: adTypesPath) {
        options.adTypes = types
        if let index = types.firstIndex(of: .customFormat), options.customFormatIds.isEmpty,
          case .array(let elements) = member.value.value
        {
          report(.customFormatWithoutIds, at: elements[index].offset, path: adTypesPath.appending(index: index))
        }
      }
    }
    return options
  }

  /// `adTypes`: one or more ad types, each once.
  private mutating func decodeAdTypes(_ node: JSONNode, at path: JSONPath) -> [NativeAdType]? {
    guard let elements = array(node, at: path) else { return nil }
    guard !elements.isEmpty else {
      reportUnexpected(node, at: path, expected: .oneOrMoreAdTypes)
      return nil
    }
    var types: [NativeAdType] = []
    for (index, element) in elements.enumerated() {
      let elementPath = path.appending(index: index)
      guard let type: NativeAdType = choice(element, at: elementPath) else { continue }
      if types.contains(type) {
        report(.repeatedValue, at: element.offset, path: elementPath)
      } else {
        types.append(type)
      }
    }
    return types.count == elements.count ? types : nil
  }

  mutating func decodeCreative(_ node: JSONNode, at path: JSONPath) -> NativeCreative? {
    guard let fields = fields(of: node, at: path, known: Self.creativeKeys) else { return nil }
    var creative = NativeCreative()
    creative.headline = optionalValue("headline", in: fields) { $0.string($1, at: $2) }
    creative.body = optionalValue("body", in: fields) { $0.string($1, at: $2) }
    creative.callToAction = optionalValue("callToAction", in: fields) { $0.string($1, at: $2) }
    creative.advertiser = optionalValue("advertiser", in: fields) { $0.string($1, at: $2) }
    creative.store = optionalValue("store", in: fields) { $0.string($1, at: $2) }
    creative.price = optionalValue("price", in: fields) { $0.string($1, at: $2) }
    creative.starRating = optionalValue("starRating", in: fields) {
      $0.decimal($1, at: $2, in: DecimalNumber(micros: 0)...ConfigLimits.maximumStarRating)
    }
    creative.degreeOfAwesomeness = optionalValue("degreeOfAwesomeness", in: fields) { $0.string($1, at: $2) }
    creative.image = optionalValue("image", in: fields) {
      $0.decodeImage($1, at: $2, defaultSize: Self.defaultImageSize)
    }
    creative.icon = optionalValue("icon", in: fields) { $0.decodeImage($1, at: $2, defaultSize: Self.defaultIconSize) }
    creative.hasVideo = value("hasVideo", in: fields, default: false) { $0.boolean($1, at: $2) }
    return creative
  }

  mutating func decodeImage(
    _ node: JSONNode, at path: JSONPath, defaultSize: (width: Int64, height: Int64)
  ) -> CreativeImage? {
    guard let fields = fields(of: node, at: path, known: ConfigSchema.imageObject.keyNames) else { return nil }
    let url = required("url", in: fields).flatMap { string($0.value, at: fields.path("url"), nonEmpty: true) }
    let scale = value("scale", in: fields, default: DecimalNumber(integer: 1)) {
      $0.decimal($1, at: $2, in: DecimalNumber(micros: 1)...ConfigLimits.maximumImageScale)
    }
    let pixels: ClosedRange<Int64> = 1...100_000
    let width = value("width", in: fields, default: defaultSize.width) { $0.integer($1, at: $2, in: pixels) }
    let height = value("height", in: fields, default: defaultSize.height) { $0.integer($1, at: $2, in: pixels) }
    guard let url else { return nil }
    return CreativeImage(url: url, scale: scale, width: width, height: height)
  }
}
