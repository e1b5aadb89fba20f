public import Foundation

/// A collection item: UIKit's `UICollectionViewCell`, present so cell classes can be declared
/// and registered; the model never shows items.
open class UICollectionViewCell: UIView {
  /// The view a cell's content goes in; it fills the cell.
  public let contentView = UIView()

  /// Creates a cell with a frame, in points.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// Archives are not modelled.
  public required init?(coder: NSCoder) { nil }
}
