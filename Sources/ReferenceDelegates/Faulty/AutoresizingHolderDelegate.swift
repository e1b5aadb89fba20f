import GoogleNavigation
import UIKit

/// Breaks NLC-011 first, and NLC-001 as its consequence: the ready layout puts the Google logo
/// in a holder view that keeps `translatesAutoresizingMaskIntoConstraints == true` while it is
/// also pinned to the safe area. The holder's autoresizing constraints (its empty frame at the
/// map's top leading corner) and the pins are unsatisfiable together; UIKit breaks one, and
/// the logo lands in the top unsafe band. The masked fault of issue 15: reported as the
/// misplaced logo until the driver judged Auto Layout first.
@MainActor
final class AutoresizingHolderDelegate: NSObject, NavigationLayoutDelegate {
  func enableNavigationUI(navMap: GMSMapView, newState: any NavigationReadyUIState) {
    let safe = navMap.safeAreaLayoutGuide
    let holder = UIView()  // translatesAutoresizingMaskIntoConstraints left true: the bug
    let logo = newState.googleLogo
    let viewport = newState.viewport
    navMap.addSubview(viewport)
    navMap.addSubview(holder)
    holder.addSubview(logo)
    NSLayoutConstraint.activate([
      viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.bottomAnchor.constraint(equalTo: holder.topAnchor),
      holder.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 12),
      holder.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8),
      logo.leadingAnchor.constraint(equalTo: holder.leadingAnchor),
      logo.topAnchor.constraint(equalTo: holder.topAnchor),
    ])
  }
}
