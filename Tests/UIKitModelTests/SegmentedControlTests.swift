import Foundation
import Testing
import UIKitModel

// Segments: content (title in 13 pt system) + 2 × 12, all as wide as the widest unless
// apportioned; 32 high (the model's figures, CONFORMANCE.md §3 "Controls and images").
// Car at 13: C .69 + a .55 + r .37 = 1.61 em = 20.93; Bike: B .63 + i .25 + k .53 + e .56 =
// 1.97 em = 25.61.

@MainActor
@Suite("UISegmentedControl")
struct SegmentedControlTests {
  @Test("equal segments take the widest title: 2 × (25.61 + 24) = 99.22 → 298/3")
  func equalWidths() {
    let control = UISegmentedControl(items: ["Car", "Bike"])
    #expect(control.numberOfSegments == 2)
    #expect(control.intrinsicContentSize == CGSize(width: 298.0 / 3, height: 32))
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
  }

  @Test("apportioned segments take their own titles: 20.93 + 25.61 + 48 = 94.54 → 284/3")
  func apportioned() {
    let control = UISegmentedControl(items: ["Car", "Bike"])
    control.apportionsSegmentWidthsByContent = true
    #expect(control.intrinsicContentSize == CGSize(width: 284.0 / 3, height: 32))
  }

  @Test("a set width wins; image segments measure the image")
  func widthsAndImages() throws {
    let control = UISegmentedControl(items: ["Car", try #require(UIImage(systemName: "car.fill"))])
    // Widest: Car 20.93 + 24 = 44.93 vs image 22 + 24 = 46 → 46 each = 92.
    #expect(control.intrinsicContentSize == CGSize(width: 92, height: 32))
    control.setWidth(60, forSegmentAt: 0)
    // 60 + 46 = 106.
    #expect(control.intrinsicContentSize == CGSize(width: 106, height: 32))
    #expect(control.widthForSegment(at: 0) == 60)
  }

  @Test("the normal state's font attribute measures titles")
  func fontAttribute() {
    let control = UISegmentedControl(items: ["Car"])
    control.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 26)], for: .normal)
    // 1.61 × 26 = 41.86 + 24 = 65.86 → 198/3 = 66.
    #expect(control.intrinsicContentSize == CGSize(width: 66, height: 32))
  }

  @Test("selection out of range reads as no segment; removing segments keeps it valid")
  func selection() {
    let control = UISegmentedControl(items: ["A", "B", "C"])
    control.selectedSegmentIndex = 2
    #expect(control.selectedSegmentIndex == 2)
    control.selectedSegmentIndex = 5
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    control.selectedSegmentIndex = 2
    control.removeSegment(at: 2, animated: false)
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    control.insertSegment(withTitle: "D", at: 99, animated: false)
    #expect(control.titleForSegment(at: 2) == "D")
    control.removeAllSegments()
    #expect(control.intrinsicContentSize == CGSize(width: 0, height: 32))
  }

  @Test("a segment made from an action runs it for valueChanged while selected")
  func actions() {
    var picked: [String] = []
    let control = UISegmentedControl(
      frame: .zero,
      actions: [
        UIAction(title: "Car") { _ in picked.append("car") },
        UIAction(title: "Bike") { _ in picked.append("bike") },
      ])
    #expect(control.titleForSegment(at: 1) == "Bike")
    control.sendActions(for: .valueChanged)
    #expect(picked.isEmpty)
    control.selectedSegmentIndex = 1
    control.sendActions(for: .valueChanged)
    #expect(picked == ["bike"])
  }
}
