public import Foundation
import UIKitModel

/// The host side of layout customisation: what a map view offers to carry a layout delegate
/// (api-facts.md §2). ``GMSMapView`` adopts it.
@preconcurrency @MainActor
public protocol GMSMapViewNavigationLayout: NSObjectProtocol {
  /// The layout delegate, held strongly; nil means the SDK's built-in layout.
  var layoutDelegate: (any NavigationLayoutDelegate)? { get }

  /// Installs a layout delegate, or restores the built-in layout with nil.
  /// - Parameter layoutDelegate: The delegate to hold strongly, or nil.
  /// - Throws: An `NSError` in ``GMSMapViewNavigationLayoutErrorDomain``; see
  ///   ``GMSMapView/setLayoutDelegate(_:)``.
  func setLayoutDelegate(_ layoutDelegate: (any NavigationLayoutDelegate)?) throws
}
