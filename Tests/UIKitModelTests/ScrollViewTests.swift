import Foundation
import Testing
import UIKitModel

// Semantics from Apple's Auto Layout Guide, "Working with Scroll Views": "constraints between
// the edges or margins of the scroll view and its content attach to the scroll view's content
// area"; "constraints between the height, width, or centers of the scroll view and its content
// attach to the scroll view's frame"; the content area's size is the content size. And from the
// `adjustedContentInset` / `ContentInsetAdjustmentBehavior` documentation: `.never` adds no
// safe area, `.always` adds all of it, `.scrollableAxes` (and `.automatic` outside view
// controllers) adds it on the axes that scroll. The scroll view fills a 393 × 852 map with
// safe-area insets 59 top and 34 bottom.

@MainActor
@Suite("UIScrollView: content area, content size, adjusted insets")
struct ScrollViewTests {
  private func filledMap(_ environment: LayoutEnvironment? = nil) -> (UIView, UIScrollView) {
    let map = makeMap()
    if let environment { map.layoutEnvironment = environment }
    let scroll = UIScrollView()
    scroll.translatesAutoresizingMaskIntoConstraints = false
    map.addSubview(scroll)
    NSLayoutConstraint.activate([
      scroll.leadingAnchor.constraint(equalTo: map.leadingAnchor),
      scroll.trailingAnchor.constraint(equalTo: map.trailingAnchor),
      scroll.topAnchor.constraint(equalTo: map.topAnchor),
      scroll.bottomAnchor.constraint(equalTo: map.bottomAnchor),
    ])
    return (map, scroll)
  }

  @Test("content pinned to the content guide decides the content size")
  func contentGuide() {
    let (map, scroll) = filledMap()
    let content = makeAutoLayoutView()
    scroll.addSubview(content)
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
      content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 1000),
    ])
    map.layoutIfNeeded()
    // The content is 1000 tall, taller than the 852-point scroll view, without conflict.
    #expect(content.frame == CGRect(x: 0, y: 0, width: 393, height: 1000))
    #expect(scroll.contentSize == CGSize(width: 393, height: 1000))
    #expect(scroll.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(scroll.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(map.layoutIssues.isEmpty)
  }

  @Test("content pinned to the scroll view's own edges attaches to the content area")
  func legacyEdges() {
    let (map, scroll) = filledMap()
    let content = makeAutoLayoutView()
    scroll.addSubview(content)
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: scroll.topAnchor),
      content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
      // Width is the frame's, by the same guide text.
      content.widthAnchor.constraint(equalTo: scroll.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 1200),
    ])
    map.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 0, y: 0, width: 393, height: 1200))
    #expect(scroll.contentSize == CGSize(width: 393, height: 1200))
    #expect(scroll.frame.height == 852)
    #expect(map.layoutIssues.isEmpty)
  }

  @Test("a content size set by the app stands when no constraint decides it")
  func contentSizeSet() {
    let (map, scroll) = filledMap()
    scroll.contentSize = CGSize(width: 393, height: 2000)
    map.layoutIfNeeded()
    #expect(scroll.contentSize == CGSize(width: 393, height: 2000))
    #expect(scroll.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 393, height: 2000))
    #expect(
      scroll.intrinsicContentSize
        == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
  }

  @Test("adjusted content inset per behaviour, portrait")
  func adjustedPortrait() {
    let (map, scroll) = filledMap()
    scroll.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    scroll.contentSize = CGSize(width: 393, height: 500)
    map.layoutIfNeeded()
    // Content 500 < 852: nothing scrolls, .automatic adds nothing: 10, 0, 0, 0.
    #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
    // Bouncing vertically makes the vertical axis scrollable: 10 + 59 and 34.
    scroll.alwaysBounceVertical = true
    #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 69, left: 0, bottom: 34, right: 0))
    scroll.alwaysBounceVertical = false
    scroll.contentSize = CGSize(width: 393, height: 1200)
    #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 69, left: 0, bottom: 34, right: 0))
    scroll.contentInsetAdjustmentBehavior = .never
    #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
    scroll.contentInsetAdjustmentBehavior = .always
    scroll.contentSize = CGSize(width: 393, height: 100)
    #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 69, left: 0, bottom: 34, right: 0))
  }

  @Test("scrollable axes, landscape: only the horizontal safe area adds")
  func adjustedLandscape() {
    let landscape = LayoutEnvironment(
      scale: 3, safeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    let (map, scroll) = filledMap(landscape)
    scroll.contentInsetAdjustmentBehavior = .scrollableAxes
    scroll.contentSize = CGSize(width: 2000, height: 100)
    map.layoutIfNeeded()
    // Wider than the 393 points, not taller than 852: left and right 47, top and bottom 0.
    #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 0, left: 47, bottom: 0, right: 47))
    scroll.isScrollEnabled = false
    #expect(scroll.adjustedContentInset == .zero)
  }
}

