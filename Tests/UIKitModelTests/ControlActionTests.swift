import Foundation
import Testing
import UIKitModel

@MainActor
@Suite("UIControl: state and actions")
struct ControlActionTests {
  @Test("event and state raw values are UIKit's")
  func rawValues() {
    #expect(UIControl.Event.touchUpInside.rawValue == 64)  // 1 << 6
    #expect(UIControl.Event.valueChanged.rawValue == 4096)  // 1 << 12
    #expect(UIControl.Event.primaryActionTriggered.rawValue == 8192)  // 1 << 13
    #expect(UIControl.Event.allTouchEvents.contains(.touchCancel))
    #expect(!UIControl.Event.allTouchEvents.contains(.valueChanged))
    #expect(UIControl.State.disabled.rawValue == 2)
    #expect(UIControl.State.selected.rawValue == 4)
  }

  @Test("state is made of isEnabled, isSelected and isHighlighted")
  func state() {
    let control = UIControl()
    #expect(control.state == .normal)
    control.isEnabled = false
    #expect(control.state == .disabled)
    control.isEnabled = true
    control.isSelected = true
    control.isHighlighted = true
    // highlighted 1 + selected 4 = 5.
    #expect(control.state.rawValue == 5)
    #expect(control.contentHorizontalAlignment == .center)
    #expect(control.contentVerticalAlignment == .center)
  }

  @Test("sendActions runs the actions of the events sent, in the order added, each once")
  func sendActions() {
    let control = UIControl()
    var log: [String] = []
    control.addAction(UIAction { _ in log.append("a") }, for: .touchUpInside)
    control.addAction(UIAction { _ in log.append("b") }, for: .valueChanged)
    control.addAction(UIAction { _ in log.append("c") }, for: [.touchUpInside, .valueChanged])
    control.sendActions(for: .touchUpInside)
    #expect(log == ["a", "c"])
    log = []
    control.sendActions(for: [.touchUpInside, .valueChanged])
    #expect(log == ["a", "b", "c"])
    log = []
    control.sendActions(for: .touchDown)
    #expect(log.isEmpty)
  }

  @Test("an action with the same identifier replaces the earlier one (UIControl addAction docs)")
  func sameIdentifierReplaces() {
    let control = UIControl()
    var log: [String] = []
    let id = UIAction.Identifier("call")
    control.addAction(UIAction(identifier: id) { _ in log.append("old") }, for: .touchUpInside)
    control.addAction(UIAction(identifier: id) { _ in log.append("new") }, for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    #expect(log == ["new"])
  }

  @Test("removeAction and removeAction(identifiedBy:) stop actions for the events named")
  func remove() {
    let control = UIControl()
    var count = 0
    let action = UIAction { _ in count += 1 }
    control.addAction(action, for: [.touchUpInside, .primaryActionTriggered])
    control.removeAction(action, for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    #expect(count == 0)
    control.sendActions(for: .primaryActionTriggered)
    #expect(count == 1)
    control.removeAction(identifiedBy: action.identifier, for: .primaryActionTriggered)
    control.sendActions(for: .allEvents)
    #expect(count == 1)
    #expect(control.allControlEvents.isEmpty)
  }

  @Test("the handler sees the control as sender; a disabled control still sends programmatically")
  func senderAndDisabled() {
    let control = UIControl()
    control.isEnabled = false
    var sender: Any?
    control.addAction(UIAction { action in sender = action.sender }, for: .valueChanged)
    control.sendActions(for: .valueChanged)
    #expect((sender as? UIControl) === control)
  }

  @Test("actions made without identifiers are told apart")
  func uniqueIdentifiers() {
    let first = UIAction { _ in }
    let second = UIAction { _ in }
    #expect(first.identifier != second.identifier)
    #expect(first.title == "")
    #expect(first.attributes.isEmpty)
    #expect(first.state == .off)
  }

  @Test("leading content alignment resolves to right in a right-to-left layout")
  func effectiveAlignment() {
    let control = UIControl()
    control.contentHorizontalAlignment = .leading
    #expect(control.effectiveContentHorizontalAlignment == .left)
    control.semanticContentAttribute = .forceRightToLeft
    #expect(control.effectiveContentHorizontalAlignment == .right)
  }
}

@MainActor
@Suite("UIControl: primary actions")
struct ControlPrimaryActionTests {
  @Test("any control made with a primary action runs it for primaryActionTriggered")
  func primaryAction() {
    var runs = 0
    let toggle = UISwitch(frame: .zero, primaryAction: UIAction { _ in runs += 1 })
    toggle.sendActions(for: .primaryActionTriggered)
    #expect(runs == 1)
    #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
    let button = UIButton(frame: .zero, primaryAction: UIAction(title: "Go") { _ in runs += 1 })
    #expect(button.currentTitle == "Go")
    #expect(button.buttonType == .custom)
    button.sendActions(for: .primaryActionTriggered)
    #expect(runs == 2)
    #expect(!button.isTracking && !button.isTouchInside)
  }
}
