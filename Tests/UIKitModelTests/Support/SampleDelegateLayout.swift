import Foundation
import UIKitModel

/// The constraint set of the seeds' sample delegate (`BasicLayoutDelegate` in
/// shared/seeds/customize-layout.*.txt), written against plain stand-in views: navigation-ready
/// state, active guidance state, and a prompt that slides in.
///
/// Stand-in sizes (intrinsic, in points): button stack 56 wide, logo 80x24, turn card 361x140,
/// ETA card 361x90, prompt 361x120. They are test inputs, not Google's figures.
@MainActor
final class SampleDelegateLayout {
  let map: UIView
  let bottomGuide = UILayoutGuide()
  let buttonStack = StandInView(56, 0)
  let logo = StandInView(80, 24)
  let viewport = makeAutoLayoutView()
  let turnCard = StandInView(361, 140)
  let etaCard = StandInView(361, 90)
  var shared: [NSLayoutConstraint] = []
  var stateConstraints: [NSLayoutConstraint] = []
  var promptBottom: NSLayoutConstraint?

  init(map: UIView) {
    self.map = map
    buttonStack.contentSize = CGSize(width: 56, height: UIView.noIntrinsicMetric)
  }

  /// `enableNavigationUI`: the ready state.
  func enableNavigation() {
    let safeArea = map.safeAreaLayoutGuide
    map.addLayoutGuide(bottomGuide)
    let lowPriorityBottom = bottomGuide.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor)
    lowPriorityBottom.priority = .defaultLow
    shared = [bottomGuide.heightAnchor.constraint(equalToConstant: 0), lowPriorityBottom]
    stateConstraints =
      shared + [
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
    for view in [logo, viewport, buttonStack] { map.addSubview(view) }
    NSLayoutConstraint.activate(stateConstraints)
  }

  /// `startGuidance`: tears the ready state down and builds the guidance state.
  func startGuidance() {
    NSLayoutConstraint.deactivate(stateConstraints)
    for view in [buttonStack, logo, viewport] { view.removeFromSuperview() }
    let safeArea = map.safeAreaLayoutGuide
    stateConstraints =
      shared + [
        turnCard.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
        turnCard.topAnchor.constraint(equalTo: map.topAnchor),
        etaCard.leadingAnchor.constraint(equalTo: map.leadingAnchor),
        etaCard.bottomAnchor.constraint(equalTo: map.bottomAnchor),
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
    for view in [turnCard, etaCard, viewport, logo, buttonStack] { map.addSubview(view) }
    NSLayoutConstraint.activate(stateConstraints)
  }

  /// `showPrompt`: adds the prompt below the map's bottom edge, lays out, then slides it up
  /// in an animation block.
  func showPrompt(_ prompt: UIView) {
    map.addSubview(prompt)
    let bottom = prompt.bottomAnchor.constraint(
      equalTo: map.bottomAnchor, constant: prompt.bounds.height)
    promptBottom = bottom
    NSLayoutConstraint.activate([
      bottom,
      prompt.leadingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.leadingAnchor),
      bottomGuide.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor),
    ])
    map.layoutIfNeeded()
    UIView.animate(withDuration: 0.4) {
      bottom.constant = 0
      self.map.layoutIfNeeded()
    }
  }

  /// A prompt as the SDK hands it over: already sized, 361x120.
  static func makePrompt() -> StandInView {
    let prompt = StandInView(361, 120)
    prompt.frame = CGRect(x: 0, y: 0, width: 361, height: 120)
    return prompt
  }
}
