import Foundation
import UIKitModel

/// A plain view with a fixed intrinsic size, standing in for an SDK component (turn card,
/// logo, ...) until the SDK model exists. Like Google's components it comes with
/// `translatesAutoresizingMaskIntoConstraints == false`.
@MainActor
final class StandInView: UIView {
  var contentSize: CGSize {
    didSet { invalidateIntrinsicContentSize() }
  }

  init(_ width: CGFloat, _ height: CGFloat) {
    contentSize = CGSize(width: width, height: height)
    super.init(frame: .zero)
    translatesAutoresizingMaskIntoConstraints = false
  }

  required init?(coder: NSCoder) { nil }

  override var intrinsicContentSize: CGSize { contentSize }
}

/// A 393x852 map view with safe-area insets 59/0/34/0 (an iPhone 15-class portrait screen).
@MainActor
func makeMap(_ direction: UIUserInterfaceLayoutDirection = .leftToRight) -> UIView {
  let map = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
  map.layoutEnvironment = LayoutEnvironment(
    scale: 3, safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
    layoutDirection: direction)
  return map
}

/// A 100 × 100 view at the origin of a laid-out ``makeMap(_:)`` map, for animation tests:
/// the map (whose clock runs the animations) and the view.
@MainActor
func makeMapWithSquare() -> (map: UIView, view: UIView) {
  let map = makeMap()
  let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
  map.addSubview(view)
  map.layoutIfNeeded()
  return (map, view)
}

/// A view for app-made subviews that opts out of autoresizing constraints.
@MainActor
func makeAutoLayoutView() -> UIView {
  let view = UIView()
  view.translatesAutoresizingMaskIntoConstraints = false
  return view
}
