import Foundation
import Testing
import UIKitModel

// Values UIKit raises for: non-finite constants and priorities outside (0, 1000]. Each is
// recorded as a crash and skipped; the model keeps laying out.

@MainActor
@Suite("Invalid constants and priorities")
struct InvalidValueTests {
  @Test("a non-finite constant at creation is recorded and the constraint never activates")
  func nonFiniteConstantAtCreation() {
    let map = makeMap()
    let view = makeAutoLayoutView()
    map.addSubview(view)
    let nan = view.widthAnchor.constraint(equalToConstant: .nan)
    nan.isActive = true
    let infinite = view.widthAnchor.constraint(equalToConstant: .infinity)
    infinite.isActive = true
    #expect(!nan.isActive && !infinite.isActive)
    // Addresses: anchor 0x1, view 0x2, then the second constraint's anchor 0x3.
    #expect(
      map.layoutIssues == [
        .wouldCrash(
          reason: "NSLayoutConstraint constant is not finite!  That's illegal.  constant:nan "
            + "firstAnchor:<NSLayoutDimension:0x1 \"UIView:0x2.width\"> secondAnchor:(null)"),
        .wouldCrash(
          reason: "NSLayoutConstraint constant is not finite!  That's illegal.  constant:inf "
            + "firstAnchor:<NSLayoutDimension:0x3 \"UIView:0x2.width\"> secondAnchor:(null)"),
      ])
  }

  @Test("setting an installed constraint's constant to NaN is recorded and keeps the old one")
  func nonFiniteConstantOnInstalledConstraint() {
    let map = makeMap()
    let view = makeAutoLayoutView()
    map.addSubview(view)
    let width = view.widthAnchor.constraint(equalToConstant: 120)
    NSLayoutConstraint.activate([
      width, view.heightAnchor.constraint(equalToConstant: 30),
      view.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 10),
      view.topAnchor.constraint(equalTo: map.topAnchor, constant: 20),
    ])
    map.layoutIfNeeded()
    width.constant = .nan
    #expect(width.constant == 120)
    #expect(map.layoutIssues.count == 1)
    #expect(
      map.layoutIssues.first?.description.contains("constant is not finite!  That's illegal.")
        == true)
    // The next constant change takes the fast path and lands: width 80.
    width.constant = 80
    map.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 10, y: 20, width: 80, height: 30))
  }

  @Test(
    "priorities outside (0, 1000] are recorded and skipped",
    arguments: [
      (Float(0), "0"), (1001, "1001"), (-5, "-5"), (.nan, "nan"),
    ] as [(Float, String)])
  func invalidPriority(raw: Float, text: String) {
    let map = makeMap()
    let view = makeAutoLayoutView()
    map.addSubview(view)
    let width = view.widthAnchor.constraint(equalToConstant: 120)
    width.priority = UILayoutPriority(raw)
    #expect(width.priority == .required)
    #expect(
      map.layoutIssues == [
        .wouldCrash(
          reason: "It's illegal to set priority:\(text). Priorities must be "
            + "greater than 0 and less than or equal to UILayoutPriorityRequired, which is 1000.")
      ])
    // Still required and still usable: width 120.
    NSLayoutConstraint.activate([
      width, view.heightAnchor.constraint(equalToConstant: 30),
      view.leadingAnchor.constraint(equalTo: map.leadingAnchor),
      view.topAnchor.constraint(equalTo: map.topAnchor),
    ])
    map.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 0, y: 0, width: 120, height: 30))
  }
}

@MainActor
@Suite("Illegal items and attribute pairings")
struct IllegalPairingTests {
  @Test(
    "size with location and vertical with horizontal are recorded and never activate",
    arguments: [
      (NSLayoutConstraint.Attribute.width, NSLayoutConstraint.Attribute.left, "width and left"),
      (.top, .left, "top and left"),
      (.left, .height, "left and height"),
      (.centerY, .centerX, "centerY and centerX"),
    ])
  func invalidPairing(
    first: NSLayoutConstraint.Attribute, second: NSLayoutConstraint.Attribute, text: String
  ) {
    let map = makeMap()
    let a = makeAutoLayoutView()
    let b = makeAutoLayoutView()
    map.addSubview(a)
    map.addSubview(b)
    let constraint = NSLayoutConstraint(
      item: a, attribute: first, relatedBy: .equal, toItem: b, attribute: second,
      multiplier: 1, constant: 0)
    constraint.isActive = true
    #expect(!constraint.isActive)
    #expect(
      map.layoutIssues == [
        .wouldCrash(
          reason: "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:"
            + "attribute:multiplier:constant:]: Invalid pairing of layout attributes \(text)")
      ])
  }

  @Test("legal cross pairings stay legal: width to height, centerX to leading")
  func legalPairings() {
    let map = makeMap()
    let a = makeAutoLayoutView()
    map.addSubview(a)
    NSLayoutConstraint.activate([
      NSLayoutConstraint(
        item: a, attribute: .width, relatedBy: .equal, toItem: a, attribute: .height,
        multiplier: 2, constant: 0),
      NSLayoutConstraint(
        item: a, attribute: .centerX, relatedBy: .equal, toItem: map, attribute: .leading,
        multiplier: 1, constant: 100),
      a.topAnchor.constraint(equalTo: map.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 30),
    ])
    map.layoutIfNeeded()
    #expect(map.layoutIssues.isEmpty)
    // width = 2 × 30 = 60; centerX = 0 + 100, so minX = 100 − 60 / 2 = 70.
    #expect(a.frame == CGRect(x: 70, y: 0, width: 60, height: 30))
  }

  @Test("a first item that is not a view or guide is recorded, never trapped")
  func nonLayoutFirstItem() {
    let map = makeMap()
    let constraint = NSLayoutConstraint(
      item: NSObject(), attribute: .width, relatedBy: .equal, toItem: map, attribute: .width,
      multiplier: 1, constant: 0)
    constraint.isActive = true
    #expect(!constraint.isActive)
    #expect(
      map.layoutIssues == [
        .wouldCrash(
          reason: "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:"
            + "attribute:multiplier:constant:]: Constraint items must each be a view or layout "
            + "guide.")
      ])
  }

  @Test("a second item that is not a view or guide does not become a constant constraint")
  func nonLayoutSecondItem() {
    let map = makeMap()
    let view = makeAutoLayoutView()
    map.addSubview(view)
    let constraint = NSLayoutConstraint(
      item: view, attribute: .width, relatedBy: .equal, toItem: "oops", attribute: .width,
      multiplier: 1, constant: 10)
    constraint.isActive = true
    #expect(!constraint.isActive)
    #expect(map.layoutIssues.count == 1)
    #expect(
      map.layoutIssues.first?.description.hasSuffix(
        "Constraint items must each be a view or layout guide.'") == true)
  }
}
