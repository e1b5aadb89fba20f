public import Foundation

/// A grid of items: UIKit's `UICollectionView`, modelled as a plain scroll view that shows no
/// items.
///
/// It compiles as app code writes it (a layout, cell registration, data source and delegate,
/// `reloadData()`) and is laid out by its constraints like any view; the model never asks the
/// data source for items, so ``UIScrollView/contentSize`` stays what is set
/// (CONFORMANCE.md §3).
open class UICollectionView: UIScrollView {
  /// The layout; stored only.
  public var collectionViewLayout: UICollectionViewLayout
  /// Supplies items; never called in the model.
  public weak var dataSource: (any UICollectionViewDataSource)?
  /// The reuse identifiers registered, in order of registration.
  public private(set) var registeredReuseIdentifiers: [String] = []

  /// Creates a collection view with a frame, in points, and a layout.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
  }

  /// Archives are not modelled.
  public required init?(coder: NSCoder) { nil }

  /// Registers a cell class for a reuse identifier (recorded only).
  /// - Parameters:
  ///   - cellClass: The cell class.
  ///   - identifier: The reuse identifier.
  public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    registeredReuseIdentifiers.append(identifier)
  }

  /// Reloads the items: does nothing in the model, which shows none.
  public func reloadData() {}
}
