import Foundation
import GoogleNavigationModel
import PropertyEngine
import UIKitModel

/// The draws of one case, in order; see ``ScenarioGenerator``.
struct ScenarioDraw {
  let recorder: ChoiceRecorder
  let preset: EnvironmentPreset
  /// The screens a resize may move to: the device's windows, or free sizes.
  private var device: DeviceProfile?
  private var direction = UIUserInterfaceLayoutDirection.leftToRight
  private var scale: CGFloat = 3

  init(recorder: ChoiceRecorder, preset: EnvironmentPreset) {
    self.recorder = recorder
    self.preset = preset
  }

  // MARK: - Primitive draws

  /// An integer in `range`; `simplest` (the lower bound by default) is what shrinking aims at.
  func integer(_ range: ClosedRange<Int>, simplest: Int? = nil) throws(GenerationStop) -> Int {
    let towards = Int64(simplest ?? range.lowerBound)
    let kind = ChoiceKind.integer(
      lower: Int64(range.lowerBound), upper: Int64(range.upperBound), shrinkTowards: towards)
    return Int(kind.integerValue(at: try recorder.draw(kind)))
  }

  /// An index below `count`; 0 is simplest.
  func pick(_ count: Int) throws(GenerationStop) -> Int {
    guard count > 1 else { return 0 }
    return Int(try recorder.draw(.pick(count: UInt64(count))))
  }

  /// True with `probability`; false is simplest.
  func flag(_ probability: Double) throws(GenerationStop) -> Bool {
    try recorder.draw(.boolean(probability: probability)) == 1
  }

  /// A value drawn from a range of points in whole points, simplest at `simplest`.
  func points(_ range: ClosedRange<CGFloat>, simplest: CGFloat) throws(GenerationStop) -> CGFloat {
    let lower = Int(range.lowerBound.rounded(.up))
    let upper = max(lower, Int(range.upperBound.rounded(.down)))
    let towards = min(max(Int(simplest.rounded()), lower), upper)
    return CGFloat(try integer(lower...upper, simplest: towards))
  }

  // MARK: - Environment

  mutating func environment() throws(GenerationStop) -> Environment {
    let freeSizes = preset.includesFreeSizes && preset.devices.isEmpty == false
    let useFree = freeSizes ? try flag(0.15) : false
    direction = preset.layoutDirections[try pick(preset.layoutDirections.count)]
    var environment: Environment
    if useFree || preset.devices.isEmpty {
      device = nil
      scale = 3
      var screen = try freeScreen()
      screen.layoutDirection = direction
      environment = Environment(
        device: nil, orientation: screen.size.width > screen.size.height ? .landscapeLeft : .portrait,
        window: .free, screen: screen)
    } else {
      let profile = preset.devices[try pick(preset.devices.count)]
      device = profile
      scale = profile.scale
      let windows = preset.windows(for: profile)
      let (orientation, window, base) = windows[try pick(windows.count)]
      var screen = base
      screen.layoutDirection = direction
      environment = Environment(
        device: profile, orientation: orientation, window: window, screen: screen)
    }
    var settings = try recorder.withSpan("configuration") {
      () throws(GenerationStop) -> SimulatorConfiguration in try configuration()
    }
    // The default prompt must fit the starting screen too (see `promptHeight`).
    settings.metrics.promptContentHeight = min(
      settings.metrics.promptContentHeight, Self.promptRoom(environment.screen))
    environment.configuration = settings
    // Drawn after the configuration span, so the simplest-environment pass (which rewrites the
    // choices before that span) keeps a Dynamic Type size a failure needs.
    environment.screen.preferredContentSizeCategory = try contentSizeCategory()
    return environment
  }

  /// One of the preset's Dynamic Type sizes; `.large` (or the first listed) is simplest.
  func contentSizeCategory() throws(GenerationStop) -> UIContentSizeCategory {
    let categories = preset.contentSizeCategories
    guard categories.count > 1 else { return categories.first ?? .large }
    let simplest = categories.firstIndex(of: .large) ?? 0
    return categories[try integer(0...(categories.count - 1), simplest: simplest)]
  }

