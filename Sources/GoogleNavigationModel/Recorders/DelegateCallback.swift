/// One call the SDK made to the layout delegate, by name (DESIGN.md §5).
public enum DelegateCallback: String, CaseIterable, Hashable, Sendable {
  /// `enableNavigationUI(navMap:newState:)`.
  case enableNavigationUI
  /// `disableNavigationUI(navMap:oldState:)`.
  case disableNavigationUI
  /// `startGuidance(navMap:newState:oldState:)`.
  case startGuidance
  /// `stopGuidance(navMap:newState:oldState:)`.
  case stopGuidance
  /// `showPrompt(navMap:newPrompt:)`.
  case showPrompt
  /// `hidePrompt(navMap:oldPrompt:)`.
  case hidePrompt
  /// `changePrompt(navMap:newPrompt:oldPrompt:)`.
  case changePrompt
  /// `sizeChanged(navMap:newState:)`.
  case sizeChanged
}
