import Foundation
import Testing
import UIKitModel

// Trait changes (CONFORMANCE.md AL-UIK-059): traitCollectionDidChange(_:) ("called when the
// iOS interface environment changes") and iOS 17 registerForTraitChanges(_:handler:) (runs
// when one of the named traits changes, with the previous collection). Model order, written
// down before running: per view, superviews first, traitCollectionDidChange then the
// handlers in registration order; a handler whose traits did not change does not run.

@MainActor
@Suite("Trait changes: size classes, registrations and their order")
struct TraitChangeTests {
  /// Shared log of who was told what.
  final class Log { var entries: [String] = [] }

  final class LoggingView: UIView {
    var name = ""
    var log: Log?
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      log?.entries.append("\(name).didChange(\(previousTraitCollection?.horizontalSizeClass.description ?? "nil"))")
    }
  }

  final class Target {
    let log: Log
    init(log: Log) { self.log = log }
    func relayout() { log.entries.append("target.relayout") }
  }

  static func window(width: UIUserInterfaceSizeClass) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 744, height: 1133))
    window.layoutEnvironment = environment(width: width)
    return window
  }

  static func environment(width: UIUserInterfaceSizeClass) -> LayoutEnvironment {
    LayoutEnvironment(
      scale: 2, userInterfaceIdiom: .pad, horizontalSizeClass: width, verticalSizeClass: .regular)
  }

  @Test func aSizeClassChangeReachesViewsThenHandlersSuperviewsFirst() {
    let log = Log()
    let window = Self.window(width: .regular)
    let map = LoggingView(frame: window.bounds)
    map.name = "map"
    window.addSubview(map)
    let panel = LoggingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    panel.name = "panel"
    map.addSubview(panel)
    map.log = log
    panel.log = log
    #expect(panel.traitCollection.horizontalSizeClass == .regular)
    panel.registerForTraitChanges([UITraitHorizontalSizeClass.self]) {
      (view: LoggingView, previous: UITraitCollection) in
      log.entries.append("\(view.name).handler(\(previous.horizontalSizeClass), now \(view.traitCollection.horizontalSizeClass))")
    }
    map.registerForTraitChanges([UITraitVerticalSizeClass.self]) { (_: LoggingView, _: UITraitCollection) in
      log.entries.append("map.verticalHandler")
    }
    let target = Target(log: log)
    map.registerForTraitChanges([UITraitHorizontalSizeClass.self], target: target, action: Target.relayout)

    window.layoutEnvironment = Self.environment(width: .compact)

    #expect(log.entries == [
      "map.didChange(regular)", "target.relayout",
      "panel.didChange(regular)", "panel.handler(regular, now compact)",
    ])
    #expect(panel.traitCollection.horizontalSizeClass == .compact)
    #expect(window.traitCollection.horizontalSizeClass == .compact)
  }

  @Test func unregisteredHandlersAndUnchangedTraitsStayQuiet() {
    let window = Self.window(width: .regular)
    let view = UIView(frame: window.bounds)
    window.addSubview(view)
    var calls = 0
    let registration = view.registerForTraitChanges([UITraitHorizontalSizeClass.self]) {
      (_: UIView, _: UITraitCollection) in calls += 1
    }
    var environment = Self.environment(width: .regular)
    environment.safeAreaInsets = UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
    window.layoutEnvironment = environment  // insets are not traits
    #expect(calls == 0)
    window.layoutEnvironment = Self.environment(width: .compact)
    #expect(calls == 1)
    view.unregisterForTraitChanges(registration)
    window.layoutEnvironment = Self.environment(width: .regular)
    #expect(calls == 1)
  }

  @Test func collectionsMergeAndCompareTraitByTrait() {
    let merged = UITraitCollection(traitsFrom: [
      UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(userInterfaceIdiom: .pad),
      UITraitCollection(horizontalSizeClass: .regular),
    ])
    #expect(merged.horizontalSizeClass == .regular)
    #expect(merged.userInterfaceIdiom == .pad)
    #expect(merged.verticalSizeClass == .unspecified)
    #expect(merged.displayScale == 0)
    #expect(merged.containsTraits(in: UITraitCollection(userInterfaceIdiom: .pad)))
    #expect(!merged.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
    let changed = merged.changedTraits(from: UITraitCollection(userInterfaceIdiom: .pad))
    #expect(changed.map { $0.identifier } == ["UITraitHorizontalSizeClass"])
    // A view outside any window: light, size classes and idiom unspecified.
    let loose = UIView().traitCollection
    #expect(loose.userInterfaceStyle == .light)
    #expect(loose.horizontalSizeClass == .unspecified)
    #expect(loose.userInterfaceIdiom == .unspecified)
    #expect(UIUserInterfaceSizeClass.regular.rawValue == 2 && UIUserInterfaceIdiom.pad.rawValue == 1)
  }
}
