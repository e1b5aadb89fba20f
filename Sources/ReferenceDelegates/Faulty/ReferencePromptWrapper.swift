import GoogleNavigation
import UIKit

/// The reference delegate behind a wrapper whose prompt callbacks a faulty delegate overrides:
/// the reference's prompt callbacks live in an extension, which a subclass cannot override.
/// Every callback forwards to ``reference`` unchanged.
@MainActor
class ReferencePromptWrapper: ForwardingLayoutDelegate {
  /// The conforming delegate doing the real work.
  let reference = ReferenceLayoutDelegate()

  override func target(for map: GMSMapView) -> any NavigationLayoutDelegate { reference }
}
