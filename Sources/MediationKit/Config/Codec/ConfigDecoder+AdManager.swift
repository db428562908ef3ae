extension ConfigDecoder {
  static let adManagerKeys = ConfigSchema.adManager.keyNames

  /// Reads `customFormats`: format ID → variable ID → `"text"` or `"image"`.
  mutating func decodeCustomFormats(_ node: JSONNode, at path: JSONPath) -> [CustomNativeFormat]? {
    guard let members = objectMembers(of: node, at: path) else { return nil }
    var formats: [CustomNativeFormat] = []
    for member in members {
      let formatPath = path.appending(key: member.key)
      if member.key.isEmpty {
        report(
          .unexpectedValue(expected: .nonEmptyString, found: "\"\"", suggestion: nil), at: member.keyOffset,
          path: formatPath)
        continue
      }
      guard case .object(let fieldMembers) = member.value.value else {
        reportUnexpected(member.value, at: formatPath, expected: .object)
        continue
      }
      if fieldMembers.isEmpty { report(.emptyCustomFormat, at: member.value.offset, path: formatPath) }
      var fields: [CustomNativeFormat.Field] = []
      for field in fieldMembers {
        if let type: CustomNativeFormat.FieldType = choice(field.value, at: formatPath.appending(key: field.key)) {
          fields.append(CustomNativeFormat.Field(key: field.key, type: type))
        }
      }
      formats.append(CustomNativeFormat(id: member.key, fields: fields))
    }
    return formats
  }

  /// Reads a line item's `adManager` creative.
  mutating func decodeAdManagerCreative(
    _ node: JSONNode, at path: JSONPath, formats: [CustomNativeFormat]
  ) -> AdManagerCreative? {
    typealias Keys = ConfigSchema.AdManager
    guard let fields = fields(of: node, at: path, known: Self.adManagerKeys) else { return nil }
    guard let type = required(Keys.type, in: fields) else { return nil }
    // `backfill` is checked below: `false` on a custom format ad says what such an ad is anyway.
    let allowed = Keys.keyNames(for: type)
    for member in fields.members where member.key != Keys.backfill.name && !allowed.contains(member.key) {
      report(.keyNotForCreative(type), at: member.keyOffset, path: fields.path(member.key))
    }
    var creative = AdManagerCreative(type: type)
    creative.backfill = value(Keys.backfill, in: fields)
    if creative.backfill, !allowed.contains(Keys.backfill.name), let member = fields[Keys.backfill.name] {
      report(.keyNotForCreative(type), at: member.keyOffset, path: fields.path(Keys.backfill.name))
    }
    if type == .customFormat {
      creative.custom = decodeCustomFormatAd(fields, formats: formats)
      return creative.custom == nil ? nil : creative
    }
    creative.system = decodeSystemAd(fields, type: type)
    return creative
  }

  /// The assets of an app install or content ad; each one the config leaves
  /// out that the type always has takes the default creative's value.
  private mutating func decodeSystemAd(_ fields: ObjectFields, type: NativeAdType) -> SystemNativeAd {
    typealias Keys = ConfigSchema.AdManager
    var ad = AdManagerCreative.defaultSystemAd(for: type)
    ad.headline = value(Keys.headline, in: fields, default: ad.headline)
    ad.body = value(Keys.body, in: fields, default: ad.body)
    ad.callToAction = value(Keys.callToAction, in: fields, default: ad.callToAction)
    ad.images =
      siteValue(Keys.images, in: fields) { decoder, node, path in
        guard let elements = decoder.array(node, at: path) else { return nil }
        if elements.isEmpty {
          decoder.report(.imagesRequired, at: node.offset, path: path)
          return nil
        }
        let images = elements.enumerated().compactMap { index, element in
          decoder.decodeImage(element, at: path.appending(index: index), defaultSize: (1200, 627))
        }
        return images.count == elements.count ? images : nil
      } ?? ad.images
    switch type {
    case .appInstall:
      ad.icon = siteValue(Keys.icon, in: fields) { $0.decodeImage($1, at: $2, defaultSize: (128, 128)) } ?? ad.icon
      ad.starRating = optionalValue(Keys.starRating, in: fields)
      ad.store = optionalValue(Keys.store, in: fields)
      ad.price = optionalValue(Keys.price, in: fields)
    case .content:
      ad.advertiser = siteValue(Keys.advertiser, in: fields) ?? ad.advertiser
      ad.logo = optionalValue(Keys.logo, in: fields) { $0.decodeImage($1, at: $2, defaultSize: (128, 128)) }
    case .unified, .customFormat:
      break
    }
    return ad
  }

  private mutating func decodeCustomFormatAd(_ fields: ObjectFields, formats: [CustomNativeFormat]) -> CustomFormatAd? {
    typealias Keys = ConfigSchema.AdManager
    // Required for custom format ads.
    guard let idMember = required(Keys.formatId.name, in: fields),
      let formatId = read(idMember.value, at: fields.path(Keys.formatId.name), as: Keys.formatId.kind)
    else { return nil }
    guard let format = formats.first(where: { $0.id == formatId }) else {
      let ids = formats.map(\.id)
      report(
        .unknownCustomFormat(suggestion: DidYouMean.suggestion(for: formatId, among: ids), known: ids),
        at: idMember.value.offset, path: fields.path(Keys.formatId.name))
      return nil
    }
    var assets: [CustomAsset] = []
    if let member = fields[Keys.assets.name] {
      assets = decodeCustomAssets(member.value, at: fields.path(Keys.assets.name), format: format) ?? []
    } else {
      // The seed's test ad, for the seed's format; other formats must say what the ad holds.
      assets = format == .seedExample ? CustomFormatAd.seedExampleAssets : []
    }
    let deepLinks = value(Keys.deepLinks, in: fields)
    let destination = value(Keys.destinationUrl, in: fields)
    return CustomFormatAd(formatId: formatId, assets: assets, deepLinks: deepLinks, destinationUrl: destination)
  }

  private mutating func decodeCustomAssets(
    _ node: JSONNode, at path: JSONPath, format: CustomNativeFormat
  ) -> [CustomAsset]? {
    guard let members = objectMembers(of: node, at: path) else { return nil }
    var assets: [CustomAsset] = []
    for member in members {
      let assetPath = path.appending(key: member.key)
      guard let type = format.type(of: member.key) else {
        let keys = format.fields.map(\.key)
        report(
          .assetNotInFormat(format.id, suggestion: DidYouMean.suggestion(for: member.key, among: keys), known: keys),
          at: member.keyOffset, path: assetPath)
        continue
      }
      switch type {
      case .text:
        guard case .string(let text) = member.value.value else {
          reportUnexpected(member.value, at: assetPath, expected: .customAsset(.text, format: format.id))
          continue
        }
        assets.append(CustomAsset(key: member.key, value: .text(text)))
      case .image:
        guard case .object = member.value.value else {
          reportUnexpected(member.value, at: assetPath, expected: .customAsset(.image, format: format.id))
          continue
        }
        if let image = decodeImage(member.value, at: assetPath, defaultSize: (1200, 627)) {
          assets.append(CustomAsset(key: member.key, value: .image(image)))
        }
      }
    }
    return assets
  }

  /// A URL with a scheme (`https://…`, `exampleapp://item/1`).
  mutating func url(_ node: JSONNode, at path: JSONPath) -> String? {
    guard case .string(let text) = node.value, let scheme = URLScheme.of(text), text.count > scheme.count + 1 else {
      reportUnexpected(node, at: path, expected: .url)
      return nil
    }
    return text
  }
}

