import Foundation
import Testing
import UIKitModel

@MainActor
@Suite("UIButton: attributed titles, background images, image configurations")
struct ButtonContentTests {
  @Test("an attributed title measures its runs in their fonts")
  func attributedTitle() {
    let button = UIButton(type: .system)
    button.setTitle("Ignored", for: .normal)
    let title = NSAttributedString(
      string: "Call", attributes: [.font: UIFont.boldSystemFont(ofSize: 20)])
    button.setAttributedTitle(title, for: .normal)
    #expect(button.currentTitle == "Call")
    // Bold widens by 1 + 0.1 × 0.4 = 1.04: 1.74 × 20 × 1.04 = 36.192 → 109/3; line
    // 20 × 2444/2048 = 23.87 → 24, + 12 = 36.
    #expect(button.intrinsicContentSize == CGSize(width: 109.0 / 3, height: 36))
    // The title label shows the attributed title and measures the same.
    #expect(button.titleLabel?.text == "Call")
    #expect(button.intrinsicContentSize == CGSize(width: 109.0 / 3, height: 36))
  }

  @Test("a background image makes the button at least its size")
  func backgroundImage() {
    UIImage.register(named: "ButtonContentTests.pill", size: CGSize(width: 120, height: 44))
    let button = UIButton(type: .custom)
    button.setBackgroundImage(UIImage(named: "ButtonContentTests.pill"), for: .normal)
    #expect(button.intrinsicContentSize == CGSize(width: 120, height: 44))
    button.setTitle("Call", for: .normal)
    // Content 30 × 30 (Call with padding and minimum) fits inside 120 × 44.
    #expect(button.intrinsicContentSize == CGSize(width: 120, height: 44))
    #expect(button.currentBackgroundImage != nil)
  }

  @Test("a state's preferred symbol configuration sizes its image")
  func imageConfiguration() {
    let button = UIButton(type: .system)
    button.setImage(UIImage(systemName: "xmark"), for: .normal)
    button.setPreferredSymbolConfiguration(
      UIImage.SymbolConfiguration(pointSize: 34), forImageIn: .normal)
    // xmark 15 × 34 / 17 = 30.
    #expect(button.intrinsicContentSize == CGSize(width: 30, height: 30))
  }

  @Test("menus, backgrounds and colour configurations are kept and change no size")
  func storedOnly() {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Call"
    configuration.background.cornerRadius = 12
    configuration.titleLineBreakMode = .byTruncatingMiddle
    configuration.image = UIImage(
      systemName: "xmark", withConfiguration: UIImage.SymbolConfiguration(hierarchicalColor: .red))
    configuration.imagePadding = 4
    let button = UIButton(configuration: configuration)
    button.menu = UIMenu(title: "More", children: [UIAction(title: "Cancel") { _ in }])
    button.showsMenuAsPrimaryAction = true
    #expect(button.configuration?.background.cornerRadius == 12)
    #expect(button.menu?.children.count == 1)
    // 15 + 4 + 89/3 + 24 = 218/3; height max(15, 61/3) + 14 = 103/3.
    #expect(button.intrinsicContentSize == CGSize(width: 218.0 / 3, height: 103.0 / 3))
  }
}
