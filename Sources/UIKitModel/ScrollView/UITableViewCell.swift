public import Foundation

/// A table row: UIKit's `UITableViewCell`, present so cell classes can be declared and
/// registered; the model never shows rows.
open class UITableViewCell: UIView {
  /// The view a cell's content goes in; it fills the cell.
  public let contentView = UIView()

  /// The reuse identifier the cell was made with.
  public let reuseIdentifier: String?

  /// Creates a cell of a style, as a table view would (UIKit's designated initializer).
  /// - Parameters:
  ///   - style: The standard style; stored only.
  ///   - reuseIdentifier: The identifier the cell is registered under.
  public init(style: CellStyle, reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// Creates a default-style cell with a frame, in points.
  public override init(frame: CGRect) {
    reuseIdentifier = nil
    super.init(frame: frame)
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// Archives are not modelled.
  public required init?(coder: NSCoder) { nil }
}
