import Foundation
import Testing

/// `run --report DIR`: one static page per campaign, the same bytes for the same seed, and a
/// bad directory refused before the campaign starts.
@Suite struct HTMLReportTests {
  /// logo-moves-after-prompt breaks NLC-005 after enable, start and a prompt (README,
  /// "Reading a failure"): three steps, the third failing during the prompt's slide.
  static let arguments = [
    "run", "--delegate", "logo-moves-after-prompt", "--no-seeds", "--cases", "200",
  ]

  @Test(LongTests.only) func reportIsStaticShowsEveryStepAndIsTheSameForTheSameSeed() throws {
    let first = FileFixture.temporaryPath("report-a")
    let second = FileFixture.temporaryPath("report-b")
    let runA = CommandHarness.run(Self.arguments + ["--report", first], faulty: true)
    let runB = CommandHarness.run(Self.arguments + ["--report", second], faulty: true)
    #expect(runA.code == 1)
    #expect(runB.code == 1)
    #expect(runA.error.contains("report: \(first)/index.html\n"))
    let html = try FileFixture.read(first + "/index.html")
    // Only the directory differs between the two runs, and it appears in "run again".
    let other = try FileFixture.read(second + "/index.html")
    #expect(html.replacingOccurrences(of: first, with: second) == other)
    // Static and self-contained: no scripts, nothing loaded from elsewhere.
    for forbidden in ["<script", " src=", "<link", "url(http", "@import"] {
      #expect(!html.contains(forbidden), "\(forbidden)")
    }
    #expect(html.contains("<p class=\"verdict fail\">not conforming: 1 bug (errors)"))
    // The filmstrip: one picture per step of the case judged to its end (three events, the
    // closing settle and disable), the third framed as failing, with its sampled time.
    #expect(html.components(separatedBy: "<figure class=\"frame").count - 1 == 5)
    #expect(html.components(separatedBy: "<figure class=\"frame failing\"").count - 1 == 1)
    #expect(html.contains("<b>1. enableNavigation</b><br>→ ready"))
    #expect(html.contains("<b>3. showPrompt</b><br>→ guiding with a prompt<br>during animation (+"))
    // The element table marks the views the finding names.
    #expect(html.contains("<tr class=\"offending\"><td>6</td><td>googleLogo</td>"))
    #expect(html.contains("Replay: <code>nav-layout-check replay pe1."))
    // The failing step's picture widens to the page on its own anchor (CSS :target).
    #expect(html.contains("<figure id=\"bug1\">") || html.contains("<figure id=\"bug0\">"))
    #expect(html.contains("\">full width</a>"))
  }

  /// left-anchored-logo pins the logo to the left in both directions (NLC-017): the picture
  /// and the report show the case and its right-to-left variant side by side.
  @Test(LongTests.only) func aRelationFailureIsDrawnBesideItsVariant() throws {
    let base = FileFixture.temporaryPath("relation")
    let result = CommandHarness.run(
      [
        "run", "--delegate", "left-anchored-logo", "--no-seeds", "--cases", "1000", "--svg",
        base + "/svg", "--report", base + "/report",
      ], faulty: true)
    #expect(result.code == 1)
    let svg = try FileFixture.read(base + "/svg/NLC-017.svg")
    // The outer document and one nested document per run.
    #expect(svg.components(separatedBy: "<svg").count - 1 == 3)
    // The case's title takes one line, the variant's two: the case moves down one line
    // (12 pt × 1.3) so the two maps' tops align.
    #expect(svg.contains("<svg x=\"0\" y=\"15.6\" viewBox="))
    #expect(svg.contains(">NLC-017 variant (a right-to-left layout"))
    let html = try FileFixture.read(base + "/report/index.html")
    #expect(html.contains("<figcaption>the variant run: step 1 (enableNavigation)"))
  }

  @Test func aFileWhereTheReportDirectoryShouldBeIsBadInput() throws {
    let path = FileFixture.temporaryPath("report-taken")
    try FileFixture.write("x", to: path)
    let result = CommandHarness.run(["run", "--cases", "1", "--report", path])
    #expect(result.code == 65)
    #expect(result.error == "error: --report \(path): a file is in the way; name a directory\n")
  }

  @Test func helpDocumentsTheOption() {
    let result = CommandHarness.run(["run", "--help"])
    #expect(result.output.contains("--report DIR         Also write an HTML report, DIR/index.html"))
  }
}
