public import Foundation

/// A visual effect a ``UIVisualEffectView`` applies: UIKit's `UIVisualEffect`. The model
/// draws nothing, so an effect changes no layout; it is kept for the app to read back.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {
  /// Creates an effect with no appearance of its own.
  public override init() {
    super.init()
  }
}
