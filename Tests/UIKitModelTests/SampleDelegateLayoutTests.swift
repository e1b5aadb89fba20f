import Foundation
import Testing
import UIKitModel

// Acceptance: the seeds' sample delegate on a 393x852 screen with safe-area insets
// 59/0/34/0. The safe-area guide spans x 0...393 and y 59...818 (852 − 34). Stand-in sizes
// are listed on SampleDelegateLayout.

@MainActor
@Suite("Sample delegate constraint set")
struct SampleDelegateLayoutTests {
  @Test("navigation-ready state, left to right")
  func readyLeftToRight() {
    let layout = SampleDelegateLayout(map: makeMap())
    layout.enableNavigation()
    layout.map.layoutIfNeeded()
    // Bottom guide: height 0, bottom at the safe-area bottom 818 (@250, nothing pushes it).
    #expect(layout.bottomGuide.layoutFrame.minY == 818)
    #expect(layout.bottomGuide.layoutFrame.height == 0)
    // Buttons: trailing edge on 393, width 56 → x 337; y 59 down to the guide at 818.
    #expect(layout.buttonStack.frame == CGRect(x: 337, y: 59, width: 56, height: 759))
    // Logo: leading on 0, bottom on 818, 80x24 → y 794.
    #expect(layout.logo.frame == CGRect(x: 0, y: 794, width: 80, height: 24))
    // Viewport: safe area left to right, 59 down to 818.
    #expect(layout.viewport.frame == CGRect(x: 0, y: 59, width: 393, height: 759))
    #expect(layout.map.layoutIssues.isEmpty)
  }

  @Test("navigation-ready state, right to left: leading is the right edge")
  func readyRightToLeft() {
    let layout = SampleDelegateLayout(map: makeMap(.rightToLeft))
    layout.enableNavigation()
    layout.map.layoutIfNeeded()
    // Buttons: trailing is the left edge → x 0.
    #expect(layout.buttonStack.frame == CGRect(x: 0, y: 59, width: 56, height: 759))
    // Logo: leading is the right edge 393 → x 393 − 80 = 313.
    #expect(layout.logo.frame == CGRect(x: 313, y: 794, width: 80, height: 24))
    #expect(layout.viewport.frame == CGRect(x: 0, y: 59, width: 393, height: 759))
    #expect(layout.map.layoutIssues.isEmpty)
  }

  @Test("guidance state, left to right: the ETA card pushes the bottom guide up")
  func guidanceLeftToRight() {
    let layout = SampleDelegateLayout(map: makeMap())
    layout.enableNavigation()
    layout.map.layoutIfNeeded()
    layout.startGuidance()
    layout.map.layoutIfNeeded()
    // Turn card: top of the map, leading 0, 361x140.
    #expect(layout.turnCard.frame == CGRect(x: 0, y: 0, width: 361, height: 140))
    // ETA card: bottom of the map 852 − 90 = 762.
    #expect(layout.etaCard.frame == CGRect(x: 0, y: 762, width: 361, height: 90))
    // Guide: bottom <= 762 (required) beats == 818 (@250) → 762.
    #expect(layout.bottomGuide.layoutFrame.minY == 762)
    // Buttons: 140 (turn card bottom) down to 762 → height 622; x 393 − 56.
    #expect(layout.buttonStack.frame == CGRect(x: 337, y: 140, width: 56, height: 622))
    // Logo: bottom on 762 → y 738.
    #expect(layout.logo.frame == CGRect(x: 0, y: 738, width: 80, height: 24))
    #expect(layout.viewport.frame == CGRect(x: 0, y: 140, width: 393, height: 622))
    #expect(layout.map.layoutIssues.isEmpty)
  }

