import GoogleNavigation
import UIKit

/// The app's layout delegate, written from the SDK guide's constraint-based sample:
/// Google's views placed as the guide says, plus the app's "ride status" sheet at the
/// bottom. Prompts slide in above the sheet and slide out again.
@MainActor
final class RideLayoutDelegate: NSObject, NavigationLayoutDelegate {
  enum Fault: Sendable { case none, trapOnRTLPrompt, hangOnNarrowPrompt, sheetCoversLogoAtAXSizes, guideStyleSlide, flakyTrap, chatty, indexTrapOnRTLPrompt, hangInSlideOutCompletion }

  static let promptAnimationDuration: TimeInterval = 0.4
  let fault: Fault
  var lastPromptInset: CGFloat = 0

  init(fault: Fault = .none) { self.fault = fault }

  @MainActor
  private final class StateElements {
    let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    var constraints: [NSLayoutConstraint] = []
    private unowned let navMap: GMSMapView
    private let buttons: [UIView]
    private let topLevelViews: [UIView]

    init(navMap: GMSMapView, buttons: [NavigationUIButton], topLevelViews: [UIView]) {
      self.navMap = navMap
      self.buttons = buttons.map { $0.view }
      self.topLevelViews = topLevelViews
    }

    func activate() {
      topLevelViews.forEach { navMap.addSubview($0) }
      buttonStack.arrangedSubviews = buttons
      navMap.addSubview(buttonStack)
      NSLayoutConstraint.activate(constraints)
    }

    func deactivate() {
      NSLayoutConstraint.deactivate(constraints)
      buttonStack.removeFromSuperview()
      buttonStack.arrangedSubviews = []
      topLevelViews.forEach { $0.removeFromSuperview() }
    }
  }

  private var navigationReadyElements: StateElements?
  private var activeGuidanceElements: StateElements?
  var currentPrompt: NavigationPromptView?
  var promptBottomConstraint: NSLayoutConstraint?
  /// Every prompt still in the map (sliding in, shown or sliding out).
  var promptsOnScreen: [NavigationPromptView] = []
  private var sharedConstraints: [NSLayoutConstraint] = []
  let mapContentsBottomGuide = UILayoutGuide()

  // MARK: - The app's ride status sheet

  let rideStatusSheet = RideStatusSheet()
  private var sheetConstraints: [NSLayoutConstraint] = []

  private func placeSheet(navMap: GMSMapView, above bottomAnchor: NSLayoutYAxisAnchor) {
    NSLayoutConstraint.deactivate(sheetConstraints)
    let safeArea = navMap.safeAreaLayoutGuide
    let sheet = rideStatusSheet
    if sheet.superview !== navMap { navMap.addSubview(sheet) }
    sheetConstraints = [
      sheet.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
      sheet.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
      sheet.bottomAnchor.constraint(equalTo: bottomAnchor),
    ]
    if !sheetMayCoverMapContents(navMap: navMap) {
      // Keep the map contents (logo, viewport, buttons) above the sheet.
      sheetConstraints.append(
        mapContentsBottomGuide.bottomAnchor.constraint(lessThanOrEqualTo: sheet.topAnchor))
    }
    NSLayoutConstraint.activate(sheetConstraints)
  }

  private func removeSheet() {
    NSLayoutConstraint.deactivate(sheetConstraints)
    sheetConstraints = []
    rideStatusSheet.removeFromSuperview()
  }

  // MARK: - Navigation-ready state

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    let safeArea = navMap.safeAreaLayoutGuide
    let bottomGuide = mapContentsBottomGuide
    navMap.addLayoutGuide(bottomGuide)

