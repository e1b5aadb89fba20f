public import Foundation

/// One attribute of a view or layout guide, from which constraints are made: UIKit's
/// `NSLayoutAnchor`.
///
/// The type parameter keeps x-axis, y-axis and size anchors apart at compile time, as in
/// UIKit; leading↔left mixing is still caught at run time (autolayout-and-layout-testing.md
/// §A1). Every factory returns an inactive constraint of priority 1000 (§A2, §A8).
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  let item: any LayoutItem
  let attribute: NSLayoutConstraint.Attribute
  /// For a dimension made by `anchorWithOffset(to:)`: the receiver of that call, the anchor
  /// the distance is measured from; ``item`` and ``attribute`` are then the anchor it is
  /// measured to, so the dimension stands for `item.attribute − offsetStart` (nil otherwise).
  let offsetStart: NSLayoutConstraint.OffsetStart?

  init(
    _ item: any LayoutItem, _ attribute: NSLayoutConstraint.Attribute,
    offsetFrom start: NSLayoutConstraint.OffsetStart? = nil
  ) {
    self.item = item
    self.attribute = attribute
    offsetStart = start
    super.init()
  }

  /// The view or layout guide the anchor belongs to.
  public var owner: AnyObject? { item }

  func make(
    _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?,
    multiplier: CGFloat = 1, constant: CGFloat, site: CallSite
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      first: item, attribute, relation, second: other?.item,
      other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant,
      firstOffsetStart: offsetStart, secondOffsetStart: other?.offsetStart, callSite: site)
  }

  /// `self == anchor`.
  public func constraint(
    equalTo anchor: NSLayoutAnchor<AnchorType>, fileID: StaticString = #fileID, line: UInt = #line
  ) -> NSLayoutConstraint {
    make(.equal, anchor, constant: 0, site: CallSite(fileID: fileID, line: line))
  }

  /// `self >= anchor`.
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, fileID: StaticString = #fileID,
    line: UInt = #line
  )
    -> NSLayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, constant: 0, site: CallSite(fileID: fileID, line: line))
  }

  /// `self <= anchor`.
  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, fileID: StaticString = #fileID,
    line: UInt = #line
  )
    -> NSLayoutConstraint
  {
    make(.lessThanOrEqual, anchor, constant: 0, site: CallSite(fileID: fileID, line: line))
  }

  /// `self == anchor + c`, in points.
  public func constraint(
    equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat, fileID: StaticString = #fileID,
    line: UInt = #line
  )
    -> NSLayoutConstraint
  {
    make(.equal, anchor, constant: c, site: CallSite(fileID: fileID, line: line))
  }

  /// `self >= anchor + c`, in points.
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat,
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: c, site: CallSite(fileID: fileID, line: line))
  }

  /// `self <= anchor + c`, in points.
  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat,
    fileID: StaticString = #fileID, line: UInt = #line
  )
    -> NSLayoutConstraint
  {
    make(.lessThanOrEqual, anchor, constant: c, site: CallSite(fileID: fileID, line: line))
  }
}
