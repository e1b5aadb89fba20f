import Foundation
import Testing
import UIKitModel

// Widths are worked out by hand from the advance table in TextMetrics.swift (fractions of the
// point size, the model's approximation of SF Pro Text; CONFORMANCE.md §3, "Text") and rounded
// up to the 1/3 pt pixel grid, as UIKit's sizeThatFits rounds (ceil to 1/scale).

@MainActor
@Suite("Text measurement")
struct TextMeasurementTests {
  private let body = UIFont.systemFont(ofSize: 17)

  @Test("Latin, digits, Hebrew, Arabic and CJK advances")
  func advances() {
    // H .72 + i .25 = .97 em × 17 = 16.49.
    #expect(abs(TextMeasurement.width(of: "Hi", in: body) - 16.49) < 1e-9)
    // "Order 42": O .74 r .37 d .60 e .56 r .37 space .26 4 .61 2 .57 = 4.08 em = 69.36.
    #expect(abs(TextMeasurement.width(of: "Order 42", in: body) - 69.36) < 1e-9)
    // Tabular digits: 2 × .62 em × 17 = 21.08.
    let tabular = UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .regular)
    #expect(abs(TextMeasurement.width(of: "42", in: tabular) - 21.08) < 1e-9)
    // SF Mono: 3 × .6 em × 17 = 30.6, at any weight.
    let mono = UIFont.monospacedSystemFont(ofSize: 17, weight: .bold)
    #expect(abs(TextMeasurement.width(of: "abc", in: mono) - 30.6) < 1e-9)
    // Hebrew 4 × .55 em = 2.2 em = 37.4; Arabic 5 × .5 em = 42.5; CJK 2 × 1 em = 34.
    #expect(abs(TextMeasurement.width(of: "שלום", in: body) - 37.4) < 1e-9)
    #expect(abs(TextMeasurement.width(of: "مرحبا", in: body) - 42.5) < 1e-9)
    #expect(TextMeasurement.width(of: "你好", in: body) == 34)
    // Bold widens by 1 + 0.1 × 0.4 = 1.04: 16.49 × 1.04 = 17.1496.
    let bold = UIFont.boldSystemFont(ofSize: 17)
    #expect(abs(TextMeasurement.width(of: "Hi", in: bold) - 17.1496) < 1e-9)
  }

  @Test("sizes round up to the pixel grid")
  func pixelRounding() {
    let layout = TextMeasurement.layout("Hi", font: body)
    // 16.49 × 3 = 49.47 → 50 px; 20.287109375 × 3 = 60.86 → 61 px.
    #expect(layout.size(scale: 3) == CGSize(width: 50.0 / 3, height: 61.0 / 3))
    #expect(layout.size(scale: 2) == CGSize(width: 16.5, height: 20.5))
    // 34 pt is on the grid already.
    #expect(TextMeasurement.layout("你好", font: body).size(scale: 3).width == 34)
  }

  @Test("word wrapping breaks before the word that overflows")
  func wordWrapping() {
    // "Leave the parcel" at 17 pt: Leave = L .54 e .56 a .55 v .53 e .56 = 2.74 em = 46.58;
    // space 4.42; the = t .35 h .58 e .56 = 1.49 em = 25.33; parcel = p .60 a .55 r .37
    // c .53 e .56 l .25 = 2.86 em = 48.62. At width 80: "Leave the" = 46.58 + 4.42 + 25.33
    // = 76.33 fits; adding " parcel" does not.
    let layout = TextMeasurement.layout("Leave the parcel", font: body, width: 80)
    #expect(layout.lines.map(\.text) == ["Leave the ", "parcel"])
    #expect(abs(layout.lines[0].width - 76.33) < 1e-9)  // the trailing space hangs
    #expect(abs(layout.lines[1].width - 48.62) < 1e-9)
    // Height: 2 × 20.287109375 = 40.57421875 → 121.72 px → 122 px.
    #expect(layout.size(scale: 3) == CGSize(width: 229.0 / 3, height: 122.0 / 3))
  }

  @Test("a word wider than the line breaks between characters; byCharWrapping always does")
  func characterWrapping() {
    // "mmmm": m .87 em = 14.79 each; three fit in 45 (44.37), the fourth wraps.
    let long = TextMeasurement.layout("mmmm", font: body, width: 45)
    #expect(long.lines.map(\.text) == ["mmm", "m"])
    // "ab cd" by character at 25: a 9.35 + b 10.2 = 19.55, + space 4.42 = 23.97 fits, c does not.
    let chars = TextMeasurement.layout(
      "ab cd", font: body, width: 25, lineBreakMode: .byCharWrapping)
    #expect(chars.lines.map(\.text) == ["ab ", "cd"])
  }

  @Test("explicit newlines break lines; the line limit truncates the last line shown")
  func newlinesAndLimit() {
    let layout = TextMeasurement.layout(
      "Hi\nHi\nHi", font: body, width: 100, numberOfLines: 2, lineBreakMode: .byTruncatingTail)
    // Two lines shown; the second ends in an ellipsis because a third was left out:
    // "Hi…" = 16.49 + 13.6 (ellipsis .8 em) = 30.09.
    #expect(layout.lines.map(\.text) == ["Hi", "Hi\u{2026}"])
    #expect(abs(layout.lines[1].width - 30.09) < 1e-9)
    #expect(layout.isTruncated)
  }

  @Test(
    "one line too wide is truncated per mode",
    arguments: [
      // Room for text: 40 − 13.6 (ellipsis) = 26.4.
      // Tail: H 12.24 + e 9.52 + l 4.25 = 26.01; the next l would make 30.26.
      (NSLineBreakMode.byTruncatingTail, "Hel\u{2026}"),
      // Head: d 10.2 + l 4.25 + r 6.29 = 20.74; o 9.86 more would make 30.6.
      (.byTruncatingHead, "\u{2026}rld"),
      // Middle, alternating ends: H 12.24, d 10.2 = 22.44; e 9.52 more would make 31.96.
      (.byTruncatingMiddle, "H\u{2026}d"),
      // Clipping shows the whole line, cut at the edge.
      (.byClipping, "Hello world"),
    ])
  func truncation(mode: NSLineBreakMode, shown: String) {
    let layout = TextMeasurement.layout(
      "Hello world", font: body, width: 40, numberOfLines: 1, lineBreakMode: mode)
    #expect(layout.lines.map(\.text) == [shown])
    #expect(layout.lines[0].width <= 40)
    #expect(layout.isTruncated)
  }
}
