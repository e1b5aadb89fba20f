public import Foundation

/// A view whose content can be larger than itself: UIKit's `UIScrollView`, for layout.
///
/// Constraints between the scroll view's edges and views inside it attach to its content
/// area, and its width, height and centres to its frame (Apple, Auto Layout Guide, "Working
/// with Scroll Views"); ``contentLayoutGuide`` and ``frameLayoutGuide`` name the two. The
/// content area's size is ``contentSize``: what the content's constraints make it, as on a
/// device, else the value set. The model does not scroll: the content's origin stays at the
/// scroll view's top-left corner (``contentOffset`` is stored only), and scroll views have no
/// intrinsic size. ``adjustedContentInset`` adds the safe area to ``contentInset`` per
/// ``contentInsetAdjustmentBehavior``, as UIKit documents.
///
/// ```swift
/// let scroll = UIScrollView()
/// scroll.addSubview(content)
/// NSLayoutConstraint.activate([
///   content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
///   content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
///   content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
/// ])
/// ```
open class UIScrollView: UIView {
  /// The content area: its edges are the content's, its size ``contentSize``.
  public let contentLayoutGuide = UILayoutGuide()
  /// The scroll view's frame, as a guide for content that must not scroll.
  public let frameLayoutGuide = UILayoutGuide()
  /// Suggest the content area's size when no constraint decides it: the model's priority 1,
  /// below any content's hugging.
  private var contentSizeConstraints: [NSLayoutConstraint] = []

  /// Told about scrolling; the model never scrolls. Typed `AnyObject` in the model (UIKit:
  /// `UIScrollViewDelegate?`, narrowed by table and collection views, which Swift cannot
  /// express), so `scrollView.delegate = self` compiles for any of them.
  public weak var delegate: AnyObject?
  /// Where the content's origin is in the scroll view's bounds, in points; stored only (the
  /// model does not scroll).
  public var contentOffset: CGPoint = .zero
  /// Extra room around the content, in points; zero by default.
  public var contentInset: UIEdgeInsets = .zero
  /// How the safe area adds to ``contentInset``; `.automatic` by default.
  public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
  /// Whether the vertical indicator's insets follow the adjusted content inset; true by
  /// default. Stored only: the model draws no indicators.
  public var automaticallyAdjustsScrollIndicatorInsets = true
  /// Insets of the vertical scroll indicator, in points; zero by default. Stored only.
  public var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
  /// Insets of the horizontal scroll indicator, in points; zero by default. Stored only.
  public var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
  /// Whether the vertical indicator shows while scrolling; true by default. Stored only.
  public var showsVerticalScrollIndicator = true
  /// Whether the horizontal indicator shows while scrolling; true by default. Stored only.
  public var showsHorizontalScrollIndicator = true
  /// Whether the user can scroll; true by default. A view that cannot scroll has no
  /// scrollable axis.
  public var isScrollEnabled = true
  /// Whether scrolling stops on multiples of the bounds; false by default. Stored only.
  public var isPagingEnabled = false
  /// Whether the content bounces past its edges; true by default. Stored only.
  public var bounces = true
  /// Whether vertical bouncing happens even when the content is shorter than the view; false
  /// by default. Makes the vertical axis scrollable for ``adjustedContentInset``.
  public var alwaysBounceVertical = false
  /// Whether horizontal bouncing happens even when the content is narrower than the view;
  /// false by default. Makes the horizontal axis scrollable for ``adjustedContentInset``.
  public var alwaysBounceHorizontal = false

  /// Whether the process has made a scroll view: until then the engine skips the content-area
  /// reading of edges (LayoutEngine's lowering).
  nonisolated(unsafe) static var anyCreated = false

