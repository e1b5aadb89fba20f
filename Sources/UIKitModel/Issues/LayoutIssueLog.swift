/// The issues recorded for one view hierarchy, in the order they happened, and the fake
/// addresses its log text uses.
///
/// Each root view owns one (``UIView/layoutIssues`` reads it). An issue about items in two
/// hierarchies goes to both; when one hierarchy is added into another, its entries move
/// along, without repeats.
@MainActor
final class LayoutIssueLog {
  @exclusivity(unchecked) private(set) var entries: [(id: Int, issue: LayoutIssue)] = []
  @exclusivity(unchecked) private var nextAddress = 1
  private static var entryCounter = 0

  /// The issues in the order recorded.
  var issues: [LayoutIssue] { entries.map(\.issue) }

  /// Appends an issue to each root's log, and to the pending issues of each guide that has
  /// no owning view yet, under one entry id.
  static func record(
    _ issue: LayoutIssue, roots: [UIView], pendingOn guides: [UILayoutGuide] = []
  ) {
    entryCounter += 1
    for root in roots { root.issueLog.entries.append((entryCounter, issue)) }
    for guide in guides { guide.pendingIssues.append((entryCounter, issue)) }
  }

  /// Takes over another log's entries, skipping those already here.
  func absorb(_ other: LayoutIssueLog) {
    absorb(other.entries)
  }

  /// Takes over entries (a guide's pending issues), skipping those already here.
  func absorb(_ others: [(id: Int, issue: LayoutIssue)]) {
    for entry in others where !entries.contains(where: { $0.id == entry.id }) {
      entries.append(entry)
    }
  }

  /// The line of app code behind each operation that would raise, by the exception's reason
  /// text: the constraint's ``NSLayoutConstraint/callSite`` or the visual format's caller.
  /// Looked up by text only (never iterated); forgotten past a bound, as a campaign makes
  /// new reasons for as long as it runs.
  private static var crashSites: [String: CallSite] = [:]

  /// Records the app line behind a `wouldCrash` reason.
  static func recordCrashSite(_ site: CallSite?, reason: String) {
    guard let site, !site.isFrameworkCode else { return }
    if crashSites.count >= 4096 { crashSites.removeAll() }
    crashSites[reason] = site
  }

  /// The line of app code whose operation would have raised with `reason`, if known.
  static func crashSite(forReason reason: String) -> CallSite? { crashSites[reason] }

  /// Forgets the recorded issues; addresses already given stay.
  func removeAll() { entries.removeAll() }

  /// The object's address, assigning the next free one on first use.
  func address(_ stored: inout Int?) -> Int {
    if let stored { return stored }
    let address = nextAddress
    nextAddress += 1
    stored = address
    return address
  }

  /// An item as UIKit prints it: `UIView:0x2`, `UILayoutGuide:0x3'UIViewSafeAreaLayoutGuide'`.
  func name(of item: any LayoutItem) -> String {
    var stored = item.logAddress
    let number = address(&stored)
    item.logAddress = stored
    return "\(item.logClassName):0x\(String(number, radix: 16))\(item.logSuffix)"
  }

  /// A constraint's own address.
  func address(of constraint: NSLayoutConstraint) -> Int {
    var stored = constraint.logAddress
    let number = address(&stored)
    constraint.logAddress = stored
    return number
  }
}
