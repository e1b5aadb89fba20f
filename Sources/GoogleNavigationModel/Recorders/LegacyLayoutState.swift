import Foundation
import UIKitModel

/// The legacy layout API's values on one map view, and the recording of their use
/// (api-facts.md §8.4, open question 10).
///
/// Guides are made on first use, added to the map and pinned as zero-size rectangles at its
/// top-left corner: they exist, as the SDK's do, but mean nothing while a delegate is set.
@MainActor
final class LegacyLayoutState {
  unowned let controller: NavigationUIController
  var padding = UIEdgeInsets.zero
  var paddingAdjustmentBehavior = GMSMapViewPaddingAdjustmentBehavior.always
  var headerAccessoryView: (any UIView & GMSNavigationAccessoryView)?
  private var guides: [(api: LegacyLayoutAPI, guide: UILayoutGuide)] = []

  init(controller: NavigationUIController) {
    self.controller = controller
  }

  /// Records a use of `api`.
  func record(_ api: LegacyLayoutAPI) {
    controller.recorder.record(.legacyAPI(api, delegateInstalled: controller.delegate != nil))
  }

  /// The guide for `api`, recording the read.
  func guide(_ api: LegacyLayoutAPI) -> UILayoutGuide {
    record(api)
    if let entry = guides.first(where: { $0.api == api }) { return entry.guide }
    let guide = makeZeroGuide(named: api.rawValue)
    guides.append((api, guide))
    return guide
  }

  /// Replaces the guide for `api` (nil restores a default one), recording the write.
  func replaceGuide(_ api: LegacyLayoutAPI, with guide: UILayoutGuide?) {
    record(api)
    guides.removeAll { $0.api == api }
    if let guide { guides.append((api, guide)) }
  }

  private func makeZeroGuide(named name: String) -> UILayoutGuide {
    let guide = UILayoutGuide()
    guide.identifier = "GMS-\(name)"
    guard let map = controller.mapView else { return guide }
    map.addLayoutGuide(guide)
    NSLayoutConstraint.activate([
      guide.leadingAnchor.constraint(equalTo: map.leadingAnchor),
      guide.topAnchor.constraint(equalTo: map.topAnchor),
      guide.widthAnchor.constraint(equalToConstant: 0),
      guide.heightAnchor.constraint(equalToConstant: 0),
    ])
    return guide
  }
}
