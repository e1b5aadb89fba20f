public import Foundation

/// A grid or line layout: UIKit's `UICollectionViewFlowLayout`, with UIKit's default values,
/// stored only (the model places no items).
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// The value asking items to size themselves (UIKit: `automaticSize`).
  public static let automaticSize = CGSize(
    width: CGFloat(Float.greatestFiniteMagnitude), height: CGFloat(Float.greatestFiniteMagnitude))

  /// The item size, in points; 50 × 50 by default.
  public var itemSize = CGSize(width: 50, height: 50)
  /// The estimated item size, in points; zero (none) by default.
  public var estimatedItemSize = CGSize.zero
  /// The spacing between lines, in points; 10 by default.
  public var minimumLineSpacing: CGFloat = 10
  /// The spacing between items in a line, in points; 10 by default.
  public var minimumInteritemSpacing: CGFloat = 10
  /// The margins around each section, in points; zero by default.
  public var sectionInset = UIEdgeInsets.zero
  /// The scroll direction; vertical by default.
  public var scrollDirection = UICollectionView.ScrollDirection.vertical
}
