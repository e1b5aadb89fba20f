public import Foundation

/// The model's deterministic text measurement (model-only API): advances from
/// ``TextMetrics``, greedy line breaking at spaces, and UIKit's line break modes.
///
/// Lines break at explicit newlines and, when more than one line is allowed, before the word
/// that would overflow the width (a word wider than the width breaks between characters;
/// ``NSLineBreakMode/byCharWrapping`` always breaks between characters). Trailing spaces hang
/// past the width and do not count. When lines exceed `numberOfLines`, the last line shown is
/// rebuilt from the rest of its paragraph per the mode: an ellipsis at its end, start or middle
/// for the truncating modes; the wrapped line unchanged for the others. A single-line layout
/// wider than the width is truncated the same way, or clipped to the width.
///
/// Layouts of plain text are cached per (string, font, width, line limit, mode), as the issue
/// asks; the cache is emptied when it reaches ``cacheLimit`` entries.
@preconcurrency @MainActor
public enum TextMeasurement {
  /// A measured character: what it is, its advance in points, and whether a line may break
  /// after it (a space).
  struct Glyph {
    var character: Character
    var advance: CGFloat
    var isSpace: Bool
    var isNewline: Bool
  }

  /// The most cached layouts before the cache is emptied.
  public static let cacheLimit = 4096

  private struct CacheKey: Hashable {
    var text: String
    var font: UIFont.MeasurementKey
    var width: CGFloat
    var numberOfLines: Int
    var lineBreakMode: Int
  }

  @exclusivity(unchecked) private static var cache: [CacheKey: TextLayout] = [:]
  /// The last few layouts looked up, each also in ``cache``: labels measure the same text
  /// over and over, and comparing a few keys costs less than hashing one. Emptied with the
  /// cache, so an entry found here is what the cache holds for an equal key.
  @exclusivity(unchecked) private static var recent: [(key: CacheKey, layout: TextLayout)] = []
  @exclusivity(unchecked) private static var nextRecent = 0
  private static let recentLimit = 8

  /// The advance of `character` in `font`, in points: its first scalar's advance (marks and
  /// joiners that follow measure nothing) widened by the font's weight.
  nonisolated public static func advance(of character: Character, in font: UIFont) -> CGFloat {
    guard let scalar = character.unicodeScalars.first else { return 0 }
    let fraction = TextMetrics.advance(of: scalar, design: font.design)
    let widening =
      font.design == .monospaced ? 1 : 1 + TextMetrics.weightWidening * font.weight.rawValue
    return fraction * font.pointSize * widening
  }

  /// The width of `text` on one line in `font`, in points, trailing spaces included.
  nonisolated public static func width(of text: some StringProtocol, in font: UIFont) -> CGFloat {
    var total: CGFloat = 0
    for character in text { total += advance(of: character, in: font) }
    return total
  }

  /// `value` rounded up to a whole number of pixels at `scale` (points).
  nonisolated public static func ceilToPixel(_ value: CGFloat, scale: CGFloat) -> CGFloat {
    let s = max(scale, 1)
    // A hair below a pixel boundary stays on it: sums of advances carry rounding noise.
    return ((value * s) - 1e-7).rounded(.up) / s
  }

  /// `text` in `font` broken into lines no wider than `width` (points; `.greatestFiniteMagnitude`
  /// for no limit), at most `numberOfLines` (0: no limit). Cached.
  public static func layout(
    _ text: String, font: UIFont, width: CGFloat = .greatestFiniteMagnitude,
    numberOfLines: Int = 0, lineBreakMode: NSLineBreakMode = .byWordWrapping
  ) -> TextLayout {
    let key = CacheKey(
      text: text, font: font.measurementKey, width: width, numberOfLines: numberOfLines,
      lineBreakMode: lineBreakMode.rawValue)
    // A loop, not `first(where:)`: a closure here would be checked for the main actor on
    // each call. The numbers first: comparing texts that differ can take a Unicode path.
    for index in recent.indices {
      let candidate = recent[index].key
      if candidate.width == key.width, candidate.numberOfLines == key.numberOfLines,
        candidate.lineBreakMode == key.lineBreakMode, candidate.font == key.font,
        candidate.text == key.text
      {
        return recent[index].layout
      }
    }
    let result: TextLayout
    if let cached = cache[key] {
      result = cached
    } else {
      var glyphs: [Glyph] = []
      glyphs.reserveCapacity(text.count)
      for character in text {
        glyphs.append(glyph(character, advance: advance(of: character, in: font)))
      }
      result = layout(
        glyphs: glyphs, font: font, width: width, numberOfLines: numberOfLines,
        lineBreakMode: lineBreakMode)
      if cache.count >= cacheLimit {
        cache.removeAll(keepingCapacity: true)
        recent.removeAll(keepingCapacity: true)
        nextRecent = 0
      }
      cache[key] = result
    }
    if recent.count < recentLimit {
      recent.append((key, result))
    } else {
      recent[nextRecent] = (key, result)
      nextRecent = (nextRecent + 1) % recentLimit
    }
    return result
  }

