import Foundation
import PropertyEngine
import Testing
import UIKitModel

@testable import NavigationLayoutConformance

/// The unsafe bands the generator gives free sizes follow the devices that have them
/// (DESIGN.md §4: an environment no layout can satisfy is a generator defect).
@Suite struct FreeSizeBandTests {
  /// A home indicator below a landscape map comes with a Face ID iPhone, the narrowest of which
  /// is 812 points wide in landscape (iPhone X: 44-point bands at the sides, 21 below;
  /// useyourloaf.com, "Supporting iPhone X"; an iPhone 8, 667 wide, has no bands there). On a
  /// narrower landscape map the band, drawn into the ETA card and every prompt, left no room
  /// for both cards, a prompt and the re-center button (seed 1, 40,000 cases: 667×372 with a
  /// 21-point band, 1 point short even with both cards' margins off the map).
  @Test func landscapeMapsNarrowerThanAFaceIDPhoneHaveNoHomeIndicatorBand() throws {
    var narrowLandscape = 0
    var banded = 0
    for seed in 0..<2_000 {
      let recorder = ChoiceRecorder(source: RandomChoiceSource(seed: UInt64(seed)))
      let screen = try ScenarioDraw(recorder: recorder, preset: .all).freeScreen()
      let size = screen.size
      guard size.width > size.height else { continue }
      if size.width < ScenarioDraw.minimumHomeIndicatorLandscapeWidth {
        narrowLandscape += 1
        #expect(screen.safeAreaInsets.bottom == 0, "\(size) has a bottom band")
      } else if screen.safeAreaInsets.bottom > 0 {
        banded += 1
      }
    }
    // Not vacuous: both kinds of landscape map are drawn, and wider ones still get bands.
    #expect(narrowLandscape > 20)
    #expect(banded > 20)
  }
}
