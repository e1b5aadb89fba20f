public import UIKitModel

/// A Google button meant to float over the map (api-facts.md §4).
@preconcurrency @MainActor
public protocol NavigationUIButton {
  /// Which Google button this is; may be a value this model does not name.
  var type: NavigationButtonKnownType { get }
  /// The button's view; square, sized by the SDK.
  var view: UIView { get }
}
