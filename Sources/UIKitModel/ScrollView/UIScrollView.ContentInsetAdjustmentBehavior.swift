extension UIScrollView {
  /// How the safe area adds to a scroll view's ``UIScrollView/contentInset`` in
  /// ``UIScrollView/adjustedContentInset``, with UIKit's raw values (UIKit
  /// `UIScrollView.ContentInsetAdjustmentBehavior` documentation).
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    /// As ``scrollableAxes`` in the model, which has no view controllers (UIKit also always
    /// adjusts the top and bottom of a navigation or tab bar controller's scroll view).
    case automatic = 0
    /// The safe area adds on the axes the view scrolls along.
    case scrollableAxes = 1
    /// The safe area never adds.
    case never = 2
    /// The safe area always adds, on all four edges.
    case always = 3
  }
}