  /// The shortest safe height and narrowest safe width a free size leaves, in points: real
  /// screens leave at least 372 × 320 (a phone in landscape; a Split View third), and a free
  /// size may go a little below that, but not so far that no layout fits the cards, a prompt
  /// and the logo (DESIGN.md §4: an environment with no conforming layout is a generator
  /// defect). A quarter of it still holds the shortest plausible prompt (72 points).
  static let minimumSafeSide: CGFloat = 320

  /// A free size: insets drawn after the size, within what keeps the safe area at least
  /// ``minimumSafeSide`` each way (a 320-point map with 60-point bands left 200 points).
  /// The narrowest landscape map drawn, in points (an iPhone SE held sideways).
  static let minimumLandscapeWidth: CGFloat = 667
  /// The shortest map drawn that is not wider than tall, in points.
  static let minimumPortraitHeight: CGFloat = 600
  /// The narrowest landscape map drawn with a home indicator band below it, in points: the
  /// band comes with Face ID iPhones, the narrowest of which is 812 points wide in landscape
  /// (iPhone X: 44-point side bands and a 21-point bottom band; useyourloaf.com, "Supporting
  /// iPhone X"). An iPhone 8 or SE, 667 wide, has a Home button and no band.
  static let minimumHomeIndicatorLandscapeWidth: CGFloat = 812

  func freeScreen() throws(GenerationStop) -> SimulatedScreen {
    let minimum = Self.minimumSafeSide
    var width = try points(minimum...1366, simplest: 400)
    var height = try points(minimum...1366, simplest: 800)
    // No device gives a map that is small both ways. Wider than tall: at least as wide as the
    // narrowest landscape iPhone (667 pt), so the SDK's wide card column (300 pt and up)
    // leaves room beside it. Otherwise at least as tall as the shortest Stage Manager window
    // (600 pt), so two cards, a prompt and a usable viewport fit.
    if width > height {
      width = max(width, Self.minimumLandscapeWidth)
    } else {
      height = max(height, Self.minimumPortraitHeight)
    }
    // Unsafe bands as devices have them: sensor housing and status bar on top and a home
    // indicator below when upright; housing on both sides and a thinner indicator sideways.
    let landscape = width > height
    let top = landscape ? 0 : try points(0...62, simplest: 0)
    // No home indicator below a landscape map narrower than a Face ID iPhone: the band, drawn
    // into the ETA card and every prompt of a narrow layout, left no room for both cards, a
    // prompt and the re-center button (seed 1, 40,000 cases: 667×372 with a 21-point band).
    // Still one draw, so the choices after it keep their meaning.
    let homeIndicator: CGFloat =
      landscape ? (width >= Self.minimumHomeIndicatorLandscapeWidth ? 21 : 0) : 34
    let bottom = try points(0...min(homeIndicator, height - minimum), simplest: 0)
    let side = landscape ? try points(0...62, simplest: 0) : 0
    return SimulatedScreen(
      size: CGSize(width: width, height: height),
      safeAreaInsets: UIEdgeInsets(top: top, left: side, bottom: bottom, right: side),
      layoutDirection: direction, scale: scale)
  }

  func configuration() throws(GenerationStop) -> SimulatorConfiguration {
    var configuration = SimulatorConfiguration()
    // Always drawn (each shrinks toward the default), so a repro that needs other metrics is
    // no longer than one that needs another event: shortlex then prefers fewer events.
    configuration.metrics = try metrics()
    let policies: [WideModePolicy] = [.landscape, .minimumWidth(600), .minimumWidth(700)]
    configuration.wideModePolicy = policies[try pick(policies.count)]
    let unknown = NavigationButtonKnownType(rawValue: Int32(100 + (try integer(0...3))))
    if try flag(0.2) { configuration.readyButtons.append(unknown) }
    if try flag(0.3) { configuration.guidanceButtons.reverse() }
    if try flag(0.2) {
      let slot = try integer(0...configuration.guidanceButtons.count)
      configuration.guidanceButtons.insert(unknown, at: slot)
    }
    configuration.compassButton = !(try flag(0.15))
    configuration.shouldDisplaySpeedometer = !(try flag(0.15))
    configuration.shouldDisplaySpeedLimit = !(try flag(0.15))
    configuration.shouldDisplayPrompts = !(try flag(0.1))
    return configuration
  }

