public import Foundation

extension UIImage {
  /// The traits and settings an image is resolved with: UIKit's `UIImage.Configuration`
  /// (`UIImageConfiguration`), base class of ``UIImage/SymbolConfiguration``.
  ///
  /// The model keeps only the trait collection, which gives a text-style symbol its Dynamic
  /// Type size. Configurations are immutable: every method returns a new one.
  public class Configuration: NSObject, @unchecked Sendable {
    /// The traits to resolve the image with; nil takes the context's (a view's) traits.
    public internal(set) var traitCollection: UITraitCollection?

    override init() { super.init() }

    /// A copy of this configuration with `traitCollection`.
    public func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
      let copy = makeCopy() as! Self
      copy.traitCollection = traitCollection
      return copy
    }

    /// A copy of this configuration with the settings `other` specifies on top of its own.
    public func applying(_ other: UIImage.Configuration?) -> Self {
      let copy = makeCopy() as! Self
      copy.merge(other)
      return copy
    }

    /// A copy of the receiver, of its class; subclasses copy their own settings too.
    func makeCopy() -> UIImage.Configuration {
      let copy = UIImage.Configuration()
      copy.traitCollection = traitCollection
      return copy
    }

    /// Takes every setting `other` specifies.
    func merge(_ other: UIImage.Configuration?) {
      if let traits = other?.traitCollection { traitCollection = traits }
    }
  }
}
