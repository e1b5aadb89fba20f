import Foundation

/// Reads a visual format string by the grammar of Apple's Auto Layout Guide (appendix
/// "Visual Format Language"), failing with UIKit's diagnostics and caret column.
///
/// `(H:|V:)? (| connection)? [view(predicates)?] (connection [view(predicates)?])*
/// (connection |)?`, where a connection is nothing (flush), `-` (standard spacing),
/// `-number-`, `-metric-` or `-(predicate, …)-`, and a predicate is
/// `(==|<=|>=)? (number|metric|view) (@(number|metric))?`; a view is allowed as a predicate's
/// object only for a view's size. Spaces between tokens are skipped.
struct VisualFormatParser {
  private let format: String
  private let scalars: [Unicode.Scalar]
  private var position = 0
  private let metrics: [String: Any]
  private let views: [String: Any]
  private var plan = VisualFormatPlan()

  init(format: String, metrics: [String: Any]?, views: [String: Any]) {
    self.format = format
    scalars = Array(format.unicodeScalars)
    self.metrics = metrics ?? [:]
    self.views = views
  }

  /// The plan of the whole format.
  mutating func parse() throws(VisualFormatError) -> VisualFormatPlan {
    try orientation()
    var pending: (from: VisualFormatPlan.Endpoint, predicates: [VisualFormatPlan.Predicate])?
    skipSpaces()
    if peek == "|" {
      let bar = position
      position += 1
      skipSpaces()
      pending = (.superview, try connection())
      skipSpaces()
      guard peek == "[" else { throw fail("Expected a view") }
      plan.barUses.append((0, bar))
    } else if peek != "[" {
      throw fail("Expected a view")
    }
    while true {
      let (index, sizePredicates) = try view()
      if let (from, predicates) = pending {
        plan.steps.append(.connection(earlier: from, later: .view(index), predicates: predicates))
      }
      if let sizePredicates {
        plan.steps.append(.size(view: index, predicates: sizePredicates))
      }
      skipSpaces()
      guard let next = peek else { return plan }
      guard next == "-" || next == "[" || next == "|" else {
        throw fail("Expected a view or '|'")
      }
      let predicates = try connection()
      skipSpaces()
      if peek == "|" {
        plan.barUses.append((index, position))
        plan.steps.append(
          .connection(earlier: .view(index), later: .superview, predicates: predicates))
        position += 1
        skipSpaces()
        guard peek == nil else { throw fail("Expected the end of the format string") }
        return plan
      }
      guard peek == "[" else { throw fail("Expected a view") }
      pending = (.view(index), predicates)
    }
  }

  // MARK: - Productions

  /// `H:` or `V:`; nothing means horizontal.
  private mutating func orientation() throws(VisualFormatError) {
    guard let first = peek, first == "H" || first == "V" else { return }
    position += 1
    guard peek == ":" else {
      let word = first == "V" ? "vertical" : "horizontal"
      throw fail("Expected ':' after '\(first)' to specify \(word) arrangement")
    }
    position += 1
    plan.vertical = first == "V"
  }

  /// `[name(predicates)?]`; returns the view's index in the plan and its size predicates.
  private mutating func view() throws(VisualFormatError) -> (Int, [VisualFormatPlan.Predicate]?)
  {
    position += 1  // "["
    skipSpaces()
    guard let start = peek, start.isNameStart else {
      throw fail(
        "Expected a view. View names must start with a letter or an underscore, then contain "
          + "letters, numbers, and underscores.")
    }
    let name = readName()
    guard let item = views[name] as? any LayoutItem else {
      throw fail("\(name) is not a key in the views dictionary.")
    }
    let index = plan.views.count
    skipSpaces()
    var predicates: [VisualFormatPlan.Predicate]?
    if peek == "(" {
      predicates = try predicateList(allowViews: true)
      skipSpaces()
    }
    guard peek == "]" else {
      if predicates != nil {
        throw fail(
          "A predicate on a view's thickness must end with ')' and the view must end with ']'")
      }
      throw fail("Expected a ']' here. That is how you give the end of a view.")
    }
    position += 1
    plan.views.append((item, position))
    return (index, predicates)
  }

  /// A connection at the current column: flush (nothing), `-`, `-n-`, `-metric-` or
  /// `-(predicates)-`.
  private mutating func connection() throws(VisualFormatError)
    -> [VisualFormatPlan.Predicate]
  {
    guard peek == "-" else { return [VisualFormatPlan.Predicate(object: .constant(0))] }
    position += 1
    skipSpaces()
    switch peek {
    case nil: throw fail("Expected a view")
    case "[", "|": return [VisualFormatPlan.Predicate(object: .standard)]
    case "-":
      throw fail(
        "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. "
          + "Use parentheses around negative numbers.")
    default: break
    }
    var predicates: [VisualFormatPlan.Predicate]
    if peek == "(" {
      predicates = try predicateList(allowViews: false)
    } else {
      var single = VisualFormatPlan.Predicate(
        object: try object(allowViews: false, allowSign: false))
      if peek == "@" { single.priority = try priority() }
      predicates = [single]
    }
    skipSpaces()
    guard peek == "-" else { throw fail("Expected a '-' here") }
    position += 1
    return predicates
  }

