import Foundation
import UIKitModel

// Installing the layout delegate (api-facts.md §2, open question 6).

extension GMSMapView: GMSMapViewNavigationLayout {
  /// The installed layout delegate, held strongly; nil (the initial value) means the built-in
  /// layout. Change it only with ``setLayoutDelegate(_:)``.
  public var layoutDelegate: (any NavigationLayoutDelegate)? { navigationUI.delegate }

  /// Installs a layout delegate before navigation is enabled, or restores the built-in layout
  /// with nil.
  ///
  /// The map keeps a strong reference. Setting a delegate calls none of its methods; the first
  /// call is `enableNavigationUI` when navigation is enabled. On error the previous delegate
  /// stays installed.
  ///
  /// ```swift
  /// mapView.isNavigationEnabled = true
  /// do { try mapView.setLayoutDelegate(nil) } catch let error as NSError {
  ///   print(error.domain, error.code)  // GMSMapViewNavigationLayoutErrorDomain 1
  /// }
  /// ```
  /// - Parameter layoutDelegate: The delegate, or nil for the built-in layout.
  /// - Throws: An `NSError` in ``GMSMapViewNavigationLayoutErrorDomain`` with code
  ///   ``GMSMapViewNavigationLayoutErrorCode/cannotSetDelegateOnCarPlayScreen`` (2) on a map
  ///   made for CarPlay (checked first), or
  ///   ``GMSMapViewNavigationLayoutErrorCode/cannotSetDelegateWhileNavigationEnabled`` (1)
  ///   while navigation is enabled, even for nil.
  public func setLayoutDelegate(_ layoutDelegate: (any NavigationLayoutDelegate)?) throws {
    if isCarPlayMap {
      throw Self.layoutError(
        .cannotSetDelegateOnCarPlayScreen,
        "The layout delegate cannot be set on a map view made for a CarPlay screen.")
    }
    if isNavigationEnabled {
      throw Self.layoutError(
        .cannotSetDelegateWhileNavigationEnabled,
        "The layout delegate cannot be set while navigation is enabled.")
    }
    navigationUI.delegate = layoutDelegate
  }

  private static func layoutError(_ code: GMSMapViewNavigationLayoutErrorCode, _ reason: String)
    -> NSError
  {
    NSError(
      domain: GMSMapViewNavigationLayoutErrorDomain, code: code.rawValue,
      userInfo: [NSLocalizedDescriptionKey: reason])
  }
}
