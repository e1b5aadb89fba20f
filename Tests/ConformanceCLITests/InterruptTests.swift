import ConformanceCLI
import Foundation
import PropertyEngine
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 17: an interrupted campaign prints the verdict so far with stopReason "interrupted",
/// writes the files asked for and exits 130.
@Suite struct InterruptTests {
  @Test func anInterruptedRunReportsWhatItHasAndWritesItsFiles() throws {
    let junit = FileFixture.temporaryPath("report.xml")
    let result = CommandHarness.run(
      ["run", "--cases", "50", "--no-seeds", "--json", "--junit", junit, "--rules", "NLC-001"],
      interruption: CampaignInterruption(requested: true))
    #expect(result.code == 130)
    #expect(result.output.contains(#""conforming":true,"errors":0,"warnings":0,"cases":0,"#))
    #expect(result.output.contains(#""stopReason":"interrupted""#))
    let xml = try FileFixture.read(junit)
    #expect(xml.contains(#"<property name="stopReason" value="interrupted"/>"#))
    #expect(xml.contains(#"<skipped message="not reached: the campaign stopped early (interrupted) after 0 cases"#))
  }

  @Test func theTextVerdictSaysItWasInterrupted() {
    let result = CommandHarness.run(
      ["run", "--cases", "50", "--no-seeds"], interruption: CampaignInterruption(requested: true))
    #expect(result.code == 130)
    #expect(result.output == "interrupted; so far conforming: 0 cases over all, seed 0\n")
  }

  #if canImport(Glibc)
    /// The real thing: SIGINT to the built tool in the middle of an endless campaign.
    @Test(LongTests.only) func sigintStopsTheBuiltToolCleanly() throws {
      let junit = FileFixture.temporaryPath("report.xml")
      let started = try ToolProcess.start([
        "run", "--time", "10m", "--no-seeds", "--json", "--junit", junit,
      ])
      // Two seconds in, the campaign is generating, well inside its ten-minute budget.
      let process = started.0
      usleep(2_000_000)
      kill(process.processIdentifier, SIGINT)
      let result = ToolProcess.finish(started)
      #expect(result.code == 130)
      #expect(result.output.contains(#""stopReason":"interrupted""#))
      #expect(FileManager.default.fileExists(atPath: junit))
    }
  #endif
}
