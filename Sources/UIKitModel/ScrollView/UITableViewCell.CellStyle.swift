extension UITableViewCell {
  /// The standard cell layouts, with UIKit's raw values (UIKit `UITableViewCell.CellStyle`).
  public enum CellStyle: Int, Sendable {
    case `default` = 0
    case value1 = 1
    case value2 = 2
    case subtitle = 3
  }
}
