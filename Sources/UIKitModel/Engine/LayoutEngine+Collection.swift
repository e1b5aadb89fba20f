import Foundation

// What a hierarchy wants in the solver, gathered depth-first in subview order: per view its
// generated constraints (root frame or autoresizing or size floors; content size; built-in
// guide edges), then the app constraints installed on it.

extension LayoutEngine {
  func collect(_ view: UIView, into wanted: inout [NSLayoutConstraint]) {
    refreshGenerated(of: view)
    // Element by element: `+=` copies through the runtime's generic array copy.
    for model in view.generated.frame { wanted.append(model) }
    for model in view.generated.content { wanted.append(model) }
    for model in view.generated.safeArea { wanted.append(model) }
    for model in view.generated.margins { wanted.append(model) }
    if let extras = view.extras { for model in extras.generated { wanted.append(model) } }
    for model in view.installedConstraints { wanted.append(model) }
    for subview in view.subviews where subview.holdsEngineLaidOutViews {
      collect(subview, into: &wanted)
    }
  }

  /// Rebuilds the generated constraints whose inputs changed since the last pass.
  func refreshGenerated(of view: UIView) {
    let frameKey = self.frameKey(of: view)
    if view.generated.frameKey != frameKey {
      view.generated.frame = GeneratedFactory.frameConstraints(for: view, key: frameKey)
      view.generated.frameKey = frameKey
    }
    refreshContent(of: view)
    if let guide = view.safeAreaGuide {
      let insets = view.safeAreaInsets
      if view.generated.safeAreaKey != insets {
        view.generated.safeArea = GeneratedFactory.edges(
          of: guide, in: view, insets: insets, names: GeneratedFactory.safeAreaNames)
        view.generated.safeAreaKey = insets
      }
    }
    if let guide = view.marginsGuide {
      let margins = view.effectiveLayoutMargins
      if view.generated.marginsKey != margins {
        view.generated.margins = GeneratedFactory.edges(
          of: guide, in: view, insets: margins, names: GeneratedFactory.marginNames)
        view.generated.marginsKey = margins
      }
    }
    if let extras = view.extras, extras.hasGuides {
      let key = view.extraGuidesKey
      if extras.generatedKey != key {
        extras.generated = GeneratedFactory.extraGuideConstraints(
          for: view, extras: extras, key: key)
        extras.generatedKey = key
      }
    }
  }

  func frameKey(of view: UIView) -> GeneratedConstraints.FrameKey {
    guard let parent = view.superview, !parent.hostsLayoutRoots else {
      return .root(view.storedFrame.size)
    }
    if view.isLaidOutByHand {
      // Placed by hand and holding views the engine lays out: its frame is fixed, as a
      // translated frame with nothing flexible.
      return .autoresizing(
        frame: view.storedFrame, superviewSize: parent.storedFrame.size, mask: 0)
    }
    guard view.translatesAutoresizingMaskIntoConstraints else { return .floors }
    let anchor = view.autoresizingAnchor
    return .autoresizing(
      frame: anchor.frame, superviewSize: anchor.superviewSize ?? parent.storedFrame.size,
      mask: view.autoresizingMask.rawValue)
  }

  /// Content-size constraints, for views that do not translate their mask (a translated
  /// frame is required and would override them anyway).
  private func refreshContent(of view: UIView) {
    guard !view.translatesAutoresizingMaskIntoConstraints, !view.isLaidOutByHand else {
      view.generated.content = []
      view.generated.contentKey = nil
      return
    }
    let size = view.generated.contentKey?.size ?? view.intrinsicContentSize
    let key = GeneratedConstraints.ContentKey(size: size, of: view)
    guard view.generated.contentKey != key else { return }
    view.generated.content = GeneratedFactory.contentConstraints(for: view, key: key)
    view.generated.contentKey = key
  }
}
