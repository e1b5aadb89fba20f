// Constraint text as UIKit prints it in conflict logs (autolayout-and-layout-testing.md §A4):
// `<NSLayoutConstraint:0x1 'id' UIView:0x2.width == 20 @750   (active)>`. The model
// always uses the equation form, never UIKit's occasional visual-format form.

extension NSLayoutConstraint {
  /// The constraint as UIKit prints it, numbering objects through `log`; `inEngine` marks it
  /// active as a conflict log does for every member, even one the app deactivated later.
  func logDescription(in log: LayoutIssueLog?, inEngine: Bool = false) -> String {
    let address = log.map { $0.address(of: self) } ?? 0
    var text = "<\(logClassName):0x\(String(address, radix: 16))"
    if let identifier = displayIdentifier { text += " '\(identifier)'" }
    if case .autoresizing(let mask) = origin { text += " \(mask)" }
    text += " \(equationText(in: log))"
    if case .contentSizeListing(let hugging, let compression) = origin {
      text +=
        " Hug:\(UILayoutPriority(hugging)) CompressionResistance:\(UILayoutPriority(compression))"
    } else if storedPriority != .required {
      text += " @\(storedPriority)"
    }
    text += isActive || inEngine || origin != .app ? "   (active)>" : ">"
    return text
  }

  /// `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint` or
  /// `NSContentSizeLayoutConstraint`.
  var logClassName: String {
    switch origin {
    case .autoresizing: "NSAutoresizingMaskLayoutConstraint"
    case .contentSize, .contentSizeListing: "NSContentSizeLayoutConstraint"
    default: "NSLayoutConstraint"
    }
  }

  /// The identifier shown in quotes: the app's, or the engine's for built-in constraints.
  var displayIdentifier: String? {
    switch origin {
    case .guide(let name): name
    case .rootFrame:
      firstAttribute == .width || firstAttribute == .height
        ? "UIView-Encapsulated-Layout-\(firstAttribute == .width ? "Width" : "Height")"
        : "UIView-Encapsulated-Layout-\(firstAttribute == .left ? "Left" : "Top")"
    default: identifier
    }
  }

  /// `UIView:0x2.width == 0.5*UIView:0x3.width + 10`; autoresizing constraints use UIKit's
  /// `minX`/`minY` names and leave out a superview term with multiplier 0.
  func equationText(in log: LayoutIssueLog?) -> String {
    let first = firstLayoutItem.map { log?.name(of: $0) ?? "" } ?? "nil"
    var attributeName = firstAttribute.description
    var secondItem = secondLayoutItem
    if case .autoresizing = origin {
      attributeName = [.left: "minX", .top: "minY"][firstAttribute] ?? attributeName
      if multiplier == 0 { secondItem = nil }
    }
    // A distance (`anchorWithOffset(to:)`) prints as `(end - start)`: the model's notation.
    func distance(_ end: String, _ start: OffsetStart?) -> String {
      guard let start else { return end }
      let name = start.item.map { log?.name(of: $0) ?? "" } ?? "nil"
      return "(\(end) - \(name).\(start.attribute))"
    }
    var text = "\(distance("\(first).\(attributeName)", firstOffsetStart)) \(relation)"
    var constantText = constant
    if let second = secondItem {
      let factor = multiplier == 1 ? "" : "\(multiplier.layoutText)*"
      let end = "\(log?.name(of: second) ?? "").\(secondAttribute)"
      text += " \(factor)\(distance(end, secondOffsetStart))"
    } else {
      text += " \(constant.layoutText)"
      constantText = 0
    }
    if constantText > 0 { text += " + \(constantText.layoutText)" }
    if constantText < 0 { text += " - \((-constantText).layoutText)" }
    return text
  }
}
