public import Foundation

/// A row of page dots: UIKit's `UIPageControl`, with model sizes.
///
/// ``size(forNumberOfPages:)`` is 16 points a page plus 12 points of padding on each side, 26
/// points high; zero pages is 0 × 26 (model figures, CONFORMANCE.md §3, "Controls and
/// images"). The intrinsic content size is the size for ``numberOfPages``. With
/// ``hidesForSinglePage`` and one page (or none) the control draws nothing, but keeps its
/// size and its `isHidden` is untouched, as UIKit's (the property hides the indicator, not
/// the view).
open class UIPageControl: UIControl {
  /// Width of one page's dot and spacing, in points (model).
  static let pageWidth: CGFloat = 16
  /// Padding on each side, in points (model).
  static let sidePadding: CGFloat = 12
  /// Height, in points (model).
  static let height: CGFloat = 26

  /// The number of pages; negative values count as 0. Changing it clamps ``currentPage``.
  open var numberOfPages = 0 {
    didSet {
      if numberOfPages < 0 { numberOfPages = 0 }
      currentPage = min(currentPage, max(numberOfPages - 1, 0))
      if oldValue != numberOfPages { invalidateIntrinsicContentSize() }
    }
  }
  /// The page shown, clamped to 0..<numberOfPages (0 without pages).
  open var currentPage = 0 {
    didSet {
      let clamped = min(max(currentPage, 0), max(numberOfPages - 1, 0))
      if clamped != currentPage { currentPage = clamped }
    }
  }
  /// Whether the indicator is hidden when there is only one page; stored (see above).
  open var hidesForSinglePage = false
  /// The dots' colour; stored only.
  open var pageIndicatorTintColor: UIColor?
  /// The current dot's colour; stored only.
  open var currentPageIndicatorTintColor: UIColor?

  /// Whether the control draws its dots: not with ``hidesForSinglePage`` and at most one page.
  public var showsIndicators: Bool { !(hidesForSinglePage && numberOfPages <= 1) }

  /// The size that fits `pageCount` pages: 16 a page plus 24, by 26 points (0 × 26 for none).
  open func size(forNumberOfPages pageCount: Int) -> CGSize {
    let pages = CGFloat(max(pageCount, 0))
    let width = pages > 0 ? pages * Self.pageWidth + 2 * Self.sidePadding : 0
    return CGSize(width: width, height: Self.height)
  }

  /// The size for ``numberOfPages``.
  open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

  /// The size for ``numberOfPages``.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    self.size(forNumberOfPages: numberOfPages)
  }
}
