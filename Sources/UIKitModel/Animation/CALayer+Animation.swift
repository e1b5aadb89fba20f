import Foundation

// What a view's layer says about its running animations: the presentation layer and the
// animations by key, from the model's presentation animations on the virtual clock.

extension CALayer {
  /// A copy of the layer as shown now, part way through its running animations: the
  /// ``bounds``, ``position``, ``frame``, ``opacity`` and ``affineTransform()`` at the
  /// clock's current time; nil for a layer no view backs (the model animates views only).
  public func presentation() -> CALayer? {
    guard let owner else { return nil }
    let time = owner.animationClock.now
    let shown = CALayer()
    shown.copyStyle(of: self)
    let untransformed = owner.presentation?.value(at: time) ?? owner.storedFrame
    shown.bounds = CGRect(origin: .zero, size: untransformed.size)
    shown.position = CGPoint(x: untransformed.midX, y: untransformed.midY)
    shown.setAffineTransform(owner.transformAnimation?.value(at: time) ?? owner.transform)
    shown.opacity = Float(owner.alphaAnimation?.value(at: time) ?? owner.alpha)
    return shown
  }

  /// The layer the app writes to: itself (Core Animation's model layer).
  public func model() -> CALayer { self }

  /// The keys of the animations running now, nil when none: `"position"` while the view's
  /// centre moves, `"bounds.size"` while its size changes, `"transform"` and `"opacity"`.
  /// UIKit names a view animation after the layer key path it animates; which key paths it
  /// splits a frame into is not documented, so these four are the model's choice.
  public func animationKeys() -> [String]? {
    let keys = runningAnimations().map(\.keyPath!)
    return keys.isEmpty ? nil : keys
  }

  /// The running animation for `key` (see ``animationKeys()``), as a `CABasicAnimation`
  /// with its key path, duration, begin time on the clock, repeat count and autoreverse flag;
  /// nil when none runs for it.
  public func animation(forKey key: String) -> CAAnimation? {
    runningAnimations().first { $0.keyPath == key }
  }

  private func runningAnimations() -> [CABasicAnimation] {
    guard let owner else { return [] }
    let now = owner.animationClock.now
    var result: [CABasicAnimation] = []
    func add<Value>(_ keyPath: String, _ animation: PresentationAnimation<Value>?) {
      guard let animation, animation.isRunning(at: now) else { return }
      let basic = CABasicAnimation(keyPath: keyPath)
      basic.duration = animation.duration
      basic.beginTime = animation.start
      basic.repeatCount = animation.repeats ? .infinity : 0
      basic.autoreverses = animation.autoreverses
      result.append(basic)
    }
    if let frames = owner.presentation {
      if CGPoint(x: frames.from.midX, y: frames.from.midY)
        != CGPoint(x: frames.to.midX, y: frames.to.midY)
      {
        add("position", frames)
      }
      if frames.from.size != frames.to.size { add("bounds.size", frames) }
    }
    add("transform", owner.transformAnimation)
    add("opacity", owner.alphaAnimation)
    return result
  }

  /// Copies what app code styles a layer with, for ``presentation()``.
  private func copyStyle(of other: CALayer) {
    cornerRadius = other.cornerRadius
    maskedCorners = other.maskedCorners
    masksToBounds = other.masksToBounds
    cornerCurve = other.cornerCurve
    shadowOpacity = other.shadowOpacity
    shadowRadius = other.shadowRadius
    shadowOffset = other.shadowOffset
    shadowColor = other.shadowColor
    shadowPath = other.shadowPath
    borderWidth = other.borderWidth
    borderColor = other.borderColor
    zPosition = other.zPosition
    anchorPoint = other.anchorPoint
  }
}
