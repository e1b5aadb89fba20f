public import Foundation

// UIKit's attributes for `AttributedString` and `AttributeContainer` (`container.font = …`),
// as UIKit declares them on Apple platforms: a button configuration's attributed titles and
// text-attribute transformers set fonts this way, and the font changes the button's size.

extension AttributeScopes {
  /// UIKit's attribute scope: font and foreground colour, plus Foundation's attributes.
  public struct UIKitAttributes: AttributeScope {
    /// The font of a run (`NSAttributedString.Key.font`).
    public let font: FontAttribute
    /// The colour of a run's text; stored only.
    public let foregroundColor: ForegroundColorAttribute
    /// Foundation's attributes.
    public let foundation: AttributeScopes.FoundationAttributes

    /// A run's font.
    public enum FontAttribute: AttributedStringKey {
      public typealias Value = UIFont
      public static let name = "NSFont"
    }

    /// A run's text colour.
    public enum ForegroundColorAttribute: AttributedStringKey {
      public typealias Value = UIColor
      public static let name = "NSColor"
    }
  }

  /// UIKit's attribute scope.
  public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
  /// `container.font`, `string.foregroundColor`: UIKit's attributes by name.
  public subscript<T: AttributedStringKey>(
    dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>
  ) -> T {
    self[T.self]
  }
}
