import GoogleNavigation
import NavigationLayoutConformance
import Testing
import UIKit

// This target builds in Swift 5 language mode (Package.swift), as many app targets still do:
// its delegate has no @MainActor anywhere and still compiles against the model, as it does
// against Apple's UIKit, and a campaign runs on it.

@Suite("A Swift 5 app's delegate")
struct Swift5AppTests {
  @Test("compiles without @MainActor and conforms on portrait phones")
  func campaign() throws {
    var configuration = ConformanceConfiguration()
    configuration.environments = .portraitPhone
    configuration.cases = 40
    configuration.seed = 5
    let report = try Conformance.run(configuration) { TruckingLayoutDelegate() }
    #expect(report.casesRun == 40)
    #expect(report.isConforming, "\(report)")
  }

  @Test("helper code off the delegate makes views in a nonisolated context")
  func helperMakesViews() async {
    // A nonisolated synchronous helper, as Swift 5 code calls UIKit from anywhere it likes;
    // here it runs on the main actor, where UIKit code belongs.
    let width = await MainActor.run { () -> CGFloat in
      let divider = TruckingViewFactory().makeDivider()
      divider.frame = CGRect(x: 0, y: 0, width: 120, height: 1)
      return divider.bounds.width
    }
    #expect(width == 120)
  }
}
