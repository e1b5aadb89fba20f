import Foundation
import UIKitModel

/// A root of `size` holding `view` pinned by its top-leading corner (at `origin`), so the
/// view's frame size after layout is its intrinsic size: the fixture of the content-view tests.
@MainActor
@discardableResult
func pinTopLeading(
  _ view: UIView, in size: CGSize = CGSize(width: 400, height: 400), at origin: CGPoint = .zero
) -> UIView {
  let root = UIView(frame: CGRect(origin: .zero, size: size))
  view.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(view)
  NSLayoutConstraint.activate([
    view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: origin.x),
    view.topAnchor.constraint(equalTo: root.topAnchor, constant: origin.y),
  ])
  root.layoutIfNeeded()
  return root
}