  @Test("guidance state, right to left: cards hug the right edge")
  func guidanceRightToLeft() {
    let layout = SampleDelegateLayout(map: makeMap(.rightToLeft))
    layout.enableNavigation()
    layout.startGuidance()
    layout.map.layoutIfNeeded()
    // Turn and ETA cards: leading on the right edge 393 → x 393 − 361 = 32.
    #expect(layout.turnCard.frame == CGRect(x: 32, y: 0, width: 361, height: 140))
    #expect(layout.etaCard.frame == CGRect(x: 32, y: 762, width: 361, height: 90))
    #expect(layout.buttonStack.frame == CGRect(x: 0, y: 140, width: 56, height: 622))
    #expect(layout.logo.frame == CGRect(x: 313, y: 738, width: 80, height: 24))
    #expect(layout.viewport.frame == CGRect(x: 0, y: 140, width: 393, height: 622))
    #expect(layout.map.layoutIssues.isEmpty)
  }

  @Test("guidance with a prompt, left to right: the prompt slides up and pushes the guide")
  func guidanceWithPromptLeftToRight() {
    let layout = SampleDelegateLayout(map: makeMap())
    layout.enableNavigation()
    layout.startGuidance()
    let prompt = SampleDelegateLayout.makePrompt()
    layout.showPrompt(prompt)
    // After the block: prompt bottom on 852 → y 852 − 120 = 732; guide <= 732 and <= 762.
    #expect(prompt.frame == CGRect(x: 0, y: 732, width: 361, height: 120))
    #expect(layout.bottomGuide.layoutFrame.minY == 732)
    #expect(layout.logo.frame == CGRect(x: 0, y: 708, width: 80, height: 24))
    #expect(layout.buttonStack.frame == CGRect(x: 337, y: 140, width: 56, height: 592))
    #expect(layout.viewport.frame == CGRect(x: 0, y: 140, width: 393, height: 592))
    #expect(layout.map.layoutIssues.isEmpty)
  }

  @Test("guidance with a prompt, right to left")
  func guidanceWithPromptRightToLeft() {
    let layout = SampleDelegateLayout(map: makeMap(.rightToLeft))
    layout.enableNavigation()
    layout.startGuidance()
    let prompt = SampleDelegateLayout.makePrompt()
    layout.showPrompt(prompt)
    // Prompt leading on the right edge: x 393 − 361 = 32.
    #expect(prompt.frame == CGRect(x: 32, y: 732, width: 361, height: 120))
    #expect(layout.logo.frame == CGRect(x: 313, y: 708, width: 80, height: 24))
    #expect(layout.buttonStack.frame == CGRect(x: 0, y: 140, width: 56, height: 592))
    #expect(layout.map.layoutIssues.isEmpty)
  }

  @Test("navigation-ready with a prompt: only the prompt pushes the guide (818 → 732)")
  func readyWithPrompt() {
    let layout = SampleDelegateLayout(map: makeMap())
    layout.enableNavigation()
    let prompt = SampleDelegateLayout.makePrompt()
    layout.showPrompt(prompt)
    #expect(layout.bottomGuide.layoutFrame.minY == 732)
    #expect(layout.logo.frame == CGRect(x: 0, y: 708, width: 80, height: 24))
    #expect(layout.buttonStack.frame == CGRect(x: 337, y: 59, width: 56, height: 673))
    #expect(layout.viewport.frame == CGRect(x: 0, y: 59, width: 393, height: 673))
  }

  @Test("the sample's bottom guide has no horizontal constraints: x and width are ambiguous")
  func bottomGuideIsHorizontallyAmbiguous() {
    let layout = SampleDelegateLayout(map: makeMap())
    layout.enableNavigation()
    layout.map.layoutIfNeeded()
    #expect(layout.bottomGuide.hasAmbiguousLayout)
    #expect(!layout.logo.hasAmbiguousLayout)
    let issues = layout.map.recordAmbiguousLayout()
    #expect(
      issues.map(\.description) == [
        "AMBIGUOUS LAYOUT for UILayoutGuide:0x1.minX\nAMBIGUOUS LAYOUT for UILayoutGuide:0x1.width"
      ])
  }
}
