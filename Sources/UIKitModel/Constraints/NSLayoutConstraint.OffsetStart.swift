extension NSLayoutConstraint {
  /// Model-only: the anchor a distance is measured from, for a side of a constraint made
  /// from a dimension that `anchorWithOffset(to:)` returned (Apple, `NSLayoutXAxisAnchor`
  /// `anchorWithOffset(to:)`: "a layout dimension object from two anchors", the space
  /// between the receiver and `otherAnchor`).
  ///
  /// That side of the constraint stands for `item.attribute − start.attribute`: the side's
  /// own item and attribute are the anchor the distance is measured to. The item is held
  /// through its tether, weakly, as the constraint's other items are.
  struct OffsetStart {
    /// The item of the anchor the distance starts at.
    let tether: LayoutItemTether
    /// Its attribute: an x-axis or a y-axis location.
    let attribute: Attribute

    /// The item, or nil once it is gone.
    @MainActor var item: (any LayoutItem)? { tether.item }
  }
}

extension NSLayoutConstraint {
  /// Model-only: the item and attribute the first side's distance starts at, when the first
  /// side is a dimension from `anchorWithOffset(to:)`; nil otherwise. The side stands for
  /// `firstItem.firstAttribute − start`.
  package var firstOffsetStartAnchor: (item: AnyObject?, attribute: Attribute)? {
    firstOffsetStart.map { ($0.item, $0.attribute) }
  }

  /// Model-only: the same for the second side.
  package var secondOffsetStartAnchor: (item: AnyObject?, attribute: Attribute)? {
    secondOffsetStart.map { ($0.item, $0.attribute) }
  }
}
