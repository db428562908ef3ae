/// What the SDK made of a tap (mediate): not a click and why, or a click it
/// counted, and for a custom format ad where the click led.
package struct ClickRecord: Sendable {
  package var lineItem: String
  package var asset: String
  package var resolution: ClickResolution
}

extension JSONWriter {
  /// The `click` record's members after `type`, `seq` and `t`, in output.md's order.
  mutating func writeMembers(_ click: ClickRecord) {
    field("lineItem", click.lineItem)
    field("asset", click.asset)
    switch click.resolution {
    case .notAClick(let reason):
      field("counted", false)
      field("reason", reason.rawValue)
      field("action", nil as String?)
      field("url", nil as String?)
    case .counted(let action):
      field("counted", true)
      field("reason", nil as String?)
      switch action {
      case nil:
        field("action", nil as String?)
        field("url", nil as String?)
      case .customClickHandler?:
        field("action", "customClickHandler")
        field("url", nil as String?)
      case .deepLink(let url)?:
        field("action", "deepLink")
        field("url", url)
      case .browser(let url)?:
        field("action", "browser")
        field("url", url)
      }
    }
  }
}

extension TextRenderer {
  /// The `click` record's row of the text timeline: its line item, its detail, its colour.
  static func timelineRow(_ click: ClickRecord) -> TimelineRowParts {
    switch click.resolution {
    case .notAClick(let reason):
      return (click.lineItem, "tap on \(click.asset) is not a click: \(describe(reason))", .yellow)
    case .counted(nil):
      return (click.lineItem, "click on \(click.asset) (the SDK tracks the click)", nil)
    case .counted(.customClickHandler?):
      return (click.lineItem, "click on \(click.asset): the app's custom click handler runs, and nothing else", nil)
    case .counted(.deepLink(let url)?):
      return (click.lineItem, "click on \(click.asset): opens the deep link \(url)", nil)
    case .counted(.browser(let url)?):
      return (click.lineItem, "click on \(click.asset): opens \(url) in the browser", nil)
    }
  }
}
