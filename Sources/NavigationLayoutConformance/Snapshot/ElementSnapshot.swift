public import Foundation
public import UIKitModel

/// One view in the map's hierarchy at a checkpoint, as values (DESIGN.md §5, snapshots).
/// Rectangles are in the map view's coordinate space, in points.
public struct ElementSnapshot: Hashable, Sendable, CustomStringConvertible {
  /// The element's position in a preorder walk of the map's subtree, from 0.
  public var index: Int
  /// What the element is.
  public var role: ElementRole
  /// A readable name: the role, plus the prompt's serial or the view's identifier
  /// (`prompt #2`, `opaqueOverlay 'orderStatus'`).
  public var name: String
  /// The view's `accessibilityIdentifier`.
  public var identifier: String?
  /// The parent's ``index``, or nil when the map is the parent.
  public var parentIndex: Int?
  /// The laid-out frame; in a `.duringAnimation` sample, the presentation frame at that
  /// instant.
  public var frame: CGRect
  /// Where the element visibly draws: for cards, prompts and the speed widget the frame inset
  /// by their layout margins (they may extend behind unsafe bands; DESIGN.md §4), else the
  /// frame.
  public var visualRect: CGRect
  /// Not hidden (nor any ancestor), alpha above 0.01 along the chain, positive area.
  public var isVisible: Bool
  /// The size the SDK gives the element, for SDK-sized components (NLC-010).
  public var sdkSize: CGSize?
  /// The prompt's serial number, for prompts.
  public var promptSerial: Int?
  /// The corners a prompt rounds.
  public var roundedCorners: CACornerMask?
  /// Whether the view's frame is ambiguous; only computed at settled checkpoints.
  public var hasAmbiguousLayout: Bool
  /// Whether the view lays its subviews out in a direction of its own, whatever the screen's:
  /// a `semanticContentAttribute` other than `.unspecified` (playback and spatial controls
  /// keep left to right; the force cases pin one direction). NLC-017 does not mirror its
  /// subviews within it.
  public var fixesLayoutDirection = false
  /// Whether the view's own `alpha` is 0.01 or less: faded out by whoever set it, which a
  /// hiding stack never does (it writes `isHidden`), so NLC-016 can tell an app's fading from
  /// the stack's hiding.
  public var isTransparent = false

  /// Creates an element snapshot.
  public init(
    index: Int, role: ElementRole, name: String, identifier: String?, parentIndex: Int?,
    frame: CGRect, visualRect: CGRect, isVisible: Bool, sdkSize: CGSize? = nil,
    promptSerial: Int? = nil, roundedCorners: CACornerMask? = nil, hasAmbiguousLayout: Bool = false
  ) {
    self.index = index
    self.role = role
    self.name = name
    self.identifier = identifier
    self.parentIndex = parentIndex
    self.frame = frame
    self.visualRect = visualRect
    self.isVisible = isVisible
    self.sdkSize = sdkSize
    self.promptSerial = promptSerial
    self.roundedCorners = roundedCorners
    self.hasAmbiguousLayout = hasAmbiguousLayout
  }

  /// `name (x, y, w×h)`, with the visual rectangle.
  public var description: String { "\(name) \(RectText.describe(visualRect))" }
}

/// Rectangles in reports: `(16, 59, 361×80)`, points without needless fractions.
public enum RectText {
  /// The rectangle as `(x, y, w×h)`.
  public static func describe(_ rect: CGRect) -> String {
    "(\(Environment.points(rect.minX)), \(Environment.points(rect.minY)), "
      + "\(Environment.points(rect.width))×\(Environment.points(rect.height)))"
  }
}
