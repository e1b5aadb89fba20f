import Foundation
import Testing
import UIKitModel

@MainActor
@Suite("UIImageView")
struct ImageViewTests {
  @Test("without an image there is no intrinsic size on either axis")
  func noImage() {
    let view = UIImageView(image: nil)
    #expect(view.intrinsicContentSize == CGSize(width: -1, height: -1))
    #expect(view.frame == .zero)
  }

  @Test("init(image:) sizes the frame to the image (UIImageView reference); defaults are UIKit's")
  func initSizesFrame() throws {
    let image = try #require(UIImage(systemName: "car.fill"))
    let view = UIImageView(image: image)
    #expect(view.frame == CGRect(x: 0, y: 0, width: 22, height: 16))
    #expect(view.intrinsicContentSize == CGSize(width: 22, height: 16))
    #expect(!view.isUserInteractionEnabled)
    #expect(view.contentMode == .scaleToFill)
  }

  @Test("a new image resizes the view at the next layout pass")
  func imageChangeInvalidates() throws {
    let view = UIImageView(image: UIImage(systemName: "xmark"))
    let root = pinTopLeading(view, at: CGPoint(x: 10, y: 20))
    // xmark at 17 pt: 15 × 15.
    #expect(view.frame == CGRect(x: 10, y: 20, width: 15, height: 15))
    view.image = UIImage(systemName: "car.fill")
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 10, y: 20, width: 22, height: 16))
    view.image = nil
    #expect(view.intrinsicContentSize == CGSize(width: -1, height: -1))
  }

  @Test("highlighted shows the highlighted image's size")
  func highlighted() throws {
    let view = UIImageView(
      image: UIImage(systemName: "xmark"), highlightedImage: UIImage(systemName: "car.fill"))
    #expect(view.intrinsicContentSize == CGSize(width: 15, height: 15))
    view.isHighlighted = true
    #expect(view.intrinsicContentSize == CGSize(width: 22, height: 16))
    view.highlightedImage = nil
    #expect(view.intrinsicContentSize == CGSize(width: 15, height: 15))
  }

  @Test("the preferred symbol configuration applies beneath the image's own")
  func preferredConfiguration() throws {
    let view = UIImageView(image: UIImage(systemName: "xmark"))
    view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 34)
    // 15 × 34 / 17 = 30.
    #expect(view.intrinsicContentSize == CGSize(width: 30, height: 30))
    // The image's own point size (34) wins over the preferred one (17): 30 × 30; the
    // preferred large scale is kept: 30 × 1.3 = 39.
    view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(
      pointSize: 17, weight: .regular, scale: .large)
    view.image = UIImage(
      systemName: "xmark", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34))
    #expect(view.intrinsicContentSize == CGSize(width: 39, height: 39))
  }

  @Test("a registered image's size is the intrinsic size")
  func namedImage() throws {
    UIImage.register(named: "ImageViewTests.badge", size: CGSize(width: 64, height: 40))
    let view = UIImageView(image: UIImage(named: "ImageViewTests.badge"))
    #expect(view.intrinsicContentSize == CGSize(width: 64, height: 40))
  }
}
