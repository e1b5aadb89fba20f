import Foundation
public import UIKitModel

// The legacy slot-based layout API on the map view (api-facts.md §8.4). Unsupported while a
// layout delegate is set: the model keeps the values, gives them no layout effect, reports
// zero-size guides, and records every use for rule NLC-013 (api-facts.md, open question 10).

extension GMSMapView {
  /// Legacy: the rectangle the built-in header covers. A zero-size guide in the model; reading
  /// it is recorded.
  public var navigationHeaderLayoutGuide: UILayoutGuide {
    navigationUI.legacy.guide(.navigationHeaderLayoutGuide)
  }

  /// Legacy: the rectangle the built-in footer covers. A zero-size guide in the model; reading
  /// it is recorded.
  public var navigationFooterLayoutGuide: UILayoutGuide {
    navigationUI.legacy.guide(.navigationFooterLayoutGuide)
  }

  /// Legacy: where the bottom-trailing buttons go. Reading or setting it is recorded; setting
  /// nil restores the default guide.
  public var bottomTrailingButtonsLayoutGuide: UILayoutGuide! {
    get { navigationUI.legacy.guide(.bottomTrailingButtonsLayoutGuide) }
    set { navigationUI.legacy.replaceGuide(.bottomTrailingButtonsLayoutGuide, with: newValue) }
  }

  /// Legacy: the buttons' guide when header and footer do not span the width. Reading or
  /// setting it is recorded; setting nil restores the default guide.
  public var bottomTrailingButtonsAlternateLayoutGuide: UILayoutGuide! {
    get { navigationUI.legacy.guide(.bottomTrailingButtonsAlternateLayoutGuide) }
    set {
      navigationUI.legacy.replaceGuide(.bottomTrailingButtonsAlternateLayoutGuide, with: newValue)
    }
  }

  /// Legacy: insets of the map area that holds no controls, in points. Setting it is recorded;
  /// the model gives it no layout effect.
  public var padding: UIEdgeInsets {
    get { navigationUI.legacy.padding }
    set {
      navigationUI.legacy.record(.padding)
      navigationUI.legacy.padding = newValue
    }
  }

  /// Legacy: how safe-area insets add to ``padding``. Setting it is recorded.
  public var paddingAdjustmentBehavior: GMSMapViewPaddingAdjustmentBehavior {
    get { navigationUI.legacy.paddingAdjustmentBehavior }
    set {
      navigationUI.legacy.record(.paddingAdjustmentBehavior)
      navigationUI.legacy.paddingAdjustmentBehavior = newValue
    }
  }

  /// Legacy: puts a view below the built-in header; nil removes it. Recorded; the model never
  /// adds the view to the hierarchy.
  /// - Parameter headerAccessoryView: The accessory view, or nil.
  public func setHeaderAccessory(_ headerAccessoryView: (any UIView & GMSNavigationAccessoryView)?)
  {
    navigationUI.legacy.record(.setHeaderAccessoryView)
    navigationUI.legacy.headerAccessoryView = headerAccessoryView
  }

  /// Legacy: re-lays out the header accessory view. Recorded; no effect in the model.
  /// - Parameter accessoryView: The accessory view whose height changed.
  public func invalidateLayout(forAccessoryView accessoryView: any UIView & GMSNavigationAccessoryView)
  {
    navigationUI.legacy.record(.invalidateLayoutForAccessoryView)
  }
}
