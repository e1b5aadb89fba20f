public import Foundation
public import UIKitModel

/// An active constraint at a checkpoint, as values: which items it ties and how
/// (NLC-007, NLC-010).
public struct ConstraintSnapshot: Hashable, Sendable, CustomStringConvertible {
  /// The constraint's identifier.
  public var identifier: String?
  /// The first item's name: an element name, a Google component's name, `guide 'id'`, `map`.
  public var firstItem: String
  /// The first attribute.
  public var firstAttribute: NSLayoutConstraint.Attribute
  /// How the two sides relate.
  public var relation: NSLayoutConstraint.Relation
  /// The second item's name, or nil for a constant constraint.
  public var secondItem: String?
  /// The second attribute.
  public var secondAttribute: NSLayoutConstraint.Attribute
  /// The multiplier.
  public var multiplier: CGFloat
  /// The constant, in points.
  public var constant: CGFloat
  /// The priority, 1 to 1000.
  public var priority: Float
  /// Whether the SDK installed it (component sizes and internals), not the delegate.
  public var isSDKOwned: Bool
  /// Google components the constraint references that are not in the map's hierarchy.
  public var detachedComponents: [String]
  /// When the first side is a distance from `anchorWithOffset(to:)`, the anchor it starts at
  /// (`item.attribute`): the side is `firstItem.firstAttribute − firstOffsetStart`; nil
  /// otherwise.
  public var firstOffsetStart: String?
  /// The same for the second side.
  public var secondOffsetStart: String?
  /// Whether the app's own code made it (``ConstraintSource/isApp``): not UIKit on a view's
  /// behalf (a `UIStackView` aligning its arranged views) nor the SDK (NLC-026).
  public var isAppMade: Bool

  /// Creates a constraint snapshot.
  public init(
    identifier: String?, firstItem: String, firstAttribute: NSLayoutConstraint.Attribute,
    relation: NSLayoutConstraint.Relation, secondItem: String?,
    secondAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant: CGFloat,
    priority: Float, isSDKOwned: Bool, detachedComponents: [String],
    firstOffsetStart: String? = nil, secondOffsetStart: String? = nil, isAppMade: Bool = false
  ) {
    self.identifier = identifier
    self.firstItem = firstItem
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.secondItem = secondItem
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.isSDKOwned = isSDKOwned
    self.detachedComponents = detachedComponents
    self.firstOffsetStart = firstOffsetStart
    self.secondOffsetStart = secondOffsetStart
    self.isAppMade = isAppMade
  }

  /// `turnCard.width == 300 @1000`, `prompt #1.bottom == etaCard.top - 8 @999`; a distance
  /// from `anchorWithOffset(to:)` prints as `(end - start)`.
  public var description: String {
    func side(_ end: String, _ start: String?) -> String {
      start.map { "(\(end) - \($0))" } ?? end
    }
    var text = "\(side("\(firstItem).\(firstAttribute)", firstOffsetStart)) \(relation) "
    if let secondItem {
      text += side("\(secondItem).\(secondAttribute)", secondOffsetStart)
      if multiplier != 1 { text += " * \(Environment.points(multiplier))" }
      if constant != 0 {
        text += (constant < 0 ? " - " : " + ") + Environment.points(abs(constant))
      }
    } else {
      text += Environment.points(constant)
    }
    return text + " @\(Environment.points(CGFloat(priority)))"
  }
}
