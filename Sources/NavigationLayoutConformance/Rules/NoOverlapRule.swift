/// NLC-003: no two visible drawn elements overlap: Google's components by their visual
/// rectangles, and the app's opaque overlays and floating controls (DESIGN.md §6).
///
/// **When:** in every phase, at settled checkpoints only. While an animation runs, views are in
/// transit: the guide itself suggests sliding a prompt in from just below the visible area or
/// from behind a bottom sheet, and a change of prompt slides one out while the other slides in.
/// The one overlap that matters mid-animation, a prompt over the logo, is NLC-005's.
///
/// **What:** for every pair of visible elements whose role is drawn (``ElementRole/isDrawn``:
/// not the viewport, hiding stacks, plain containers or ignored views), the visual rectangles
/// overlap by no more than ``RuleGeometry/tolerance`` in either direction. Not compared:
/// - hidden, transparent or zero-area elements (a hiding stack's hidden buttons, a speed
///   widget showing nothing, a trip progress bar squeezed to zero height);
/// - an element and its own ancestor: a Google component inside the app's opaque view draws
///   on top of it (whether it may sit there at all is NLC-012's question);
/// - the app's own views inside another drawn or ignored app view: they are that view's
///   content, which the view stands for in every comparison.
/// - a prompt and the ETA card: the guide lays prompts over the layout, anchored to the
///   bottom edge, and its own sample docks them on top of the ETA card.
/// The trip progress bar gets no exemption: it is a drawn floating control like the others.
/// The first overlapping pair in the map's preorder is reported.
///
/// **Why:** the guide's opening promise is a framework to "avoid overlapping views", its
/// speed-widget advice is to anchor neighbours so the layout "prevents spatial overlaps", and
/// its prompt section tells the delegate to keep a prompt off the viewport, the logo and the
/// bottom-aligned buttons; Google's cards draw inside their layout margins, so their
/// margin-inset rectangles are what must stay apart.
///
/// ```swift
/// print(NoOverlapRule().check(snapshot, in: context)?.detail ?? "ok")
/// // prompt #1 (0, 600, 393×218) overlaps button(compass) (337, 700, 48×48) in (337, 700, 48×48)
/// ```
public struct NoOverlapRule: ScanningRule {
  public let id = "NLC-003"
  public let title = "no overlap among visible elements"

  /// Creates the rule.
  public init() {}

  /// The overlapping pairs, in the map's preorder: the first only, unless `all`.
  public func scan(_ snapshot: LayoutSnapshot, in context: RuleContext, all: Bool) -> [RuleFinding]
  {
    guard snapshot.isSettled else { return [] }
    var found: [RuleFinding] = []
    let elements = snapshot.elements
    let candidates = Self.candidates(in: elements)
    for (position, first) in candidates.enumerated() {
      let a = elements[first]
      for second in candidates[(position + 1)...] {
        let b = elements[second]
        guard let overlap = RuleGeometry.overlap(a.visualRect, b.visualRect),
          !Self.mayOverlap(first, second, in: elements)
        else { continue }
        found.append(.overlap(a, "overlaps", b, in: overlap))
        if !all { return found }
      }
    }
    return found
  }

  /// Records, per pair the rule compares that holds at least one of the app's views, how far
  /// apart their visual rectangles are (``RuleGeometry/separation(_:_:)``): the overlap breaks
  /// the rule below -0.5 points. Pairs of Google's views are left out: one boundary-search
  /// target per pair (about 150) spread the budget so thin that a band only the app's view
  /// shows was not reached (Docs/PropertyEngine.md, "The boundary search").
  public func measureSlack(
    _ snapshot: LayoutSnapshot, in context: RuleContext, into readings: inout SlackReadings
  ) {
    guard snapshot.isSettled else { return }
    let elements = snapshot.elements
    let candidates = Self.candidates(in: elements)
    for (position, first) in candidates.enumerated() {
      let a = elements[first]
      for second in candidates[(position + 1)...] {
        let b = elements[second]
        // Google's views among themselves keep the SDK's fixed spacing in most layouts: a
        // target per pair of them would spread the search thin over gaps that do not move.
        if (a.role.isGoogleComponent && b.role.isGoogleComponent)
          || Self.mayOverlap(first, second, in: elements)
        {
          continue
        }
        readings.record(
          RuleGeometry.separation(a.visualRect, b.visualRect), rule: id, a.name, b.name)
      }
    }
  }

  /// The indices of the elements the rule compares, in preorder: visible drawn elements, an
  /// app view inside another drawn app view counting as that view's content, not apart.
  static func candidates(in elements: [ElementSnapshot]) -> [Int] {
    var candidates: [Int] = []
    candidates.reserveCapacity(elements.count)
    for element in elements where element.isVisible && element.role.isDrawn {
      if !element.role.isGoogleComponent && Self.isContent(element, in: elements) { continue }
      candidates.append(element.index)
    }
    return candidates
  }

  /// Whether two compared elements may overlap: a prompt resting on the ETA card, or one
  /// element inside the other.
  static func mayOverlap(_ first: Int, _ second: Int, in elements: [ElementSnapshot]) -> Bool {
    isPromptOverETACard(elements[first].role, elements[second].role)
      || isAncestor(first, of: second, in: elements) || isAncestor(second, of: first, in: elements)
  }

  /// Whether the pair is a prompt and the ETA card: the guide places a prompt "over your
  /// layout, usually anchored to the bottom edge of the map" (its sample docks it there, on
  /// top of the ETA card), so a prompt may cover the card it rests on.
  static func isPromptOverETACard(_ a: ElementRole, _ b: ElementRole) -> Bool {
    (a == .prompt && b == .etaCard) || (a == .etaCard && b == .prompt)
  }

  /// Whether an app view lies inside another drawn or ignored app view, as its content.
  static func isContent(_ element: ElementSnapshot, in elements: [ElementSnapshot]) -> Bool {
    var parent = element.parentIndex
    while let index = parent {
      let role = elements[index].role
      if role.isDrawn || role == .ignored { return true }
      parent = elements[index].parentIndex
    }
    return false
  }

  /// Whether the element at `ancestor` is an ancestor of the one at `index`.
  static func isAncestor(_ ancestor: Int, of index: Int, in elements: [ElementSnapshot]) -> Bool {
    var parent = elements[index].parentIndex
    while let current = parent {
      if current == ancestor { return true }
      parent = elements[current].parentIndex
    }
    return false
  }
}
