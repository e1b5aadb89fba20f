import Foundation
import Testing
import UIKitModel

@MainActor
@Suite("Unsatisfiable constraints and ambiguity")
struct ConflictAndAmbiguityTests {
  @Test("two required widths: UIKit's log, the set, and the later one broken")
  func unsatisfiableWidths() throws {
    let map = makeMap()
    let view = makeAutoLayoutView()
    map.addSubview(view)
    let narrow = view.widthAnchor.constraint(equalToConstant: 20)
    let wide = view.widthAnchor.constraint(equalToConstant: 40)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: map.leadingAnchor),
      view.topAnchor.constraint(equalTo: map.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
      narrow, wide,
    ])
    map.layoutIfNeeded()
    guard case .unsatisfiable(let conflict)? = map.layoutIssues.first else {
      Issue.record("expected an unsatisfiable issue, got \(map.layoutIssues)")
      return
    }
    #expect(map.layoutIssues.count == 1)
    #expect(conflict.mutuallyExclusive == [narrow, wide])
    #expect(conflict.broken === wide)
    #expect(wide.isActive)
    #expect(
      conflict.log == """
        [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want.\u{20}
        \tTry this:\u{20}
        \t\t(1) look at each constraint and try to figure out which you don't expect;\u{20}
        \t\t(2) find the code that added the unwanted constraint or constraints and fix it.\u{20}
        (
            "<NSLayoutConstraint:0x1 UIView:0x2.width == 20   (active)>",
            "<NSLayoutConstraint:0x3 UIView:0x2.width == 40   (active)>"
        )

        Will attempt to recover by breaking constraint\u{20}
        <NSLayoutConstraint:0x3 UIView:0x2.width == 40   (active)>

        Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
        The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
        """)
    // The broken constraint holds as nearly as the rest allow: width stays 20.
    #expect(view.frame == CGRect(x: 0, y: 0, width: 20, height: 10))
  }

  @Test("a forgotten translatesAutoresizingMaskIntoConstraints conflicts with the frame")
  func autoresizingConflict() {
    let map = makeMap()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    map.addSubview(view)
    view.widthAnchor.constraint(equalToConstant: 100).isActive = true
    map.layoutIfNeeded()
    guard case .unsatisfiable(let conflict)? = map.layoutIssues.first else {
      Issue.record("expected an unsatisfiable issue, got \(map.layoutIssues)")
      return
    }
    #expect(
      conflict.descriptions == [
        "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIView:0x2.width == 50   (active)>",
        "<NSLayoutConstraint:0x3 UIView:0x2.width == 100   (active)>",
      ])
    #expect(conflict.log.contains("(Note: If you're seeing NSAutoresizingMaskLayoutConstraints"))
    #expect(view.frame.width == 50)
  }

  @Test("a lone negative width is unsatisfiable: sizes are non-negative")
  func negativeWidth() {
    let map = makeMap()
    let view = makeAutoLayoutView()
    map.addSubview(view)
    view.widthAnchor.constraint(equalToConstant: -16).isActive = true
    map.layoutIfNeeded()
    guard case .unsatisfiable(let conflict)? = map.layoutIssues.first else {
      Issue.record("expected an unsatisfiable issue, got \(map.layoutIssues)")
      return
    }
    #expect(
      conflict.descriptions == ["<NSLayoutConstraint:0x1 UIView:0x2.width == -16   (active)>"])
    #expect(view.frame.width == 0)
  }

  @Test("ambiguity from a missing constraint: no width")
  func missingConstraint() {
    let map = makeMap()
    let view = makeAutoLayoutView()
    map.addSubview(view)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: map.leadingAnchor),
      view.topAnchor.constraint(equalTo: map.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])
    map.layoutIfNeeded()
    #expect(view.hasAmbiguousLayout)
    #expect(!map.hasAmbiguousLayout)
    #expect(map.recordAmbiguousLayout() == [.ambiguous(item: "UIView:0x1", attributes: ["width"])])
    #expect(map.layoutIssues.map(\.description) == ["AMBIGUOUS LAYOUT for UIView:0x1.width"])
  }

  @Test("ambiguity from an equal-priority conflict: any width in 100...200 is optimal")
  func equalPriorityConflict() {
    let map = makeMap()
    let view = makeAutoLayoutView()
    map.addSubview(view)
    let small = view.widthAnchor.constraint(equalToConstant: 100)
    let large = view.widthAnchor.constraint(equalToConstant: 200)
    small.priority = .sceneSizeStayPut
    large.priority = .sceneSizeStayPut
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: map.leadingAnchor),
      view.topAnchor.constraint(equalTo: map.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
      small, large,
    ])
    map.layoutIfNeeded()
    #expect(map.recordAmbiguousLayout() == [.ambiguous(item: "UIView:0x1", attributes: ["width"])])
    let chosen = view.frame.width
    #expect(chosen == 100 || chosen == 200)
    view.exerciseAmbiguityInLayout()
    #expect(view.frame.width == (chosen == 100 ? 200 : 100))
    // A higher priority on one side settles it.
    large.priority = UILayoutPriority(501)
    map.layoutIfNeeded()
    #expect(view.frame.width == 200)
    #expect(!view.hasAmbiguousLayout)
  }
}
