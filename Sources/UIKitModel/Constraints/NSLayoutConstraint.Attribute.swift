extension NSLayoutConstraint {
  /// A part of a layout item's frame a constraint relates, with UIKit's raw values.
  ///
  /// Margin attributes refer to the view's ``UIView/layoutMarginsGuide``; baselines are
  /// modelled as the top and bottom edges, since the model draws no text.
  public enum Attribute: Int, Sendable, Hashable, CustomStringConvertible {
    case left = 1
    case right = 2
    case top = 3
    case bottom = 4
    case leading = 5
    case trailing = 6
    case width = 7
    case height = 8
    case centerX = 9
    case centerY = 10
    case lastBaseline = 11
    case firstBaseline = 12
    case leftMargin = 13
    case rightMargin = 14
    case topMargin = 15
    case bottomMargin = 16
    case leadingMargin = 17
    case trailingMargin = 18
    case centerXWithinMargins = 19
    case centerYWithinMargins = 20
    case notAnAttribute = 0

    /// The name UIKit prints after an item in a constraint's description.
    public var description: String {
      switch self {
      case .left: "left"
      case .right: "right"
      case .top: "top"
      case .bottom: "bottom"
      case .leading: "leading"
      case .trailing: "trailing"
      case .width: "width"
      case .height: "height"
      case .centerX: "centerX"
      case .centerY: "centerY"
      case .lastBaseline: "lastBaseline"
      case .firstBaseline: "firstBaseline"
      case .leftMargin: "leftMargin"
      case .rightMargin: "rightMargin"
      case .topMargin: "topMargin"
      case .bottomMargin: "bottomMargin"
      case .leadingMargin: "leadingMargin"
      case .trailingMargin: "trailingMargin"
      case .centerXWithinMargins: "centerXWithinMargins"
      case .centerYWithinMargins: "centerYWithinMargins"
      case .notAnAttribute: "notAnAttribute"
      }
    }

    /// The same attribute on the margins guide, for margin attributes; nil otherwise.
    var withoutMargin: Attribute? {
      switch self {
      case .leftMargin: .left
      case .rightMargin: .right
      case .topMargin: .top
      case .bottomMargin: .bottom
      case .leadingMargin: .leading
      case .trailingMargin: .trailing
      case .centerXWithinMargins: .centerX
      case .centerYWithinMargins: .centerY
      default: nil
      }
    }

    /// Whether the attribute is leading or trailing (with or without margin).
    var isDirectional: Bool {
      // A switch, not `[…].contains`: the lowering asks on every constraint it lowers.
      switch self {
      case .leading, .trailing, .leadingMargin, .trailingMargin: true
      default: false
      }
    }

    /// Whether the attribute is left or right (with or without margin).
    var isAbsoluteHorizontal: Bool {
      switch self {
      case .left, .right, .leftMargin, .rightMargin: true
      default: false
      }
    }

    /// Whether the attribute is a position rather than a size.
    var isLocation: Bool { self != .width && self != .height && self != .notAnAttribute }
  }

  /// How the two sides of a constraint compare, with UIKit's raw values.
  public enum Relation: Int, Sendable, Hashable, CustomStringConvertible {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1

    /// `<=`, `==` or `>=`, as UIKit prints it.
    public var description: String {
      switch self {
      case .lessThanOrEqual: "<="
      case .equal: "=="
      case .greaterThanOrEqual: ">="
      }
    }
  }

  /// A layout axis, for content hugging and compression resistance.
  public enum Axis: Int, Sendable, Hashable {
    case horizontal = 0
    case vertical = 1
  }
}
