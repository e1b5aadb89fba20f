import Foundation

// What a hierarchy wants in the solver, gathered depth-first in subview order: per view its
// generated constraints (root frame or autoresizing or size floors; content size; built-in
// guide edges), then the app constraints installed on it.

extension LayoutEngine {
  /// Marks every constraint the hierarchy under `view` wants as seen in `pass` and gathers
  /// those the solver may need to hear about: all but the ones installed here as their
  /// cached lowering, still valid at `epoch` (most of them, in most passes), which are left
  /// out so the pass neither lowers nor holds them.
  func collect(
    _ view: UIView, pass: Int, epoch: Int, into wanted: inout [NSLayoutConstraint]
  ) {
    refreshGenerated(of: view)
    for model in view.generated.frame { note(model, pass: pass, epoch: epoch, into: &wanted) }
    for model in view.generated.content { note(model, pass: pass, epoch: epoch, into: &wanted) }
    for model in view.generated.safeArea { note(model, pass: pass, epoch: epoch, into: &wanted) }
    for model in view.generated.margins { note(model, pass: pass, epoch: epoch, into: &wanted) }
    if let extras = view.extras {
      for model in extras.generated { note(model, pass: pass, epoch: epoch, into: &wanted) }
    }
    for model in view.installedConstraints {
      note(model, pass: pass, epoch: epoch, into: &wanted)
    }
    for subview in view.subviews where subview.holdsEngineLaidOutViews {
      collect(subview, pass: pass, epoch: epoch, into: &wanted)
    }
  }

  @inline(__always)
  private func note(
    _ model: NSLayoutConstraint, pass: Int, epoch: Int, into wanted: inout [NSLayoutConstraint]
  ) {
    model.seenInPass = pass
    if let record = model.installedRecord, record.engine == identity,
      let cached = model.lowering, cached.epoch == epoch,
      cached.rootDirection == rootDirection, cached.constraint === record.constraint
    {
      return
    }
    wanted.append(model)
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
