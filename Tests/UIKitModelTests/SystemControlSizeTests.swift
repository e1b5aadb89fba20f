import Foundation
import Testing
import UIKitModel

// System sizes: UISwitch 51 × 31, spinner 20 / 37, progress bar 4 high; page control 16 a page
// + 2 × 12 by 26 (the model's figures, CONFORMANCE.md §3 "Controls and images").

@MainActor
@Suite("System control sizes")
struct SystemControlSizeTests {
  @Test("a switch is 51 × 31 and ignores the size it is made with (UISwitch init(frame:) docs)")
  func switchSize() {
    let toggle = UISwitch(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
    #expect(toggle.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
    #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
    toggle.setOn(true, animated: true)
    #expect(toggle.isOn)
  }

  @Test("a switch pinned by its top-leading corner lays out at 51 × 31")
  func switchLayout() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let toggle = UISwitch()
    toggle.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(toggle)
    NSLayoutConstraint.activate([
      toggle.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
      toggle.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
    ])
    root.layoutIfNeeded()
    // x = 320 − 16 − 51 = 253.
    #expect(toggle.frame == CGRect(x: 253, y: 8, width: 51, height: 31))
  }

  @Test("spinner sizes by style; hidden while stopped when hidesWhenStopped (the default)")
  func spinner() {
    let medium = UIActivityIndicatorView(style: .medium)
    #expect(medium.intrinsicContentSize == CGSize(width: 20, height: 20))
    #expect(medium.frame.size == CGSize(width: 20, height: 20))
    let large = UIActivityIndicatorView(style: .large)
    #expect(large.intrinsicContentSize == CGSize(width: 37, height: 37))
    #expect(UIActivityIndicatorView.Style.large.rawValue == 101)
    #expect(large.hidesWhenStopped)
    #expect(large.isHidden)
    large.startAnimating()
    #expect(large.isAnimating && !large.isHidden)
    large.stopAnimating()
    #expect(!large.isAnimating && large.isHidden)
    large.hidesWhenStopped = false
    #expect(!large.isHidden)
    large.style = .medium
    #expect(large.intrinsicContentSize == CGSize(width: 20, height: 20))
  }

  @Test("a progress bar has no intrinsic width and is 4 high; progress is clamped to 0...1")
  func progress() {
    let bar = UIProgressView(progressViewStyle: .default)
    #expect(bar.intrinsicContentSize == CGSize(width: -1, height: 4))
    bar.setProgress(1.5, animated: false)
    #expect(bar.progress == 1)
    bar.progress = -0.2
    #expect(bar.progress == 0)
    bar.progress = 0.25
    #expect(bar.progress == 0.25)
  }

  @Test("a page control is 16 a page plus 24 wide and 26 high; the current page is clamped")
  func pageControl() {
    let dots = UIPageControl()
    #expect(dots.intrinsicContentSize == CGSize(width: 0, height: 26))
    dots.numberOfPages = 3
    // 3 × 16 + 2 × 12 = 72.
    #expect(dots.intrinsicContentSize == CGSize(width: 72, height: 26))
    #expect(dots.size(forNumberOfPages: 5) == CGSize(width: 104, height: 26))
    dots.currentPage = 7
    #expect(dots.currentPage == 2)
    dots.numberOfPages = 2
    #expect(dots.currentPage == 1)
    dots.numberOfPages = 1
    dots.hidesForSinglePage = true
    #expect(!dots.showsIndicators)
    #expect(!dots.isHidden)
  }
}
