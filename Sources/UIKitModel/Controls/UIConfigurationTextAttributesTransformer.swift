public import Foundation

/// A function that changes a configured button's text attributes: UIKit's
/// `UIConfigurationTextAttributesTransformer`.
///
/// The button calls it with the title's attributes (its text style's font in
/// `container.font`) and measures the title in the font it returns, so a transformer that
/// sets a font resizes the button, as on a device:
///
/// ```swift
/// var configuration = UIButton.Configuration.filled()
/// configuration.title = "Call"
/// configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer {
///   incoming in
///   var outgoing = incoming
///   outgoing.font = UIFont.preferredFont(forTextStyle: .headline)
///   return outgoing
/// }
/// ```
public struct UIConfigurationTextAttributesTransformer: Hashable, Sendable {
  /// Gives each transformer an identity: closures cannot be compared, so two transformers are
  /// equal only when one is a copy of the other.
  private final class Box: Sendable {
    let transform: @Sendable (AttributeContainer) -> AttributeContainer
    init(_ transform: @escaping @Sendable (AttributeContainer) -> AttributeContainer) {
      self.transform = transform
    }
  }

  private let box: Box

  /// Wraps `transform`.
  public init(_ transform: @escaping @Sendable (AttributeContainer) -> AttributeContainer) {
    box = Box(transform)
  }

  /// The attributes `input` becomes.
  public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer {
    box.transform(input)
  }

  public static func == (
    lhs: UIConfigurationTextAttributesTransformer, rhs: UIConfigurationTextAttributesTransformer
  ) -> Bool {
    lhs.box === rhs.box
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(box)) }
}
