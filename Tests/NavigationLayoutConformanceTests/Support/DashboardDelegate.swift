import GoogleNavigation
import UIKit

/// A delivery team's layout delegate, written as an app writes one: cards on the map's edges as
/// the guide's sample pins them, the viewport beside or between them, the logo in the lower
/// leading corner, and the speed widget either in a top-trailing row with the app's "next
/// stop" pill (a `UIStackView`) or docked on the ETA card. Each option is one anchor a team
/// might pick wrong; the tests for NLC-023 to NLC-025 flip one at a time.
@MainActor
final class DashboardDelegate: SessionTestDelegate {
  /// What an edge is pinned to.
  enum Edge {
    /// The map's safe area (`navMap.safeAreaLayoutGuide`).
    case safeArea
    /// The map view's own edge.
    case map
  }

  /// Where the speed widget goes while guiding.
  enum SpeedWidget {
    /// In a row with the pill, 12 points in from the top-trailing corner of `Edge`.
    case topRow(Edge)
    /// Trailing, bottom on the ETA card's frame top (`etaCard.topAnchor`), plus `constant`.
    case onETACardFrame(constant: CGFloat)
    /// Trailing, bottom on the ETA card's visible top (`etaCard.layoutMarginsGuide.topAnchor`),
    /// plus `constant`.
    case onETACardMargins(constant: CGFloat)
    /// In a row with the pill (`.fill` alignment: both as tall as the row), the row's bottom on
    /// the ETA card's frame top, 12 points in from the safe area's trailing edge.
    case rowOnETACardFrame
    /// Alone in a `GMSNavigationHidingStackView` (position `.bottom`, alignment `.trailing`)
    /// that spans from the turn card's bottom to the ETA card's frame top, 12 points in from
    /// the safe area's trailing edge.
    case hidingStackOnETACardFrame
  }

  /// The viewport's top and trailing edges in wide-mode guidance.
  let viewportEdges: Edge
  /// The speed widget's place.
  let speedWidget: SpeedWidget

  /// The app's pill beside the speed widget: a label with a background (an opaque overlay).
  let pill: UILabel = {
    let label = UILabel()
    label.text = "Next stop 3 min"
    label.backgroundColor = .systemBackground
    label.accessibilityIdentifier = "nextStop"
    return label
  }()

  init(viewportEdges: Edge = .safeArea, speedWidget: SpeedWidget = .topRow(.safeArea)) {
    self.viewportEdges = viewportEdges
    self.speedWidget = speedWidget
  }

  override func layOutGuidance(_ map: GMSMapView, _ state: any ActiveGuidanceUIState) {
    let safe = map.safeAreaLayoutGuide
    let turnCard = state.turnCard
    let etaCard = state.etaCard
    let viewport = state.viewport
    let logo = state.googleLogo
    let speed = state.speedWidget
    // Cards as the guide's sample pins them: the turn card on the map's top, the ETA card on
    // its bottom; in wide mode both on the map's leading edge (the SDK widens them by the band).
    let cardLeading = state.wideMode ? map.leadingAnchor : safe.leadingAnchor
    var placed: [UIView] = [viewport, turnCard, etaCard, logo]
    var list: [NSLayoutConstraint] = [
      turnCard.topAnchor.constraint(equalTo: map.topAnchor),
      turnCard.leadingAnchor.constraint(equalTo: cardLeading),
      etaCard.bottomAnchor.constraint(equalTo: map.bottomAnchor),
      etaCard.leadingAnchor.constraint(equalTo: cardLeading),
    ]
    if state.wideMode {
      let top = viewportEdges == .map ? map.topAnchor : safe.topAnchor
      let trailing = viewportEdges == .map ? map.trailingAnchor : safe.trailingAnchor
      list += [
        viewport.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor),
        viewport.trailingAnchor.constraint(equalTo: trailing),
        viewport.topAnchor.constraint(equalTo: top),
        viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        logo.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor, constant: 12),
        logo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -12),
      ]
    } else {
      list += [
        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
        viewport.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor),
        logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 12),
        logo.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor, constant: -12),
      ]
    }
    switch speedWidget {
    case .topRow(let edge):
      let row = UIStackView(arrangedSubviews: [pill, speed])
      row.axis = .horizontal
      row.alignment = .center
      row.spacing = 8
      row.translatesAutoresizingMaskIntoConstraints = false
      placed.append(row)
      let top = edge == .map ? map.topAnchor : safe.topAnchor
      let trailing = edge == .map ? map.trailingAnchor : safe.trailingAnchor
      list += [
        row.topAnchor.constraint(equalTo: top, constant: 12),
        row.trailingAnchor.constraint(equalTo: trailing, constant: -12),
      ]
    case .rowOnETACardFrame:
      let row = UIStackView(arrangedSubviews: [pill, speed])
      row.axis = .horizontal
      row.alignment = .fill
      row.spacing = 8
      row.translatesAutoresizingMaskIntoConstraints = false
      placed.append(row)
      list += [
        row.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -12),
        row.bottomAnchor.constraint(equalTo: etaCard.topAnchor),
      ]
    case .hidingStackOnETACardFrame:
      let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
      stack.arrangedSubviews = [speed]
      placed.append(stack)
      list += [
        stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -12),
        stack.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
        stack.bottomAnchor.constraint(equalTo: etaCard.topAnchor),
      ]
    case .onETACardFrame(let constant):
      placed.append(speed)
      list += [
        speed.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -12),
        speed.bottomAnchor.constraint(equalTo: etaCard.topAnchor, constant: constant),
      ]
    case .onETACardMargins(let constant):
      placed.append(speed)
      list += [
        speed.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -12),
        speed.bottomAnchor.constraint(
          equalTo: etaCard.layoutMarginsGuide.topAnchor, constant: constant),
      ]
    }
    install(placed, list, in: map)
  }
}
