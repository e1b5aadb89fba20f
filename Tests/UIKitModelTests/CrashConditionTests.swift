import Foundation
import Testing
import UIKitModel

// Every device crash is recorded with UIKit's reason text and skipped; the model keeps
// laying out afterwards.

@MainActor
@Suite("Device crash conditions")
struct CrashConditionTests {
  @Test("constraining views with no common ancestor")
  func noCommonAncestor() {
    let map = makeMap()
    let image = makeAutoLayoutView()
    let stray = makeAutoLayoutView()
    map.addSubview(image)
    let constraint = image.heightAnchor.constraint(equalTo: stray.heightAnchor)
    constraint.isActive = true
    #expect(!constraint.isActive)
    #expect(
      map.layoutIssues == [
        .wouldCrash(
          reason: "Unable to activate constraint with anchors <NSLayoutDimension:0x1 "
            + "\"UIView:0x2.height\"> and <NSLayoutDimension:0x3 \"UIView:0x4.height\"> because "
            + "they have no common ancestor.  Does the constraint or its anchors reference items "
            + "in different view hierarchies?  That's illegal.")
      ])
    #expect(
      map.layoutIssues.first?.description.hasPrefix(
        "*** Terminating app due to uncaught exception 'NSGenericException', reason: 'Unable")
        == true)
    assertStillLaysOut(map, image)
  }

  @Test("mixing leading with left")
  func leadingLeftMix() {
    let map = makeMap()
    let view = makeAutoLayoutView()
    map.addSubview(view)
    let constraint = view.leadingAnchor.constraint(equalTo: map.leftAnchor)
    constraint.isActive = true
    #expect(!constraint.isActive)
    #expect(
      map.layoutIssues == [
        .wouldCrash(
          reason: "A constraint cannot be made between a leading/trailing attribute and a "
            + "right/left attribute. Use leading/trailing for both or neither.")
      ])
    assertStillLaysOut(map, view)
  }

  @Test("switching an installed constraint between required and optional")
  func requiredToOptional() {
    let map = makeMap()
    let view = makeAutoLayoutView()
    map.addSubview(view)
    let width = view.widthAnchor.constraint(equalToConstant: 120)
    width.isActive = true
    width.priority = .defaultHigh
    #expect(width.priority == .required)
    #expect(
      map.layoutIssues == [
        .wouldCrash(
          reason: "Mutating a priority from required to not on an installed constraint (or "
            + "vice-versa) is not supported. You passed priority 750 and the existing priority "
            + "was 1000.")
      ])
    // Optional to optional is fine, and so is any change while inactive.
    width.isActive = false
    width.priority = .defaultHigh
    width.isActive = true
    width.priority = UILayoutPriority(999)
    #expect(map.layoutIssues.count == 1)
    assertStillLaysOut(map, view)
  }

  @Test("adding a view into its own subtree")
  func addIntoOwnSubtree() {
    let map = makeMap()
    let container = UIView()
    let child = UIView()
    map.addSubview(container)
    container.addSubview(child)
    child.addSubview(container)
    container.addSubview(container)
    #expect(container.superview === map)
    #expect(child.subviews.isEmpty)
    #expect(
      map.layoutIssues == [
        .wouldCrash(reason: "Can't add self as subview"),
        .wouldCrash(reason: "Can't add self as subview"),
      ])
  }

  /// The hierarchy still lays out: a fresh constraint set on `view` takes effect.
  private func assertStillLaysOut(_ map: UIView, _ view: UIView) {
    let hasWidth = view.constraints.contains { $0.firstAttribute == .width }
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 10),
      view.topAnchor.constraint(equalTo: map.topAnchor, constant: 20),
      view.heightAnchor.constraint(equalToConstant: 30),
    ])
    if !hasWidth {
      view.widthAnchor.constraint(equalToConstant: 120).isActive = true
    }
    map.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 10, y: 20, width: 120, height: 30))
  }
}

@MainActor
@Suite("Crashes on unattached layout guides")
struct UnattachedGuideCrashTests {
  @Test("a crash on a guide with no owning view shows in the hierarchy it later joins")
  func crashMovesWithGuide() {
    let map = makeMap()
    let guide = UILayoutGuide()
    let width = guide.widthAnchor.constraint(equalToConstant: 10)
    width.isActive = true
    #expect(!width.isActive)
    #expect(map.layoutIssues.isEmpty)
    map.addLayoutGuide(guide)
    // No hierarchy at the time, so no log to number the anchor and the guide: 0x0; a
    // single-item constraint has no second anchor: (null).
    #expect(
      map.layoutIssues == [
        .wouldCrash(
          reason: "Unable to activate constraint with anchors <NSLayoutDimension:0x0 "
            + "\"UILayoutGuide:0x0.width\"> and (null) because they have no common ancestor.  "
            + "Does the constraint or its anchors reference items in different view "
            + "hierarchies?  That's illegal.")
      ])
    // Taken over once: moving the guide again adds nothing.
    let other = UIView()
    map.addSubview(other)
    other.addLayoutGuide(guide)
    #expect(map.layoutIssues.count == 1)
  }
}

@MainActor
@Suite("Legacy addConstraint on the wrong view")
struct LegacyInstallationTests {
  @Test("adding a sibling constraint to one sibling is recorded and not installed")
  func siblingConstraintOnSibling() {
    let map = makeMap()
    let a = makeAutoLayoutView()
    let b = makeAutoLayoutView()
    map.addSubview(a)
    map.addSubview(b)
    let constraint = a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)
    a.addConstraint(constraint)
    #expect(!constraint.isActive)
    #expect(map.constraints.isEmpty)
    // Addresses by first print: the constraint 0x1, a 0x2, b 0x3.
    #expect(
      map.layoutIssues == [
        .wouldCrash(
          reason: "The view hierarchy is not prepared for the constraint: "
            + "<NSLayoutConstraint:0x1 UIView:0x2.leading == UIView:0x3.trailing + 8> When "
            + "added to a view, the constraint's items must be descendants of that view (or "
            + "the view itself).")
      ])
    // Added to their parent it installs there.
    map.addConstraint(constraint)
    #expect(constraint.isActive)
    #expect(map.constraints == [constraint])
  }
}
