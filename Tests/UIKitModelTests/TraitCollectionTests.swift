import Foundation
import Testing
import UIKitModel

// UIContentSizeCategory (Apple: "Constants that indicate the preferred size of your content";
// the raw values are UIKit's string constants, e.g. UIContentSizeCategoryLarge is
// "UICTContentSizeCategoryL"; since iOS 11 the categories compare with <, <=, >, >=, and
// isAccessibilityCategory is true for the five accessibility sizes) and trait propagation
// (traitCollectionDidChange(_:): "The system calls this method when the iOS interface
// environment changes", passing the previous traits).

@MainActor
@Suite("Dynamic Type sizes and trait changes")
struct TraitCollectionTests {
  @Test func rawValuesOrderAndAccessibility() {
    #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
    #expect(
      UIContentSizeCategory.accessibilityExtraExtraExtraLarge.rawValue
        == "UICTContentSizeCategoryAccessibilityXXXL")
    #expect(UIContentSizeCategory.extraSmall < .small)
    #expect(UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
    #expect(UIContentSizeCategory.unspecified < .extraSmall)
    #expect(UIContentSizeCategory.allSizes.filter(\.isAccessibilityCategory).count == 5)
    #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    #expect(UIContentSizeCategory(name: "accessibilityLarge") == .accessibilityLarge)
    #expect(UIContentSizeCategory(name: "huge") == nil)
  }

  /// Records every trait change it is told of.
  final class TraitRecordingView: UIView {
    var changes: [UIContentSizeCategory?] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      changes.append(previousTraitCollection?.preferredContentSizeCategory)
    }
  }

  @Test func aNewSizeAtTheRootReachesEverySubviewWithThePreviousTraits() {
    let map = makeMap()
    let card = TraitRecordingView()
    let label = TraitRecordingView()
    map.addSubview(card)
    card.addSubview(label)
    #expect(label.traitCollection.preferredContentSizeCategory == .large)
    var environment = map.layoutEnvironment
    environment.preferredContentSizeCategory = .accessibilityLarge
    map.layoutEnvironment = environment
    #expect(card.changes == [.large])
    #expect(label.changes == [.large])
    #expect(label.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
    // A change of safe area alone is no trait change.
    environment.safeAreaInsets = .zero
    map.layoutEnvironment = environment
    #expect(label.changes == [.large])
  }

  @Test func joiningAHierarchyWithOtherTraitsIsATraitChange() {
    let map = makeMap()
    var environment = map.layoutEnvironment
    environment.preferredContentSizeCategory = .extraSmall
    map.layoutEnvironment = environment
    let card = TraitRecordingView()
    let label = TraitRecordingView()
    card.addSubview(label)  // both detached: the defaults, no change
    #expect(label.changes.isEmpty)
    map.addSubview(card)
    #expect(card.changes == [.large])
    #expect(label.changes == [.large])
    #expect(label.traitCollection.preferredContentSizeCategory == .extraSmall)
  }
}
