import Foundation

// The visual format language (Auto Layout Guide, appendix "Visual Format Language"). Which
// constraints a format makes, in which order and with which items first:
// - a connection from an earlier to a later element is `later.start REL earlier.end + c`
//   (`b.leading == a.trailing + 8` for `[a]-[b]`), a leading bar `a.leading == bar.leading +
//   c`, a closing bar `bar.trailing == a.trailing + c`, as UIKit prints them; right to left
//   (`.directionRightToLeft`) the items swap (`a.left == b.right + 8`);
// - `-` between views is the standard 8 points; next to a bar it is the superview's layout
//   margin (`a.leading == bar.leadingMargin`), which is what UIKit has done since iOS 8;
// - constraints come in format order: each view's leading connection, then its size
//   predicates; the closing bar's connection; then the alignment options, view by view.

extension NSLayoutConstraint {
  /// Makes the constraints a visual format string describes: UIKit's
  /// `constraints(withVisualFormat:options:metrics:views:)`.
  ///
  /// - Parameters:
  ///   - format: `H:` (default) or `V:`, bars for the superview, `[name(predicates)]` views and
  ///     the connections between them (Auto Layout Guide, "Visual Format Language").
  ///   - opts: alignment, direction and spacing options (``FormatOptions``).
  ///   - metrics: numbers (any numeric type or `NSNumber`, in points or as priorities) by name.
  ///   - views: views by name; the format's names are looked up here.
  ///   - fileID: The caller's file, recorded as each constraint's ``callSite``.
  ///   - line: The caller's line.
  /// - Returns: the constraints, inactive, in the order the format states them, never in
  ///   dictionary order; empty when the format is malformed.
  ///
  /// A malformed format raises `NSInvalidArgumentException` in UIKit. The model records
  /// ``LayoutIssue/wouldCrash(reason:)`` with UIKit's reason (message, format and caret) in the
  /// issue log of every hierarchy the dictionary's views belong to, and returns no
  /// constraints; ``parseVisualFormat(_:options:metrics:views:)`` throws it instead.
  ///
  /// ```swift
  /// let made = NSLayoutConstraint.constraints(
  ///   withVisualFormat: "H:|-16-[icon(24)]-[title]-|", metrics: nil,
  ///   views: ["icon": icon, "title": title])
  /// print(made.count)  // 4
  /// ```
  public class func constraints(
    withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?,
    views: [String: Any], fileID: StaticString = #fileID, line: UInt = #line
  ) -> [NSLayoutConstraint] {
    do {
      let made = try parseVisualFormat(format, options: opts, metrics: metrics, views: views)
      let site = CallSite(fileID: fileID, line: line)
      for constraint in made { constraint.callSite = site }
      return made
    } catch {
      LayoutIssueLog.recordCrashSite(
        CallSite(fileID: fileID, line: line), reason: error.description)
      recordVisualFormatCrash(error, views: views)
      return []
    }
  }

  /// Model-only: the constraints of a visual format string, or the error UIKit would raise.
  ///
  /// - Throws: ``VisualFormatError`` with UIKit's message and caret column when the format
  ///   breaks the grammar, names a view or metric the dictionaries lack, uses a bar next to a
  ///   view without a superview, or asks to align views along the format's own axis.
  public static func parseVisualFormat(
    _ format: String, options: FormatOptions = [], metrics: [String: Any]?,
    views: [String: Any], fileID: StaticString = #fileID, line: UInt = #line
  ) throws(VisualFormatError) -> [NSLayoutConstraint] {
    var parser = VisualFormatParser(format: format, metrics: metrics, views: views)
    let plan = try parser.parse()
    var builder = VisualFormatBuilder(plan: plan, options: options)
    let made = try builder.build(format: format)
    let site = CallSite(fileID: fileID, line: line)
    for constraint in made { constraint.callSite = site }
    return made
  }

  /// Records the exception UIKit would raise in the logs of the views' hierarchies, visited
  /// in key order so the log does not depend on dictionary order.
  private static func recordVisualFormatCrash(_ error: VisualFormatError, views: [String: Any]) {
    var roots: [UIView] = []
    var guides: [UILayoutGuide] = []
    for key in views.keys.sorted() {
      guard let item = views[key] as? any LayoutItem else { continue }
      if let root = item.hostView?.rootView {
        if !roots.contains(where: { $0 === root }) { roots.append(root) }
      } else if let guide = item as? UILayoutGuide {
        guides.append(guide)
      }
    }
    LayoutIssueLog.record(
      .wouldCrash(reason: error.description), roots: roots, pendingOn: guides)
  }
}
