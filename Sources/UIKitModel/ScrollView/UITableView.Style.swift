extension UITableView {
  /// How a table view groups its rows, with UIKit's raw values (UIKit `UITableView.Style`).
  public enum Style: Int, Sendable {
    case plain = 0
    case grouped = 1
    case insetGrouped = 2
  }
}
