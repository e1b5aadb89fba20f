import Foundation
import Testing
import UIKitModel

// Malformed formats fail as UIKit's parser does: NSInvalidArgumentException with "Unable to
// parse constraint format: ", the message, the format and a caret under the column where
// parsing stopped. Messages and examples quoted from Apple's Auto Layout Guide appendix or
// from UIKit crash reports are marked; the others are the model's wording (CONFORMANCE.md
// AL-UIK-090). Columns are worked out by hand from the format.

@MainActor
@Suite("Visual format errors")
struct VisualFormatErrorTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let format: String
    let message: String
    let column: Int
    var options: UInt = 0
    var testDescription: String { format }
  }

  nonisolated static let cases: [Case] = [
    // Apple's guide: "V|[backgroundBox]|", caret under the bar.
    Case(
      format: "V|[backgroundBox]|",
      message: "Expected ':' after 'V' to specify vertical arrangement", column: 1),
    // A crash report (GUITabPagerViewController #29/#41): "H:|-10-|".
    Case(format: "H:|-10-|", message: "Expected a view", column: 7),
    // A crash report (Stack Overflow 13045178): a key path is not a view name.
    Case(
      format: "H:[self.arrows]-5-|", message: "self is not a key in the views dictionary.",
      column: 7),
    // Apple's guide: the missing ')' before ']'.
    Case(
      format: "|[whiteBox1][blackBox4(blackWidth][redBox]|",
      message:
        "A predicate on a view's thickness must end with ')' and the view must end with ']'",
      column: 33),
    // Apple's guide: ">30".
    Case(
      format: "V:|[blackBox4(>30)]|", message: "Unknown relation. Must be ==, >=, or <=",
      column: 15),
    Case(
      format: "[whiteBox1(==zz)]",
      message:
        "Encountered metric with name \"zz\", but value was not specified in metrics or views "
        + "dictionaries", column: 15),
    // A view may be a predicate's object only for a view's size.
    Case(
      format: "[whiteBox1]-(==redBox)-[redBox]",
      message:
        "Encountered metric with name \"redBox\", but value was not specified in metrics or "
        + "views dictionaries", column: 21),
    Case(
      format: "[whiteBox1]--[redBox]",
      message:
        "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. "
        + "Use parentheses around negative numbers.", column: 12),
    Case(format: "[whiteBox1]-8[redBox]", message: "Expected a '-' here", column: 13),
    Case(
      format: "[whiteBox1",
      message: "Expected a ']' here. That is how you give the end of a view.", column: 10),
    Case(
      format: "[1box]",
      message:
        "Expected a view. View names must start with a letter or an underscore, then contain "
        + "letters, numbers, and underscores.", column: 1),
    Case(
      format: "[whiteBox1(@)]",
      message:
        "Expected a number or key from the metrics dictionary, but encountered something else",
      column: 11),
    Case(format: "[whiteBox1]x", message: "Expected a view or '|'", column: 11),
    Case(format: "[whiteBox1]|x", message: "Expected the end of the format string", column: 12),
    // A crash report (DZNEmptyDataSet #334): a bar beside a view with no superview.
    Case(
      format: "V:|[orphan]",
      message:
        "Unable to interpret '|' character, because the related view doesn't have a superview",
      column: 2),
    // Crash reports: alignment along the format's own axis; the caret after the last view.
    Case(
      format: "H:[whiteBox1]-[redBox]",
      message:
        "Options mask required views to be aligned on a horizontal edge, which is not allowed "
        + "for layout that is also horizontal.", column: 22,
      options: NSLayoutConstraint.FormatOptions.alignAllLeading.rawValue),
    Case(
      format: "V:[whiteBox1][redBox]",
      message:
        "Options mask required views to be aligned on a vertical edge, which is not allowed "
        + "for layout that is also vertical.", column: 21,
      options: NSLayoutConstraint.FormatOptions.alignAllCenterY.rawValue),
  ]

  @Test("each malformed format fails with UIKit's message at its column", arguments: cases)
  func malformed(_ testCase: Case) {
    let map = makeMap()
    let views: [String: UIView] = [
      "whiteBox1": makeAutoLayoutView(), "blackBox4": makeAutoLayoutView(),
      "redBox": makeAutoLayoutView(), "backgroundBox": makeAutoLayoutView(),
      "arrows": makeAutoLayoutView(),
    ]
    for key in views.keys.sorted() { map.addSubview(views[key]!) }
    var all: [String: Any] = views
    all["orphan"] = makeAutoLayoutView()
    let expected = VisualFormatError(
      message: testCase.message, format: testCase.format, position: testCase.column)
    #expect(throws: expected) {
      try NSLayoutConstraint.parseVisualFormat(
        testCase.format, options: .init(rawValue: testCase.options),
        metrics: ["blackWidth": 20], views: all)
    }
  }

  @Test("the exception's reason prints the message, the format and the caret line")
  func reasonText() {
    let error = VisualFormatError(
      message: "Expected ':' after 'V' to specify vertical arrangement",
      format: "V|[backgroundBox]|", position: 1)
    #expect(
      error.description
        == "Unable to parse constraint format: \nExpected ':' after 'V' to specify vertical "
        + "arrangement \nV|[backgroundBox]| \n ^")
  }

  @Test("UIKit's form records the crash in the views' hierarchy and makes no constraints")
  func recordedAsCrash() {
    let map = makeMap()
    let box = makeAutoLayoutView()
    map.addSubview(box)
    let made = NSLayoutConstraint.constraints(
      withVisualFormat: "H:[box]-[missing]", metrics: nil, views: ["box": box])
    #expect(made.isEmpty)
    let reason =
      "Unable to parse constraint format: \nmissing is not a key in the views dictionary. "
      + "\nH:[box]-[missing] \n" + String(repeating: " ", count: 16) + "^"
    #expect(map.layoutIssues == [.wouldCrash(reason: reason)])
    #expect(
      map.layoutIssues.first?.description
        == "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', "
        + "reason: '\(reason)'")
    map.layoutIfNeeded()
    #expect(box.frame.width == 0)
  }
}
