public import Foundation

/// A layout guide that follows something on screen: UIKit's `UITrackingLayoutGuide`.
@preconcurrency @MainActor
open class UITrackingLayoutGuide: UILayoutGuide {}

/// Where the keyboard is: UIKit's `UIKeyboardLayoutGuide` (`UIView.keyboardLayoutGuide`).
///
/// The model has no keyboard, so the guide is always where Apple puts it with the keyboard
/// offscreen: across the whole width of its view, its bottom at the view's bottom and its
/// top at the bottom of the safe area, so its height is the bottom safe-area inset (Apple,
/// "Adjusting your layout with keyboard layout guide"); with ``usesBottomSafeArea`` false its
/// top is the view's bottom (height 0).
///
/// ```swift
/// // On a 393 × 852 screen with a 34-point home-indicator band:
/// print(root.keyboardLayoutGuide.layoutFrame)  // (0.0, 818.0, 393.0, 34.0)
/// ```
@preconcurrency @MainActor
public final class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
  /// Whether the guide follows the keyboard when it is undocked or floating; false by
  /// default, as in UIKit. Stored: the model's keyboard is always docked and offscreen.
  public var followsUndockedKeyboard = false
  /// Whether the guide's top sits at the bottom of the safe area while the keyboard is
  /// offscreen (true by default, iOS 17); false puts it at the view's bottom.
  public var usesBottomSafeArea = true {
    didSet { owningView?.setNeedsLayout() }
  }
  /// Room above the keyboard, in points, in which a drag dismisses it interactively (iOS 17);
  /// 0 by default. Stored only: the model has no keyboard.
  public var keyboardDismissPadding: CGFloat = 0
}

extension UIView {
  /// The guide for the keyboard, made on first use (iOS 15); the model's keyboard is never
  /// on screen (see ``UIKeyboardLayoutGuide``).
  public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
    let extras = ensureExtras()
    if let guide = extras.keyboardGuide { return guide }
    let guide = UIKeyboardLayoutGuide()
    adoptBuiltIn(guide, identifier: "UIViewKeyboardLayoutGuide")
    extras.keyboardGuide = guide
    return guide
  }

  /// The guide for text at a comfortable line length, made on first use: inside the layout
  /// margins, centred, at most the readable width for the view's content size category.
  ///
  /// The readable width is 672 points at the default `.large` category (an iPad Air 2 in
  /// landscape gets a 672-point guide 176 points from each edge: useyourloaf.com, "Readable
  /// Content Guides"), scaled with the body text size of the category and rounded to whole
  /// points (the model's rule; CONFORMANCE.md §3 lists every value). Vertically the guide
  /// matches the margins guide. A phone's guide is its margins guide.
  public var readableContentGuide: UILayoutGuide {
    let extras = ensureExtras()
    if let guide = extras.readableGuide { return guide }
    let guide = UILayoutGuide()
    adoptBuiltIn(guide, identifier: "UIViewReadableContentGuide")
    extras.readableGuide = guide
    return guide
  }

  /// The readable width for `category`, in points: 672 × body size ÷ 17, rounded.
  static func readableWidth(for category: UIContentSizeCategory) -> CGFloat {
    (672 * TextMetrics.pointSize(of: .body, at: category) / 17).rounded()
  }

  /// Makes `guide` one of this view's built-in guides.
  private func adoptBuiltIn(_ guide: UILayoutGuide, identifier: String) {
    guide.identifier = identifier
    guide.owningView = self
    guide.isBuiltIn = true
    setNeedsLayout()
  }
}
