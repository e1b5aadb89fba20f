import Foundation
import UIKitModel

// Guidance and prompts: the SDK's calls for DESIGN.md §5's guidance and prompt events.

extension NavigationUIController {
  func startGuidance() {
    guard phase == .ready else { return }
    phase = .guiding(prompt: false)
    refreshSizes()
    let ready = readyState()
    let guidance = guidanceState()
    call(.startGuidance) { $0.startGuidance(navMap: $1, newState: guidance, oldState: ready) }
  }

  /// Ends guidance; a prompt on screen stays there for the delegate to remove.
  func stopGuidance() {
    guard case .guiding = phase else { return }
    phase = .ready
    clearPrompt()
    refreshSizes()
    let ready = readyState()
    let guidance = guidanceState()
    call(.stopGuidance) { $0.stopGuidance(navMap: $1, newState: ready, oldState: guidance) }
  }

  /// Shows a prompt when guiding with none on screen and prompts are allowed.
  func showPrompt(contentHeight: CGFloat?) -> PromptView? {
    guard phase == .guiding(prompt: false), promptsAllowed else { return nil }
    let prompt = makePrompt(contentHeight: contentHeight)
    currentPrompt = prompt
    phase = .guiding(prompt: true)
    call(.showPrompt) { $0.showPrompt(navMap: $1, newPrompt: prompt) }
    return prompt
  }

  /// Replaces the prompt on screen with a new one.
  func changePrompt(contentHeight: CGFloat?) -> PromptView? {
    guard phase == .guiding(prompt: true), let old = currentPrompt, promptsAllowed else {
      return nil
    }
    let prompt = makePrompt(contentHeight: contentHeight)
    currentPrompt = prompt
    call(.changePrompt) { $0.changePrompt(navMap: $1, newPrompt: prompt, oldPrompt: old) }
    return prompt
  }

  /// Takes the prompt on screen away.
  func hidePrompt() {
    guard phase == .guiding(prompt: true), let old = currentPrompt else { return }
    clearPrompt()
    phase = .guiding(prompt: false)
    call(.hidePrompt) { $0.hidePrompt(navMap: $1, oldPrompt: old) }
  }

  var promptsAllowed: Bool { mapView?.navigator?.shouldDisplayPrompts ?? true }

  private func makePrompt(contentHeight: CGFloat?) -> PromptView {
    let height = contentHeight ?? metrics.promptContentHeight
    nextPromptSerial += 1
    let prompt = PromptView(
      serial: nextPromptSerial, contentHeight: height,
      size: sizing.promptSize(contentHeight: height), margin: metrics.cardMargin)
    prompt.recorder = recorder
    return prompt
  }
}
