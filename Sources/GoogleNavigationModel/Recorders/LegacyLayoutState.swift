import Foundation
import UIKitModel

/// The legacy layout API's values on one map view, and the recording of their use
/// (api-facts.md §8.4, open question 10).
///
/// The four layout guides exist from the map's creation ([INFERRED]: the SDK hands out the
/// same guide objects whenever they are read), added to the map and pinned as zero-size
/// rectangles at its top-left corner: they exist, as the SDK's do, but mean nothing while a
/// delegate is set. Because they are the map's from the start, they are part of its pristine
/// snapshot, and reading one adds nothing a delegate would have to remove (rule NLC-008);
/// the read itself is still recorded (rule NLC-013).
@MainActor
final class LegacyLayoutState {
  /// The APIs that hand out a layout guide, in the order their guides are added to the map.
  static let guideAPIs: [LegacyLayoutAPI] = [
    .navigationHeaderLayoutGuide, .navigationFooterLayoutGuide,
    .bottomTrailingButtonsLayoutGuide, .bottomTrailingButtonsAlternateLayoutGuide,
  ]

  unowned let controller: NavigationUIController
  var padding = UIEdgeInsets.zero
  var paddingAdjustmentBehavior = GMSMapViewPaddingAdjustmentBehavior.always
  var headerAccessoryView: (any UIView & GMSNavigationAccessoryView)?
  /// The SDK's own guides, made with the map.
  private var defaultGuides: [(api: LegacyLayoutAPI, guide: UILayoutGuide)] = []
  /// Guides the app set in place of a default one.
  private var replacements: [(api: LegacyLayoutAPI, guide: UILayoutGuide)] = []

  init(controller: NavigationUIController) {
    self.controller = controller
  }

  /// Adds the SDK's own guides to the map, recording nothing; called once when the controller
  /// is attached to its map.
  func installDefaultGuides() {
    guard defaultGuides.isEmpty else { return }
    defaultGuides = Self.guideAPIs.map { ($0, makeZeroGuide(named: $0.rawValue)) }
  }

  /// Records a use of `api`.
  func record(_ api: LegacyLayoutAPI) {
    controller.recorder.record(.legacyAPI(api, delegateInstalled: controller.delegate != nil))
  }

  /// The guide for `api`, recording the read: the app's replacement, else the SDK's own.
  func guide(_ api: LegacyLayoutAPI) -> UILayoutGuide {
    record(api)
    if let entry = replacements.first(where: { $0.api == api }) { return entry.guide }
    if let entry = defaultGuides.first(where: { $0.api == api }) { return entry.guide }
    // Only before the map is attached; the model attaches in every initializer.
    let guide = makeZeroGuide(named: api.rawValue)
    defaultGuides.append((api, guide))
    return guide
  }

  /// Replaces the guide for `api` (nil restores the SDK's own), recording the write.
  func replaceGuide(_ api: LegacyLayoutAPI, with guide: UILayoutGuide?) {
    record(api)
    replacements.removeAll { $0.api == api }
    if let guide { replacements.append((api, guide)) }
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