  /// `(predicate, predicate, …)`.
  private mutating func predicateList(allowViews: Bool) throws(VisualFormatError)
    -> [VisualFormatPlan.Predicate]
  {
    position += 1  // "("
    var list: [VisualFormatPlan.Predicate] = []
    while true {
      list.append(try predicate(allowViews: allowViews))
      skipSpaces()
      if peek == "," {
        position += 1
        continue
      }
      if peek == ")" {
        position += 1
        return list
      }
      if allowViews {
        throw fail(
          "A predicate on a view's thickness must end with ')' and the view must end with ']'")
      }
      throw fail("Expected ')' or ','")
    }
  }

  /// `(==|<=|>=)? object (@priority)?`.
  private mutating func predicate(allowViews: Bool) throws(VisualFormatError)
    -> VisualFormatPlan.Predicate
  {
    skipSpaces()
    var relation = NSLayoutConstraint.Relation.equal
    if let first = peek, first == "=" || first == "<" || first == ">" {
      position += 1
      guard peek == "=" else { throw fail("Unknown relation. Must be ==, >=, or <=") }
      position += 1
      relation =
        first == "=" ? .equal : first == "<" ? .lessThanOrEqual : .greaterThanOrEqual
    }
    skipSpaces()
    var result = VisualFormatPlan.Predicate(
      relation: relation, object: try object(allowViews: allowViews, allowSign: true))
    skipSpaces()
    if peek == "@" { result.priority = try priority() }
    return result
  }

  /// `@number` or `@metric`.
  private mutating func priority() throws(VisualFormatError) -> Float {
    position += 1  // "@"
    skipSpaces()
    guard case .constant(let value) = try object(allowViews: false, allowSign: false) else {
      return 1000
    }
    return Float(value)
  }

  /// A number (C locale, as `strtod_l` reads it), a metric's value, or a view.
  private mutating func object(allowViews: Bool, allowSign: Bool) throws(VisualFormatError)
    -> VisualFormatPlan.Object
  {
    let start = position
    if let first = peek, first.isDigit || first == "." || (allowSign && first == "-") {
      position += 1
      while let next = peek, next.isDigit || next == "." { position += 1 }
      let text = String(String.UnicodeScalarView(scalars[start..<position]))
      guard let value = Double(text) else {
        position = start
        throw fail(
          "Expected a number or key from the metrics dictionary, but encountered something else")
      }
      return .constant(CGFloat(value))
    }
    guard let first = peek, first.isNameStart else {
      throw fail(
        "Expected a number or key from the metrics dictionary, but encountered something else")
    }
    let name = readName()
    if let metric = metrics[name], let value = Self.number(metric) { return .constant(value) }
    if allowViews, let item = views[name] as? any LayoutItem { return .item(item) }
    throw fail(
      "Encountered metric with name \"\(name)\", but value was not specified in metrics or "
        + "views dictionaries")
  }

  /// A metric's value as a number of points: any of Swift's numeric types or an `NSNumber`.
  static func number(_ value: Any) -> CGFloat? {
    switch value {
    case let value as CGFloat: value
    case let value as Double: CGFloat(value)
    case let value as Float: CGFloat(value)
    case let value as Int: CGFloat(value)
    case let value as NSNumber: CGFloat(value.doubleValue)
    default: nil
    }
  }

  // MARK: - Scanning

  private var peek: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

  private mutating func skipSpaces() {
    while let next = peek, next == " " || next == "\t" || next == "\n" { position += 1 }
  }

  private mutating func readName() -> String {
    let start = position
    while let next = peek, next.isNameStart || next.isDigit { position += 1 }
    return String(String.UnicodeScalarView(scalars[start..<position]))
  }

  /// An error at the current column.
  func fail(_ message: String) -> VisualFormatError {
    VisualFormatError(message: message, format: format, position: position)
  }
}

extension Unicode.Scalar {
  /// A letter or underscore: the start of a C identifier.
  fileprivate var isNameStart: Bool {
    ("a"..."z").contains(self) || ("A"..."Z").contains(self) || self == "_"
  }

  /// A decimal digit.
  fileprivate var isDigit: Bool { ("0"..."9").contains(self) }
}
