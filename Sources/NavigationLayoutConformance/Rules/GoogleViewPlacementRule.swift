/// NLC-012: Google's views are direct children of the map or of a plain container
/// (DESIGN.md §6).
///
/// **What.** Every Google component in the hierarchy (``ElementRole/isGoogleComponent``) has as
/// its superview the map view itself or a plain container: a custom view that draws nothing
/// (``ElementRole/container``) or a `GMSNavigationHidingStackView`
/// (``ElementRole/hidingStack``), Google's own container for arranging buttons and other views.
/// Only the direct parent is judged; the container may sit anywhere inside the map. A Google
/// view inside an opaque custom view, a floating control, a view the test ignores, or another
/// Google component fails; the message names both. A view placed inside one of a component's
/// internal parts counts as the component's child (the parts are not elements).
///
/// **When.** Every checkpoint, visible or not.
///
/// **Tolerance.** None.
///
/// **Why.** Seeds (customize-layout, "add elements as subviews"): add Google's views directly
/// as subviews of a custom container view or of the `GMSMapView` itself; api-facts.md §6: the
/// hiding stack view is the SDK's container for arranged views.
public struct GoogleViewPlacementRule: ConformanceRule {
  public let id = "NLC-012"
  public let title = "Google views are children of the map or of a plain custom container"

  /// Creates the rule.
  public init() {}

  public func check(_ snapshot: LayoutSnapshot, in context: RuleContext) -> RuleFinding? {
    for element in snapshot.elements where element.role.isGoogleComponent {
      guard let parentIndex = element.parentIndex else { continue }
      let parent = snapshot.elements[parentIndex]
      switch parent.role {
      case .container, .hidingStack: continue
      default:
        return RuleFinding(
          "\(element.name) is a subview of \(parent.name), which is neither the map nor a "
            + "plain container",
          highlights: [
            RuleFinding.Highlight(element.name, element.frame),
            RuleFinding.Highlight(parent.name, parent.frame),
          ])
      }
    }
    return nil
  }
}
