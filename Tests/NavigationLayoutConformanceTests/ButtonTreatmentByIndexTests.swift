import GoogleNavigation
import NavigationLayoutConformance
import ReferenceDelegates
import Testing
import UIKit

/// Issue 27: NLC-016 tells a delegate that treats a known button by its index in the SDK's
/// list (an error: the guide says to tell buttons apart by `type`) from one that only places
/// the buttons in the SDK's order, as the guide's own sample does (a warning).
///
/// The scenario is guidance on an iPhone SE with the SDK's default lists: guidance
/// `[compass, reporting]`; the variant run reverses it and adds an unknown button,
/// `[reporting, compass, 99]` (`RelationTests`). So the compass is `buttons[0]` in the base run
/// and `buttons[1]` in the variant, and the reporting button takes index 0.
@Suite @MainActor struct ButtonTreatmentByIndexTests {
  static let guiding = Scenario(device: .iPhoneSE).enableNavigation().startGuidance()

  /// The guide's sample plus what a team adds: `buttons[0]` pinned apart, under the turn card
  /// on the leading side ("the compass goes top left"), the rest left in the sample's stack.
  final class FirstButtonApartDelegate: ForwardingLayoutDelegate {
    let sample = GuideSampleDelegate()
    var apart: UIView?
    override func target(for map: GMSMapView) -> any NavigationLayoutDelegate { sample }

    override func startGuidance(
      navMap: GMSMapView, newState: any ActiveGuidanceUIState, oldState: any NavigationReadyUIState
    ) {
      super.startGuidance(navMap: navMap, newState: newState, oldState: oldState)
      guard let compass = newState.buttons.first?.view else { return }
      compass.removeFromSuperview()
      navMap.addSubview(compass)
      NSLayoutConstraint.activate([
        compass.leadingAnchor.constraint(
          equalTo: navMap.safeAreaLayoutGuide.leadingAnchor, constant: 8),
        compass.topAnchor.constraint(equalTo: newState.turnCard.bottomAnchor, constant: 8),
      ])
      apart = compass
    }

    override func stopGuidance(
      navMap: GMSMapView, newState: any NavigationReadyUIState, oldState: any ActiveGuidanceUIState
    ) {
      apart?.removeFromSuperview()
      super.stopGuidance(navMap: navMap, newState: newState, oldState: oldState)
    }
  }

  /// An app's own guidance layout: cards on the map, the buttons in a plain `UIStackView` on
  /// the trailing side, and "the report button" faded out by index, `buttons[1]`.
  @MainActor final class FadesSecondButtonDelegate: NSObject, NavigationLayoutDelegate {
    let buttonColumn = UIStackView()
    var constraints: [NSLayoutConstraint] = []

    func enableNavigationUI(navMap: GMSMapView, newState: any NavigationReadyUIState) {}
    func disableNavigationUI(navMap: GMSMapView, oldState: any NavigationReadyUIState) {}

    func startGuidance(
      navMap: GMSMapView, newState: any ActiveGuidanceUIState, oldState: any NavigationReadyUIState
    ) {
      let safe = navMap.safeAreaLayoutGuide
      buttonColumn.axis = .vertical
      buttonColumn.spacing = 8
      buttonColumn.translatesAutoresizingMaskIntoConstraints = false
      for button in newState.buttons { buttonColumn.addArrangedSubview(button.view) }
      if newState.buttons.count > 1 { newState.buttons[1].view.alpha = 0 }
      for view in [newState.turnCard, newState.etaCard, newState.googleLogo, buttonColumn] {
        navMap.addSubview(view)
      }
      constraints = [
        newState.turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
        newState.turnCard.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
        newState.etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
        newState.etaCard.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
        newState.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
        newState.googleLogo.bottomAnchor.constraint(equalTo: newState.etaCard.topAnchor),
        buttonColumn.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -8),
        buttonColumn.topAnchor.constraint(equalTo: newState.turnCard.bottomAnchor, constant: 8),
      ]
      NSLayoutConstraint.activate(constraints)
    }

    func stopGuidance(
      navMap: GMSMapView, newState: any NavigationReadyUIState, oldState: any ActiveGuidanceUIState
    ) {
      NSLayoutConstraint.deactivate(constraints)
      for view in [oldState.turnCard, oldState.etaCard, oldState.googleLogo, buttonColumn] {
        view.removeFromSuperview()
      }
    }
  }

  /// The guide's sample with `buttons[1]` faded (the independent trial's planted bug): in a
  /// hiding stack, but the stack never writes alpha, so the index is what faded it.
  final class SampleFadingSecondButtonDelegate: ForwardingLayoutDelegate {
    let sample = GuideSampleDelegate()
    override func target(for map: GMSMapView) -> any NavigationLayoutDelegate { sample }

    override func startGuidance(
      navMap: GMSMapView, newState: any ActiveGuidanceUIState, oldState: any NavigationReadyUIState
    ) {
      super.startGuidance(navMap: navMap, newState: newState, oldState: oldState)
      if newState.buttons.count > 1 { newState.buttons[1].view.alpha = 0 }
    }
  }

  @Test func aButtonFadedByIndexInAHidingStackIsAnError() throws {
    let violation = try #require(try Self.check { SampleFadingSecondButtonDelegate() })
    #expect(violation.severity == .error)
    #expect(violation.signature.description == "NLC-016 a known button treated by its index")
  }

  static func check(_ make: @escaping @MainActor () -> any NavigationLayoutDelegate) throws
    -> Violation?
  {
    var selection = RuleSelection()
    selection.only = ["NLC-016"]
    return try CaseChecker(selection: selection, makeDelegate: make)
      .check(ConformanceCase(scenario: guiding, relationID: "NLC-016"))
  }

  @Test func aButtonPinnedApartByIndexIsAnError() throws {
    let violation = try #require(try Self.check { FirstButtonApartDelegate() })
    // Base: the compass (index 0) is on the map itself, the reporting button in the stack.
    // Variant: the reporting button (now index 0) is on the map, the compass in the stack.
    #expect(violation.severity == .error)
    #expect(violation.signature.description == "NLC-016 a known button treated by its index")
    #expect(
      violation.finding.detail.hasPrefix(
        "button(compass)'s container follows its index in the SDK's list, not its type"))
  }

  @Test func aButtonFadedByIndexIsAnError() throws {
    let violation = try #require(try Self.check { FadesSecondButtonDelegate() })
    // Base: the compass (index 0) shows; variant: it is buttons[1] and faded, while the
    // reporting button, now index 0, shows. (In a hiding stack visibility may follow the
    // order: the stack hides from the end; theGuideSampleOnlyMovesWithTheOrder.)
    #expect(violation.severity == .error)
    #expect(
      violation.finding.detail.hasPrefix(
        "button(compass)'s visibility follows its index in the SDK's list, not its type"))
  }

  @Test func theGuideSampleOnlyMovesWithTheOrder() throws {
    // The sample stacks the buttons in the SDK's order: the compass moves one place up the
    // stack, which is the harmless warning.
    let violation = try #require(try Self.check { GuideSampleDelegate() })
    #expect(violation.severity == .warning)
    #expect(violation.signature.description == "NLC-016 a known button moves with the order (warning)")
  }

  @Test func theReferenceKeepsEveryButtonInPlace() throws {
    #expect(try Self.check { ReferenceLayoutDelegate() } == nil)
  }
}