  func metrics() throws(GenerationStop) -> ComponentMetrics {
    let ranges = ComponentMetrics.Ranges.plausible
    let base = ComponentMetrics.default
    func size(
      _ range: (width: ClosedRange<CGFloat>, height: ClosedRange<CGFloat>), _ simplest: CGSize
    ) throws(GenerationStop) -> CGSize {
      CGSize(
        width: try points(range.width, simplest: simplest.width),
        height: try points(range.height, simplest: simplest.height))
    }
    var metrics = base
    metrics.etaCardHeight = try points(ranges.etaCardHeight, simplest: base.etaCardHeight)
    metrics.cardMargin = try points(ranges.cardMargin, simplest: base.cardMargin)
    metrics.wideCardWidthFraction =
      CGFloat(
        try integer(
          Int(ranges.wideCardWidthFraction.lowerBound * 100)...Int(
            ranges.wideCardWidthFraction.upperBound * 100),
          simplest: Int(base.wideCardWidthFraction * 100))) / 100
    metrics.wideCardMinimumWidth = try points(
      ranges.wideCardMinimumWidth, simplest: base.wideCardMinimumWidth)
    metrics.wideCardMaximumWidth = try points(
      ranges.wideCardMaximumWidth, simplest: base.wideCardMaximumWidth)
    metrics.logoSize = try size(ranges.logoSize, base.logoSize)
    metrics.recenterButtonSize = try size(ranges.recenterButtonSize, base.recenterButtonSize)
    metrics.speedometerSize = try size(ranges.speedometerSize, base.speedometerSize)
    metrics.speedLimitSize = try size(ranges.speedLimitSize, base.speedLimitSize)
    metrics.speedWidgetPadding = try points(
      ranges.speedWidgetPadding, simplest: base.speedWidgetPadding)
    metrics.buttonSide = try points(ranges.buttonSide, simplest: base.buttonSide)
    metrics.promptContentHeight = try points(
      ranges.promptContentHeight, simplest: base.promptContentHeight)
    return metrics
  }

  // MARK: - Events

  /// The kinds of events, for swarm testing.
  enum Kind: Int, CaseIterable {
    case enableNavigation, startGuidance, showPrompt, changePrompt, hidePrompt, stopGuidance
    case disableNavigation, resize, speedWidget, recenter, advanceTime
  }

  /// The kinds legal in `phase`, simplest first.
  static func legalKinds(in phase: SDKPhase) -> [Kind] {
    switch phase {
    case .off: [.enableNavigation, .resize, .advanceTime]
    case .ready: [.startGuidance, .advanceTime, .resize, .recenter, .disableNavigation]
    case .guiding(prompt: false):
      [.showPrompt, .advanceTime, .resize, .speedWidget, .recenter, .stopGuidance,
        .disableNavigation]
    case .guiding(prompt: true):
      [.hidePrompt, .advanceTime, .changePrompt, .resize, .speedWidget, .recenter,
        .stopGuidance, .disableNavigation]
    }
  }

  mutating func events(in environment: Environment) throws(GenerationStop) -> [SDKEvent] {
    // Swarm: each kind other than the two that open navigation may be switched off.
    var disabled: Set<Int> = []
    try recorder.withSpan("swarm") { () throws(GenerationStop) in
      for kind in Kind.allCases where kind != .enableNavigation && kind != .startGuidance {
        if try flag(0.2) { disabled.insert(kind.rawValue) }
      }
    }
    var phase = SDKPhase.off
    var screen = environment.screen
    var recenterShown = false
    var promptShown: CGFloat?
    var events: [SDKEvent] = []
    let prompts = environment.configuration.shouldDisplayPrompts
    while events.count < ScenarioGenerator.maximumEvents {
      let event = try recorder.withSpan("element") { () throws(GenerationStop) -> SDKEvent? in
        guard try flag(1 - 1 / 7) else {
          recorder.relabelInnermostSpan("end")
          return nil
        }
        let kinds = Self.legalKinds(in: phase).filter { !disabled.contains($0.rawValue) }
        // Swarm testing can switch off every kind legal while guiding: the case ends there.
        guard !kinds.isEmpty else { return nil }
        let kind = kinds[try pick(kinds.count)]
        return try self.event(
          kind, screen: &screen, recenterShown: &recenterShown, promptShown: promptShown,
          environment: environment)
      }
      guard let event else { break }
      phase = event.phase(after: phase, promptsShown: prompts)
      switch event {
      case .showPrompt(let height), .changePrompt(let height):
        promptShown = height ?? environment.configuration.metrics.promptContentHeight
      case .hidePrompt, .stopGuidance, .disableNavigation: promptShown = nil
      default: break
      }
      events.append(event)
    }
    return events
  }