  /// `attributed` measured run by run with each run's ``NSAttributedString/Key/font``
  /// (`font` where a run has none); lines are as tall as the largest font. Not cached.
  public static func layout(
    _ attributed: NSAttributedString, font: UIFont, width: CGFloat = .greatestFiniteMagnitude,
    numberOfLines: Int = 0, lineBreakMode: NSLineBreakMode = .byWordWrapping
  ) -> TextLayout {
    var glyphs: [Glyph] = []
    var tallest = font
    var first = true
    attributed.enumerateAttribute(
      .font, in: NSRange(location: 0, length: attributed.length), options: []
    ) { value, range, _ in
      let runFont = value as? UIFont ?? font
      if first || runFont.pointSize > tallest.pointSize { tallest = runFont }
      first = false
      for character in attributed.attributedSubstring(from: range).string {
        glyphs.append(glyph(character, advance: advance(of: character, in: runFont)))
      }
    }
    return layout(
      glyphs: glyphs, font: tallest, width: width, numberOfLines: numberOfLines,
      lineBreakMode: lineBreakMode)
  }

  /// `attributed` when there is one, else `text`: what a label or text view shows.
  static func layout(
    _ text: String, attributed: NSAttributedString?, font: UIFont, width: CGFloat,
    numberOfLines: Int, lineBreakMode: NSLineBreakMode
  ) -> TextLayout {
    if let attributed {
      return layout(
        attributed, font: font, width: width, numberOfLines: numberOfLines,
        lineBreakMode: lineBreakMode)
    }
    return layout(
      text, font: font, width: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
  }

  nonisolated private static func glyph(_ character: Character, advance: CGFloat) -> Glyph {
    // ASCII (and "\r\n", whose asciiValue is 0x0A) without the standard library's Unicode
    // property lookups: White_Space there is U+0009...U+000D and U+0020, and newlines are
    // U+000A...U+000D, exactly as `isWhitespace` and `isNewline` answer for them.
    if let ascii = character.asciiValue {
      let isNewline = ascii >= 0x0A && ascii <= 0x0D
      return Glyph(
        character: character, advance: advance, isSpace: ascii == 0x20 || ascii == 0x09,
        isNewline: isNewline)
    }
    return Glyph(
      character: character, advance: advance,
      isSpace: character.isWhitespace && !character.isNewline, isNewline: character.isNewline)
  }

  // MARK: - Line breaking

  /// A line as a range of glyphs, before truncation.
  private typealias Span = (start: Int, end: Int, paragraphEnd: Int)

  static func layout(
    glyphs: [Glyph], font: UIFont, width: CGFloat, numberOfLines: Int,
    lineBreakMode: NSLineBreakMode
  ) -> TextLayout {
    let limit = max(0, numberOfLines)
    let wraps = limit != 1
    var spans: [Span] = []
    var start = 0
    // Paragraphs end at newlines; each is wrapped (or kept whole) on its own.
    while start <= glyphs.count {
      var end = start
      while end < glyphs.count, !glyphs[end].isNewline { end += 1 }
      if wraps {
        wrap(
          glyphs, start, end, width: width, byCharacter: lineBreakMode == .byCharWrapping,
          into: &spans)
      } else {
        spans.append((start, end, end))
      }
      if end >= glyphs.count { break }
      start = end + 1
    }
    let ellipsis = advance(of: "\u{2026}", in: font)
    var lines: [TextLine] = []
    var truncated = false
    let shown = limit > 0 ? min(limit, spans.count) : spans.count
    for index in 0..<shown {
      let span = spans[index]
      let cutLines = index == shown - 1 && shown < spans.count
      let tooWide = lineWidth(glyphs, span.start, span.end) > width + 1e-9
      guard cutLines || tooWide else {
        lines.append(line(glyphs, span.start, span.end))
        continue
      }
      truncated = true
      switch lineBreakMode {
      case .byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle:
        // The last line shown holds the rest of its paragraph, cut to fit with an ellipsis.
        lines.append(
          truncate(
            glyphs, span.start, cutLines ? span.paragraphEnd : span.end, width: width,
            ellipsis: ellipsis, mode: lineBreakMode, forceEllipsis: cutLines))
      default:
        var clipped = line(glyphs, span.start, span.end)
        clipped.width = min(clipped.width, width)
        lines.append(clipped)
      }
    }
    return TextLayout(
      lines: lines, lineHeight: font.lineHeight, ascender: font.ascender,
      descender: font.descender, isTruncated: truncated)
  }

  /// Greedy breaking of glyphs `start..<end` (one paragraph) into spans at most `width` wide.
  private static func wrap(
    _ glyphs: [Glyph], _ start: Int, _ end: Int, width: CGFloat, byCharacter: Bool,
    into spans: inout [Span]
  ) {
    var lineStart = start
    var lineWidth: CGFloat = 0
    var breakIndex: Int?
    var index = start
    while index < end {
      let glyph = glyphs[index]
      if glyph.isSpace {
        lineWidth += glyph.advance
        index += 1
        if index < end, !glyphs[index].isSpace { breakIndex = index }
        continue
      }
      if lineWidth + glyph.advance > width + 1e-9, index > lineStart {
        if !byCharacter, let at = breakIndex, at > lineStart {
          // Break before the word; what of it is already on the line moves down.
          spans.append((lineStart, at, end))
          lineStart = at
          lineWidth = 0
          for moved in at..<index { lineWidth += glyphs[moved].advance }
        } else {
          spans.append((lineStart, index, end))
          lineStart = index
          lineWidth = 0
        }
        breakIndex = nil
        continue
      }
      lineWidth += glyph.advance
      index += 1
    }
    spans.append((lineStart, end, end))
  }

  /// The width of glyphs `start..<end` without trailing spaces.
  private static func lineWidth(_ glyphs: [Glyph], _ start: Int, _ end: Int) -> CGFloat {
    var last = end
    while last > start, glyphs[last - 1].isSpace { last -= 1 }
    var total: CGFloat = 0
    for index in start..<last { total += glyphs[index].advance }
    return total
  }

  private static func line(_ glyphs: [Glyph], _ start: Int, _ end: Int) -> TextLine {
    TextLine(text: text(glyphs, start, end), width: lineWidth(glyphs, start, end))
  }

  private static func text(_ glyphs: [Glyph], _ start: Int, _ end: Int) -> String {
    var result = ""
    for index in start..<max(start, end) { result.append(glyphs[index].character) }
    return result
  }

  /// Glyphs `start..<end` cut to `width` with an ellipsis where text is left out (at the end,
  /// start or middle per `mode`); with `forceEllipsis`, an ellipsis even when all of it fits
  /// (lines after it were left out).
  private static func truncate(
    _ glyphs: [Glyph], _ start: Int, _ end: Int, width: CGFloat, ellipsis: CGFloat,
    mode: NSLineBreakMode, forceEllipsis: Bool
  ) -> TextLine {
    let full = lineWidth(glyphs, start, end)
    if !forceEllipsis, full <= width + 1e-9 { return line(glyphs, start, end) }
    let room = width - ellipsis
    switch mode {
    case .byTruncatingHead:
      var first = end
      var used: CGFloat = 0
      while first > start, used + glyphs[first - 1].advance <= room + 1e-9 {
        used += glyphs[first - 1].advance
        first -= 1
      }
      while first < end, glyphs[first].isSpace { first += 1 }
      return TextLine(
        text: "\u{2026}" + text(glyphs, first, end), width: ellipsis + lineWidth(glyphs, first, end)
      )
    case .byTruncatingMiddle:
      var head = start
      var tail = end
      var used: CGFloat = 0
      var takeHead = true
      // Alternate between the ends while the next glyph fits.
      while head < tail {
        let next = takeHead ? glyphs[head].advance : glyphs[tail - 1].advance
        if used + next > room + 1e-9 { break }
        used += next
        if takeHead { head += 1 } else { tail -= 1 }
        takeHead.toggle()
      }
      let left = text(glyphs, start, head)
      let right = text(glyphs, tail, end)
      return TextLine(text: left + "\u{2026}" + right, width: used + ellipsis)
    default:
      var last = start
      var used: CGFloat = 0
      while last < end, used + glyphs[last].advance <= room + 1e-9 {
        used += glyphs[last].advance
        last += 1
      }
      while last > start, glyphs[last - 1].isSpace { last -= 1 }
      return TextLine(
        text: text(glyphs, start, last) + "\u{2026}",
        width: lineWidth(glyphs, start, last) + ellipsis)
    }
  }
}
