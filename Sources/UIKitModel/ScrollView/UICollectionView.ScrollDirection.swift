extension UICollectionView {
  /// The direction a flow layout scrolls, with UIKit's raw values.
  public enum ScrollDirection: Int, Sendable {
    case vertical = 0
    case horizontal = 1
  }
}