  /// Creates a scroll view with a frame, in points.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    Self.anyCreated = true
    setUpGuides()
  }

  /// Archives are not modelled.
  public required init?(coder: NSCoder) { nil }

  private func setUpGuides() {
    contentLayoutGuide.identifier = "UIScrollView-contentLayoutGuide"
    frameLayoutGuide.identifier = "UIScrollView-frameLayoutGuide"
    addLayoutGuide(contentLayoutGuide)
    addLayoutGuide(frameLayoutGuide)
    func pin(
      _ guide: UILayoutGuide, _ attribute: NSLayoutConstraint.Attribute, _ name: String
    ) -> NSLayoutConstraint {
      NSLayoutConstraint(
        first: guide, attribute, .equal, second: self, attribute, multiplier: 1, constant: 0,
        origin: .guide(name))
    }
    contentSizeConstraints = [
      NSLayoutConstraint(
        first: contentLayoutGuide, .width, .equal, second: nil, .notAnAttribute, multiplier: 1,
        constant: 0, priority: UILayoutPriority(1), origin: .guide("UIScrollView-contentSize-width")
      ),
      NSLayoutConstraint(
        first: contentLayoutGuide, .height, .equal, second: nil, .notAnAttribute, multiplier: 1,
        constant: 0, priority: UILayoutPriority(1),
        origin: .guide("UIScrollView-contentSize-height")),
    ]
    NSLayoutConstraint.activate(
      [
        pin(contentLayoutGuide, .left, "UIScrollView-contentLayoutGuide-left"),
        pin(contentLayoutGuide, .top, "UIScrollView-contentLayoutGuide-top"),
        pin(frameLayoutGuide, .left, "UIScrollView-frameLayoutGuide-left"),
        pin(frameLayoutGuide, .top, "UIScrollView-frameLayoutGuide-top"),
        pin(frameLayoutGuide, .width, "UIScrollView-frameLayoutGuide-width"),
        pin(frameLayoutGuide, .height, "UIScrollView-frameLayoutGuide-height"),
      ] + contentSizeConstraints)
  }

  /// The size of the content area, in points: the content layout guide's size after layout
  /// (reading it runs a pending layout pass), which is the value set unless the content's
  /// constraints decide it.
  public var contentSize: CGSize {
    get {
      let root = rootView
      root.layoutIfNeeded()
      guard root.rootState?.existingEngine != nil else { return storedContentSize }
      return contentLayoutGuide.storedLayoutFrame.size
    }
    set {
      storedContentSize = newValue
      contentSizeConstraints[0].constant = newValue.width
      contentSizeConstraints[1].constant = newValue.height
    }
  }
  private var storedContentSize: CGSize = .zero

  /// ``contentInset`` plus the safe-area insets on the edges
  /// ``contentInsetAdjustmentBehavior`` adjusts (UIKit `adjustedContentInset` and
  /// `ContentInsetAdjustmentBehavior` documentation): none for `.never`, all four for
  /// `.always`, and for `.scrollableAxes` and `.automatic` the top and bottom when the view
  /// scrolls vertically (content taller than the bounds, or ``alwaysBounceVertical``) and the
  /// left and right when it scrolls horizontally. In points.
  public var adjustedContentInset: UIEdgeInsets {
    let safe = safeAreaInsets
    var vertical = false
    var horizontal = false
    switch contentInsetAdjustmentBehavior {
    case .never: break
    case .always:
      vertical = true
      horizontal = true
    case .automatic, .scrollableAxes:
      let content = contentSize
      let size = bounds.size
      vertical = isScrollEnabled && (alwaysBounceVertical || content.height > size.height)
      horizontal = isScrollEnabled && (alwaysBounceHorizontal || content.width > size.width)
    }
    var insets = contentInset
    if vertical {
      insets.top += safe.top
      insets.bottom += safe.bottom
    }
    if horizontal {
      insets.left += safe.left
      insets.right += safe.right
    }
    return insets
  }

  /// Sets ``contentOffset``; the model does not scroll, so `animated` changes nothing.
  /// - Parameters:
  ///   - contentOffset: The new offset, in points.
  ///   - animated: Whether UIKit would animate the change.
  public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }
}