    let lowPriorityBottom = bottomGuide.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor)
    lowPriorityBottom.priority = .defaultLow
    sharedConstraints = [
      bottomGuide.heightAnchor.constraint(equalToConstant: 0),
      lowPriorityBottom,
    ]

    let logo = newState.googleLogo
    let viewport = newState.viewport
    let elements = StateElements(
      navMap: navMap, buttons: newState.buttons, topLevelViews: [logo, viewport])
    let buttonStack = elements.buttonStack
    elements.constraints = sharedConstraints + [
      buttonStack.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
      buttonStack.topAnchor.constraint(equalTo: safeArea.topAnchor),
      buttonStack.bottomAnchor.constraint(equalTo: bottomGuide.topAnchor),
      logo.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
      logo.bottomAnchor.constraint(equalTo: bottomGuide.topAnchor),
      viewport.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
      viewport.topAnchor.constraint(equalTo: safeArea.topAnchor),
      viewport.bottomAnchor.constraint(equalTo: bottomGuide.topAnchor),
    ]
    elements.activate()
    navigationReadyElements = elements
    placeSheet(navMap: navMap, above: safeArea.bottomAnchor)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    removeAllPrompts()
    activeGuidanceElements?.deactivate()
    activeGuidanceElements = nil
    navigationReadyElements?.deactivate()
    navigationReadyElements = nil
    removeSheet()
    navMap.removeLayoutGuide(mapContentsBottomGuide)
  }

  // MARK: - Active guidance state

  func startGuidance(
    navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState
  ) {
    navigationReadyElements?.deactivate()

    let safeArea = navMap.safeAreaLayoutGuide
    let bottomGuide = mapContentsBottomGuide
    let turnCard = newState.turnCard
    let etaCard = newState.etaCard
    let logo = newState.googleLogo
    let viewport = newState.viewport
    let elements = StateElements(
      navMap: navMap, buttons: newState.buttons,
      topLevelViews: [turnCard, etaCard, viewport, logo])
    let buttonStack = elements.buttonStack
    elements.constraints = sharedConstraints + [
      turnCard.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
      turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
      etaCard.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
      etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      bottomGuide.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
      buttonStack.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
      buttonStack.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
      buttonStack.bottomAnchor.constraint(equalTo: bottomGuide.topAnchor),
      logo.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
      logo.bottomAnchor.constraint(equalTo: bottomGuide.topAnchor),
      viewport.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
      viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
      viewport.bottomAnchor.constraint(equalTo: bottomGuide.topAnchor),
    ]
    elements.activate()
    activeGuidanceElements = elements
    faultAfterStartingGuidance(navMap: navMap)
    // The sheet sits on the ETA card during guidance.
    placeSheet(navMap: navMap, above: etaCard.topAnchor)
  }

  func stopGuidance(
    navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState
  ) {
    // The detailed guide: prompts on screen go too when guidance stops.
    removeAllPrompts()
    activeGuidanceElements?.deactivate()
    activeGuidanceElements = nil
    navigationReadyElements?.activate()
    placeSheet(navMap: navMap, above: navMap.safeAreaLayoutGuide.bottomAnchor)
  }

  // MARK: - Prompts

  private func removeAllPrompts() {
    promptsOnScreen.forEach { $0.removeFromSuperview() }
    promptsOnScreen = []
    currentPrompt = nil
    promptBottomConstraint = nil
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    faultBeforeShowingPrompt(navMap: navMap, newPrompt: newPrompt)
    // The prompt sits on the sheet, so round all four corners.
    newPrompt.roundedCorners = [
      .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    navMap.addSubview(newPrompt)
    currentPrompt = newPrompt
    promptsOnScreen.append(newPrompt)
    if fault == .guideStyleSlide {
      slideInLikeTheGuide(navMap: navMap, newPrompt: newPrompt)
      return
    }

    // The prompt's place is final at once (so the logo and the viewport move above it
    // before it shows); it slides in visually with a transform from below the sheet.
    let bottomConstraint = newPrompt.bottomAnchor.constraint(equalTo: rideStatusSheet.topAnchor)
    promptBottomConstraint = bottomConstraint
    NSLayoutConstraint.activate([
      bottomConstraint,
      newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
      mapContentsBottomGuide.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
    ])
    navMap.layoutIfNeeded()
    newPrompt.transform = CGAffineTransform(translationX: 0, y: newPrompt.bounds.height)
    newPrompt.alpha = 0
    UIView.animate(withDuration: Self.promptAnimationDuration) {
      newPrompt.transform = .identity
      newPrompt.alpha = 1
    }
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    if fault == .guideStyleSlide {
      slideOutLikeTheGuide(navMap: navMap, oldPrompt: oldPrompt)
      return
    }
    guard promptBottomConstraint != nil else { return }
    promptBottomConstraint = nil
    currentPrompt = nil
    UIView.animate(withDuration: Self.promptAnimationDuration) {
      oldPrompt.transform = CGAffineTransform(translationX: 0, y: oldPrompt.bounds.height)
      oldPrompt.alpha = 0
    } completion: { [weak self] _ in
      self?.faultInSlideOutCompletion(navMap: navMap)
      oldPrompt.removeFromSuperview()
      self?.promptsOnScreen.removeAll { $0 === oldPrompt }
    }
  }

  func changePrompt(
    navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView
  ) {
    hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }
}

/// The app's bottom sheet: a headline that grows with Dynamic Type, then a row with a
/// car symbol and a "Contact driver" button.
@MainActor
final class RideStatusSheet: UIView {
  let statusLabel = UILabel()
  let carImage = UIImageView(image: UIImage(systemName: "car.fill"))
  let contactButton: UIButton

  init() {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Contact driver"
    configuration.image = UIImage(systemName: "phone.fill")
    configuration.imagePadding = 6
    contactButton = UIButton(configuration: configuration)
    super.init(frame: .zero)
    accessibilityIdentifier = "rideStatus"
    backgroundColor = .systemBackground
    translatesAutoresizingMaskIntoConstraints = false

    statusLabel.text = "Your driver is 3 minutes away"
    statusLabel.font = UIFont.preferredFont(forTextStyle: .headline)
    statusLabel.adjustsFontForContentSizeCategory = true
    statusLabel.numberOfLines = 0

    carImage.contentMode = .scaleAspectFit
    carImage.setContentHuggingPriority(.required, for: .horizontal)

    let row = UIStackView(arrangedSubviews: [carImage, contactButton])
    row.axis = .horizontal
    row.spacing = 8
    row.alignment = .center

    let column = UIStackView(arrangedSubviews: [statusLabel, row])
    column.axis = .vertical
    column.spacing = 8
    column.alignment = .leading
    column.translatesAutoresizingMaskIntoConstraints = false
    addSubview(column)
    NSLayoutConstraint.activate([
      column.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      column.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
      column.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
      column.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
    ])
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}
