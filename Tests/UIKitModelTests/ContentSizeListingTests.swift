import Foundation
import Testing
import UIKitModel

// UIKit lists a view's content size in its `constraints` once a layout pass has made it: one
// NSContentSizeLayoutConstraint per axis with an intrinsic metric, printed with both
// priorities, e.g. (a label of intrinsic width 42 in a console dump of `label.constraints`):
//   <NSContentSizeLayoutConstraint:0x600002a1c0c0 UILabel:0x7f8b2c40a3e0.width == 42
//   Hug:250 CompressionResistance:750   (active)>
// The class is private (not in Apple's documentation); the form is what UIKit prints.

@MainActor
@Suite("view.constraints lists the content size as UIKit does")
struct ContentSizeListingTests {
  @Test func bothAxesAfterALayoutPass() {
    let map = makeMap()
    let badge = StandInView(42, 20)
    map.addSubview(badge)
    let pin = badge.topAnchor.constraint(equalTo: map.topAnchor)
    NSLayoutConstraint.activate([pin, badge.leadingAnchor.constraint(equalTo: map.leadingAnchor)])
    // Before any pass the engine has made nothing: only the app's constraints (none here).
    #expect(badge.constraints.isEmpty)
    map.layoutIfNeeded()
    let listed = badge.constraints
    #expect(listed.count == 2)
    #expect(listed.map(\.firstAttribute) == [.width, .height])
    #expect(listed.map(\.constant) == [42, 20])
    #expect(listed.allSatisfy { $0.isActive && $0.relation == .equal && $0.firstItem === badge })
    // Addresses are the hierarchy's fake ones, numbered by first print.
    #expect(
      listed[0].description
        == "<NSContentSizeLayoutConstraint:0x1 StandInView:0x2.width == 42 Hug:250 "
        + "CompressionResistance:750   (active)>")
    // New priorities are listed after the next pass.
    badge.setContentHuggingPriority(.required, for: .horizontal)
    map.layoutIfNeeded()
    #expect(badge.constraints[0].description.hasSuffix(
      ".width == 42 Hug:1000 CompressionResistance:750   (active)>"))
  }

  @Test func onlyAxesWithAnIntrinsicMetricAndNothingForTranslatedViews() {
    let map = makeMap()
    let bar = StandInView(UIView.noIntrinsicMetric, 4)
    map.addSubview(bar)
    NSLayoutConstraint.activate([
      bar.topAnchor.constraint(equalTo: map.topAnchor),
      bar.leadingAnchor.constraint(equalTo: map.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: map.trailingAnchor),
    ])
    let translated = StandInView(10, 10)
    translated.translatesAutoresizingMaskIntoConstraints = true
    map.addSubview(translated)
    map.layoutIfNeeded()
    #expect(bar.constraints.map(\.firstAttribute) == [.height])
    // A view laid out from its frame gets no content-size constraints in UIKit either.
    #expect(translated.constraints.isEmpty)
  }

  @Test func deactivatingAListedEntryChangesNothing() {
    let map = makeMap()
    let badge = StandInView(42, 20)
    map.addSubview(badge)
    NSLayoutConstraint.activate([
      badge.topAnchor.constraint(equalTo: map.topAnchor),
      badge.leadingAnchor.constraint(equalTo: map.leadingAnchor),
    ])
    map.layoutIfNeeded()
    // A common reset: deactivate everything a view lists.
    NSLayoutConstraint.deactivate(badge.constraints)
    map.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 0, y: 0, width: 42, height: 20))
    #expect(badge.constraints.count == 2)
    #expect(map.layoutIssues.isEmpty)
  }
}
