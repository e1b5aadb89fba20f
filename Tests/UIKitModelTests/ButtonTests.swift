import Foundation
import Testing
import UIKitModel

// Text widths come from the text model's advance table (TextMetrics, fractions of the point
// size), rounded up to thirds of a point (scale 3); a line is ascender 1950 + descender 494 over
// 2048 em: 15 pt → 17.9004 → 18; 17 pt → 20.2871 → 61/3.

@MainActor
@Suite("UIButton: per-state content")
struct ButtonTests {
  @Test("a system button titled Call in the 15 pt system font is 30 high (18 + 6 + 6) and 30 wide")
  func callButton() {
    let button = UIButton(type: .system)
    button.setTitle("Call", for: .normal)
    // Call: C .69 + a .55 + l .25 + l .25 = 1.74 em × 15 = 26.1 → 79/3; below the 30 minimum.
    #expect(button.intrinsicContentSize == CGSize(width: 30, height: 30))
    #expect(button.buttonType == .system)
    #expect(button.currentTitle == "Call")
  }

  @Test("Hello World: 5.36 em × 15 = 80.4 → 242/3 wide, 30 high (Sadun's figure: 78 × 30)")
  func helloWorld() {
    let button = UIButton(type: .system)
    button.setTitle("Hello World", for: .normal)
    #expect(button.intrinsicContentSize == CGSize(width: 242.0 / 3, height: 30))
  }

  @Test("non-zero contentEdgeInsets replace the 6 pt padding and the 30 pt minimum")
  func contentEdgeInsets() {
    let button = UIButton(type: .system)
    button.setTitle("Navigate", for: .normal)
    button.contentEdgeInsets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    // Navigate: 4.11 em × 15 = 61.65 → 185/3; + 32 = 281/3. Height 18 + 16 = 34.
    #expect(button.intrinsicContentSize == CGSize(width: 281.0 / 3, height: 34))
    // Title and image insets move content only (UIButton titleEdgeInsets reference).
    button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
    button.imageEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 10)
    #expect(button.intrinsicContentSize == CGSize(width: 281.0 / 3, height: 34))
  }

  @Test("image and title sit side by side; an image alone is the image's size")
  func imageAndTitle() throws {
    let car = try #require(UIImage(systemName: "car.fill"))
    let button = UIButton(type: .custom)
    button.setImage(car, for: .normal)
    #expect(button.intrinsicContentSize == CGSize(width: 22, height: 16))
    button.setTitle("Call", for: .normal)
    // 22 + 79/3 = 145/3; height max(16, 18 + 12) = 30.
    #expect(button.intrinsicContentSize == CGSize(width: 145.0 / 3, height: 30))
    #expect(button.currentImage === car)
  }

  @Test("empty, close and info buttons have the model's fixed sizes")
  func fixedTypes() {
    #expect(UIButton(type: .system).intrinsicContentSize == CGSize(width: 30, height: 34))
    #expect(UIButton(type: .close).intrinsicContentSize == CGSize(width: 30, height: 30))
    #expect(UIButton(type: .infoLight).intrinsicContentSize == CGSize(width: 22, height: 22))
    #expect(UIButton(type: .contactAdd).intrinsicContentSize == CGSize(width: 22, height: 22))
    #expect(UIButton().buttonType == .custom)
    #expect(UIButton.ButtonType.close.rawValue == 7)
  }

  @Test("a state without a title shows the normal one; disabling shows the disabled title")
  func stateTitles() {
    let button = UIButton(type: .system)
    button.setTitle("Call", for: .normal)
    button.setTitle("Calling…", for: .disabled)
    #expect(button.title(for: .highlighted) == "Call")
    button.isEnabled = false
    #expect(button.currentTitle == "Calling…")
    // C .69 a .55 l .25 l .25 i .25 n .58 g .60 … .8 = 3.97 em × 15 = 59.55 → 179/3.
    #expect(button.intrinsicContentSize == CGSize(width: 179.0 / 3, height: 30))
    #expect(button.titleLabel?.text == "Calling…")
    button.setTitleColor(.red, for: .normal)
    #expect(button.titleColor(for: .selected) == .red)
  }

  @Test("the title label measures the title: a new font resizes the button at the next pass")
  func titleLabelFont() throws {
    let button = UIButton(type: .system)
    button.setTitle("Navigate", for: .normal)
    let root = pinTopLeading(button)
    #expect(button.frame == CGRect(x: 0, y: 0, width: 185.0 / 3, height: 30))
    let label = try #require(button.titleLabel)
    root.layoutIfNeeded()
    // Centred: x = (185/3 − 185/3) / 2 = 0; y = (30 − 18) / 2 = 6.
    #expect(label.frame == CGRect(x: 0, y: 6, width: 185.0 / 3, height: 18))
    label.font = UIFont.systemFont(ofSize: 17)
    root.layoutIfNeeded()
    // Navigate at 17: 4.11 × 17 = 69.87 → 210/3 = 70; height 61/3 + 12 = 97/3.
    #expect(button.frame == CGRect(x: 0, y: 0, width: 70, height: 97.0 / 3))
  }

  @Test("the first baseline is the title's: 6 pt of padding plus the 15 pt font's ascender")
  func baseline() {
    let button = UIButton(type: .system)
    button.setTitle("Call", for: .normal)
    #expect(abs(button.firstBaselineOffsetFromTop - (6 + 15 * 1950.0 / 2048)) < 1e-9)
    #expect(abs(button.lastBaselineOffsetFromBottom - (6 + 15 * 494.0 / 2048)) < 1e-9)
  }

  @Test("a primary action gives its title and runs for primaryActionTriggered")
  func primaryAction() {
    var calls = 0
    let button = UIButton(type: .system, primaryAction: UIAction(title: "Call") { _ in calls += 1 })
    #expect(button.currentTitle == "Call")
    button.sendActions(for: .touchUpInside)
    #expect(calls == 0)
    button.sendActions(for: .primaryActionTriggered)
    #expect(calls == 1)
  }
}

@MainActor
@Suite("UIButton: baselines in layout")
struct ButtonBaselineLayoutTests {
  @Test("a label aligned to a button's first baseline sits on the title's baseline")
  func labelOnButtonBaseline() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let button = UIButton(type: .system)
    button.setTitle("Call", for: .normal)
    let label = UILabel()
    label.text = "ETA"
    for view in [button, label] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    NSLayoutConstraint.activate([
      button.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      button.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      label.leadingAnchor.constraint(equalTo: button.trailingAnchor, constant: 8),
      label.firstBaselineAnchor.constraint(equalTo: button.firstBaselineAnchor),
    ])
    root.layoutIfNeeded()
    // Button baseline: 100 + 6 + 15 × 1950/2048 = 120.282; the 17 pt label's top is that less
    // 17 × 1950/2048 = 16.187: 104.096, on the 1/3 grid 312.29 px → 104.
    #expect(label.frame.minY == 104)
  }
}
