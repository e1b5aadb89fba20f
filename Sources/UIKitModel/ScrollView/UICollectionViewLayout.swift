public import Foundation

/// How a collection view places its items: UIKit's `UICollectionViewLayout`, present so app
/// code compiles; the model places no items.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
  /// Creates a layout.
  public override init() {
    super.init()
  }
}