@MainActor
@Suite("Effect, table and collection views")
struct ContainerViewTests {
  @Test("an effect view's content view fills it")
  func effectContentView() {
    let map = makeMap()
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    blur.translatesAutoresizingMaskIntoConstraints = false
    map.addSubview(blur)
    let label = StandInView(120, 30)
    blur.contentView.addSubview(label)
    NSLayoutConstraint.activate([
      blur.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 16),
      blur.topAnchor.constraint(equalTo: map.topAnchor, constant: 100),
      label.leadingAnchor.constraint(equalTo: blur.contentView.leadingAnchor, constant: 12),
      label.trailingAnchor.constraint(equalTo: blur.contentView.trailingAnchor, constant: -12),
      label.topAnchor.constraint(equalTo: blur.contentView.topAnchor, constant: 8),
      label.bottomAnchor.constraint(equalTo: blur.contentView.bottomAnchor, constant: -8),
    ])
    map.layoutIfNeeded()
    // The label sizes the effect view through the content view: 12 + 120 + 12 by 8 + 30 + 8.
    #expect(blur.frame == CGRect(x: 16, y: 100, width: 144, height: 46))
    #expect(blur.contentView.frame == CGRect(x: 0, y: 0, width: 144, height: 46))
    #expect(label.frame == CGRect(x: 12, y: 8, width: 120, height: 30))
    #expect((blur.effect as? UIBlurEffect)?.style == .systemMaterial)
    #expect(UIBlurEffect.Style.systemMaterial.rawValue == 8)
    let vibrancy = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark), style: .secondaryLabel)
    #expect(vibrancy.style == .secondaryLabel && vibrancy.blurEffect.style == .dark)
    #expect(map.layoutIssues.isEmpty)
  }

  @Test("table and collection views lay out as plain views")
  func lists() {
    let map = makeMap()
    let table = UITableView(frame: .zero, style: .insetGrouped)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.reloadData()
    let collection = UICollectionView(
      frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
    for view in [table, collection] as [UIView] {
      view.translatesAutoresizingMaskIntoConstraints = false
      map.addSubview(view)
    }
    NSLayoutConstraint.activate([
      table.leadingAnchor.constraint(equalTo: map.leadingAnchor),
      table.widthAnchor.constraint(equalToConstant: 200),
      table.topAnchor.constraint(equalTo: map.topAnchor),
      table.heightAnchor.constraint(equalToConstant: 300),
      collection.leadingAnchor.constraint(equalTo: table.trailingAnchor),
      collection.trailingAnchor.constraint(equalTo: map.trailingAnchor),
      collection.topAnchor.constraint(equalTo: table.bottomAnchor),
      collection.bottomAnchor.constraint(equalTo: map.bottomAnchor),
    ])
    map.layoutIfNeeded()
    #expect(table.frame == CGRect(x: 0, y: 0, width: 200, height: 300))
    #expect(collection.frame == CGRect(x: 200, y: 300, width: 193, height: 552))
    #expect(table.style == .insetGrouped && table.rowHeight == UITableView.automaticDimension)
    #expect(table.registeredReuseIdentifiers == ["row"])
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "row")
    #expect(cell.reuseIdentifier == "row" && cell.contentView.superview === cell)
    #expect(map.layoutIssues.isEmpty)
  }
}