  /// One event of `kind`. `promptShown` is the height of the prompt on screen, if any: a
  /// resize keeps room for it (the SDK does not keep a tall prompt on a map turned short).
  mutating func event(
    _ kind: Kind, screen: inout SimulatedScreen, recenterShown: inout Bool,
    promptShown: CGFloat?, environment: Environment
  ) throws(GenerationStop) -> SDKEvent {
    switch kind {
    case .enableNavigation: return .enableNavigation
    case .startGuidance: return .startGuidance
    case .showPrompt:
      return .showPrompt(contentHeight: try promptHeight(screen, environment: environment))
    case .changePrompt:
      return .changePrompt(contentHeight: try promptHeight(screen, environment: environment))
    case .hidePrompt: return .hidePrompt
    case .stopGuidance: return .stopGuidance
    case .disableNavigation: return .disableNavigation
    case .speedWidget:
      return .speedWidget(SpeedWidgetState.allCases[try pick(SpeedWidgetState.allCases.count)])
    case .recenter:
      recenterShown.toggle()
      return .recenter(shown: recenterShown)
    case .advanceTime:
      let steps: [TimeInterval] = [1, 0.1, 0.2, 0.05]
      return .advanceTime(steps[try pick(steps.count)])
    case .resize:
      let needed = promptShown ?? 0
      if let device {
        let windows = preset.windows(for: device).map(\.2).filter {
          Self.promptRoom($0) >= needed
        }
        if !windows.isEmpty { screen = windows[try pick(windows.count)] }
      } else {
        screen = try freeScreen()
        let insets = screen.safeAreaInsets
        screen.size.height = max(screen.size.height, 4 * needed + insets.top + insets.bottom)
      }
      screen.layoutDirection = direction
      return .resize(size: screen.size, safeAreaInsets: screen.safeAreaInsets)
    }
  }

  /// Nil (the metrics' height) or a height that leaves room on this screen: at most a quarter
  /// of the safe height (the SDK does not hand a tall prompt to a short map; DESIGN.md §4).
  func promptHeight(_ screen: SimulatedScreen, environment: Environment) throws(GenerationStop)
    -> CGFloat?
  {
    guard try flag(0.5) else {
      // The metrics' height, unless a resize made the map too short for it.
      let room = Self.promptRoom(screen)
      return environment.configuration.metrics.promptContentHeight <= room ? nil : room
    }
    let range = ComponentMetrics.Ranges.plausible.promptContentHeight
    let upper = min(range.upperBound, Self.promptRoom(screen))
    return try points(range.lowerBound...upper, simplest: range.lowerBound)
  }

  /// Whether `screen`'s safe area holds the shortest plausible prompt in a quarter of its
  /// height, as ``promptRoom(_:)`` assumes; campaigns count the environments that do not
  /// (label `implausible environment`), which the free-size minimum keeps at zero.
  static func hasRoom(_ screen: SimulatedScreen) -> Bool {
    let insets = screen.safeAreaInsets
    let room = ((screen.size.height - insets.top - insets.bottom) / 4).rounded(.down)
    return room >= ComponentMetrics.Ranges.plausible.promptContentHeight.lowerBound
  }

  /// The tallest plausible prompt for `screen`: a quarter of its safe height, within the
  /// metrics' range.
  static func promptRoom(_ screen: SimulatedScreen) -> CGFloat {
    let insets = screen.safeAreaInsets
    let room = ((screen.size.height - insets.top - insets.bottom) / 4).rounded(.down)
    let range = ComponentMetrics.Ranges.plausible.promptContentHeight
    return max(range.lowerBound, min(range.upperBound, room))
  }
}
