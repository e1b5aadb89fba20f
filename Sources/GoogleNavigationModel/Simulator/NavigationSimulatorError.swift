/// Why the simulator refused an event.
public enum NavigationSimulatorError: Error, Hashable, Sendable {
  /// The event is not legal in the SDK's current phase (DESIGN.md §5 table); nothing changed.
  case illegalEvent(SDKEvent, phase: SDKPhase)
}
