extension JSONWriter {
  /// Writes the `error` key: `{domain, code, message}` or `null`.
  mutating func writeError(_ error: AdError?) {
    key("error")
    guard let error else { return null() }
    beginObject()
    field("domain", error.domain)
    field("code", error.code)
    field("message", error.localizedDescription)
    endObject()
  }

  /// Writes a whole JSON value.
  mutating func write(_ value: JSONValue) {
    switch value {
    case .null: null()
    case .bool(let flag): boolean(flag)
    case .number(let lexeme):
      raw(separator: lexeme)
    case .string(let text): string(text)
    case .array(let elements):
      beginArray()
      for element in elements { write(element) }
      endArray()
    case .object(let members):
      beginObject()
      for member in members {
        key(member.key)
        write(member.value)
      }
      endObject()
    }
  }

  mutating func write(_ reward: AdReward?) {
    guard let reward else { return null() }
    beginObject()
    field("type", reward.type)
    field("amount", reward.amount)
    endObject()
  }

  mutating func write(_ request: NetworkRequest?) {
    guard let request else { return null() }
    beginObject()
    writeFields(of: request)
    endObject()
  }

  private mutating func writeFields(of request: NetworkRequest) {
    switch request {
    case .fullScreen(let testMode, let mute, let debugLogging):
      field("testMode", testMode)
      if let mute { field("mute", mute) }
      if let debugLogging { field("debugLogging", debugLogging) }
    case .banner(let testMode, let adSize):
      field("testMode", testMode)
      key("adSize")
      write(adSize)
    case .native(let testMode, let shouldDownloadImages, let shouldRequestMultipleImages, let orientation):
      field("testMode", testMode)
      field("shouldDownloadImages", shouldDownloadImages)
      field("shouldRequestMultipleImages", shouldRequestMultipleImages)
      field("preferredImageOrientation", orientation.rawValue)
    case .withKeywords(let base, let keywords):
      writeFields(of: base)
      key("keywords")
      beginArray()
      for keyword in keywords { string(keyword) }
      endArray()
    case .withExtras(let base, let extras):
      writeFields(of: base)
      key("extras")
      write(extras)
    case .addressed(let base, let placement, let passed):
      writeFields(of: base)
      field("placement", placement)
      writeFields(of: passed)
    case .sized(let base, let networkSize):
      writeFields(of: base)
      key("networkSize")
      switch networkSize {
      case .size(let size): write(size)
      case .named(let name): string(name)
      }
    }
  }

  /// Writes what set-up handed its network, `{…}`, or null when it never called it.
  mutating func write(_ passed: [PassedSetting]?) {
    guard let passed else { return null() }
    beginObject()
    writeFields(of: passed)
    endObject()
  }

  private mutating func writeFields(of passed: [PassedSetting]) {
    for setting in passed {
      key(setting.key)
      switch setting.value {
      case .null: null()
      case .boolean(let flag): boolean(flag)
      case .string(let text): string(text)
      case .integer(let number): integer(number)
      }
    }
  }

