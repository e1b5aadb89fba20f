public import Foundation

// Named images: the model has no asset catalog, so a test registers each name with its size.

extension UIImage {
  /// What a registered name stands for.
  struct RegisteredAsset: Sendable {
    let size: CGSize
    let scale: CGFloat
  }

  /// Registered names; a lock, since `UIImage(named:)` may be called from any thread.
  private static let registry = Registry()

  private final class Registry: @unchecked Sendable {
    let lock = NSLock()
    var assets: [String: RegisteredAsset] = [:]
  }

  /// Model-only API (not UIKit): makes `UIImage(named: name)` return an image of `size`
  /// points at `scale` pixels per point, as an asset of that name would on a device.
  ///
  /// Registering a name again replaces its size. A negative or non-finite side, or a scale
  /// outside 1...3, is clamped to the nearest valid value (0 for sides) so nothing crashes.
  public static func register(named name: String, size: CGSize, scale: CGFloat = 3) {
    func valid(_ side: CGFloat) -> CGFloat { side.isFinite ? max(side, 0) : 0 }
    let asset = RegisteredAsset(
      size: CGSize(width: valid(size.width), height: valid(size.height)),
      scale: scale.isFinite ? min(max(scale, 1), 3) : 3)
    registry.lock.lock()
    registry.assets[name] = asset
    registry.lock.unlock()
  }

  /// Model-only API (not UIKit): forgets a name registered with
  /// ``register(named:size:scale:)``.
  public static func unregister(named name: String) {
    registry.lock.lock()
    registry.assets[name] = nil
    registry.lock.unlock()
  }

  static func registeredAsset(named name: String) -> RegisteredAsset? {
    registry.lock.lock()
    defer { registry.lock.unlock() }
    return registry.assets[name]
  }

  /// The image registered as `name`; nil when none was (as a missing asset on a device).
  public convenience init?(named name: String) {
    self.init(named: name, in: nil, with: nil)
  }

  /// The image registered as `name`; the bundle and traits are accepted and ignored (the
  /// model has one registry, no per-trait variants).
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
  ) {
    self.init(named: name, in: bundle, with: nil)
  }

  /// The image registered as `name`, carrying `configuration`; nil when none was.
  public convenience init?(
    named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?
  ) {
    guard let asset = Self.registeredAsset(named: name) else { return nil }
    self.init(
      symbolName: nil, assetName: name, assetSize: asset.size, scale: asset.scale,
      configuration: configuration)
  }
}