/// URL schemes, as deep links and installed apps name them.
enum URLScheme {
  /// The scheme of `url` (the letters before its first `:`), when it has a
  /// valid one: a letter, then letters, digits, `+`, `-` or `.`.
  static func of(_ url: String) -> String? {
    guard let colon = url.firstIndex(of: ":") else { return nil }
    let scheme = String(url[..<colon])
    return isValid(scheme) ? scheme.lowercased() : nil
  }

  static func isValid(_ scheme: String) -> Bool {
    guard let first = scheme.unicodeScalars.first, first.isASCIILetter else { return false }
    return scheme.unicodeScalars.allSatisfy {
      $0.isASCIILetter || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0)
    }
  }
}

extension Unicode.Scalar {
  fileprivate var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}

extension CustomFormatAd {
  /// The assets of seed 003's test custom format ad.
  static let seedExampleAssets = [
    CustomAsset(key: "Headline", value: .text("Sample Custom Native Ad")),
    CustomAsset(
      key: "MainImage",
      value: .image(
        CreativeImage(
          url: "https://example.com/ad-manager/main-image.png", scale: DecimalNumber(integer: 1), width: 1200,
          height: 627))),
    CustomAsset(key: "Caption", value: .text("A custom native format from /6499/example/native")),
  ]
}
