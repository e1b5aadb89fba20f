/// The error domain of ``GMSMapView/setLayoutDelegate(_:)`` (api-facts.md §2, verified name).
///
/// Google does not publish the string's value; the model uses the constant's own name.
public let GMSMapViewNavigationLayoutErrorDomain: String = "GMSMapViewNavigationLayoutErrorDomain"

/// The codes of errors in ``GMSMapViewNavigationLayoutErrorDomain``: an open integer type, as
/// the SDK's extensible typedef imports into Swift (api-facts.md §2).
///
/// Callers receive an `NSError` and compare its `domain` and `code` with these raw values.
public struct GMSMapViewNavigationLayoutErrorCode: RawRepresentable, Hashable, Sendable {
  /// The `NSError.code` value.
  public let rawValue: Int

  /// Creates a code from its raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Code 0: an internal failure while setting the delegate (never raised by the model).
  public static let `internal` = GMSMapViewNavigationLayoutErrorCode(rawValue: 0)
  /// Code 1: navigation is enabled on the map view, so the delegate cannot change.
  public static let cannotSetDelegateWhileNavigationEnabled =
    GMSMapViewNavigationLayoutErrorCode(rawValue: 1)
  /// Code 2: the map view was made for a CarPlay screen, which has fixed layouts.
  public static let cannotSetDelegateOnCarPlayScreen =
    GMSMapViewNavigationLayoutErrorCode(rawValue: 2)
}
