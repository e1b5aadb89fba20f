import Foundation
import UIKitModel

/// A constraint written as `first.attribute relation second.attribute × m + c @priority`, its
/// items named from `names` (an unknown item is `?`), so tests compare what a factory made
/// with equations worked out by hand.
@MainActor
func shape(_ constraint: NSLayoutConstraint, _ names: [(String, AnyObject)]) -> String {
  func name(_ item: AnyObject?) -> String {
    guard let item else { return "nil" }
    return names.first { $0.1 === item }?.0 ?? "?"
  }
  let relation =
    switch constraint.relation {
    case .equal: "=="
    case .lessThanOrEqual: "<="
    case .greaterThanOrEqual: ">="
    }
  var text = "\(name(constraint.firstItem)).\(constraint.firstAttribute) \(relation) "
  if constraint.secondItem != nil {
    text += "\(name(constraint.secondItem)).\(constraint.secondAttribute)"
    if constraint.multiplier != 1 { text += " × \(constraint.multiplier)" }
    if constraint.constant != 0 { text += " + \(constraint.constant)" }
  } else {
    text += "\(constraint.constant)"
  }
  if constraint.priority != .required { text += " @\(constraint.priority.rawValue)" }
  return text
}
