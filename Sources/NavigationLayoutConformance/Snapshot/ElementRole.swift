public import GoogleNavigationModel

/// What an element on the map is, for the rules (DESIGN.md §6).
///
/// Google's components are recognised by type. A view the delegate made is a floating control
/// when it is a `UIControl`; else an opaque overlay when it has a non-clear background or is a
/// `UIVisualEffectView` with an effect; else
/// content when it draws text or an image (a label, an image view, a text view, an activity
/// indicator, a progress view); else a container (stack views, scroll views, plain views). A
/// label or button inside the app's opaque card is that card's content, which the card stands
/// for in every comparison. A test can assign any role to a custom view through its
/// `accessibilityIdentifier` (``ConformanceConfiguration/roles``).
public enum ElementRole: Hashable, Sendable, CustomStringConvertible {
  /// The turn-by-turn card (SDK-sized, opaque).
  case turnCard
  /// The ETA card (SDK-sized, opaque).
  case etaCard
  /// The Google logo, or the re-center button it morphs into.
  case googleLogo
  /// The invisible camera viewport.
  case viewport
  /// The speedometer and speed-limit widget (SDK-sized, resizes itself).
  case speedWidget
  /// The trip progress bar (SDK width, delegate height).
  case tripProgressBar
  /// A navigation button of this kind (SDK-sized, interactive).
  case button(NavigationButtonKnownType)
  /// A prompt (SDK-sized, opaque).
  case prompt
  /// A `GMSNavigationHidingStackView`: a layout container, never drawn.
  case hidingStack
  /// A custom view drawn opaque: it must not overlap other elements or cover the viewport.
  case opaqueOverlay
  /// A custom interactive control: like an overlay, and it must stay inside the safe area.
  /// Every `UIControl` (buttons, switches, segmented controls) the app puts on the map.
  case floatingControl
  /// A custom view that draws text or an image over the map with no background of its own: a
  /// `UILabel` with text, a `UIImageView` with an image, a `UITextView`, a running activity
  /// indicator, a progress view. It must not overlap other elements, but like a floating
  /// control it may lie over the viewport and outside the safe area.
  case content
  /// A custom view that only groups others: not drawn, not judged.
  case container
  /// A custom view the test asked the rules to ignore.
  case ignored

  /// Whether the element is one of Google's components.
  public var isGoogleComponent: Bool {
    switch self {
    case .turnCard, .etaCard, .googleLogo, .viewport, .speedWidget, .tripProgressBar, .button,
      .prompt:
      true
    default: false
    }
  }

  /// Whether the element is drawn and takes part in the overlap rule (NLC-003).
  public var isDrawn: Bool {
    switch self {
    case .viewport, .hidingStack, .container, .ignored: false
    default: true
    }
  }

  /// Whether the element covers the map where it is drawn (NLC-004): cards, prompts and
  /// custom opaque overlays; floating controls (logo, buttons, speed widget, progress bar)
  /// may overlap the viewport.
  public var isOpaqueOverlay: Bool {
    switch self {
    case .turnCard, .etaCard, .prompt, .opaqueOverlay: true
    default: false
    }
  }

  /// Whether a driver taps the element, so it must stay inside the safe area (NLC-019).
  public var isInteractive: Bool {
    switch self {
    case .googleLogo, .button, .floatingControl: true
    default: false
    }
  }

  /// Whether the SDK sets the element's size, so the delegate must not (NLC-010).
  public var isSDKSized: Bool {
    switch self {
    case .turnCard, .etaCard, .prompt, .googleLogo, .speedWidget, .button: true
    default: false
    }
  }

  public var description: String {
    switch self {
    case .turnCard: "turnCard"
    case .etaCard: "etaCard"
    case .googleLogo: "googleLogo"
    case .viewport: "viewport"
    case .speedWidget: "speedWidget"
    case .tripProgressBar: "tripProgressBar"
    case .button(let type): "button(\(ElementRole.buttonName(type)))"
    case .prompt: "prompt"
    case .hidingStack: "hidingStack"
    case .opaqueOverlay: "opaqueOverlay"
    case .floatingControl: "floatingControl"
    case .content: "content"
    case .container: "container"
    case .ignored: "ignored"
    }
  }

  /// Whether `label` is an element's name (``ElementSnapshot/name``): it begins with a role's
  /// name (`prompt #1`, `button(compass)`, `opaqueOverlay 'orderCard'`), unlike the other
  /// labels a finding draws (`overlap`, `the safe area`).
  public static func isElementName(_ label: String) -> Bool {
    let head = label.prefix { $0 != " " && $0 != "(" }
    switch head {
    case "turnCard", "etaCard", "googleLogo", "viewport", "speedWidget", "tripProgressBar",
      "button", "prompt", "hidingStack", "opaqueOverlay", "floatingControl", "content",
      "container", "ignored":
      return true
    default:
      return false
    }
  }

  /// `compass`, `reporting`, or `unknown 7` for a kind the SDK has not named.
  static func buttonName(_ type: NavigationButtonKnownType) -> String {
    switch type {
    case .compass: "compass"
    case .reporting: "reporting"
    default: "unknown \(type.rawValue)"
    }
  }
}
