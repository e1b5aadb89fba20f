/// What the speed widget shows: one of four visual states, each with its own size (seeds,
/// "Active guidance components", speedWidget).
public enum SpeedWidgetState: Int, CaseIterable, Hashable, Sendable {
  /// Nothing; the widget takes no space.
  case none
  /// The current speed only.
  case speed
  /// The speed limit only.
  case limit
  /// The current speed with the speed limit attached.
  case both

  /// The state actually drawn once the map's display flags and the re-center button apply.
  ///
  /// Speed needs ``GMSMapView/shouldDisplaySpeedometer``, the limit needs
  /// ``GMSMapView/shouldDisplaySpeedLimit``, and both hide while the re-center button shows
  /// (api-facts.md §8.2).
  /// - Parameters:
  ///   - speedometer: Whether the speedometer may show.
  ///   - speedLimit: Whether the speed limit may show.
  ///   - recenterShown: Whether the logo currently shows the re-center button.
  /// - Returns: The state to draw.
  public func displayed(speedometer: Bool, speedLimit: Bool, recenterShown: Bool) -> SpeedWidgetState
  {
    if recenterShown { return .none }
    let showsSpeed = (self == .speed || self == .both) && speedometer
    let showsLimit = (self == .limit || self == .both) && speedLimit
    switch (showsSpeed, showsLimit) {
    case (true, true): return .both
    case (true, false): return .speed
    case (false, true): return .limit
    case (false, false): return .none
    }
  }
}
