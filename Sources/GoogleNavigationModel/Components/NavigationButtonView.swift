public import Foundation
import UIKitModel

/// The model's view of a square Google button: compass, incident reporting, or a kind this
/// model does not name (api-facts.md §4).
public final class NavigationButtonView: GoogleComponentView {
  /// The button's kind.
  public let type: NavigationButtonKnownType

  init(type: NavigationButtonKnownType, side: CGFloat) {
    self.type = type
    super.init(name: Self.name(of: type), size: CGSize(width: side, height: side))
    sdkWrite { directionalLayoutMargins = NSDirectionalEdgeInsets() }
  }

  /// Archives are not modelled.
  public required init?(coder: NSCoder) { nil }

  /// `CompassButton`, `ReportingButton`, or `Button(7)` for an unknown kind.
  static func name(of type: NavigationButtonKnownType) -> String {
    switch type {
    case .compass: "CompassButton"
    case .reporting: "ReportingButton"
    default: "Button(\(type.rawValue))"
    }
  }
}

/// A Google button as the state objects hand it out: its kind and its view.
struct GoogleNavigationButton: NavigationUIButton {
  let buttonView: NavigationButtonView
  var type: NavigationButtonKnownType { buttonView.type }
  var view: UIView { buttonView }
}
