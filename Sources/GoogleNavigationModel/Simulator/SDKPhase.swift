/// Where the SDK is in its lifecycle (DESIGN.md §5).
public enum SDKPhase: Hashable, Sendable {
  /// Navigation is off.
  case off
  /// Navigation is on, no guidance.
  case ready
  /// Active guidance; `prompt` says whether a prompt is on screen as far as the SDK knows.
  case guiding(prompt: Bool)
}
