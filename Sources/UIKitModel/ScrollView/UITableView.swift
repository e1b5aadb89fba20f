public import Foundation

/// A list of rows: UIKit's `UITableView`, modelled as a plain scroll view that shows no rows.
///
/// It compiles as app code writes it (styles, cell registration, data source and delegate,
/// row heights, `reloadData()`) and is laid out by its constraints like any view; the model
/// never asks the data source for rows, so ``UIScrollView/contentSize`` stays what is set.
/// A delegate that sizes the table from its rows' content is not checked (CONFORMANCE.md §3).
open class UITableView: UIScrollView {
  /// The value asking rows or headers to size themselves (UIKit: `automaticDimension`, −1).
  public static let automaticDimension: CGFloat = -1

  /// The grouping style, fixed at creation.
  public let style: Style
  /// Supplies rows; never called in the model.
  public weak var dataSource: (any UITableViewDataSource)?
  /// The row height, in points; ``automaticDimension`` by default, as in UIKit. Stored only.
  public var rowHeight: CGFloat = UITableView.automaticDimension
  /// The estimated row height, in points; ``automaticDimension`` by default. Stored only.
  public var estimatedRowHeight: CGFloat = UITableView.automaticDimension
  /// The view above the rows; stored only (the model lays out no rows or headers).
  public var tableHeaderView: UIView?
  /// The view below the rows; stored only.
  public var tableFooterView: UIView?
  /// The reuse identifiers registered, in order of registration.
  public private(set) var registeredReuseIdentifiers: [String] = []

  /// Creates a table with a frame, in points, and a style.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
  }

  /// Creates a plain table with a frame, in points.
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// Archives are not modelled.
  public required init?(coder: NSCoder) { nil }

  /// Registers a cell class for a reuse identifier (recorded only).
  /// - Parameters:
  ///   - cellClass: The cell class.
  ///   - identifier: The reuse identifier.
  public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    registeredReuseIdentifiers.append(identifier)
  }

  /// Reloads the rows: does nothing in the model, which shows none.
  public func reloadData() {}
}