  /// Writes server settings as an object, keys in code point order.
  mutating func write(settings: [String: String]) {
    beginObject()
    if settings.count == 1, let only = settings.first {
      // Most line items have one setting, their `parameter`: nothing to sort.
      field(only.key, only.value)
    } else {
      for (key, value) in settings.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
        field(key, value)
      }
    }
    endObject()
  }

  /// Writes the request's privacy settings, each null until the app sets it
  /// (Child and not-a-child as the booleans, Teen as `"teen"`), and its
  /// storage, keys in code point order.
  mutating func write(_ privacy: RequestPrivacy) {
    beginObject()
    key("childDirected")
    if let flag = privacy.childDirected { boolean(flag) } else { null() }
    key("underAgeOfConsent")
    if let flag = privacy.underAgeOfConsent { boolean(flag) } else { null() }
    field("maxAdContentRating", privacy.maxAdContentRating?.rawValue)
    key("ageRestrictedTreatment")
    switch privacy.ageRestrictedTreatment {
    case .child?: boolean(true)
    case .notChild?: boolean(false)
    case .teen?: string("teen")
    case nil: null()
    }
    key("storage")
    beginObject()
    for (storageKey, value) in privacy.storage.sorted {
      key(storageKey.rawValue)
      switch value {
      case .integer(let number): raw(separator: String(number))
      case .string(let text): string(text)
      }
    }
    endObject()
    endObject()
  }

  /// Writes extras as an object, in request order.
  mutating func write(_ extras: NetworkExtrasValues) {
    beginObject()
    for entry in extras.entries {
      key(entry.key)
      switch entry.value {
      case .boolean(let flag): boolean(flag)
      case .string(let text): string(text)
      case .number(let lexeme): raw(separator: lexeme)
      }
    }
    endObject()
  }

  /// A banner size, `{"width", "height"}`.
  mutating func write(_ size: AdSize) {
    beginObject()
    field("width", Int64(size.width))
    field("height", Int64(size.height))
    endObject()
  }

  mutating func write(_ detail: NetworkCallbackDetail?) {
    guard let detail else { return null() }
    beginObject()
    switch detail {
    case .failure(let code):
      field("errorCode", code.code)
      field("error", code.name)
    case .reward(let amount):
      field("amount", amount)
    case .asset(let asset):
      field("asset", asset.rawValue)
    case .showFailure(let code):
      field("errorCode", code.map(Int64.init))
      field("error", code == nil ? "Expired" : "ShowFailed")
    case .error(let error):
      writeError(error)
    case .noAd:
      key("ad")
      null()
    case .selfRefresh:
      field("selfRefresh", true)
    case .adSize(let size):
      key("adSize")
      write(size)
    case .unregistered:
      field("unregistered", true)
    }
    endObject()
  }

  mutating func write(_ assets: NativeAssets?) {
    guard let assets else { return null() }
    beginObject()
    if let adManager = assets.adManager {
      // An Ad Manager ad says its type first (mediate); a custom format ad
      // has its format and its assets by key instead of the system assets.
      field("adType", adManager.type.rawValue)
      if let formatId = adManager.formatId {
        field("formatId", formatId)
        key("assets")
        beginObject()
        for (assetKey, value) in adManager.customAssets {
          key(assetKey)
          switch value {
          case .text(let text): string(text)
          case .image(let image): write(image)
          }
        }
        endObject()
        endObject()
        return
      }
    }
    field("headline", assets.headline)
    field("body", assets.body)
    field("callToAction", assets.callToAction)
    field("advertiser", assets.advertiser)
    field("store", assets.store)
    field("price", assets.price)
    field("starRating", assets.starRating)
    key("images")
    if let images = assets.images {
      beginArray()
      for image in images { write(image) }
      endArray()
    } else {
      null()
    }
    key("icon")
    if let icon = assets.icon { write(icon) } else { null() }
    key("extraAssets")
    if let extras = assets.extraAssets {
      beginObject()
      for (name, value) in extras { field(name, value) }
      endObject()
    } else {
      null()
    }
    field("adChoicesPosition", assets.adChoicesPosition?.rawValue)
    field("hasVideoContent", assets.hasVideoContent)
    if let adManager = assets.adManager, adManager.type == .content {
      key("logo")
      if let logo = adManager.logo { write(logo) } else { null() }
    }
    // The mapped ad's own say (profiles.md); an ad Ad Manager served itself has no mapped ad.
    field("handlesUserImpressions", assets.mapped?.handlesUserImpressions)
    field("handlesUserClicks", assets.mapped?.handlesUserClicks)
    field("adChoicesView", assets.mapped?.adChoicesView)
    field("mediaView", assets.mapped?.mediaView)
    endObject()
  }

  private mutating func write(_ image: NativeAdImage) {
    beginObject()
    field("url", image.imageURL)
    field("scale", image.scale)
    field("loaded", image.image != nil)
    endObject()
  }
}
